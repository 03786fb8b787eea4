import { useApolloClient } from '@apollo/client';
import { isValidCpf, isValidEmail, normalizeCpf, normalizeEmail } from '@portal/domain';
import { useCallback, useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { logger } from '../../../lib/logger/logger';
import type { WebIssue } from '../wizard/issue-messages';
import type { UserFormValues } from '../wizard/user-form';
import type { UserFormContext } from '../wizard/user-form-resolver';
import { USUARIO_BY_CPF, USUARIO_BY_EMAIL } from '../users.queries';

interface Options {
  readonly form: UseFormReturn<UserFormValues, UserFormContext>;
  readonly context: UserFormContext;
  /** The user being edited; null for a new one. */
  readonly editingId: string | null;
}

/**
 * Spec 01 §5: the e-mail (new users only) and the CPF must not belong to another user. Asked on
 * blur and again before the step is accepted; a value found on someone else is remembered in
 * the resolver's context, so the message stays until the value changes, and shown at once.
 * The API refuses the same values on save (CONFLICT), whatever the web did. A holder beyond the
 * caller's reach comes without id or name: still taken, and never the user being edited.
 */
export function useUniquenessChecks({ form, context, editingId }: Options) {
  const client = useApolloClient();
  const { setError, clearErrors, getFieldState } = form;

  const report = useCallback(
    (field: 'email' | 'cpf', duplicate: boolean) => {
      const code = field === 'email' ? 'emailDuplicado' : 'cpfDuplicado';
      if (duplicate) {
        const issue: WebIssue = { field, code };
        setError(field, { type: code, message: context.translate(issue) });
      } else if (getFieldState(field).error?.type === code) {
        clearErrors(field);
      }
    },
    [context, setError, clearErrors, getFieldState],
  );

  const checkEmail = useCallback(
    async (raw: string) => {
      const email = normalizeEmail(raw);
      if (editingId || !email || !isValidEmail(email)) return;
      try {
        const { data } = await client.query({ query: USUARIO_BY_EMAIL, variables: { email }, fetchPolicy: 'network-only' });
        const other = data.usuarioByEmail;
        context.duplicates.email = other ? email : context.duplicates.email === email ? null : context.duplicates.email;
        report('email', Boolean(other));
      } catch (err) {
        // The save checks again; a failed look-up must not block typing.
        logger.warn('e-mail uniqueness check failed', err);
      }
    },
    [client, context, editingId, report],
  );

  const checkCpf = useCallback(
    async (raw: string) => {
      const cpf = normalizeCpf(raw);
      // A stored CPF cannot change, so it is not judged again.
      if (!cpf || !isValidCpf(cpf) || (context.storedCpf && cpf === context.storedCpf)) return;
      try {
        const { data } = await client.query({ query: USUARIO_BY_CPF, variables: { cpf }, fetchPolicy: 'network-only' });
        const holder = data.usuarioByCpf;
        // A holder without id is someone beyond the caller's reach, never the user being edited.
        const other = holder && (holder.id === null || holder.id !== editingId) ? holder : null;
        context.duplicates.cpf = other ? cpf : context.duplicates.cpf === cpf ? null : context.duplicates.cpf;
        report('cpf', Boolean(other));
      } catch (err) {
        logger.warn('CPF uniqueness check failed', err);
      }
    },
    [client, context, editingId, report],
  );

  return useMemo(
    () => ({
      checkEmail,
      checkCpf,
      /** Both checks for the current values (before the step is accepted). */
      checkAll: (v: UserFormValues) => Promise.all([checkEmail(v.email), checkCpf(v.cpf)]).then(() => undefined),
    }),
    [checkEmail, checkCpf],
  );
}
