import { AppError } from '../../platform/errors.js';

const FIELD_OF_INDEX: Record<string, { field: string; key: string }> = {
  dealer_cnpjs_cnpj_uq: { field: 'cnpj', key: 'error.dealer.cnpjDuplicado' },
  dealers_cnpj_uq: { field: 'cnpj', key: 'error.dealer.cnpjDuplicado' },
  dealer_codigos_codigo_uq: { field: 'codigoPrincipal', key: 'error.dealer.codigoDuplicado' },
  dealers_codigo_principal_uq: { field: 'codigoPrincipal', key: 'error.dealer.codigoDuplicado' },
};

/**
 * The service checks uniqueness first for a precise message; two saves racing past that check
 * meet the unique indexes, and this turns their violation into the same CONFLICT.
 */
export function asUniqueConflict(err: unknown): unknown {
  let cur = err as { code?: string; constraint?: string; detail?: string; cause?: unknown } | undefined;
  for (let i = 0; i < 3 && cur; i++) {
    if (cur.code === '23505' && cur.constraint && FIELD_OF_INDEX[cur.constraint]) {
      const { field, key } = FIELD_OF_INDEX[cur.constraint]!;
      const valor = /\)=\((.*)\)/.exec(cur.detail ?? '')?.[1] ?? '';
      return new AppError('CONFLICT', key, { valor }, [{ field, key, values: { valor } }]);
    }
    cur = cur.cause as typeof cur;
  }
  return err;
}
