import type { AccessCases } from '../../test/access-table.js';
import { dealerInput } from './testing.js';

/** Rows the table's calls act on, filled in by the test before it runs. */
export interface DealersAccessFixtures {
  dealer: string;
  grupo: string;
  marca: string;
}

/** Every operation of the area and the outcome per role. */
export function dealersAccessCases(ids: DealersAccessFixtures): AccessCases[] {
  return [
    {
      name: 'dealers and dealer groups',
      ops: {
        dealers: () => ({ query: '{ dealers { totalElements } }' }),
        dealer: () => ({ query: `{ dealer(id: "${ids.dealer}") { id } }` }),
        gruposDealers: () => ({ query: '{ gruposDealers { totalElements } }' }),
        grupoDealer: () => ({ query: `{ grupoDealer(id: "${ids.grupo}") { id } }` }),
        salvarDealer: () => ({ query: 'mutation($d: DealerInput!) { salvarDealer(dealer: $d) { id } }', variables: { d: dealerInput() } }),
        ativarDealer: () => ({ query: `mutation { ativarDealer(id: "${ids.dealer}") { id } }` }),
        inativarDealer: () => ({ query: `mutation { inativarDealer(id: "${ids.dealer}") { id } }` }),
        salvarGrupoDealer: () => ({ query: 'mutation { salvarGrupoDealer(grupo: { nome: "Grupo Novo" }) { id } }' }),
        ativarGrupoDealer: () => ({ query: `mutation { ativarGrupoDealer(id: "${ids.grupo}") { id } }` }),
        inativarGrupoDealer: () => ({ query: `mutation { inativarGrupoDealer(id: "${ids.grupo}") { dealersInativados } }` }),
        removerMarcaDealers: () => ({ query: `mutation { removerMarcaDealers(marcaId: "${ids.marca}") { dealersInativados } }` }),
      },
      expected: {
        anonymous: 'UNAUTHENTICATED',
        // A dealer-group user and a manufacturer user without PORTAL_MANUTENCAO_DEALERS_GRUPO.
        dealer: 'FORBIDDEN',
        consulta: 'FORBIDDEN',
        // The manufacturer with the feature, and the technical provider (passes any feature check).
        montadora: 'OK',
        admin: 'OK',
      },
    },
  ];
}
