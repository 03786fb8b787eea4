import { isWebAddress } from '../web-address.js';

/**
 * The field rules of the organisation catalogs' forms (spec 01 §5), pure: the web's generic
 * catalog form runs them while the user types, the server's input parsing runs the same function
 * before it saves. The server turns a code into `error.cadastro.*` (`error.required`), the web
 * into `organisation.form.*` (`form.required`).
 */

/** Longest values the forms accept (the columns are text; these keep lists and menus readable). */
export const CATALOG_MAX = { nome: 120, texto: 500, sigla: 10, codigo: 60, url: 2000, facebookId: 100 } as const;

/** Keys and product codes: upper-case letters, digits and _, starting with a letter. */
const CODE = /^[A-Z][A-Z0-9_]*$/;

export type CatalogFieldIssueCode = 'required' | 'maxLength' | 'codeFormat' | 'urlInvalid' | 'urlTrailingSlash';

/** What a field is: free text, an upper-case code (feature key, product code) or a base address. */
export interface CatalogFieldRule {
  kind?: 'text' | 'code' | 'url';
  required?: boolean;
  /** Longest value; a code's is CATALOG_MAX.codigo. */
  max?: number;
}

/** A refusal: its code and the values its message shows. */
export interface CatalogFieldProblem {
  code: CatalogFieldIssueCode;
  values?: Record<string, number>;
}

/**
 * A base address (spec 01 §5 "Product edit"): a web address (isWebAddress) without query or
 * fragment, and without a trailing slash, since paths are appended to it.
 */
function baseUrlProblem(text: string): CatalogFieldProblem | null {
  if (!isWebAddress(text) || /[?#]/.test(text)) return { code: 'urlInvalid' };
  return text.endsWith('/') ? { code: 'urlTrailingSlash' } : null;
}

/**
 * Why a field's value (trimmed; blank is no value) is refused, or null: required, the maximum
 * length, then a code's format or a base address's.
 */
export function catalogFieldProblem(value: string | null | undefined, rule: CatalogFieldRule): CatalogFieldProblem | null {
  const text = value?.trim() ?? '';
  if (!text) return rule.required ? { code: 'required' } : null;
  const max = rule.max ?? (rule.kind === 'code' ? CATALOG_MAX.codigo : undefined);
  if (max != null && text.length > max) return { code: 'maxLength', values: { max } };
  if (rule.kind === 'code' && !CODE.test(text)) return { code: 'codeFormat' };
  if (rule.kind === 'url') return baseUrlProblem(text);
  return null;
}
