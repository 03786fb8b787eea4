import type { MockedResponse } from '@apollo/client/testing';
import type { UserType } from '@portal/domain';
import { USUARIO_LOGADO_ACESSO } from './auth.queries';

/** The signed-in user of useSignedInSubject for MockedProvider: this type, these feature keys; any number of times. */
export function signedInMock(tipo: UserType, chaves: readonly string[]): MockedResponse {
  return {
    request: { query: USUARIO_LOGADO_ACESSO },
    result: {
      data: {
        usuarioLogado: {
          __typename: 'UsuarioLogado',
          id: '2',
          tipo: { __typename: 'TipoRef', id: tipo },
          funcionalidades: chaves.map((chave, i) => ({ __typename: 'Funcionalidade', id: String(i + 1), chave })),
        },
      },
    },
    variableMatcher: () => true,
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
