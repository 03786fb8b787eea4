import { afterAll, beforeAll, describe } from 'vitest';
import { accessTables } from '../../test/access-table.js';
import { buildTestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { DEMO_USERS } from '../../seed/demo.js';
import { libraryAccessCases, type LibraryAccessFixtures } from './access.cases.js';
import { grupoDe, novaPasta, novoArquivo } from './testing.js';

const fx = { userId: {} } as LibraryAccessFixtures;

beforeAll(async () => {
  fx.t = await buildTestApp();
  fx.tokens = await demoTokens(fx.t.app);
  for (const role of Object.keys(DEMO_USERS) as DemoRole[]) {
    fx.userId[role] = (await fx.t.database.pool.query<{ id: number }>(`select id from usuarios where email = $1`, [DEMO_USERS[role]])).rows[0]!.id;
  }
  const leitores = await grupoDe(fx.t.app, fx.tokens.admin, [fx.userId.dealer!, fx.userId.consulta!]);
  fx.raiz = await novaPasta(fx.t.app, fx.tokens.admin, { nome: 'Acesso raiz', leitura: [leitores] });
  fx.sub = await novaPasta(fx.t.app, fx.tokens.admin, { nome: 'Acesso sub', idPai: fx.raiz.id });
  fx.arquivo = await novoArquivo(fx.t.app, fx.t.database, { id: fx.userId.admin!, token: fx.tokens.admin }, fx.sub.id, { nome: 'Acesso manual.pdf' });
});
afterAll(() => fx.t?.close());

describe('library access table', () => {
  accessTables(() => ({ app: fx.t.app, tokens: fx.tokens }), libraryAccessCases(fx));
});
