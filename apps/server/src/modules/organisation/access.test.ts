import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTables } from '../../test/access-table.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { organisationAccessCases, type OrganisationAccessFixtures } from './access.cases.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;
const ids: OrganisationAccessFixtures = {};

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  const q = (text: string) => t.database.pool.query<{ id: number }>(text).then((r) => String(r.rows[0]!.id));
  // Rows of their own, so the allowed calls change nothing the other rows rely on.
  ids.divisao = await q(`insert into divisoes (nome) values ('Divisão Acesso') returning id`);
  ids.setor = await q(`insert into setores (nome) values ('Setor Acesso') returning id`);
  ids.departamento = await q(`insert into departamentos (nome) values ('Departamento Acesso') returning id`);
  ids.cargo = await q(`insert into cargos (nome) values ('Cargo Acesso') returning id`);
  ids.desligamento = await q(`insert into desligamentos (motivo) values ('Motivo Acesso') returning id`);
  ids.grupoEconomico = await q(`insert into grupos_economicos (nome) values ('Grupo Econômico Acesso') returning id`);
  ids.marca = await q(`insert into marcas (nome) values ('Marca Acesso') returning id`);
  ids.produto = await q(`insert into produtos (codigo, nome, base_uri) values ('ACESSO', 'Produto Acesso', 'https://acesso.test') returning id`);
  ids.tipoAcesso = await q(`insert into tipos_acesso (nome, produto_id) values ('Tipo Acesso', ${ids.produto}) returning id`);
  ids.funcionalidade = await q(`insert into funcionalidades (chave, nome, produto_id) values ('ACESSO_F', 'F', ${ids.produto}) returning id`);
});
afterAll(() => t?.close());

const CASES = organisationAccessCases(ids);

describe('access table of the organisation operations (every demo role, anonymous included)', () => {
  accessTables(() => ({ app: t.app, tokens }), CASES);

  it('covers every root field of organisation.graphql', async () => {
    const fs = await import('node:fs');
    const sdl = fs.readFileSync(new URL('./organisation.graphql', import.meta.url), 'utf8');
    const declared = [...sdl.matchAll(/^\s{2}(\w+)\(?[^\n]*@auth/gm)].map((m) => m[1]).sort();
    const tested = CASES.flatMap((c) => Object.keys(c.ops)).sort();
    expect(tested).toEqual(declared);
  });
});
