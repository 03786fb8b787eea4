import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from '../../../test/graphql.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { tokenFor } from '../../user-groups/testing.js';
import { ENVIAR, ERRATA, EXCLUIR, SALVAR } from './testing.js';

/**
 * A draft's attachments stay attached while a notice holds them; a file taken off a draft, or of
 * a deleted draft, is detached so the storage cleanup removes it — unless an errata or its
 * original still holds it.
 */
let t: TestApp;
let rede: string;
let autor: { id: number; token: string };

async function ok<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await gql<T>(t.app, query, { token: autor.token, variables });
  expect(res.errors).toBeUndefined();
  return res.data!;
}
/** An uploaded file (as POST /api/upload leaves it: not attached yet). */
async function upload(): Promise<string> {
  const id = randomUUID();
  await t.database.db.execute(sql`
    insert into arquivos (id, nome, tamanho, tipo_conteudo, chave, tipo_arquivo, enviado_por_id)
    values (${id}::uuid, ${`anexo-${id.slice(0, 8)}.pdf`}, 1000, 'application/pdf', ${`chave-${id}`}, 'COMUNICADO', ${autor.id})`);
  return id;
}
const anexado = async (id: string) =>
  (await t.database.db.execute<{ a: boolean }>(sql`select anexado_em is not null as a from arquivos where id = ${id}::uuid`)).rows[0]!.a;
const salvar = async (c: Record<string, unknown>) =>
  (await ok<{ salvarComunicado: { id: string } }>(SALVAR, { c: { titulo: 'Com anexos', mensagem: '<p>x</p>', idsGrupos: [rede], ...c } })).salvarComunicado.id;

beforeAll(async () => {
  t = await buildTestApp();
  rede = String((await t.database.pool.query<{ id: number }>(`select id from grupos_usuarios where nome = 'Rede Aurora'`)).rows[0]!.id);
  autor = await tokenFor(t.app, t.database, ['PORTAL_CRIACAO_COMUNICADOS', 'PORTAL_APROVACAO_ENVIO_COMUNICADOS']);
});
afterAll(() => t?.close());

describe("a draft's attachments", () => {
  it('a file taken off the draft is detached, one kept stays; deleting the draft detaches the rest', async () => {
    const [a, b] = [await upload(), await upload()];
    const id = await salvar({ idsArquivos: [a, b] });
    expect([await anexado(a), await anexado(b)]).toEqual([true, true]);
    await salvar({ id, idsArquivos: [a] });
    expect([await anexado(a), await anexado(b)]).toEqual([true, false]);
    await ok(EXCLUIR, { id });
    expect(await anexado(a)).toBe(false);
  });

  it("an errata's files are its original's: taking them off the errata draft, or deleting it, leaves them attached", async () => {
    const f = await upload();
    const original = await salvar({ idsArquivos: [f] });
    await ok(ENVIAR, { id: original });
    const errata = (await ok<{ criarErrataComunicado: { id: string } }>(ERRATA, { id: original })).criarErrataComunicado.id;
    await ok(SALVAR, { c: { id: errata, titulo: 'Errata', mensagem: '<p>Corrigido.</p>', idsArquivos: [] } });
    expect(await anexado(f)).toBe(true);
    await ok(EXCLUIR, { id: errata });
    expect(await anexado(f)).toBe(true);
  });
});
