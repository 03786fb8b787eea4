import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { canAccess, type AccessRule, type FeatureKey, type UserType } from '@portal/domain';
import { z } from 'zod';
import { writeAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/connection.js';
import { everyWord } from '../../platform/db/list-search.js';
import { listOrderBy, type SortFilter } from '../../platform/db/list-order.js';
import { paging, type PageFilter } from '../../platform/db/paging.js';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { queryRows } from '../../platform/db/typed-rows.js';
import { asUniqueConflict, fieldConflict } from '../../platform/db/unique-violation.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { refreshFrameOrigins } from './frame-origins.js';
import type { RelatorioData } from './reports.input.js';
import { relatorios } from './reports.tables.js';
import { relatorioView, type RelatorioRow, type RelatorioView } from './relatorio.view.js';

/** Who may open a definition: its lists as an AccessRule (both empty = everyone), decided by canAccess. */
export function regraDe(row: Pick<RelatorioRow, 'funcionalidades' | 'tiposUsuario'>): AccessRule {
  // Keys of other products' features are strings outside FeatureKey; canAccess compares strings.
  return { features: row.funcionalidades as FeatureKey[], userTypes: row.tiposUsuario as UserType[] };
}

export const podeAbrir = (user: CurrentUser, row: Pick<RelatorioRow, 'funcionalidades' | 'tiposUsuario' | 'active'>): boolean =>
  row.active && canAccess(user, regraDe(row));

export interface RelatoriosFiltro extends PageFilter, SortFilter {
  busca?: string | null;
  active?: boolean | null;
}

const SORT = {
  columns: { ordem: sql`${relatorios.ordem}`, slug: sql`${relatorios.slug}`, tituloPt: sql`${relatorios.tituloPt}`, active: sql`${relatorios.active}` },
  default: 'ordem',
  tieBreak: sql`${relatorios.id}`,
};

/** The provider's paged list: every word of busca in the slug or a title. */
export async function listRelatorios(db: Db, user: CurrentUser, filtro: RelatoriosFiltro): Promise<{ content: RelatorioView[]; totalElements: number }> {
  const page = paging(filtro);
  const conds: SQL[] = [];
  const busca = everyWord(filtro.busca, (like) =>
    sql`(${relatorios.slug} ilike ${like} or ${relatorios.tituloPt} ilike ${like} or ${relatorios.tituloEs} ilike ${like} or ${relatorios.tituloEn} ilike ${like})`,
  );
  if (busca) conds.push(busca);
  if (filtro.active != null) conds.push(eq(relatorios.active, filtro.active));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [count]] = await Promise.all([
    db.select().from(relatorios).where(where).orderBy(listOrderBy(filtro, SORT)).limit(page.limit).offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(relatorios).where(where),
  ]);
  return { content: rows.map((r) => relatorioView(r, user.idioma)), totalElements: count?.n ?? 0 };
}

async function byId(db: DbOrTx, id: number): Promise<RelatorioRow> {
  const [row] = await db.select().from(relatorios).where(eq(relatorios.id, id));
  if (!row) throw notFound('relatorio');
  return row;
}

/** One definition for the provider's form. */
export async function relatorioCadastro(db: Db, user: CurrentUser, id: number): Promise<RelatorioView> {
  return relatorioView(await byId(db, id), user.idioma);
}

/**
 * An active report the caller may open, by slug. NOT_FOUND otherwise, the same answer as for a slug
 * that does not exist: a report the caller may not open does not exist to it (nor an inactive one,
 * even to the provider: it opens it from its form after activating it).
 */
export async function relatorioAberto(db: DbOrTx, user: CurrentUser, slug: string): Promise<RelatorioRow> {
  const [row] = await db.select().from(relatorios).where(eq(relatorios.slug, slug));
  if (!row || !podeAbrir(user, row)) throw notFound('relatorio');
  return row;
}

/** The active reports the caller may open, in their order (the menu's entries and the web's list). */
export async function relatoriosDoUsuario(db: DbOrTx, user: CurrentUser): Promise<RelatorioRow[]> {
  const rows = await db.select().from(relatorios).where(eq(relatorios.active, true)).orderBy(asc(relatorios.ordem), asc(relatorios.id));
  return rows.filter((r) => podeAbrir(user, r));
}

const Chave = z.object({ chave: z.string() });

/** Every named feature must exist in the catalog (this product's or another's). */
async function assertFuncionalidades(db: DbOrTx, chaves: readonly string[]): Promise<void> {
  if (chaves.length === 0) return;
  const found = new Set(
    (await queryRows(db, Chave, sql`select chave from funcionalidades where chave = any(${sql.param([...chaves])}::text[])`)).map((r) => r.chave),
  );
  const missing = chaves.find((c) => !found.has(c));
  if (missing) throw new AppError('BAD_USER_INPUT', 'error.relatorio.funcionalidade', { chave: missing }, [
    { field: 'funcionalidades', key: 'error.relatorio.funcionalidade', values: { chave: missing } },
  ]);
}

const slugEmUso = fieldConflict('slug', 'error.relatorio.slugEmUso');
const CONFLICTS = { relatorios_slug_uq: slugEmUso };

/** Create or update a definition (the technical provider's), audited; the CSP's frame origins follow at once. */
export async function salvarRelatorio(db: Db, user: CurrentUser, data: RelatorioData, requestId: string): Promise<RelatorioView> {
  const { id, ...values } = data;
  let saved: RelatorioRow;
  try {
    saved = await db.transaction(async (tx) => {
      await assertFuncionalidades(tx, values.funcionalidades);
      const [taken] = await tx.select({ id: relatorios.id }).from(relatorios).where(eq(relatorios.slug, values.slug));
      if (taken && taken.id !== id) throw slugEmUso({ valor: values.slug, constraint: 'relatorios_slug_uq' });
      if (id === null) {
        const [row] = await tx.insert(relatorios).values(values).returning();
        await writeAudit(tx, { usuarioId: user.id, entidade: 'relatorio', entidadeId: row!.id, acao: 'CRIAR', depois: row, requestId });
        return row!;
      }
      const [antes] = await tx.select().from(relatorios).where(eq(relatorios.id, id)).for('update');
      if (!antes) throw notFound('relatorio');
      const [row] = await tx.update(relatorios).set({ ...values, updatedAt: new Date() }).where(eq(relatorios.id, id)).returning();
      await writeAudit(tx, { usuarioId: user.id, entidade: 'relatorio', entidadeId: id, acao: 'ALTERAR', antes, depois: row, requestId });
      return row!;
    });
  } catch (err) {
    throw asUniqueConflict(err, CONFLICTS);
  }
  await refreshFrameOrigins(db);
  return relatorioView(saved, user.idioma);
}

/** Activate or inactivate a definition, audited; the CSP's frame origins follow at once. */
export async function ativarRelatorio(db: Db, user: CurrentUser, id: number, active: boolean, requestId: string): Promise<RelatorioView> {
  const saved = await db.transaction(async (tx) => {
    const antes = await byId(tx, id);
    const [row] = await tx.update(relatorios).set({ active, updatedAt: new Date() }).where(eq(relatorios.id, id)).returning();
    await writeAudit(tx, { usuarioId: user.id, entidade: 'relatorio', entidadeId: id, acao: active ? 'ATIVAR' : 'INATIVAR', antes, depois: row, requestId });
    return row!;
  });
  await refreshFrameOrigins(db);
  return relatorioView(saved, user.idioma);
}
