import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer } from '../../../platform/mail/testing.js';
import { createMailer } from '../../../platform/mail/index.js';
import { newObjectKey } from '../../../platform/storage/keys.js';
import { pngImage } from '../../../platform/storage/processing/testing.js';
import { thumbnailKey } from '../../../platform/storage/processing/thumbnail.js';
import { storageOf } from '../../../platform/storage/testing.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { demoTokens, type DemoRole } from '../../../test/graphql.js';
import { tokenFor } from '../../../test/users.js';
import { DEMO_USERS } from '../../../seed/demo.js';
import { enviarEmailComunicado } from '../../notices/entrega/email.job.js';
import { emailsDo, novoComunicado, novoGrupo, novoUsuario } from '../../notices/entrega/testing.js';
import { processarMigracoes, type MigracoesOpts } from './migracoes.job.js';
import { comunicadosComBuscaAntiga, idDe, iniciar, itensComBuscaAntiga, migracoes, novoItem, versoes } from './testing.js';

// Each maintenance migration does its work, resumes from its cursor, and runs one at a time.
// The job's run is called directly (as pg-boss would), so each test decides when it runs.

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let tokens: Record<DemoRole, string>;
let adminId: number;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await buildTestApp({ SMTP_URL: smtp.url });
  tokens = await demoTokens(t.app);
  adminId = await idDe(t.database, DEMO_USERS.admin);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const deps = () => ({ database: t.database, store: storageOf(t.app).store, config: t.config, log });
const rodar = (opts: MigracoesOpts = {}) => processarMigracoes(deps(), opts);
const q = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await t.database.db.execute<T>(query)).rows;

/** Starts a migration as the provider and runs the job until it ends; the migration as listed. */
async function migrar(tipo: string) {
  const res = await iniciar(t.app, tokens.admin, tipo);
  expect(res.errors).toBeUndefined();
  expect(res.data!.iniciarMigracao).toMatchObject({ tipo, status: 'NA_FILA' });
  await rodar();
  const m = (await migracoes(t.app, tokens.admin)).find((x) => x.id === res.data!.iniciarMigracao.id)!;
  expect(m.status).toBe('CONCLUIDA');
  return m;
}

describe('ARQUIVOS: text and thumbnail of every library file again', () => {
  it('a file whose extracted text was lost (and its item\'s copy) gets it back; an image its thumbnail', async () => {
    const store = storageOf(t.app).store;
    const chave = newObjectKey();
    await store.put(chave, Readable.from([Buffer.from('Manual de garantia da concessionária')]));
    const arq = await q<{ id: string }>(sql`
      insert into arquivos (nome, tamanho, tipo_conteudo, chave, tipo_arquivo, enviado_por_id, texto, processado_em, anexado_em)
      values ('manual.txt', 36, 'text/plain', ${chave}, 'LIBRARY', ${adminId}, null, now(), now()) returning id::text as id`);
    const itemId = await novoItem(t.database, adminId, { nome: 'manual.txt', arquivoId: arq[0]!.id });
    // An image whose thumbnail was lost (a restore without the thumbnails' objects).
    const fotoChave = newObjectKey();
    const png = await pngImage(640, 480);
    await store.put(fotoChave, Readable.from([Buffer.from(png)]));
    const foto = await q<{ id: string }>(sql`
      insert into arquivos (nome, tamanho, tipo_conteudo, chave, tipo_arquivo, enviado_por_id, processado_em, anexado_em)
      values ('foto.png', ${png.length}, 'image/png', ${fotoChave}, 'LIBRARY', ${adminId}, now(), now()) returning id::text as id`);
    await novoItem(t.database, adminId, { nome: 'foto.png', arquivoId: foto[0]!.id });
    expect((await q<{ conteudo: string | null }>(sql`select conteudo from itens_biblioteca where id = ${itemId}`))[0]!.conteudo).toBeNull();

    const m = await migrar('ARQUIVOS');

    const [a] = await q<{ texto: string | null; erro: string | null }>(sql`select texto, erro_processamento as erro from arquivos where id = ${arq[0]!.id}::uuid`);
    expect(a).toEqual({ texto: 'Manual de garantia da concessionária', erro: null });
    const [f] = await q<{ miniatura: string | null }>(sql`select miniatura_chave as miniatura from arquivos where id = ${foto[0]!.id}::uuid`);
    expect(f!.miniatura).toBe(thumbnailKey(fotoChave));
    const thumb: Buffer[] = [];
    for await (const chunk of await store.get(f!.miniatura!)) thumb.push(chunk as Buffer);
    expect(Buffer.concat(thumb).subarray(8, 12).toString('latin1')).toBe('WEBP');
    const [i] = await q<{ conteudo: string | null; achado: boolean }>(
      sql`select conteudo, busca @@ plainto_tsquery('portal_pt', 'concessionaria') as achado from itens_biblioteca where id = ${itemId}`,
    );
    expect(i).toEqual({ conteudo: 'Manual de garantia da concessionária', achado: true });
    expect(m.feitos).toBe(m.total);
    expect(m.log[0]!.texto).toMatch(/^Migração iniciada: \d+ registros a percorrer\.$/);
    expect(m.log.at(-1)!.texto).toMatch(/^Migração finalizada com sucesso!/);
    expect(m.log.map((l) => l.texto)).toContain('Arquivos da biblioteca: concluído.');
  });
});

describe('AUDIENCIAS: stored audiences recomputed', () => {
  it("a user group's lost members come back, and a delivered notice's count is its deliveries", async () => {
    const [u1, u2] = [await novoUsuario(t.database), await novoUsuario(t.database)];
    const grupo = await novoGrupo(t.database, adminId, [u1!.id, u2!.id]);
    await t.database.db.execute(sql`delete from grupo_usuarios_membros where grupo_usuarios_id = ${grupo}`);
    const comunicado = await novoComunicado(t.database, { criadorId: adminId, status: 'ENVIADO' });
    await t.database.db.execute(sql`insert into comunicado_envios (comunicado_id, usuario_id) values (${comunicado}, ${u1!.id}), (${comunicado}, ${u2!.id})`);

    await migrar('AUDIENCIAS');

    const membros = await q<{ usuario_id: number }>(sql`select usuario_id from grupo_usuarios_membros where grupo_usuarios_id = ${grupo} order by 1`);
    expect(membros.map((r) => r.usuario_id)).toEqual([u1!.id, u2!.id].sort((a, b) => a - b));
    const [c] = await q<{ destinatarios: number }>(sql`select destinatarios from comunicados where id = ${comunicado}`);
    expect(c!.destinatarios).toBe(2);
  });
});

describe('EMAILS: failed e-mails sent again', () => {
  it('a failed outbox e-mail is sent once; one with a one-time link or one that went out later is not', async () => {
    const para = (n: string) => `reenvio-${n}-${Date.now()}@portal.test`;
    const [simples, comLink, foiDepois] = [para('a'), para('b'), para('c')];
    await t.database.db.execute(sql`insert into email_outbox (destinatario, assunto, texto, status, erro) values
      (${simples}, 'Aviso', 'Olá, seu relatório está pronto.', 'FAILED', 'connection refused'),
      (${comLink}, 'Convite', 'Entre: http://localhost:8080/definir-senha?token=[redacted]', 'FAILED', 'connection refused'),
      (${foiDepois}, 'Lembrete', 'Lembrete.', 'FAILED', 'timeout'),
      (${foiDepois}, 'Lembrete', 'Lembrete.', 'SENT', null)`);

    const m = await migrar('EMAILS');

    expect(smtp.received.filter((r) => r.to.includes(simples))).toHaveLength(1);
    expect(smtp.received.find((r) => r.to.includes(simples))!.body).toContain('seu relatório está pronto');
    expect(smtp.received.filter((r) => r.to.includes(comLink) || r.to.includes(foiDepois))).toHaveLength(0);
    const status = await q<{ destinatario: string; status: string }>(
      sql`select destinatario, status from email_outbox where destinatario in (${simples}, ${comLink}) order by id`,
    );
    expect(status).toEqual([
      { destinatario: simples, status: 'REENVIADO' },
      { destinatario: comLink, status: 'FAILED' },
      { destinatario: simples, status: 'SENT' },
    ]);
    expect(m.log.map((l) => l.texto)).toContain('1 e-mail(s) não reenviado(s): continham um link de uso único (a pessoa deve pedir um novo).');

    // A second run is idempotent: nothing is sent again.
    await migrar('EMAILS');
    expect(smtp.received.filter((r) => r.to.includes(simples))).toHaveLength(1);
  });

  it("a notice's e-mail that failed for good is queued again and goes out", async () => {
    const email = `avulso-${Date.now()}@fora.test`;
    const comunicado = await novoComunicado(t.database, { criadorId: adminId, status: 'ENVIADO', emails: [email], titulo: 'Recall de freios' });
    await t.database.db.execute(sql`update comunicados set ano = 2026, numero = ${90000 + (Date.now() % 9999)} where id = ${comunicado}`);
    await t.database.db.execute(
      sql`update comunicado_emails_avulsos set status = 'FALHOU', tentativas = 6, motivo = '550 mailbox unavailable' where comunicado_id = ${comunicado}`,
    );

    await migrar('EMAILS');

    expect(await emailsDo(t.database, comunicado)).toEqual([{ email, status: 'NA_FILA', motivo: null, tentativas: 0 }]);
    // The notices' own queue sends it (pg-boss does not run in this test: its job's run, by hand).
    const [row] = await q<{ id: number }>(sql`select id from comunicado_emails_avulsos where comunicado_id = ${comunicado}`);
    await enviarEmailComunicado({ database: t.database, log }, createMailer({ config: t.config, database: t.database, log }), t.config.publicUrl, { id: row!.id });
    expect((await emailsDo(t.database, comunicado))[0]!.status).toBe('ENVIADO');
    expect(smtp.received.filter((r) => r.to.includes(email))).toHaveLength(1);
  });
});

describe('one at a time, resumable', () => {
  it('a second start while one is queued is refused, in the caller\'s language', async () => {
    const first = await iniciar(t.app, tokens.admin, 'AUDIENCIAS');
    expect(first.errors).toBeUndefined();
    const second = await iniciar(t.app, tokens.admin, 'BUSCA');
    expect(second.errors?.[0]).toMatchObject({ message: 'Já há uma migração em andamento. Aguarde o fim dela para iniciar outra.', extensions: { code: 'CONFLICT' } });
    // Other providers read it in their own language.
    for (const [idioma, message] of [
      ['EN', 'A migration is already running. Wait for it to finish before starting another.'],
      ['ES', 'Ya hay una migración en curso. Espere a que termine para iniciar otra.'],
    ] as const) {
      const outro = await tokenFor(t.app, t.database, [], 'PROVEDOR');
      await t.database.db.execute(sql`update usuarios set idioma = ${idioma} where id = ${outro.id}`);
      expect((await iniciar(t.app, outro.token, 'BUSCA')).errors?.[0]?.message).toBe(message);
    }
    await rodar();
    expect((await migracoes(t.app, tokens.admin))[0]).toMatchObject({ id: first.data!.iniciarMigracao.id, status: 'CONCLUIDA' });
    const audit = await q<{ acao: string; usuario_id: number }>(
      sql`select acao, usuario_id from auditoria where entidade = 'migracao' and entidade_id = ${first.data!.iniciarMigracao.id}`,
    );
    expect(audit).toEqual([{ acao: 'INICIAR_MIGRACAO_AUDIENCIAS', usuario_id: adminId }]);
  });

  it('BUSCA rebuilds vectors left by another text search configuration; a run that died resumes after its last chunk', async () => {
    const ids = [];
    for (const nome of ['Relatório de garantias', 'Manual de peças', 'Ação de serviço', 'Calendário']) ids.push(await novoItem(t.database, adminId, { nome: `${nome} ${Date.now()}` }));
    await novoComunicado(t.database, { criadorId: adminId, titulo: 'Revisão obrigatória' });
    // An upgrade changed the configuration (accents are no longer folded): every stored vector is stale.
    await t.database.db.execute(sql`alter text search configuration portal_pt alter mapping for hword, hword_part, word with portuguese_stem`);
    try {
      expect(await itensComBuscaAntiga(t.database)).toBeGreaterThanOrEqual(4);
      expect(await comunicadosComBuscaAntiga(t.database)).toBeGreaterThan(0);

      const started = await iniciar(t.app, tokens.admin, 'BUSCA');
      const id = started.data!.iniciarMigracao.id;
      const total = started.data!.iniciarMigracao.total;
      // Killed after two chunks of one item: the cursor is the second item written.
      await rodar({ lote: 1, pararApos: 2 });
      const [parada] = await q<{ status: string; cursor: string; feitos: number }>(sql`select status, cursor, feitos from migracoes_manutencao where id = ${id}`);
      expect(parada).toMatchObject({ status: 'EM_ANDAMENTO', feitos: 2 });
      const todos = (await q<{ id: number }>(sql`select id from itens_biblioteca order by id`)).map((r) => r.id);
      const feitos = todos.slice(0, 2);
      expect(Number(parada!.cursor)).toBe(feitos[1]);
      const antes = await versoes(t.database, todos);

      // Within the lease a new run leaves it alone (the dead run might still be alive).
      await rodar({ lote: 2 });
      expect((await versoes(t.database, todos)).get(todos[2]!)).toBe(antes.get(todos[2]!));
      // The lease expired: the next run takes it up from its cursor.
      await t.database.db.execute(sql`update migracoes_manutencao set updated_at = now() - interval '10 minutes' where id = ${id}`);
      await rodar({ lote: 2 });

      const depois = await versoes(t.database, todos);
      for (const f of feitos) expect(depois.get(f)).toBe(antes.get(f));
      for (const r of todos.slice(2)) expect(depois.get(r)).not.toBe(antes.get(r));
      expect(await itensComBuscaAntiga(t.database)).toBe(0);
      expect(await comunicadosComBuscaAntiga(t.database)).toBe(0);
      const ingles = await tokenFor(t.app, t.database, [], 'PROVEDOR');
      await t.database.db.execute(sql`update usuarios set idioma = 'EN' where id = ${ingles.id}`);
      const m = (await migracoes(t.app, ingles.token)).find((x) => x.id === id)!;
      expect(m).toMatchObject({ status: 'CONCLUIDA', feitos: total, total });
      const textos = m.log.map((l) => l.texto);
      expect(textos).toContain(`Migration resumed where it stopped (2 of ${total}).`);
      expect(textos).toContain('Library search: done.');
      expect(textos).toContain('Notices search: done.');
      expect(textos.at(-1)).toBe(`Migration finished successfully! ${total} of ${total} records.`);
    } finally {
      await t.database.db.execute(sql`alter text search configuration portal_pt alter mapping for hword, hword_part, word with unaccent, portuguese_stem`);
    }
  });
});
