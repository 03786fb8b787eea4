import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../platform/db/connection.js';
import { createMailer } from '../../platform/mail/index.js';
import { queryRows } from '../../platform/db/typed-rows.js';
import { conviteMail, createInviteToken } from '../users/convite.js';
import { importacaoLinhas } from './imports.tables.js';

/** Invitations sent per transaction: a crash repeats none of them and loses none. */
export const LOTE_CONVITES = 50;

export interface ConvitesDeps {
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
}

const Destino = z.object({ importacaoId: z.number(), linha: z.number(), usuarioId: z.number().nullable(), nome: z.string().nullable(), email: z.string().nullable(), idioma: z.string().nullable() });

/**
 * Sends the invitations the import's apply queued (importacao_linhas.convite_pendente, written
 * in the same transaction as the new user): a few rows at a time, each transaction taking its
 * rows with `skip locked` (two senders never take the same row), making each new user's token,
 * recording the e-mail and marking the row sent (convite_enviado_em). A user removed since is
 * skipped. Answers how many were sent. `importacaoId` limits it to one import.
 */
export async function enviarConvitesPendentes(deps: ConvitesDeps, importacaoId?: number): Promise<number> {
  let enviados = 0;
  for (;;) {
    const n = await deps.database.db.transaction(async (tx) => {
      const linhas = await queryRows(tx, Destino, sql`
        with p as (
          select importacao_id, linha, usuario_id from importacao_linhas
           where convite_pendente ${importacaoId === undefined ? sql`` : sql`and importacao_id = ${importacaoId}`}
           order by importacao_id, linha limit ${LOTE_CONVITES} for update skip locked)
        select p.importacao_id as "importacaoId", p.linha, u.id as "usuarioId", u.nome, u.email::text as email, u.idioma
          from p left join usuarios u on u.id = p.usuario_id
         order by p.importacao_id, p.linha`);
      // The mailer records each e-mail (email_outbox) through this transaction, so the outbox
      // row, the invitation's token and the row's "sent" mark commit together. Without SMTP (the
      // outbox is the delivery) an invitation is recorded exactly once whatever dies when; with
      // SMTP a crash between the server's answer and the commit sends it again (at least once:
      // the mark cannot commit with a remote server's answer). One mailer for the batch.
      const mailer = createMailer({ config: deps.config, database: { db: tx }, log: deps.log });
      try {
        for (const d of linhas) {
          if (d.usuarioId == null || !d.email) continue;
          const token = await createInviteToken(tx, d.usuarioId);
          await mailer.send(conviteMail(deps.config.publicUrl, { token, nome: d.nome ?? '', email: d.email, idioma: d.idioma ?? 'PT_BR' }));
        }
      } finally {
        await mailer.close();
      }
      for (const importacao of new Set(linhas.map((d) => d.importacaoId))) {
        await tx
          .update(importacaoLinhas)
          .set({ convitePendente: false, conviteEnviadoEm: sql`now()` })
          .where(and(eq(importacaoLinhas.importacaoId, importacao), inArray(importacaoLinhas.linha, linhas.filter((d) => d.importacaoId === importacao).map((d) => d.linha))));
      }
      return linhas.length;
    });
    enviados += n;
    if (n < LOTE_CONVITES) return enviados;
  }
}

/**
 * The apply's sender: woken after each batch commits (`acordar`), it sends that batch's
 * invitations at once, beside the next batches, instead of waiting for the job's next run; one
 * round at a time, and another when woken meanwhile. `terminar` waits for it to be idle. Its
 * failures are logged: the rows stay pending and the job's next run sends them.
 */
export function despachanteDeConvites(deps: ConvitesDeps, importacaoId: number) {
  let rodando: Promise<void> | null = null;
  let denovo = false;
  const rodar = async () => {
    do {
      denovo = false;
      await enviarConvitesPendentes(deps, importacaoId);
    } while (denovo);
  };
  return {
    acordar() {
      if (rodando) {
        denovo = true;
        return;
      }
      rodando = rodar()
        .catch((err: unknown) => deps.log.error({ err, importacao: importacaoId }, 'user import: invitations not sent now; the next run sends them'))
        .finally(() => {
          rodando = null;
        });
    },
    async terminar() {
      while (rodando) await rodando;
    },
  };
}
