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
import { salvarUsuarioEm, salvarUsuariosEm } from '../users/salvar-usuario.service.js';
import { carregarCatalogos, type Catalogos } from './catalogos.js';
import { despachanteDeConvites } from './convites.js';
import { importacaoLinhas, importacoes, type ErroLinha } from './imports.tables.js';
import { errosDaRecusa, interpretar, montarSave, montarSaves, type LinhaInterpretada, type LinhaLida } from './linha.js';
import './imports.messages.js';

/**
 * Rows applied per transaction: the new users among them are written together (multi-row
 * statements), so a batch costs a few round trips; a crash loses at most this much work.
 */
export const LOTE_APLICACAO = 500;

/**
 * Batches applied side by side (connections of the pool a run takes; one more for the
 * invitations). Their writes take turns (the audiences' refresh holds one lock to the commit);
 * the reading and judging of one overlaps the other's writes.
 */
export const APLICACAO_PARALELA = 2;

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

/** A row's outcome at apply time: applied (the user, created or updated, and whether an invitation is due), or refused. */
type Desfecho = { usuarioId: number; acao: 'CRIAR' | 'ATUALIZAR'; convite: boolean } | { erros: ErroLinha[] };

interface Aplicando {
  id: number;
  caller: CurrentUser | null;
  props: UserFormProperties;
}

/** salvarUsuario's refusal, or an unforeseen failure (logged), as the row's errors. */
function errosDe(deps: AplicacaoDeps, imp: Aplicando, linha: number, err: unknown): ErroLinha[] {
  if (err instanceof AppError) return errosDaRecusa(err);
  deps.log.error({ err, importacao: imp.id, linha }, 'user import: a row failed');
  return [{ coluna: null, key: 'error.importacao.falhaInterna' }];
}

/**
 * One row alone, in a savepoint, as salvarUsuario saves it: matched again by e-mail/CPF (a user
 * created since the dry run is updated, not duplicated), every check and write of salvarUsuarioEm.
 */
async function aplicarSozinha(tx: Tx, deps: AplicacaoDeps, imp: Aplicando & { caller: CurrentUser }, linha: number, i: LinhaInterpretada): Promise<Desfecho> {
  try {
    return await tx.transaction(async (sp) => {
      const montado = await montarSave(sp, i);
      if ('erro' in montado) return { erros: [montado.erro] };
      const salvo = await salvarUsuarioEm(sp, imp.caller, montado.save, {
        props: imp.props,
        embeddedIdp: deps.config.embeddedIdp,
        requestId: `importacao-${imp.id}`,
        // The invitation goes through the import's outbox (convites.ts), which makes the token.
        convite: false,
      });
      return { usuarioId: salvo.usuario.id, acao: montado.acao, convite: salvo.criado && deps.config.embeddedIdp };
    });
  } catch (err) {
    return { erros: errosDe(deps, imp, linha, err) };
  }
}

/**
 * One batch's rows: matched by e-mail/CPF together (montarSaves), then saved together
 * (salvarUsuariosEm: salvarUsuario's checks read once for the batch, multi-row writes) in a
 * savepoint; the rows it leaves out (anything it would refuse now, two rows naming one user) and,
 * when the batch write itself fails, all of them, one by one through salvarUsuarioEm, each
 * failing alone with its reason.
 */
async function aplicarLote(tx: Tx, deps: AplicacaoDeps, imp: Aplicando, catalogos: Catalogos | null, linhas: readonly LinhaLida[]): Promise<Map<number, Desfecho>> {
  const desfechos = new Map<number, Desfecho>();
  // An author inactivated since the confirmation applies nothing more.
  if (!imp.caller || !catalogos) {
    for (const l of linhas) desfechos.set(l.linha, { erros: [{ coluna: null, key: 'error.forbidden' }] });
    return desfechos;
  }
  const caller = imp.caller;
  const lidas = linhas.map((l) => ({ linha: l.linha, i: interpretar(catalogos, l) }));
  const boas = lidas.filter(({ linha, i }) => {
    if (i.erros.length) desfechos.set(linha, { erros: i.erros });
    return i.erros.length === 0;
  });
  // Matched by e-mail/CPF together; a row naming two users fails now, as montarSave answers.
  const montados = await montarSaves(tx, boas.map((b) => b.i));
  const prontas = boas.flatMap((b, k) => {
    const m = montados[k]!;
    if ('erro' in m) {
      desfechos.set(b.linha, { erros: [m.erro] });
      return [];
    }
    return [{ ...b, save: m.save, acao: m.acao }];
  });
  let sozinhas = prontas;
  if (prontas.length) {
    try {
      const salvos = await tx.transaction((sp) =>
        salvarUsuariosEm(sp, caller, prontas.map((p) => p.save), { props: imp.props, embeddedIdp: deps.config.embeddedIdp, requestId: `importacao-${imp.id}` }),
      );
      prontas.forEach((p, k) => {
        const salvo = salvos[k];
        if (salvo) desfechos.set(p.linha, { usuarioId: salvo.id, acao: p.acao, convite: salvo.criado && deps.config.embeddedIdp });
      });
      sozinhas = prontas.filter((_, k) => !salvos[k]);
    } catch (err) {
      deps.log.warn({ err, importacao: imp.id, linhas: prontas.length }, 'user import: the batch write failed; its rows are applied one by one');
    }
  }
  for (const { linha, i } of sozinhas) desfechos.set(linha, await aplicarSozinha(tx, deps, { ...imp, caller }, linha, i));
  return desfechos;
}

/** Every outcome of a batch in one UPDATE: APLICADA with the user (and the invitation due), or FALHOU with its errors. */
async function gravarDesfechos(tx: Tx, importacaoId: number, desfechos: Map<number, Desfecho>) {
  const rows = [...desfechos].map(([linha, d]) =>
    'erros' in d
      ? { linha, resultado: 'FALHOU', usuario_id: null, acao: null, erros: d.erros, convite: false }
      : { linha, resultado: 'APLICADA', usuario_id: d.usuarioId, acao: d.acao, erros: null, convite: d.convite },
  );
  await tx.execute(sql`
    update importacao_linhas l
       set resultado = v.resultado, usuario_id = coalesce(v.usuario_id, l.usuario_id), acao = coalesce(v.acao, l.acao),
           erros = coalesce(v.erros, l.erros), convite_pendente = v.convite, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(linha int, resultado text, usuario_id int, acao text, erros jsonb, convite boolean)
     where l.importacao_id = ${importacaoId} and l.linha = v.linha`);
}

/**
 * The confirmed import (PROCESSING → DONE): the rows the dry run found valid, in sheet order,
 * LOTE_APLICACAO per transaction. A batch's rows are matched again by e-mail/CPF (a user created
 * meanwhile is updated, not duplicated) and written together by salvarUsuariosEm (salvarUsuario's
 * checks, read once per batch: the network may have changed since the dry run); what it leaves
 * out goes one by one through salvarUsuarioEm (a refused row fails alone, with its reason). Each row's
 * outcome (APLICADA with the user, or FALHOU with the reason) and its pending invitation are
 * written in the same transaction as the users: a crash (kill -9) loses the batch whole, and the
 * next run, which takes only rows still VALIDA, applies it exactly once. The progress (`feitos`)
 * is counted from the rows, so it is right after any restart. The invitations go out from the
 * outbox (convites.ts) as soon as their batch commits; the author is notified when the last batch
 * ends. Stops (answers) when the import is no longer PROCESSING.
 */
export async function aplicarImportacao(
  deps: AplicacaoDeps,
  imp: Aplicando,
  // The batch size, and a number of batches after which the run stops as a killed one would (tests).
  opts: { lote?: number; maxLotes?: number } = {},
): Promise<void> {
  const db = deps.database.db;
  const catalogos = imp.caller ? await carregarCatalogos(db, imp.caller) : null;
  const convites = despachanteDeConvites(deps, imp.id);
  // Batches side by side: each takes its rows with `skip locked`, so no row is taken twice.
  const trabalhador = async () => {
    for (let lotes = 0; opts.maxLotes === undefined || lotes < opts.maxLotes; lotes++) {
      let convidar = false;
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
        const desfechos = await aplicarLote(tx, deps, imp, catalogos, linhas);
        await gravarDesfechos(tx, imp.id, desfechos);
        convidar = [...desfechos.values()].some((d) => 'convite' in d && d.convite);
        await tx
          .update(importacoes)
          .set({
            ...progresso(imp.id),
            updatedAt: new Date(),
          })
          .where(eq(importacoes.id, imp.id));
        return false;
      });
      // Committed: the batch's invitations go now, beside the next batches.
      if (convidar) convites.acordar();
      if (fim) break;
    }
  };
  try {
    await Promise.all(Array.from({ length: opts.maxLotes === undefined ? APLICACAO_PARALELA : 1 }, trabalhador));
  } finally {
    await convites.terminar();
  }
}
