import { useIntl } from 'react-intl';

/**
 * The server's shares are 0..100 with one decimal (ContagemComunicado.percentual): written as the
 * user's language writes a percentage ("75,0%", "75,0 %", "75.0%"), always with that one decimal so
 * the cards and rows line up.
 */
export function usePercent(): (percentual: number) => string {
  const intl = useIntl();
  return (percentual) => intl.formatNumber(percentual / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** A share of `total` computed here (breakdown rows), 0..100 with one decimal as the server's. */
export function share(part: number, total: number): number {
  return total > 0 ? Math.round((part * 1000) / total) / 10 : 0;
}

/**
 * A day of the reading curve ('YYYY-MM-DD' in the portal's time zone) in the user's language. It
 * is a calendar day, not an instant: drawn at UTC noon and formatted in UTC so no clock moves it
 * to the day before.
 */
export function useFormatDay(): (dia: string, style?: 'short' | 'axis') => string {
  const intl = useIntl();
  return (dia, style = 'short') => {
    const [y, m, d] = dia.split('-').map(Number);
    const at = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12);
    return style === 'axis'
      ? intl.formatDate(at, { timeZone: 'UTC', day: '2-digit', month: '2-digit' })
      : intl.formatDate(at, { timeZone: 'UTC', dateStyle: 'short' });
  };
}
