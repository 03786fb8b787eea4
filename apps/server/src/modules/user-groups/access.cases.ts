import type { AccessCases, Role } from '../../test/access-table.js';
import { fresh } from './testing.js';

/** Rows the table's calls act on, filled in by the test before it runs. */
export interface UserGroupsAccessFixtures {
  grupo: string;
  usuario: string;
  /** A preview of a member import of the role's own (importarGrupoUsuarios confirms only its author's). */
  previa: (role: Role) => Promise<string>;
}

/** Every operation of the area and the outcome per role. */
export function userGroupsAccessCases(ids: UserGroupsAccessFixtures): AccessCases[] {
  return [
    {
      name: 'user groups',
      ops: {
        gruposUsuarios: () => ({ query: '{ gruposUsuarios { totalElements } }' }),
        grupoUsuarios: () => ({ query: `{ grupoUsuarios(id: "${ids.grupo}") { id } }` }),
        grupoUsuariosByNome: () => ({ query: '{ grupoUsuariosByNome(nome: "Rede Aurora") { nome } }' }),
        usuariosByGruposUsuariosPaged: () => ({
          query: 'query($f: UsuariosGruposFiltro!) { usuariosByGruposUsuariosPaged(filterInput: $f) { totalElements } }',
          variables: { f: { grupos: [ids.grupo] } },
        }),
        usuariosByNomeOrEmailStartingWith: () => ({ query: '{ usuariosByNomeOrEmailStartingWith(texto: "Car") { id } }' }),
        gruposAtivos: () => ({ query: '{ gruposAtivos { id } }' }),
        gruposUsuariosAtivos: () => ({ query: '{ gruposUsuariosAtivos { id } }' }),
        atualizarGrupoFavorito: () => ({ query: `mutation { atualizarGrupoFavorito(id: "${ids.grupo}") { favorito } }` }),
        salvarGrupoUsuarios: () => ({
          query: 'mutation($g: GrupoUsuariosInput!) { salvarGrupoUsuarios(grupoUsuarios: $g) { id } }',
          variables: { g: { nome: `Acesso ${fresh()}`, possuiUsuariosManuais: true, usuariosManuais: [ids.usuario] } },
        }),
        ativarGrupoUsuarios: () => ({ query: `mutation { ativarGrupoUsuarios(id: "${ids.grupo}") { id } }` }),
        inativarGrupoUsuarios: () => ({ query: `mutation { inativarGrupoUsuarios(id: "${ids.grupo}") { id } }` }),
        importarGrupoUsuarios: async (role) => ({
          query: 'mutation($id: ID!) { importarGrupoUsuarios(importacaoId: $id) { adicionados } }',
          variables: { id: await ids.previa(role) },
        }),
      },
      expected: {
        anonymous: 'UNAUTHENTICATED',
        // A dealer-group user without features, and a manufacturer user with user consultation only.
        dealer: 'FORBIDDEN',
        consulta: 'FORBIDDEN',
        // The manufacturer holds every portal feature; the technical provider passes any feature check.
        montadora: 'OK',
        admin: 'OK',
      },
    },
  ];
}
