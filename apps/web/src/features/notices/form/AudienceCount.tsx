import { useQuery } from '@apollo/client';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { AUDIENCIA_FORM } from './form.queries';

/** How long the recipients must rest before the count is asked again. */
export const AUDIENCE_DEBOUNCE_MS = 500;

interface AudienceCountProps {
  readonly idsGrupos: readonly string[];
  readonly idsUsuariosRemovidos: readonly string[];
  readonly emailsAvulsos: readonly string[];
}

/**
 * "Reaches N people in the portal and M addresses by e-mail" (audienciaComunicado: the groups'
 * audience minus the excluded, plus the portal users among the addresses), asked again when the
 * recipients have rested and announced politely when it changes.
 */
export function AudienceCount({ idsGrupos, idsUsuariosRemovidos, emailsAvulsos }: AudienceCountProps) {
  const intl = useIntl();
  const key = JSON.stringify([idsGrupos, idsUsuariosRemovidos, emailsAvulsos]);
  const asked = useDebouncedValue(key, AUDIENCE_DEBOUNCE_MS);
  const [g, r, e] = JSON.parse(asked) as [string[], string[], string[]];
  const empty = g.length === 0 && e.length === 0;
  const { data, previousData, error } = useQuery(AUDIENCIA_FORM, {
    variables: { destinatarios: { idsGrupos: g, idsUsuariosRemovidos: r, emailsAvulsos: e } },
    skip: empty,
    fetchPolicy: 'network-only',
  });
  const a = (data ?? previousData)?.audienciaComunicado;
  let text = '';
  if (empty) text = intl.formatMessage({ id: 'noticesForm.audience.none' });
  else if (error) text = intl.formatMessage({ id: 'noticesForm.audience.error' });
  else if (a) text = intl.formatMessage({ id: 'noticesForm.audience.count' }, { usuarios: a.usuarios, emails: a.emails });
  return (
    <Typography role="status" sx={{ fontWeight: 600 }}>
      {text}
    </Typography>
  );
}
