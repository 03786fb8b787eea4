import { onlyDigits } from '@portal/domain';

/**
 * The CNPJ mask `00.000.000/0000-00` applied to what has been typed so far (at most 14 digits);
 * also turns the API's digits-only value into the form a person reads.
 */
export function formatCnpj(value: string): string {
  const d = onlyDigits(value).slice(0, 14);
  const parts: [number, string][] = [
    [2, ''],
    [5, '.'],
    [8, '.'],
    [12, '/'],
    [14, '-'],
  ];
  let out = '';
  let from = 0;
  for (const [to, sep] of parts) {
    if (d.length <= from) break;
    out += (from === 0 ? '' : sep) + d.slice(from, to);
    from = to;
  }
  return out;
}

/** Length of a complete masked CNPJ. */
export const CNPJ_MASK_LENGTH = 18;
