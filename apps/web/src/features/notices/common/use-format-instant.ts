import { useIntl } from 'react-intl';

/** An ISO instant written in the user's language and clock ('—' when absent), never as ISO. */
export function useFormatInstant(): (iso: string | null | undefined) => string {
  const intl = useIntl();
  return (iso) => (iso ? intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'short' }) : '—');
}
