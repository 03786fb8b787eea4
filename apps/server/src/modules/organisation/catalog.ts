import { sql, type SQL } from 'drizzle-orm';
import type { Idioma } from '@portal/domain';
import { writeAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/connection.js';
import { listOrder, type ListSort, type SortFilter } from '../../platform/db/list-order.js';
import { everyWord } from '../../platform/db/list-search.js';
import { paging, type Page, type PageFilter } from '../../platform/db/paging.js';
import type { DbOrTx, Tx } from '../../platform/db/transaction.js';
import { AppError, badInput, notFound, type EntityName, type FieldError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { nomeSql } from './translated.js';

/*
 * The administration lists of this area (sectors, departments, positions, brands, products …)
 * are all one table read and written the same way: a paged list with a search, one row by id,
 * a create/update with uniqueness and reference checks, activate/inactivate where the table
 * has `active`, each change audited in its transaction. This file is that shared way; every
 * list's service only describes its table and its own rules.
 *
 * Table, column and entity names come from the CatalogDef constants of this module, never
 * from input, so they are spliced as identifiers; every value goes as a parameter.
 */

export type CatalogId = number | string;

/** How one catalog table is read (its API shape) and audited. */
export interface CatalogDef {
  /** Audit entity name and the entity of NOT_FOUND. */
  entity: EntityName;
  table: string;
  /** Select list over the table (alias `c`) and `joins`, producing the API object. */
  columns: SQL;
  joins?: SQL;
  /** Columns the list's `busca` matches (ILIKE): every word of it in one of them. */
  search: readonly string[];
  /** Order of the unpaged reads (option lists, loaders). */
  orderBy: string;
  /**
   * The list's `sortBy` choices: API field -> column (a constant of this module); the first is
   * the default. Catalog tables are small (tens to hundreds of rows): no index needed to sort.
   */
  sortable: Readonly<Record<string, string>>;
  /**
   * `nome` is answered in the reader's language (translated.ts): the list orders by the name the
   * reader sees, and its search also matches the other languages' names.
   */
  translated?: boolean;
  /** The table has `active` (activate/inactivate, `active` filter). */
  active: boolean;
  /** The table has `updated_at`. */
  timestamps: boolean;
}

/**
 * A CatalogDef with this area's usual choices filled in: listed by name, with `active` and
 * `updated_at`. Tables that differ say so.
 */
export function catalog(def: Omit<CatalogDef, 'orderBy' | 'sortable' | 'active' | 'timestamps'> & Partial<CatalogDef>): CatalogDef {
  return { orderBy: 'c.nome, c.id', sortable: { nome: 'c.nome' }, active: true, timestamps: true, ...def };
}

/** Filter of an administration list. */
export interface CatalogFilter extends PageFilter, SortFilter {
  /** The reader's language (from the request, not an argument): the order of translated names. */
  idioma?: Idioma;
  busca?: string | null;
  active?: boolean | null;
}

/** Another catalog row a save points at: it must exist and, when newly chosen, be active. */
export interface RefCheck<V> {
  field: string;
  table: string;
  id: number | null;
  /** The referenced table has `active`. */
  active: boolean;
  /** The id the stored row points at: keeping a reference inactivated since is allowed. */
  current?: (antes: V) => number | null | undefined;
}

/** A value no other row of the table may hold (compared without regard to case); the field is named as its column. */
export interface UniqueCheck {
  column: string;
  value: string | null;
  /** Narrows the comparison (an access type's name is unique within its product). */
  scope?: SQL;
}

/** One create (id null) or update of a catalog row. */
export interface SaveSpec<V> {
  id: CatalogId | null;
  /** Column -> value of the row itself. */
  values: Record<string, unknown>;
  refs?: RefCheck<V>[];
  unique?: UniqueCheck[];
  /** Rules that need the stored row (before) and the transaction; they throw. */
  check?: (tx: Tx, antes: V | null) => Promise<void>;
  /** Writes that follow the row's own (link tables). */
  after?: (tx: Tx, id: CatalogId) => Promise<void>;
}

type Row = Record<string, unknown>;

/** `{id, nome}` of a left-joined row (by its alias), or null: how a view shows a reference. */
export const refJson = (alias: string) =>
  sql.raw(`case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'nome', ${alias}.nome) end`);

const ident = (name: string) => sql.raw(name.split('.').map((p) => `"${p.replace(/"/g, '')}"`).join('.'));

async function selectRows<V>(db: DbOrTx, def: CatalogDef, where: SQL, page?: Page, order?: SQL) {
  const res = await db.execute<Row>(sql`
    select ${def.columns}, count(*) over () as "__total"
      from ${ident(def.table)} c ${def.joins ?? sql``}
     where ${where}
     ${order ?? sql`order by ${sql.raw(def.orderBy)}`}
     ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`);
  let totalElements = Number(res.rows[0]?.__total ?? 0);
  if (res.rows.length === 0 && page && page.offset > 0) {
    // Past the last page the window count has no row to ride on.
    const c = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${ident(def.table)} c ${def.joins ?? sql``} where ${where}`,
    );
    totalElements = c.rows[0]?.n ?? 0;
  }
  const content = res.rows.map(({ __total: _t, ...item }) => item as V);
  return { content, totalElements };
}

/** The ListSort of a catalog: its sortable columns, the first by default, the id breaking ties. */
function sortOf(def: CatalogDef, idioma: Idioma): ListSort {
  const column = (field: string, col: string) => (def.translated && field === 'nome' ? nomeSql('c', idioma) : ident(col));
  const columns = Object.fromEntries(Object.entries(def.sortable).map(([field, col]) => [field, column(field, col)]));
  return { columns, default: Object.keys(def.sortable)[0]!, tieBreak: sql`c.id` };
}

/** Columns a word of the search may be in: a translated name in any language. */
const searchColumns = (def: CatalogDef) => (def.translated ? [...def.search, 'c.nome_es', 'c.nome_en'] : def.search);

/**
 * Paged list in the asked `sortBy` (the first sortable column by default), filtered by `busca`
 * (every word in one of the search columns), `active` and `extra` conditions.
 */
export function listCatalog<V>(db: Db, def: CatalogDef, filtro: CatalogFilter, extra: SQL[] = []) {
  const page = paging(filtro);
  const order = listOrder(filtro, sortOf(def, filtro.idioma ?? 'PT_BR'));
  const where: SQL[] = [sql`true`, ...extra];
  const search = everyWord(filtro.busca, (like) => sql.join(searchColumns(def).map((col) => sql`${ident(col)} ilike ${like}`), sql` or `));
  if (search) where.push(search);
  if (def.active && filtro.active != null) where.push(sql`c.active = ${filtro.active}`);
  return selectRows<V>(db, def, sql.join(where, sql` and `), page, order);
}

/** Every row matching `where`, unpaged: for the short option lists of the forms and for loaders. */
export async function catalogRows<V>(db: DbOrTx, def: CatalogDef, where: SQL): Promise<V[]> {
  return (await selectRows<V>(db, def, where)).content;
}

async function findItem<V>(db: DbOrTx, def: CatalogDef, id: CatalogId): Promise<V | null> {
  return (await catalogRows<V>(db, def, sql`c.id = ${id}`))[0] ?? null;
}

/** One row by id, or NOT_FOUND. */
export async function getItem<V>(db: DbOrTx, def: CatalogDef, id: CatalogId): Promise<V> {
  const item = await findItem<V>(db, def, id);
  if (!item) throw notFound(def.entity);
  return item;
}

async function assertRefs<V>(tx: Tx, refs: RefCheck<V>[], antes: V | null): Promise<void> {
  const errors: FieldError[] = [];
  for (const ref of refs) {
    if (ref.id == null) continue;
    const res = await tx.execute<{ active: boolean }>(
      sql`select ${ref.active ? sql`active` : sql`true`} as active from ${ident(ref.table)} where id = ${ref.id}`,
    );
    const row = res.rows[0];
    if (!row) errors.push({ field: ref.field, key: 'error.cadastro.referenciaInexistente' });
    else if (!row.active && !(antes && ref.current?.(antes) === ref.id)) errors.push({ field: ref.field, key: 'error.cadastro.referenciaInativa' });
  }
  if (errors.length) throw badInput(errors);
}

async function assertUnique(tx: Tx, def: CatalogDef, id: CatalogId | null, checks: UniqueCheck[]): Promise<void> {
  const errors: FieldError[] = [];
  for (const check of checks) {
    if (check.value == null) continue;
    const res = await tx.execute(sql`
      select 1 from ${ident(def.table)} c
       where lower(${ident(`c.${check.column}`)}) = lower(${check.value})
         ${id == null ? sql`` : sql`and c.id <> ${id}`} ${check.scope ? sql`and ${check.scope}` : sql``}
       limit 1`);
    if (res.rows.length) errors.push({ field: check.column, key: 'error.cadastro.duplicado', values: { valor: check.value } });
  }
  if (errors.length) throw new AppError('CONFLICT', errors[0]!.key, errors[0]!.values, errors);
}

async function writeRow(tx: Tx, def: CatalogDef, id: CatalogId | null, values: Record<string, unknown>): Promise<CatalogId> {
  const cols = Object.keys(values);
  if (id == null) {
    const res = await tx.execute<{ id: CatalogId }>(sql`
      insert into ${ident(def.table)} (${sql.join(cols.map(ident), sql`, `)})
      values (${sql.join(cols.map((col) => sql`${values[col]}`), sql`, `)}) returning id`);
    return res.rows[0]!.id;
  }
  const sets = cols.map((col) => sql`${ident(col)} = ${values[col]}`);
  if (def.timestamps) sets.push(sql`updated_at = now()`);
  await tx.execute(sql`update ${ident(def.table)} set ${sql.join(sets, sql`, `)} where id = ${id}`);
  return id;
}

/**
 * Creates or updates one row in one audited transaction: saves of the same table take turns
 * (a transaction lock), so the uniqueness checked here is the uniqueness stored, also for the
 * tables without a unique index. Order of failures: NOT_FOUND, references, uniqueness, own rules.
 */
export async function saveItem<V>(db: Db, user: CurrentUser, def: CatalogDef, spec: SaveSpec<V>, requestId: string): Promise<V> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cadastro:${def.table}`}))`);
    let antes: V | null = null;
    if (spec.id != null) {
      await tx.execute(sql`select 1 from ${ident(def.table)} where id = ${spec.id} for update`);
      antes = await getItem<V>(tx, def, spec.id);
    }
    await assertRefs(tx, spec.refs ?? [], antes);
    await assertUnique(tx, def, spec.id, spec.unique ?? []);
    await spec.check?.(tx, antes);
    const id = await writeRow(tx, def, spec.id, spec.values);
    await spec.after?.(tx, id);
    const depois = (await findItem<V>(tx, def, id))!;
    await writeAudit(tx, { usuarioId: user.id, entidade: def.entity, entidadeId: id, acao: antes ? 'ALTERAR' : 'CRIAR', antes, depois, requestId });
    return depois;
  });
}

/** Activates or inactivates one row, audited; a no-op change is still recorded as asked. */
export async function setActive<V>(db: Db, user: CurrentUser, def: CatalogDef, id: CatalogId, active: boolean, requestId: string): Promise<V> {
  return db.transaction(async (tx) => {
    const res = await tx.execute<{ active: boolean }>(sql`select active from ${ident(def.table)} where id = ${id} for update`);
    const row = res.rows[0];
    if (!row) throw notFound(def.entity);
    await tx.execute(sql`update ${ident(def.table)} set active = ${active}${def.timestamps ? sql`, updated_at = now()` : sql``} where id = ${id}`);
    await writeAudit(tx, {
      usuarioId: user.id,
      entidade: def.entity,
      entidadeId: id,
      acao: active ? 'ATIVAR' : 'INATIVAR',
      antes: { active: row.active },
      depois: { active },
      requestId,
    });
    return (await findItem<V>(tx, def, id))!;
  });
}
