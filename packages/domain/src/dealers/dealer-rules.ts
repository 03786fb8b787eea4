import { isValidCnpj } from '../cnpj.js';
import { onlyDigits } from '../cpf.js';
import { LIMITS } from '../constants.js';
import type { FormIssue } from '../form-issues.js';

/**
 * Format rules of the dealer form (spec 01 §5 "Dealer"), pure: the web runs them while the user
 * types, the server runs the same function before it saves (uniqueness against other dealers is
 * the server's, it needs the database). The server turns a code into `error.dealer.<code>`
 * (`error.required` for `required`), the web into `dealers.form.error.<code>` (`form.required`).
 */
export type DealerIssueCode =
  | 'required'
  | 'razaoSocialLetras'
  | 'cnpjInvalido'
  | 'cnpjIgualPrincipal'
  | 'cnpjRepetido'
  | 'codigoMaxChars'
  | 'codigoVazio'
  | 'codigoRepetido';

export type DealerIssue = FormIssue<
  'razaoSocial' | 'nomeExibicao' | 'cnpj' | 'cnpjsAdicionais' | 'codigoPrincipal' | 'codigosAdicionais',
  DealerIssueCode
>;

/** The fields the rules judge, as typed (masked CNPJ, untrimmed text) or as normalised: both work. */
export interface DealerFields {
  razaoSocial: string;
  nomeExibicao: string;
  cnpj: string;
  cnpjsAdicionais: readonly string[];
  codigoPrincipal: string;
  codigosAdicionais: readonly string[];
}

const letters = (s: string) => (s.match(/\p{L}/gu) ?? []).length;

/** Why an additional CNPJ (digits) is refused beside the main one and those before it; null when fine. */
export function additionalCnpjProblem(cnpj: string, main: string, earlier: readonly string[] = []): DealerIssueCode | null {
  if (!isValidCnpj(cnpj)) return 'cnpjInvalido';
  if (cnpj === onlyDigits(main)) return 'cnpjIgualPrincipal';
  if (earlier.includes(cnpj)) return 'cnpjRepetido';
  return null;
}

/** Why an additional code (trimmed) is refused beside the main one and those before it; null when fine. */
export function additionalCodeProblem(codigo: string, main: string, earlier: readonly string[] = []): DealerIssueCode | null {
  if (!codigo) return 'codigoVazio';
  if (codigo.length > LIMITS.dealerCodeMaxChars) return 'codigoMaxChars';
  if (codigo === main.trim() || earlier.includes(codigo)) return 'codigoRepetido';
  return null;
}

/** The values an additional CNPJ's or code's message shows. */
function itemValues(code: DealerIssueCode, posicao: number, valor: string): Record<string, string | number> {
  return code === 'codigoMaxChars' ? { max: LIMITS.dealerCodeMaxChars } : { posicao, valor };
}

/**
 * Company name with at least LIMITS.dealerCompanyNameMinLetters letters, display name given,
 * a valid CNPJ, additional CNPJs valid, none the main one or repeated, a code of at most
 * LIMITS.dealerCodeMaxChars characters, additional codes not blank, not repeated. All at once.
 */
export function checkDealer(d: DealerFields): DealerIssue[] {
  const issues: DealerIssue[] = [];
  if (letters(d.razaoSocial) < LIMITS.dealerCompanyNameMinLetters) {
    issues.push({ field: 'razaoSocial', code: 'razaoSocialLetras', values: { min: LIMITS.dealerCompanyNameMinLetters } });
  }
  if (!d.nomeExibicao.trim()) issues.push({ field: 'nomeExibicao', code: 'required' });
  const cnpj = onlyDigits(d.cnpj);
  if (!cnpj) issues.push({ field: 'cnpj', code: 'required' });
  else if (!isValidCnpj(cnpj)) issues.push({ field: 'cnpj', code: 'cnpjInvalido' });
  d.cnpjsAdicionais.map(onlyDigits).forEach((extra, i, all) => {
    const code = additionalCnpjProblem(extra, cnpj, all.slice(0, i));
    if (code) issues.push({ field: 'cnpjsAdicionais', code, values: itemValues(code, i + 1, extra) });
  });
  const codigo = d.codigoPrincipal.trim();
  if (!codigo) issues.push({ field: 'codigoPrincipal', code: 'required' });
  else if (codigo.length > LIMITS.dealerCodeMaxChars) {
    issues.push({ field: 'codigoPrincipal', code: 'codigoMaxChars', values: { max: LIMITS.dealerCodeMaxChars } });
  }
  d.codigosAdicionais.map((c) => c.trim()).forEach((extra, i, all) => {
    const code = additionalCodeProblem(extra, codigo, all.slice(0, i));
    if (code) issues.push({ field: 'codigosAdicionais', code, values: itemValues(code, i + 1, extra) });
  });
  return issues;
}
