import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { checkModelo, placeholdersIn, type PlaceholderName } from '@portal/domain';
import { writeAudit } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/connection.js';
import { listOrderBy, type ListSort, type SortFilter } from '../../../platform/db/list-order.js';
import { everyWord } from '../../../platform/db/list-search.js';
import { paging, type PageFilter } from '../../../platform/db/paging.js';
import type { DbOrTx, Tx } from '../../../platform/db/transaction.js';
import { asUniqueConflict, fieldConflict } from '../../../platform/db/unique-violation.js';
import { AppError, badInput, notFound } from '../../../platform/errors.js';
import type { CurrentUser } from '../../../platform/graphql/context.js';
import { modelosNotificacao as m } from '../notifications.tables.js';
import { conteudoChecado, genericaFieldError } from './genericas.input.js';
import { produtoRef, type ProdutoRef } from './produto-ref.js';

/*
 * Notification models (PORTAL_MANUTENCAO_MODELO; read also by PORTAL_NOTIFICACOES_GENERICAS, who
 * picks one): a name unique case-insensitively, a title and a text with {{placeholders}}, an
 * optional product and link (the same link rule as every notification). Inactive models stay
 * listed for their maintainers and are not offered for new generic notifications. Audited as
 * `modeloNotificacao`.
 */

export const columns = {
  id: m.id,
  nome: m.nome,
  titulo: m.titulo,
  texto: m.texto,
  produtoId: m.produtoId,
  produto: produtoRef(m.produtoId),
  link: m.link,
  active: m.active,
};

export type ModeloRow = { id: number; nome: string; titulo: string; texto: string; produtoId: number | null; produto: ProdutoRef | null; link: string | null; active: boolean };

/** A model as the API answers it: the placeholders it uses, in order. */
export type ModeloView = ModeloRow & { placeholders: Uppercase<PlaceholderName>[] };

export const modeloView = (row: ModeloRow): ModeloView => ({
  ...row,
  placeholders: [...new Set([...placeholdersIn(row.titulo), ...placeholdersIn(row.texto)])].map(
    (p) => p.toUpperCase() as Uppercase<PlaceholderName>,
  ),
});

const SORT: ListSort = {
  columns: { nome: sql`${m.nome}`, createdAt: sql`${m.createdAt}`, updatedAt: sql`${m.updatedAt}` },
  default: 'nome',
  tieBreak: sql`${m.id}`,
};

export interface ModeloFiltro extends PageFilter, SortFilter {
  busca?: string | null;
  active?: boolean | null;
}

/** Models by name, every word of busca in the name or title. */
export async function listModelos(db: Db, filtro: ModeloFiltro) {
  const page = paging(filtro);
  const conditions: (SQL | undefined)[] = [
    everyWord(filtro.busca, (like) => or(ilike(m.nome, like), ilike(m.titulo, like))!) ?? undefined,
    filtro.active == null ? undefined : eq(m.active, filtro.active),
  ];
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    db.select(columns).from(m).where(where).orderBy(listOrderBy(filtro, SORT)).limit(page.limit).offset(page.offset),
    db.$count(m, where),
  ]);
  return { content: rows.map(modeloView), totalElements: total };
}

export async function modeloById(db: DbOrTx, id: number, opts: { lock?: boolean } = {}): Promise<ModeloRow | null> {
  const q = db.select(columns).from(m).where(eq(m.id, id));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function getModelo(db: Db, id: number): Promise<ModeloView> {
  const row = await modeloById(db, id);
  if (!row) throw notFound('modeloNotificacao');
  return modeloView(row);
}

export interface ModeloData {
  id: number | null;
  nome: string;
  titulo: string;
  texto: string;
  produtoId: number | null;
  link: string | null;
}

const nomeEmUso = fieldConflict('nome', 'error.modeloNotificacao.nomeEmUso');

/**
 * Creates or changes a model: the domain's rules, the text sanitized and the link checked like
 * every notification's, the name free (checked, then the unique index for racing writers).
 */
export async function salvarModelo(db: Db, caller: CurrentUser, data: ModeloData, requestId: string): Promise<ModeloView> {
  const issues = checkModelo(data).map(genericaFieldError);
  if (issues.length) throw badInput(issues);
  try {
    return await db.transaction(async (tx) => {
      const conteudo = await conteudoChecado(tx, data);
      const antes = data.id == null ? null : await modeloById(tx, data.id, { lock: true });
      if (data.id != null && !antes) throw notFound('modeloNotificacao');
      const [dup] = await tx
        .select({ id: m.id })
        .from(m)
        .where(and(eq(m.nome, data.nome.trim()), data.id == null ? undefined : sql`${m.id} <> ${data.id}`))
        .limit(1);
      if (dup) throw nomeEmUso({ constraint: 'modelos_notificacao_nome_uq', valor: data.nome.trim() });
      const values = { nome: data.nome.trim(), ...conteudo };
      const [row] =
        data.id == null
          ? await tx.insert(m).values({ ...values, criadorId: caller.id }).returning(columns)
          : await tx.update(m).set({ ...values, updatedAt: new Date() }).where(eq(m.id, data.id)).returning(columns);
      await audit(tx, caller, row!, antes, data.id == null ? 'CRIAR' : 'ALTERAR', requestId);
      return modeloView(row!);
    });
  } catch (err) {
    throw asUniqueConflict(err, { modelos_notificacao_nome_uq: nomeEmUso });
  }
}

/** Activates or inactivates a model (an inactive one is not offered for new generic notifications). */
export async function setModeloActive(db: Db, caller: CurrentUser, id: number, active: boolean, requestId: string): Promise<ModeloView> {
  return db.transaction(async (tx) => {
    const antes = await modeloById(tx, id, { lock: true });
    if (!antes) throw notFound('modeloNotificacao');
    const [row] = await tx.update(m).set({ active, updatedAt: new Date() }).where(eq(m.id, id)).returning(columns);
    await audit(tx, caller, row!, antes, active ? 'ATIVAR' : 'INATIVAR', requestId);
    return modeloView(row!);
  });
}

/** An active model, for a generic notification being saved (NOT_FOUND naming the field otherwise). */
export async function modeloAtivo(db: DbOrTx, id: number): Promise<ModeloRow> {
  const row = await modeloById(db, id);
  if (!row) throw notFound('modeloNotificacao');
  if (!row.active) {
    const key = 'error.notificacaoGenerica.modeloInativo';
    throw new AppError('CONFLICT', key, {}, [{ field: 'idModelo', key }]);
  }
  return row;
}

/** What the audit keeps of a model: its fields, the product by name (the audit screen shows names, not ids). */
const snapshot = (r: ModeloRow) => ({
  nome: r.nome,
  titulo: r.titulo,
  texto: r.texto,
  produto: r.produto && { id: r.produto.id, nome: r.produto.nome },
  link: r.link,
  active: r.active,
});

function audit(tx: Tx, caller: CurrentUser, depois: ModeloRow, antes: ModeloRow | null, acao: string, requestId: string) {
  return writeAudit(tx, {
    usuarioId: caller.id,
    entidade: 'modeloNotificacao',
    entidadeId: depois.id,
    acao,
    antes: antes && snapshot(antes),
    depois: snapshot(depois),
    requestId,
  });
}
