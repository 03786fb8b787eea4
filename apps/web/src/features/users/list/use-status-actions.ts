import { useMutation } from '@apollo/client';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useConfirmedAction } from '../../../components/confirmed-action/use-confirmed-action';
import type { MessageId } from '../../../lib/intl/catalogs';
import {
  ATIVAR_USUARIO,
  INATIVAR_USUARIO,
  LIBERAR_ATIVACAO_ESPECIAL,
  REMOVER_ATIVACAO_ESPECIAL,
  type UsuarioResumo,
} from '../users.queries';

export type StatusAction = 'ativar' | 'inativar' | 'liberarAtivacaoEspecial' | 'removerAtivacaoEspecial';

/**
 * Activate / inactivate and grant / remove the special activation of a user, each through the
 * confirmed-mutation pattern (question naming the user, overlay, toast). `onDone` refreshes the
 * list: a filtered list may no longer hold the row.
 */
export function useStatusActions(onDone: () => void) {
  const intl = useIntl();
  const run = useConfirmedAction();
  const [ativar] = useMutation(ATIVAR_USUARIO);
  const [inativar] = useMutation(INATIVAR_USUARIO);
  const [liberar] = useMutation(LIBERAR_ATIVACAO_ESPECIAL);
  const [remover] = useMutation(REMOVER_ATIVACAO_ESPECIAL);

  return useCallback(
    (action: StatusAction, usuario: Pick<UsuarioResumo, 'id' | 'nome'>) => {
      const variables = { id: usuario.id };
      const call: () => Promise<unknown> = {
        ativar: () => ativar({ variables }),
        inativar: () => inativar({ variables }),
        liberarAtivacaoEspecial: () => liberar({ variables }),
        removerAtivacaoEspecial: () => remover({ variables }),
      }[action];
      const values = { nome: usuario.nome };
      return run({
        message: intl.formatMessage({ id: `users.action.${action}.confirm` as MessageId }, values),
        destructive: action === 'inativar' || action === 'removerAtivacaoEspecial',
        action: call,
        successMessage: intl.formatMessage({ id: `users.action.${action}.success` as MessageId }, values),
        errorMessage: intl.formatMessage({ id: `users.action.${action}.error` as MessageId }, values),
        onSuccess: onDone,
      });
    },
    [intl, run, ativar, inativar, liberar, remover, onDone],
  );
}
