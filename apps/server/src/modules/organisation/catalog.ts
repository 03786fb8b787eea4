import { and, eq, getTableColumns, getTableName, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgSelect, PgTable, PgUpdateSetSource, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Idioma } from '@portal/domain';
import { writeAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/connection.js';
import { listOrderBy, type ListSort, type SortFilter } from '../../platform/db/list-order.js';
import { everyWord } from '../../platform/db/list-search.js';
import { paging, type Page, type PageFilter } from '../../platform/db/paging.js';
import type { DbOrTx, Tx } from '../../platform/db/transaction.js';
import { AppError, badInput, notFound, type EntityName, type FieldError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';

/*
 * The administration lists of this area (sectors, departments, positions, brands, products …)
 * are all one table read and written the same way: a paged list with a search, one row by id,
 * a create/update with uniqueness and reference checks, activate/inactivate where the table
 * has `active`, each change audited in its transaction. This file is that shared way; every
 * list's service only describes its table and its own rules.
 *
 * Tables and columns are drizzle's objects (organisation.tables.ts), so every identifier is
 * the schema's and every value goes as a parameter. Writes use the query builder; the read
 * selects the API object in one statement (references as JSON), and its row type is the
 * selection's: columns typed by the schema, each JSON expression by the `sql<T>` that builds it.
 */

export type CatalogId = number | string;

/** A catalog table: an id, perhaps `active` and `updated_at`. */
export type CatalogTable = PgTable & { id: AnyPgColumn };

/** How one catalog table is read (its API shape) and audited. */
export interface CatalogDef<T extends CatalogTable = CatalogTable, S extends SelectedFields = SelectedFields> {
  /** Audit entity name and the entity of NOT_FOUND. */
  entity: EntityName;
  table: T;
  /** The table aliased `c` (`alias(table, 'c')`): what `columns`, `joins`, `search` and `sortable` name. */
  c: CatalogTable;
  /** The API object: fields over `c` and `joins` (columns, or `sql<T>` expressions). */
  columns: S;
  /** Other tables (aliases) the read joins, in order. */
  joins?: readonly CatalogJoin[];
  /** Columns the list's `busca` matches (ILIKE): every word of it in one of them. */
  search: readonly AnyPgColumn[];
  /**
   * The list's `sortBy` choices: API field -> column; the first is the default, and (then the
   * id) the order of the unpaged reads (option lists, loaders). Catalog tables are small (tens
   * to hundreds of rows): no index needed to sort.
   */
  sortable: Readonly<Record<string, AnyPgColumn>>;
  /**
   * `nome` is answered in the reader's language (translated.ts): the list orders by the name the
   * reader sees, and its search also matches the other languages' names.
   */
  translated?: { nome: AnyPgColumn; nomeEs: AnyPgColumn; nomeEn: AnyPgColumn };
  /** The table has `active` (activate/inactivate, `active` filter). */
  active: boolean;
  /** The table has `updated_at`. */
  timestamps: boolean;
}

/** A table (an alias) a catalog's read joins, and on what. */
export interface CatalogJoin {
  table: PgTable;
  on: SQL;
  /** `left`: the reference is optional. */
  kind: 'inner' | 'left';
}

/** A row of a catalog as its reads answer it (the API object), typed by its selection. */
export type CatalogRow<D> = D extends CatalogDef<CatalogTable, infer S> ? SelectResultFields<S> : never;

/**
 * A CatalogDef whose `active` and `updated_at` are read from the table; listed by name unless
 * `sortable` says otherwise.
 */
export function catalog<T extends CatalogTable, S extends SelectedFields>(
  def: Omit<CatalogDef<T, S>, 'sortable' | 'active' | 'timestamps'> & Partial<Pick<CatalogDef<T, S>, 'sortable'>>,
): CatalogDef<T, S> {
  const columns = getTableColumns(def.table);
  const c = def.c as CatalogTable & { nome?: AnyPgColumn };
  const sortable = def.sortable ?? (c.nome ? { nome: c.nome } : { id: c.id });
  return { ...def, sortable, active: 'active' in columns, timestamps: 'updatedAt' in columns };
}

/** Filter of an administration list. */
export interface CatalogFilter extends PageFilter, SortFilter {
  /** The reader's language (from the request, not an argument): the order of translated names. */
  idioma?: Idioma;
  busca?: string | null;
  active?: boolean | null;
}

/** Another catalog row a save points at: it must exist and, when newly chosen, be active (where its table has `active`). */
export interface RefCheck<V> {
  field: string;
  table: CatalogTable;
  id: number | null;
  /** The id the stored row points at: keeping a reference inactivated since is allowed. */
  current?: (antes: V) => number | null | undefined;
}

/** A value no other row of the table may hold (compared without regard to case). */
export interface UniqueCheck {
  /** The input field named in the error. */
  field: string;
  /** The column of the table aliased `c`. */
  column: AnyPgColumn;
  value: string | null;
  /** Narrows the comparison (an access type's name is unique within its product). */
  scope?: SQL;
}

/** One create (id null) or update of a catalog row. */
export interface SaveSpec<V, T extends CatalogTable = CatalogTable> {
  id: CatalogId | null;
  /** The row's own values, by the table's column properties (a create's rules require every required one). */
  values: Partial<T['$inferInsert']>;
  refs?: RefCheck<V>[];
  unique?: UniqueCheck[];
  /** Rules that need the stored row (before) and the transaction; they throw. */
  check?: (tx: Tx, antes: V | null) => Promise<void>;
  /** Writes that follow the row's own (link tables). */
  after?: (tx: Tx, id: CatalogId) => Promise<void>;
}

/** A reference as the views show it. */
export interface Ref {
  id: number;
  nome: string;
}

/** `{id, nome}` of a joined row (null when a left join found none): how a view shows a reference. */
export const refJson = (t: { id: AnyPgColumn; nome: AnyPgColumn }) =>
  sql<Ref | null>`case when ${t.id} is null then null else json_build_object('id', ${t.id}, 'nome', ${t.nome}) end`;

/** The order of the unpaged reads: the first sortable column, then the id. */
const defaultOrder = (def: CatalogDef<CatalogTable, SelectedFields>) => sql`${Object.values(def.sortable)[0]!}, ${def.c.id}`;

/** A catalog read from `c` with its joins (a dynamic query's join adds to the query itself). */
function withJoins<Q extends PgSelect>(def: CatalogDef<CatalogTable, SelectedFields>, query: Q): Q {
  for (const join of def.joins ?? []) {
    if (join.kind === 'left') query.leftJoin(join.table, join.on);
    else query.innerJoin(join.table, join.on);
  }
  return query;
}

async function selectRows<S extends SelectedFields>(db: DbOrTx, def: CatalogDef<CatalogTable, S>, where: SQL, page?: Page, order?: SQL) {
  const query = withJoins(def, db.select({ ...def.columns, __total: sql<number>`count(*) over ()` }).from(def.c as PgTable).$dynamic())
    .where(where)
    .orderBy(order ?? defaultOrder(def));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  let totalElements = rows[0]?.__total ?? 0;
  if (rows.length === 0 && page && page.offset > 0) {
    // Past the last page the window count has no row to ride on.
    const [counted] = await withJoins(def, db.select({ n: sql<number>`count(*)::int` }).from(def.c as PgTable).$dynamic()).where(where);
    totalElements = counted?.n ?? 0;
  }
  // The row minus the count is the selection's row (a type identity TypeScript does not see
  // through drizzle's generic result type: no claim about what the database sends).
  const content = rows.map(({ __total: _total, ...item }) => item as unknown as SelectResultFields<S>);
  return { content, totalElements };
}

/** The name a reader of `idioma` sees (its language's, else the pt-BR one), to order a list as shown. */
function nomeIn(t: NonNullable<CatalogDef['translated']>, idioma: Idioma): SQL {
  const own = idioma === 'ES' ? t.nomeEs : idioma === 'EN' ? t.nomeEn : null;
  return own ? sql`coalesce(nullif(btrim(${own}), ''), ${t.nome})` : sql`${t.nome}`;
}

/** The ListSort of a catalog: its sortable columns, the first by default, the id breaking ties. */
function sortOf(def: CatalogDef, idioma: Idioma): ListSort {
  const column = (field: string, col: AnyPgColumn) => (def.translated && field === 'nome' ? nomeIn(def.translated, idioma) : sql`${col}`);
  const columns = Object.fromEntries(Object.entries(def.sortable).map(([field, col]) => [field, column(field, col)]));
  return { columns, default: Object.keys(def.sortable)[0]!, tieBreak: sql`${def.c.id}` };
}

/** Columns a word of the search may be in: a translated name in any language. */
const searchColumns = (def: CatalogDef) => (def.translated ? [...def.search, def.translated.nomeEs, def.translated.nomeEn] : def.search);

/**
 * Paged list in the asked `sortBy` (the first sortable column by default), filtered by `busca`
 * (every word in one of the search columns), `active` and `extra` conditions.
 */
export function listCatalog<S extends SelectedFields>(db: Db, def: CatalogDef<CatalogTable, S>, filtro: CatalogFilter, extra: SQL[] = []) {
  const page = paging(filtro);
  const order = listOrderBy(filtro, sortOf(def, filtro.idioma ?? 'PT_BR'));
  const where: SQL[] = [sql`true`, ...extra];
  const search = everyWord(filtro.busca, (like) => sql.join(searchColumns(def).map((col) => sql`${col} ilike ${like}`), sql` or `));
  if (search) where.push(search);
  if (def.active && filtro.active != null) where.push(sql`${activeOf(def.c)} = ${filtro.active}`);
  return selectRows(db, def, sql.join(where, sql` and `), page, order);
}

/** Every row matching `where`, unpaged: for the short option lists of the forms and for loaders. */
export async function catalogRows<S extends SelectedFields>(db: DbOrTx, def: CatalogDef<CatalogTable, S>, where: SQL): Promise<SelectResultFields<S>[]> {
  return (await selectRows(db, def, where)).content;
}

async function findItem<S extends SelectedFields>(db: DbOrTx, def: CatalogDef<CatalogTable, S>, id: CatalogId): Promise<SelectResultFields<S> | null> {
  return (await catalogRows(db, def, eq(def.c.id, id)))[0] ?? null;
}

/** One row by id, or NOT_FOUND. */
export async function getItem<S extends SelectedFields>(db: DbOrTx, def: CatalogDef<CatalogTable, S>, id: CatalogId): Promise<SelectResultFields<S>> {
  const item = await findItem(db, def, id);
  if (!item) throw notFound(def.entity);
  return item;
}

/** A column by its property in the schema (of a table or alias); a catalog without it is a programming error. */
export function columnOf(t: PgTable, key: string): AnyPgColumn {
  const column = getTableColumns(t)[key];
  if (!column) throw new Error(`catalog table has no column ${key}`);
  return column;
}

const activeOf = (t: PgTable) => columnOf(t, 'active');

async function assertRefs<V>(tx: Tx, refs: RefCheck<V>[], antes: V | null): Promise<void> {
  const errors: FieldError[] = [];
  for (const ref of refs) {
    if (ref.id == null) continue;
    const hasActive = 'active' in getTableColumns(ref.table);
    const [row] = await tx
      .select({ active: hasActive ? sql<boolean>`${activeOf(ref.table)}` : sql<boolean>`true` })
      .from(ref.table as PgTable)
      .where(eq(ref.table.id, ref.id));
    if (!row) errors.push({ field: ref.field, key: 'error.cadastro.referenciaInexistente' });
    else if (!row.active && !(antes && ref.current?.(antes) === ref.id)) errors.push({ field: ref.field, key: 'error.cadastro.referenciaInativa' });
  }
  if (errors.length) throw badInput(errors);
}

async function assertUnique(tx: Tx, def: CatalogDef, id: CatalogId | null, checks: UniqueCheck[]): Promise<void> {
  const errors: FieldError[] = [];
  for (const check of checks) {
    if (check.value == null) continue;
    const conditions = [sql`lower(${check.column}) = lower(${check.value})`, id == null ? undefined : ne(def.c.id, id), check.scope];
    const found = await tx
      .select({ one: sql<number>`1` })
      .from(def.c as PgTable)
      .where(and(...conditions))
      .limit(1);
    if (found.length) errors.push({ field: check.field, key: 'error.cadastro.duplicado', values: { valor: check.value } });
  }
  if (errors.length) throw new AppError('CONFLICT', errors[0]!.key, errors[0]!.values, errors);
}

async function writeRow<T extends CatalogTable>(tx: Tx, def: CatalogDef<T>, id: CatalogId | null, values: SaveSpec<unknown, T>['values']): Promise<CatalogId> {
  if (id == null) {
    // A create's rules (the list's SaveSpec) required every column the table requires.
    const [row] = await tx
      .insert(def.table)
      .values(values as PgInsertValue<T>)
      .returning({ id: def.table.id });
    return row!.id as CatalogId;
  }
  const set = { ...values, ...(def.timestamps ? { updatedAt: sql`now()` } : {}) } as PgUpdateSetSource<T>;
  await tx.update(def.table).set(set).where(eq(def.table.id, id));
  return id;
}

/** Takes the row for this transaction (`select … for update`); false when there is none. */
async function lockRow(tx: Tx, def: CatalogDef, id: CatalogId): Promise<boolean> {
  const found = await tx
    .select({ id: def.table.id })
    .from(def.table as PgTable)
    .where(eq(def.table.id, id))
    .for('update');
  return found.length > 0;
}

/**
 * Creates or updates one row in one audited transaction: saves of the same table take turns
 * (a transaction lock), so the uniqueness checked here is the uniqueness stored, also for the
 * tables without a unique index. Order of failures: NOT_FOUND, references, uniqueness, own rules.
 */
export async function saveItem<T extends CatalogTable, S extends SelectedFields>(
  db: Db,
  user: CurrentUser,
  def: CatalogDef<T, S>,
  spec: SaveSpec<SelectResultFields<S>, T>,
  requestId: string,
): Promise<SelectResultFields<S>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cadastro:${getTableName(def.table)}`}))`);
    let antes: SelectResultFields<S> | null = null;
    if (spec.id != null) {
      await lockRow(tx, def, spec.id);
      antes = await getItem(tx, def, spec.id);
    }
    await assertRefs(tx, spec.refs ?? [], antes);
    await assertUnique(tx, def, spec.id, spec.unique ?? []);
    await spec.check?.(tx, antes);
    const id = await writeRow(tx, def, spec.id, spec.values);
    await spec.after?.(tx, id);
    const depois = (await findItem(tx, def, id))!;
    await writeAudit(tx, { usuarioId: user.id, entidade: def.entity, entidadeId: id, acao: antes ? 'ALTERAR' : 'CRIAR', antes, depois, requestId });
    return depois;
  });
}

/** Activates or inactivates one row, audited; a no-op change is still recorded as asked. */
export async function setActive<S extends SelectedFields>(
  db: Db,
  user: CurrentUser,
  def: CatalogDef<CatalogTable, S>,
  id: CatalogId,
  active: boolean,
  requestId: string,
): Promise<SelectResultFields<S>> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ active: sql<boolean>`${activeOf(def.table)}` })
      .from(def.table as PgTable)
      .where(eq(def.table.id, id))
      .for('update');
    if (!row) throw notFound(def.entity);
    await writeRow(tx, def, id, { active });
    await writeAudit(tx, {
      usuarioId: user.id,
      entidade: def.entity,
      entidadeId: id,
      acao: active ? 'ATIVAR' : 'INATIVAR',
      antes: { active: row.active },
      depois: { active },
      requestId,
    });
    return (await findItem(tx, def, id))!;
  });
}
