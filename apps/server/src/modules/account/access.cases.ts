import { DEMO_PASSWORD } from '../../seed/demo.js';
import type { AccessCases } from '../../test/access-table.js';
import { ALTERAR_SENHA, ATUALIZAR, MINHA_CONTA, REMOVER_AVATAR } from './testing.js';

/** Every GraphQL operation of the area. Each role changes only its own account. */
export function accountAccessCases(): AccessCases[] {
  return [
    {
      name: 'own account',
      ops: {
        minhaConta: () => ({ query: MINHA_CONTA }),
        atualizarMinhaConta: () => ({ query: ATUALIZAR, variables: { d: { nome: 'Nome Próprio', telefones: ['(11) 3333-4444'] } } }),
        removerAvatar: () => ({ query: REMOVER_AVATAR }),
        alterarMinhaSenha: () => ({ query: ALTERAR_SENHA, variables: { a: DEMO_PASSWORD, n: 'Outra#Senha2026' } }),
      },
      // Signed-in only: every signed-in user has an account of their own, whatever the features.
      expected: { anonymous: 'UNAUTHENTICATED', dealer: 'OK', consulta: 'OK', montadora: 'OK', admin: 'OK' },
    },
  ];
}
