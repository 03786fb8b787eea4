import { CATALOG_MAX, catalogFieldProblem, type CatalogFieldIssueCode, type CatalogFieldRule } from '@portal/domain';
import { idOf } from '../../platform/db/ids.js';
import { badInput, type FieldError } from '../../platform/errors.js';

/*
 * Field rules shared by the administration forms of this area. A form's parser collects every
 * problem in one FieldCollector and throws them all at once (BAD_USER_INPUT naming each field).
 */

/** Longest values the forms accept: the domain's, the web form's too. */
export const MAX = CATALOG_MAX;

/** The key the API reports for each code of the domain's field rules. */
const ISSUE_KEY: Record<CatalogFieldIssueCode, string> = {
  required: 'error.required',
  maxLength: 'error.cadastro.maxLength',
  codeFormat: 'error.cadastro.codigoFormato',
  urlInvalid: 'error.cadastro.urlInvalida',
  urlTrailingSlash: 'error.cadastro.urlBarraFinal',
};

/** Collects the field problems of one input. */
export class FieldCollector {
  readonly errors: FieldError[] = [];

  add(field: string, key: string, values?: Record<string, string | number>): void {
    this.errors.push({ field, key, ...(values ? { values } : {}) });
  }

  /** Records the domain rule's refusal of a value, if any; the trimmed value, blank as null. */
  private judged(field: string, value: string | null | undefined, rule: CatalogFieldRule): string | null {
    const problem = catalogFieldProblem(value, rule);
    if (problem) this.add(field, ISSUE_KEY[problem.code], problem.values);
    return value?.trim() || null;
  }

  /** Trimmed text; blank is null. Checks `required` and the maximum length. */
  text(field: string, value: string | null | undefined, opts: { required?: boolean; max: number }): string | null {
    return this.judged(field, value, { kind: 'text', ...opts });
  }

  /** Trimmed required text (empty string only when an error was recorded). */
  required(field: string, value: string | null | undefined, max: number = MAX.nome): string {
    return this.text(field, value, { required: true, max }) ?? '';
  }

  /** An upper-case code (feature key, product code). */
  code(field: string, value: string | null | undefined): string {
    return this.judged(field, value, { kind: 'code', required: true, max: MAX.codigo }) ?? '';
  }

  /** A base address (spec 01 §5 "Product edit"; the domain's rule). */
  url(field: string, value: string | null | undefined, required: boolean): string | null {
    return this.judged(field, value, { kind: 'url', required, max: MAX.url });
  }

  /** An optional id (blank = none). */
  optionalId(field: string, value: string | null | undefined): number | null {
    if (value == null || value === '') return null;
    const id = idOf(value);
    if (id == null) {
      this.add(field, 'error.invalidInput');
      return null;
    }
    return id;
  }

  /** A required id. */
  requiredId(field: string, value: string | null | undefined): number | null {
    if (value == null || value === '') {
      this.add(field, 'error.required');
      return null;
    }
    return this.optionalId(field, value);
  }

  /** Distinct ids of a list. */
  ids(field: string, values: readonly string[] | null | undefined): number[] {
    const out = new Set<number>();
    for (const v of values ?? []) {
      const id = this.optionalId(field, v);
      if (id != null) out.add(id);
    }
    return [...out];
  }

  /** Throws every recorded problem at once. */
  done(): void {
    if (this.errors.length) throw badInput(this.errors);
  }
}
