import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { NOTICE_LIMITS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors.js';
import { t as traduz } from '../../../platform/i18n/messages.js';
import { createDownloadLinks } from '../../../platform/storage/download-links.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { arquivosComLink, arquivosDosComunicados, checkAnexos } from './anexos.js';
import { novoComunicado, novoUsuario } from './testing.js';

// Attachments on save (S1's salvarComunicado calls checkAnexos): whose files, which type, the
// same file twice, the count and total limits, and the attached mark the orphan cleanup reads.

let t: TestApp;
let autor: number;
let outro: number;

beforeAll(async () => {
  t = await buildTestApp();
  autor = (await novoUsuario(t.database)).id;
  outro = (await novoUsuario(t.database)).id;
});
afterAll(() => t?.close());

/** An uploaded file (as POST /api/upload leaves it: not attached yet). */
async function upload(over: { nome?: string; tamanho?: number; tipo?: string; por?: number } = {}): Promise<string> {
  const id = randomUUID();
  await t.database.db.execute(sql`
    insert into arquivos (id, nome, tamanho, tipo_conteudo, chave, tipo_arquivo, enviado_por_id)
    values (${id}::uuid, ${over.nome ?? `arquivo-${id.slice(0, 8)}.pdf`}, ${over.tamanho ?? 1000}, 'application/pdf', ${`chave-${id}`},
            ${over.tipo ?? 'COMUNICADO'}, ${over.por ?? autor})`);
  return id;
}

const check = (userId: number, comunicadoId: number | null, ids: readonly string[]) =>
  t.database.db.transaction((tx) => checkAnexos(tx, userId, comunicadoId, ids));

/** The refusal as the caller reads it (English), with the field it names. */
async function recusa(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  const e = err as AppError;
  return { code: e.code, fields: e.fields.map((f) => f.field), message: traduz('EN', e.key, e.values) };
}

const anexado = async (id: string) =>
  (await t.database.db.execute<{ a: boolean }>(sql`select anexado_em is not null as a from arquivos where id = ${id}::uuid`)).rows[0]!.a;

describe('checkAnexos', () => {
  it("accepts the caller's own uploads and marks them attached, so the orphan cleanup leaves them", async () => {
    const [a, b] = [await upload(), await upload()];
    await check(autor, null, [a, b]);
    expect([await anexado(a), await anexado(b)]).toEqual([true, true]);
  });

  it("refuses someone else's upload, a library file, an unknown id and something that is not an id, naming the field", async () => {
    const alheio = await upload({ por: outro });
    const biblioteca = await upload({ tipo: 'LIBRARY' });
    for (const id of [alheio, biblioteca, randomUUID(), 'nada']) {
      expect(await recusa(check(autor, null, [id]))).toEqual({
        code: 'BAD_USER_INPUT',
        fields: ['arquivos'],
        message: `The attachment ${id} does not exist or was not uploaded by you for a notice.`,
      });
    }
    expect(await anexado(alheio)).toBe(false);
  });

  it('refuses the same file twice: the same id, or two uploads with the same name and size', async () => {
    const a = await upload({ nome: 'Tabela.pdf', tamanho: 5000 });
    const copia = await upload({ nome: 'tabela.pdf', tamanho: 5000 });
    const outroTamanho = await upload({ nome: 'Tabela.pdf', tamanho: 5001 });
    expect(await recusa(check(autor, null, [a, a]))).toMatchObject({ fields: ['arquivos'], message: 'The file Tabela.pdf was attached more than once.' });
    expect(await recusa(check(autor, null, [a, copia]))).toMatchObject({ message: 'The file tabela.pdf was attached more than once.' });
    await check(autor, null, [a, outroTamanho]);
  });

  it(`refuses more than ${NOTICE_LIMITS.attachmentsMax} files and more than 50 MB in all`, async () => {
    const muitos = await Promise.all(Array.from({ length: NOTICE_LIMITS.attachmentsMax + 1 }, () => upload()));
    expect(await recusa(check(autor, null, muitos))).toMatchObject({ code: 'BAD_USER_INPUT', message: `Attach at most ${NOTICE_LIMITS.attachmentsMax} files.` });
    await check(autor, null, muitos.slice(0, NOTICE_LIMITS.attachmentsMax));

    const grandes = await Promise.all([20, 20, 11].map((mb) => upload({ tamanho: mb * 1024 * 1024 })));
    expect(await recusa(check(autor, null, grandes))).toMatchObject({ message: 'The attachments add up to more than 50 MB, the limit per notice.' });
    expect(await anexado(grandes[0]!)).toBe(false);
    await check(autor, null, grandes.slice(0, 2));
    const demais = await upload({ nome: 'video.mp4', tamanho: 26 * 1024 * 1024 });
    expect(await recusa(check(autor, null, [demais]))).toMatchObject({ message: 'The file video.mp4 is over the limit of 25 MB per attachment.' });
  });

  it("keeps a file the notice (or an errata's original) already holds, whoever uploaded it", async () => {
    const doAutor = await upload();
    const original = await novoComunicado(t.database, { criadorId: autor, status: 'ENVIADO' });
    await check(autor, original, [doAutor]);
    await t.database.db.execute(sql`insert into comunicado_arquivos (comunicado_id, arquivo_id) values (${original}, ${doAutor}::uuid)`);
    // The approver edits the author's notice; another user writes its errata.
    await check(outro, original, [doAutor]);
    const errata = await novoComunicado(t.database, { criadorId: outro, idParent: original });
    await check(outro, errata, [doAutor]);
    // Not through some other notice.
    const alheio = await novoComunicado(t.database, { criadorId: outro });
    expect((await recusa(check(outro, alheio, [doAutor]))).code).toBe('BAD_USER_INPUT');
  });
});

describe('arquivosComLink', () => {
  it("gives each attachment, in the author's order, a signed download link to that file", async () => {
    const [a, b] = [await upload({ nome: 'b.pdf' }), await upload({ nome: 'a.pdf' })];
    const id = await novoComunicado(t.database, { criadorId: autor });
    await t.database.db.execute(sql`insert into comunicado_arquivos (comunicado_id, arquivo_id, ordem) values (${id}, ${a}::uuid, 0), (${id}, ${b}::uuid, 1)`);
    const links = await createDownloadLinks(t.database);
    const rows = (await arquivosDosComunicados(t.database.db, [id])).get(id)!;
    const out = arquivosComLink(links, rows);
    expect(out.map((f) => [f.id, f.nome, f.tamanho])).toEqual([
      [a, 'b.pdf', 1000],
      [b, 'a.pdf', 1000],
    ]);
    expect(out.map((f) => links.verify(f.link))).toEqual([
      { arquivoId: a, variant: 'original', inline: false },
      { arquivoId: b, variant: 'original', inline: false },
    ]);
  });
});
