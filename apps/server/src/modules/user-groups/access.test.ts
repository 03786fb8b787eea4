import { afterAll, beforeAll, describe } from 'vitest';
import { accessTable, type Operation } from '../../test/access-table.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { fresh, idOf } from './testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let ids: { grupo: string; usuario: string };

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  ids = {
    // The demo's public group: every role allowed to use groups sees it.
    grupo: await idOf(t.database, `select id from grupos_usuarios where nome = 'Rede Aurora'`),
    usuario: await idOf(t.database, `select id from usuarios where email = 'consulta@portal.test'`),
  };
});
afterAll(() => t?.close());

const OPS: Record<string, Operation> = {
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
};

const EXPECTED: Record<DemoRole | 'anonymous', string> = {
  anonymous: 'UNAUTHENTICATED',
  // A dealer-group user without features, and a manufacturer user with user consultation only.
  dealer: 'FORBIDDEN',
  consulta: 'FORBIDDEN',
  // The manufacturer holds every portal feature; the technical provider passes any feature check.
  montadora: 'OK',
  admin: 'OK',
};

describe('access table of the user-groups operations (every demo role, anonymous included)', () => {
  accessTable(() => ({ app: t.app, tokens }), OPS, EXPECTED);
});
