import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isIdioma, type Idioma, type UserFormProperties } from '@portal/domain';
import type { Config } from '../../config.js';
import { z } from 'zod';
import type { Database } from '../../platform/db/connection.js';
import type { Tx } from '../../platform/db/transaction.js';
import { queryRow } from '../../platform/db/typed-rows.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { t } from '../../platform/i18n/messages.js';
import { notificar } from '../notifications/notificar.service.js';
import { sendConvite, type Convite } from '../users/convite.js';
import { salvarUsuarioEm } from '../users/salvar-usuario.service.js';
import { carregarCatalogos } from './catalogos.js';
import { importacaoLinhas, importacoes, type ErroLinha } from './imports.tables.js';
import { errosDaRecusa, interpretar, montarSave } from './linha.js';
import './imports.messages.js';

/** Rows applied per transaction: small, so a crash loses at most this much work and the progress moves often. */
export const LOTE_APLICACAO = 25;

/** Batches applied side by side (connections of the pool a run takes). */
export const APLICACAO_PARALELA = 3;

export interface AplicacaoDeps {
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The import's progress counted from its rows (right after any restart): rows done (applied or failed), rows failed. */
const progresso = (id: number) => ({
  feitos: sql<number>`(select count(*)::int from ${importacaoLinhas} where ${importacaoLinhas.importacaoId} = ${id} and ${importacaoLinhas.resultado} in ('APLICADA', 'FALHOU'))`,
  falhas: sql<number>`(select count(*)::int from ${importacaoLinhas} where ${importacaoLinhas.importacaoId} = ${id} and ${importacaoLinhas.resultado} = 'FALHOU')`,
});

/**
 * Ends an import: DONE with its counts, and its author notified, in one transaction (called
 * under the import row's lock).
 */
async function concluir(tx: Tx, id: number) {
  // Once: two batches that both found nothing left meet here, the second finds it DONE.
  const [imp] = await tx
    .update(importacoes)
    .set({
      status: 'DONE',
      ...progresso(id),
      concluidoEm: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(importacoes.id, id), eq(importacoes.status, 'PROCESSING')))
    .returning({ usuarioId: importacoes.usuarioId, nomeArquivo: importacoes.nomeArquivo });
  if (!imp) return;
  const contagem = await tx
    .select({ acao: importacaoLinhas.acao, resultado: importacaoLinhas.resultado, n: sql<number>`count(*)::int` })
    .from(importacaoLinhas)
    .where(and(eq(importacaoLinhas.importacaoId, id), inArray(importacaoLinhas.resultado, ['APLICADA', 'FALHOU'])))
    .groupBy(importacaoLinhas.acao, importacaoLinhas.resultado);
  const n = (f: (r: (typeof contagem)[number]) => boolean) => contagem.filter(f).reduce((s, r) => s + r.n, 0);
  const autor = await queryRow(tx, z.object({ idioma: z.string() }), sql`select idioma::text as idioma from usuarios where id = ${imp.usuarioId}`);
  const idioma: Idioma = autor && isIdioma(autor.idioma) ? autor.idioma : 'PT_BR';
  await notificar(
    tx,
    {
      origem: 'IMPORTACAO',
      origemId: id,
      titulo: t(idioma, 'imports.notificacao.titulo'),
      texto: t(idioma, 'imports.notificacao.texto', {
        arquivo: escapeHtml(imp.nomeArquivo),
        criados: n((r) => r.resultado === 'APLICADA' && r.acao === 'CRIAR'),
        atualizados: n((r) => r.resultado === 'APLICADA' && r.acao === 'ATUALIZAR'),
        falhas: n((r) => r.resultado === 'FALHOU'),
      }),
      link: '/importarUsuarios',
    },
    { usuarioIds: [imp.usuarioId] },
  );
}

/**
 * The confirmed import (PROCESSING → DONE): the rows the dry run found valid, in sheet order, a
 * few per transaction. Each row goes through salvarUsuario's checks and writes again (the
 * network may have changed since the dry run: a user created meanwhile is updated, not
 * duplicated), inside a savepoint, and its outcome (APLICADA with the user, or FALHOU with the
 * reason) is written in the same transaction as the user: a crash (kill -9) loses the batch
 * whole, and the next run, which takes only rows still VALIDA, applies it exactly once. The
 * progress (`feitos`) is counted from the rows, so it is right after any restart. New users'
 * invitations go out after their batch commits; the author is notified when the last batch ends.
 * Stops (answers) when the import is no longer PROCESSING.
 */
export async function aplicarImportacao(
  deps: AplicacaoDeps,
  imp: { id: number; caller: CurrentUser | null; props: UserFormProperties },
  // The batch size, and a number of batches after which the run stops as a killed one would (tests).
  opts: { lote?: number; maxLotes?: number } = {},
): Promise<void> {
  const db = deps.database.db;
  const catalogos = imp.caller ? await carregarCatalogos(db, imp.caller) : null;
  // Batches side by side: each takes its rows with `skip locked`, so no row is taken twice.
  const trabalhador = async () => {
    for (let lotes = 0; opts.maxLotes === undefined || lotes < opts.maxLotes; lotes++) {
      const convites: Convite[] = [];
      const fim = await db.transaction(async (tx) => {
        // A key-share lock: batches run side by side, the import's row stays (no cancel, no delete) meanwhile.
        const [atual] = await tx.select({ status: importacoes.status }).from(importacoes).where(eq(importacoes.id, imp.id)).for('key share');
        if (atual?.status !== 'PROCESSING') return true;
        const linhas = await tx
          .select({ linha: importacaoLinhas.linha, valores: importacaoLinhas.valores })
          .from(importacaoLinhas)
          .where(and(eq(importacaoLinhas.importacaoId, imp.id), eq(importacaoLinhas.resultado, 'VALIDA')))
          .orderBy(importacaoLinhas.linha)
          .limit(opts.lote ?? LOTE_APLICACAO)
          .for('update', { skipLocked: true });
        if (linhas.length === 0) {
          // Rows another batch holds are still VALIDA: that batch's worker finishes the import.
          const [resta] = await tx
            .select({ linha: importacaoLinhas.linha })
            .from(importacaoLinhas)
            .where(and(eq(importacaoLinhas.importacaoId, imp.id), eq(importacaoLinhas.resultado, 'VALIDA')))
            .limit(1);
          if (!resta) await concluir(tx, imp.id);
          return true;
        }
        for (const l of linhas) {
          let resultado: { usuarioId: number; acao: 'CRIAR' | 'ATUALIZAR' } | { erros: ErroLinha[] };
          try {
            resultado = await tx.transaction(async (sp) => {
              // An author inactivated since the confirmation applies nothing more.
              if (!imp.caller || !catalogos) throw new AppError('FORBIDDEN', 'error.forbidden');
              const i = interpretar(catalogos, { linha: l.linha, valores: l.valores });
              if (i.erros.length) return { erros: i.erros };
              const montado = await montarSave(sp, i);
              if ('erro' in montado) return { erros: [montado.erro] };
              const salvo = await salvarUsuarioEm(sp, imp.caller, montado.save, {
                props: imp.props,
                embeddedIdp: deps.config.embeddedIdp,
                requestId: `importacao-${imp.id}`,
              });
              if (salvo.convite) convites.push(salvo.convite);
              return { usuarioId: salvo.usuario.id, acao: montado.acao };
            });
          } catch (err) {
            if (err instanceof AppError) resultado = { erros: errosDaRecusa(err) };
            else {
              deps.log.error({ err, importacao: imp.id, linha: l.linha }, 'user import: a row failed');
              resultado = { erros: [{ coluna: null, key: 'error.importacao.falhaInterna' }] };
            }
          }
          await tx
            .update(importacaoLinhas)
            .set(
              'erros' in resultado
                ? { resultado: 'FALHOU', erros: resultado.erros, updatedAt: new Date() }
                : { resultado: 'APLICADA', usuarioId: resultado.usuarioId, acao: resultado.acao, updatedAt: new Date() },
            )
            .where(and(eq(importacaoLinhas.importacaoId, imp.id), eq(importacaoLinhas.linha, l.linha)));
        }
        await tx
          .update(importacoes)
          .set({
            ...progresso(imp.id),
            updatedAt: new Date(),
          })
          .where(eq(importacoes.id, imp.id));
        return false;
      });
      for (const convite of convites) await sendConvite(deps, convite);
      if (fim) return;
    }
  };
  await Promise.all(Array.from({ length: opts.maxLotes === undefined ? APLICACAO_PARALELA : 1 }, trabalhador));
}
