import { AppError } from '../../platform/errors.js';

const FIELD_OF_INDEX: Record<string, { field: string; key: string }> = {
  usuarios_email_uq: { field: 'email', key: 'error.usuario.emailDuplicado' },
  usuarios_cpf_uq: { field: 'cpf', key: 'error.usuario.cpfDuplicado' },
  usuario_cargos_uq: { field: 'cargos', key: 'error.usuario.cargoDuplicado' },
};

/**
 * salvarUsuario checks uniqueness first for a precise message; two saves racing past that check
 * meet the unique indexes, and this turns their violation into the same CONFLICT.
 */
export function asUsuarioConflict(err: unknown): unknown {
  let cur = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let i = 0; i < 3 && cur; i++) {
    if (cur.code === '23505' && cur.constraint && FIELD_OF_INDEX[cur.constraint]) {
      const { field, key } = FIELD_OF_INDEX[cur.constraint]!;
      return new AppError('CONFLICT', key, {}, [{ field, key }]);
    }
    cur = cur.cause as typeof cur;
  }
  return err;
}
