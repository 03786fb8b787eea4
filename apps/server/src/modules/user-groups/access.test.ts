import { afterAll, beforeAll, describe } from 'vitest';
import { accessTables } from '../../test/access-table.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { userGroupsAccessCases, type UserGroupsAccessFixtures } from './access.cases.js';
import { grupoInput, idOf, saveOk } from './testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;
const ids = {} as UserGroupsAccessFixtures;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  // The demo's public group: every role allowed to use groups sees it.
  ids.grupo = await idOf(t.database, `select id from grupos_usuarios where nome = 'Rede Aurora'`);
  ids.usuario = await idOf(t.database, `select id from usuarios where email = 'consulta@portal.test'`);
  // The role's own group and a preview of it adding the consultation user (a refused role: any id, @auth answers first).
  ids.previa = async (role) => {
    if (role !== 'montadora' && role !== 'admin') return '1';
    const grupo = await saveOk(t.app, tokens[role], grupoInput(ids.usuario));
    return idOf(
      t.database,
      `insert into grupo_usuarios_importacoes (grupo_usuarios_id, usuario_id, nome_arquivo, grupo_atualizado_em, adicionar)
       select g.id, u.id, 'membros.xlsx', g.updated_at, '{}' from grupos_usuarios g, usuarios u
        where g.id = ${grupo.id} and u.email = '${role}@portal.test' returning id`,
    );
  };
});
afterAll(() => t?.close());

describe('access table of the user-groups operations (every demo role, anonymous included)', () => {
  accessTables(() => ({ app: t.app, tokens }), userGroupsAccessCases(ids));
});
