import type { AccessCases, Operation, Role } from '../../test/access-table.js';
import { montadoraUser, SALVAR_USUARIO, type DemoIds } from './testing.js';

/** What the table's calls need, filled in by the test before it runs. */
export interface UsersAccessFixtures {
  ids: DemoIds;
  /** A user of its own, so the allowed calls change nothing the other rows rely on. */
  alvo: string;
}

const EXPECTED_READ: Record<Role, string> = {
  anonymous: 'UNAUTHENTICATED',
  // A dealer-group user without any users feature.
  dealer: 'FORBIDDEN',
  // The manufacturer with PORTAL_CONSULTA_VISUALIZACAO_USUARIOS only.
  consulta: 'OK',
  // The manufacturer with every portal feature, and the technical provider (passes any feature check).
  montadora: 'OK',
  admin: 'OK',
};

/** Reads: user maintenance or user consultation; writes: user maintenance (special activation: its own feature). */
export function usersAccessCases(fx: UsersAccessFixtures): AccessCases[] {
  const cargo = () => ({
    cargoId: fx.ids.cargo.Vendedor,
    dataInicio: '2024-01-10',
    dealerId: fx.ids.dealer.Centro,
    departamentoId: fx.ids.departamento.Vendas,
  });
  const reads: Record<string, Operation> = {
    usuarios: () => ({ query: '{ usuarios { totalElements content { id marcas { id } } } }' }),
    usuario: () => ({ query: `{ usuario(id: "${fx.alvo}") { id } }` }),
    infoUsuario: () => ({ query: `{ infoUsuario(usuarioId: "${fx.alvo}") { dataAdmissao } }` }),
    usuarioDominio: () => ({ query: '{ usuarioDominio { tiposUsuario { id } } }' }),
    usuariosPortalProperties: () => ({ query: '{ usuariosPortalProperties { informarDepartamentoCargo } }' }),
    departamentosCargosUsuarios: () => ({ query: '{ departamentosCargosUsuarios { id } }' }),
    produtosByDealersAndTipoUsuario: () => ({ query: '{ produtosByDealersAndTipoUsuario(tipoUsuario: MONTADORA) { id } }' }),
    usuarioByCpf: () => ({ query: '{ usuarioByCpf(cpf: "52998224725") { id } }' }),
    usuarioByEmail: () => ({ query: '{ usuarioByEmail(email: "dealer@portal.test") { id } }' }),
    cargos: () => ({ query: `{ cargos(usuarioId: "${fx.alvo}") { id } }` }),
  };
  const writes: Record<string, Operation> = {
    salvarUsuario: () => {
      const s = montadoraUser(fx.ids);
      return { query: SALVAR_USUARIO, variables: { u: s.usuario, c: s.cargos, i: s.infos } };
    },
    podeAdicionarCargo: () => ({
      query: 'mutation($c: CargoUsuarioInput!) { podeAdicionarCargo(cargoAdicionadoInput: $c) }',
      variables: { c: cargo() },
    }),
    inativarUsuario: () => ({ query: `mutation { inativarUsuario(id: "${fx.alvo}") { id } }` }),
    ativarUsuario: () => ({ query: `mutation { ativarUsuario(id: "${fx.alvo}") { id } }` }),
    liberarAtivacaoEspecial: () => ({ query: `mutation { liberarAtivacaoEspecial(id: "${fx.alvo}") { id } }` }),
    removerAtivacaoEspecial: () => ({ query: `mutation { removerAtivacaoEspecial(id: "${fx.alvo}") { id } }` }),
  };
  return [
    { name: 'reads', ops: reads, expected: EXPECTED_READ },
    { name: 'writes', ops: writes, expected: { ...EXPECTED_READ, consulta: 'FORBIDDEN' } },
  ];
}
