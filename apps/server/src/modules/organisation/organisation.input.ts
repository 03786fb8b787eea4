import { idOf } from '../../platform/db/ids.js';
import { badInput, type FieldError } from '../../platform/errors.js';

/*
 * Field rules shared by the administration forms of this area. A form's parser collects every
 * problem in one FieldCollector and throws them all at once (BAD_USER_INPUT naming each field).
 */

/** Longest values the forms accept (the columns are text; these keep lists and menus readable). */
export const MAX = { nome: 120, texto: 500, sigla: 10, codigo: 60, url: 2000, facebookId: 100 } as const;

/** Keys and product codes: upper-case letters, digits and _, starting with a letter. */
const CODE = /^[A-Z][A-Z0-9_]*$/;

/** Collects the field problems of one input. */
export class FieldCollector {
  readonly errors: FieldError[] = [];

  add(field: string, key: string, values?: Record<string, string | number>): void {
    this.errors.push({ field, key, ...(values ? { values } : {}) });
  }

  /** Trimmed text; blank is null. Checks `required` and the maximum length. */
  text(field: string, value: string | null | undefined, opts: { required?: boolean; max: number }): string | null {
    const v = value?.trim() || null;
    if (v == null) {
      if (opts.required) this.add(field, 'error.required');
    } else if (v.length > opts.max) this.add(field, 'error.cadastro.maxLength', { max: opts.max });
    return v;
  }

  /** Trimmed required text (empty string only when an error was recorded). */
  required(field: string, value: string | null | undefined, max: number = MAX.nome): string {
    return this.text(field, value, { required: true, max }) ?? '';
  }

  /** An upper-case code (feature key, product code). */
  code(field: string, value: string | null | undefined): string {
    const v = this.required(field, value, MAX.codigo);
    if (v && v.length <= MAX.codigo && !CODE.test(v)) this.add(field, 'error.cadastro.codigoFormato');
    return v;
  }

  /**
   * A base address (spec 01 §5 "Product edit"): an absolute http(s) URL without credentials,
   * query or fragment, and without a trailing slash, since paths are appended to it.
   */
  url(field: string, value: string | null | undefined, required: boolean): string | null {
    const v = this.text(field, value, { required, max: MAX.url });
    if (v == null || v.length > MAX.url) return v;
    let url: URL | null = null;
    try {
      url = new URL(v);
    } catch {
      url = null;
    }
    const valid =
      url != null && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' &&
      !url.username && !url.password && !url.search && !url.hash && !/\s/.test(v) && !v.includes('?') && !v.includes('#');
    if (!valid) this.add(field, 'error.cadastro.urlInvalida');
    else if (v.endsWith('/')) this.add(field, 'error.cadastro.urlBarraFinal');
    return v;
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
