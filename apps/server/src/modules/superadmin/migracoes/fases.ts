import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../config.js';
import type { Database } from '../../../platform/db/connection.js';
import type { KeysetChunk } from '../../../platform/db/keyset-chunk.js';
import type { DbOrTx, Tx } from '../../../platform/db/transaction.js';
import { queryRows } from '../../../platform/db/typed-rows.js';
import { REDACTED } from '../../../platform/http/redact.js';
import type { ReportingMailer } from '../../../platform/mail/index.js';
import { emailOutbox } from '../../../platform/mail/mail.tables.js';
import { processPendingFiles } from '../../../platform/storage/processing/process-files.js';
import { arquivos as arquivosArmazenados } from '../../../platform/storage/storage.tables.js';
import type { ObjectStore } from '../../../platform/storage/types.js';
import { arquivosBiblioteca, contarArquivosBiblioteca, contarItensBiblioteca, copiarTextoDosArquivos, reescreverBuscaItens } from '../../library/manutencao.js';
import {
  contarComunicados,
  contarComunicadosEnviados,
  contarEmailsFalhos,
  enderecosComEmailFalho,
  recontarDestinatarios,
  reenviarEmailsFalhos,
  reescreverBuscaComunicados,
} from '../../notices/manutencao.js';
import { contarGrupos, recalcularMembrosGrupos } from '../../user-groups/manutencao.js';
import type { LinhaLogMigracao, TipoMigracao } from './migracoes.tables.js';

/** What one chunk did: the last key it covered, how many rows, and lines for the log. */
export interface Passo extends KeysetChunk {
  log?: Omit<LinhaLogMigracao, 'em'>[];
}

/** What a phase's work outside a transaction needs (files, SMTP). */
export interface FaseDeps {
  database: Database;
  store: ObjectStore;
  config: Config;
  log: FastifyBaseLogger;
  mailer: () => ReportingMailer;
  /** Renews the run's lease while a long chunk works. */
  renovar: () => Promise<void>;
}

/**
 * One phase of a migration: a walk over one table in key order, `lote` keys at a time after a
 * cursor. `tx` phases work inside the transaction that also records the cursor (exactly once);
 * `fora` phases have effects no transaction holds (the file store, an SMTP server), are
 * idempotent, and their cursor is recorded after the chunk: a run that dies within a chunk does
 * that chunk again, never an earlier one.
 */
export type Fase = { chave: string; lote: number; contar(db: DbOrTx): Promise<number> } & (
  | { tx(tx: Tx, depois: number | null, limite: number): Promise<Passo | null> }
  | { fora(deps: FaseDeps, depois: number | null, limite: number): Promise<Passo | null> }
);

/** How long a chunk of files may wait for their processing (the files are processed one at a time). */
const ARQUIVOS_PRAZO_MS = 10 * 60_000;

/**
 * ARQUIVOS: the chunk's stored files are marked pending again (as a fresh upload) and processed by
 * the platform's own processing (thumbnail, text; the arquivos trigger hands the text to the
 * library item), waiting until every one of them is done; then each item gets its file's text
 * even where the text did not change (an item whose copy was lost).
 */
const arquivos: Fase = {
  chave: 'arquivos',
  lote: 10,
  contar: contarArquivosBiblioteca,
  async fora(deps, depois, limite) {
    const itens = await arquivosBiblioteca(deps.database.db, depois, limite);
    if (itens.length === 0) return null;
    const ids = itens.map((i) => i.arquivoId);
    const dosIds = inArray(arquivosArmazenados.id, ids);
    await deps.database.db.update(arquivosArmazenados).set({ processadoEm: null, erroProcessamento: null }).where(dosIds);
    const prazo = Date.now() + ARQUIVOS_PRAZO_MS;
    for (;;) {
      const pendentes = await deps.database.db.$count(arquivosArmazenados, and(dosIds, isNull(arquivosArmazenados.processadoEm)));
      if (!pendentes) break;
      if (Date.now() > prazo) throw new Error(`files not processed in time: ${pendentes}`);
      // Pending files of other uploads may be taken too: they are due anyway.
      await processPendingFiles({ database: deps.database, store: deps.store, log: deps.log, limit: ids.length * 2 });
      await deps.renovar();
    }
    await deps.database.db.transaction((tx) => copiarTextoDosArquivos(tx, itens.map((i) => i.id)));
    const erros = await deps.database.db.$count(arquivosArmazenados, and(dosIds, isNotNull(arquivosArmazenados.erroProcessamento)));
    return {
      ultimo: itens[itens.length - 1]!.id,
      n: itens.length,
      log: erros ? [{ chave: 'migracao.log.arquivosComErro', valores: { n: erros } }] : [],
    };
  },
};

const Outbox = z.object({
  id: z.number(),
  destinatario: z.string(),
  assunto: z.string(),
  texto: z.string(),
  html: z.string().nullable(),
  comLink: z.boolean(),
  jaEnviado: z.boolean(),
});

/**
 * EMAILS, the outbox: every e-mail whose delivery FAILED is sent again as it was recorded, once
 * (the recorded row becomes REENVIADO; the new attempt is a row of its own, and may be resent by
 * a later run if it fails too). Not resent: one that went out after all (a later row to the same
 * address with the same subject was SENT or STORED: a notice's retry), one whose recorded text
 * lost its one-time link (an invitation, a reset: the outbox keeps them redacted; the person asks
 * for a new one), and one to an address whose notice e-mail failed (the notices' phase sends
 * that again in full).
 */
const emailsOutbox: Fase = {
  chave: 'emailsOutbox',
  lote: 50,
  contar: (db) => db.$count(emailOutbox, eq(emailOutbox.status, 'FAILED')),
  async fora(deps, depois, limite) {
    const rows = await queryRows(
      deps.database.db,
      Outbox,
      sql`select o.id::int as id, o.destinatario, o.assunto, o.texto, o.html,
                 (strpos(o.texto, ${REDACTED}) > 0 or strpos(coalesce(o.html, ''), ${REDACTED}) > 0) as "comLink",
                 exists (select 1 from email_outbox s where s.destinatario = o.destinatario and s.assunto = o.assunto
                                                         and s.id > o.id and s.status in ('SENT', 'STORED')) as "jaEnviado"
            from email_outbox o where o.status = 'FAILED' and o.id > ${depois ?? 0} order by o.id limit ${limite}`,
    );
    if (rows.length === 0) return null;
    const deComunicado = await enderecosComEmailFalho(deps.database.db, rows.map((r) => r.destinatario));
    let reenviados = 0;
    let comLink = 0;
    for (const r of rows) {
      if (r.jaEnviado || deComunicado.has(r.destinatario.toLowerCase())) continue;
      if (r.comLink) {
        comLink++;
        continue;
      }
      await deps.mailer().deliver({ to: r.destinatario, subject: r.assunto, text: r.texto, ...(r.html === null ? {} : { html: r.html }) });
      await deps.database.db.execute(sql`update email_outbox set status = 'REENVIADO' where id = ${r.id} and status = 'FAILED'`);
      reenviados++;
    }
    const log: Passo['log'] = [{ chave: 'migracao.log.emailsReenviados', valores: { n: reenviados } }];
    if (comLink) log.push({ chave: 'migracao.log.emailsComLink', valores: { n: comLink } });
    return { ultimo: rows[rows.length - 1]!.id, n: rows.length, log };
  },
};

/** The phases of each migration, in order. */
export const FASES: Record<TipoMigracao, readonly Fase[]> = {
  ARQUIVOS: [arquivos],
  BUSCA: [
    { chave: 'itensBiblioteca', lote: 500, contar: contarItensBiblioteca, tx: reescreverBuscaItens },
    { chave: 'comunicados', lote: 500, contar: contarComunicados, tx: reescreverBuscaComunicados },
  ],
  AUDIENCIAS: [
    { chave: 'gruposUsuarios', lote: 20, contar: contarGrupos, tx: recalcularMembrosGrupos },
    { chave: 'comunicadosEnviados', lote: 200, contar: contarComunicadosEnviados, tx: recontarDestinatarios },
  ],
  EMAILS: [emailsOutbox, { chave: 'emailsComunicados', lote: 100, contar: contarEmailsFalhos, tx: reenviarEmailsFalhos }],
};
