import { eq, inArray, sql } from 'drizzle-orm';
import { requiresManagementInfo, type UserFormProperties } from '@portal/domain';
import { writeAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/connection.js';
import type { Tx } from '../../platform/db/transaction.js';
import { AppError, notFound, type FieldError } from '../../platform/errors.js';
import { auditoria } from '../../platform/audit/audit.tables.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { asUniqueConflict, fieldConflict, type UniqueConflicts } from '../../platform/db/unique-violation.js';
import { positionReferences, storedCargos, storedCargosOf, writeCargos, type PositionReferences } from './usuario-cargos.service.js';
import { createInviteToken, type Convite } from './convite.js';
import { loadCatalog, type ProdutoView } from './dominio.service.js';
import { throwIfProblems } from './issues.js';
import { linksOf, loadLinks, loadLinksOf, saveProblemsWith, takenIdentifiers, uniquenessErrors, type LinkRow, type StoredState } from './salvar-usuario.checks.js';
import type { CargoData, InfosData, UsuarioData } from './users.input.js';
import { callerReach } from '../dealers/dealers.policy.js';
import { assertGrantable, assertLinksInReach, assertMayManage } from './users.policy.js';
import {
  usuarioDealers,
  usuarioFuncionalidades,
  usuarioGruposDealer,
  usuarioCargos,
  usuarioInfos,
  usuarioMarcas,
  usuarios,
  usuarioTiposAcesso,
} from './users.tables.js';
import { USUARIO_SNAPSHOT_JSON, usuarioById, usuarioSnapshot, usuarioSnapshots, type UsuarioRow } from './usuario.view.js';
import { namedIn } from '../organisation/translated.js';

/** The unique indexes a racing save can meet after the service's own checks, as the same CONFLICTs. */
const UNIQUE_CONFLICTS: UniqueConflicts = {
  usuarios_email_uq: fieldConflict('email', 'error.usuario.emailDuplicado'),
  usuarios_cpf_uq: fieldConflict('cpf', 'error.usuario.cpfDuplicado'),
  usuario_cargos_uq: fieldConflict('cargos', 'error.usuario.cargoDuplicado'),
};

export interface SalvarUsuario {
  usuario: UsuarioData;
  cargos: CargoData[];
  infos: InfosData | null;
}

interface Snapshot {
  cpf: string | null;
  tipo: string;
  idioma: string;
  marcas: { id: number }[];
  grupos: { id: number }[];
  dealers: { id: number }[];
  funcionalidades: { id: number }[];
  infos: { desligamentoId: number | null } | null;
  [k: string]: unknown;
}

const idsOf = (list: { id: number }[]) => list.map((x) => x.id);

/** What the stored user already had, as the rules compare it (kept links are not judged again). */
const storedStateOf = (antes: Snapshot, cargos: CargoData[]): StoredState => ({
  cpf: antes.cpf,
  marcas: idsOf(antes.marcas),
  grupos: idsOf(antes.grupos),
  dealers: idsOf(antes.dealers),
  desligamentoId: antes.infos?.desligamentoId ?? null,
  cargos,
});

/** Replaces one link table's rows of a user. */
async function replaceLinks(
  tx: Tx,
  table: typeof usuarioMarcas | typeof usuarioGruposDealer | typeof usuarioDealers | typeof usuarioFuncionalidades | typeof usuarioTiposAcesso,
  column: string,
  usuarioId: number,
  ids: number[],
) {
  await tx.delete(table).where(eq(table.usuarioId, usuarioId));
  if (ids.length) await tx.insert(table).values(ids.map((id) => ({ usuarioId, [column]: id })) as never);
}

/** The user's own columns a save writes (a stored user keeps its language when the save names none). */
function usuarioRow(u: UsuarioData, stored: Pick<Snapshot, 'idioma'> | null) {
  return {
    nome: u.nome,
    email: u.email,
    cpf: u.cpf,
    telefones: u.telefones,
    celulares: u.celulares,
    tipo: u.tipo!,
    idioma: u.idioma ?? stored?.idioma ?? 'PT_BR',
  };
}

/** The features and access types a save grants (null: the save leaves the permissions as they are). */
function permissionIds(u: UsuarioData): { funcionalidades: number[]; tiposAcesso: number[] } | null {
  if (!u.produtos) return null;
  return {
    funcionalidades: [...new Set(u.produtos.flatMap((p) => p.idsFuncionalidades))],
    tiposAcesso: [...new Set(u.produtos.flatMap((p) => p.idsTiposAcesso))],
  };
}

/** Whether the save's management information is written: only for the types that give it. */
const keepsInfos = (save: SalvarUsuario, props: UserFormProperties) => save.infos != null && requiresManagementInfo(save.usuario.tipo, props);

/** Writes the user row and every relation; returns the id. New users get their identity subject. */
async function writeUsuario(tx: Tx, save: SalvarUsuario, stored: Snapshot | null, props: UserFormProperties, embeddedIdp: boolean) {
  const u = save.usuario;
  const row = usuarioRow(u, stored);
  let id = u.id;
  if (id == null) {
    const [created] = await tx.insert(usuarios).values(row).returning({ id: usuarios.id });
    id = created!.id;
    // Embedded sign-in: the provider's subject is the user id (seed/demo.ts, identity/accounts.ts).
    // With an external provider it stays null until the first sign-in links it by e-mail.
    if (embeddedIdp) await tx.update(usuarios).set({ idpSubject: String(id) }).where(eq(usuarios.id, id));
  } else {
    await tx.update(usuarios).set({ ...row, updatedAt: new Date() }).where(eq(usuarios.id, id));
  }
  await replaceLinks(tx, usuarioMarcas, 'marcaId', id, u.marcas);
  await replaceLinks(tx, usuarioGruposDealer, 'grupoId', id, u.grupos);
  await replaceLinks(tx, usuarioDealers, 'dealerId', id, u.idsDealers);
  const permissions = permissionIds(u);
  if (permissions) {
    await replaceLinks(tx, usuarioFuncionalidades, 'funcionalidadeId', id, permissions.funcionalidades);
    await replaceLinks(tx, usuarioTiposAcesso, 'tipoAcessoId', id, permissions.tiposAcesso);
  }
  await writeCargos(tx, id, save.cargos);
  // Management information belongs to the types that give it; a type change leaves none behind
  // (the audit row keeps what was there).
  await tx.delete(usuarioInfos).where(eq(usuarioInfos.usuarioId, id));
  if (keepsInfos(save, props)) await tx.insert(usuarioInfos).values({ usuarioId: id, ...save.infos! });
  return id;
}

/** What a save's checks read from the database (checkSave for one save, readBatch once for many). */
interface SaveReads {
  reach: Awaited<ReturnType<typeof callerReach>>;
  links: LinkRow[];
  refs: PositionReferences;
  /** The catalog with names in the caller's language (the rules' messages name them); null when the save leaves permissions alone. */
  catalog: ProdutoView[] | null;
  /** The e-mail/CPF problems of this save. */
  taken: FieldError[];
}

/**
 * The verdict of salvarUsuario's checks on a save, given what they read: row-level permission,
 * every rule of §5 and the cascades of §4 (all problems at once, thrown as salvarUsuario throws
 * them), the links within the caller's reach and the features it may grant.
 */
function judgeSave(caller: CurrentUser, save: SalvarUsuario, antes: Snapshot | null, stored: StoredState | null, reads: SaveReads, props: UserFormProperties): void {
  const u = save.usuario;
  const { reach, links, catalog } = reads;
  assertMayManage(caller, reach, antes && { tipo: antes.tipo, grupos: idsOf(antes.grupos), dealers: idsOf(antes.dealers) }, u.tipo);
  throwIfProblems(saveProblemsWith(save, { props, stored, links, catalog, refs: reads.refs, taken: reads.taken }));
  const nameOf = (kind: 'marca' | 'grupo' | 'dealer') => (id: number) => links.find((l) => l.kind === kind && l.id === id)?.nome ?? String(id);
  assertLinksInReach(reach, u, (field, id) => nameOf(field === 'marcas' ? 'marca' : field === 'grupos' ? 'grupo' : 'dealer')(id));
  if (u.produtos && catalog) {
    const had = new Set(antes ? idsOf(antes.funcionalidades) : []);
    const features = catalog.flatMap((p) => p.funcionalidades);
    const added = u.produtos.flatMap((p) => p.idsFuncionalidades).filter((id) => !had.has(id));
    assertGrantable(caller, features.filter((f) => added.includes(f.id)));
  }
}

/** The catalog of products with access types and features named in the caller's language. */
async function catalogFor(tx: Tx, caller: CurrentUser): Promise<ProdutoView[]> {
  return (await loadCatalog(tx)).map((p) => ({
    ...p,
    tiposAcesso: p.tiposAcesso.map((t) => namedIn(t, caller.idioma)),
    funcionalidades: p.funcionalidades.map((f) => namedIn(f, caller.idioma)),
  }));
}

/**
 * Every check of a save inside `tx`, nothing written (judgeSave over what it reads). The stored
 * user is locked (for update) and answered (null when new).
 */
async function checkSave(tx: Tx, caller: CurrentUser, save: SalvarUsuario, opts: { props: UserFormProperties }): Promise<Snapshot | null> {
  const u = save.usuario;
  let antes: Snapshot | null = null;
  if (u.id != null) {
    const locked = await tx.execute(sql`select id from usuarios where id = ${u.id} for update`);
    if (locked.rows.length === 0) throw notFound('usuario');
    antes = (await usuarioSnapshot(tx, u.id)) as Snapshot;
  }
  const reach = await callerReach(tx, caller);
  // Refused before reading more: the row-level permission comes first.
  assertMayManage(caller, reach, antes && { tipo: antes.tipo, grupos: idsOf(antes.grupos), dealers: idsOf(antes.dealers) }, u.tipo);
  const stored: StoredState | null = antes && storedStateOf(antes, await storedCargos(tx, u.id!));
  const reads: SaveReads = {
    reach,
    links: await loadLinks(tx, u, save.infos),
    refs: await positionReferences(tx, save.cargos),
    catalog: u.produtos ? await catalogFor(tx, caller) : null,
    taken: u.email ? await uniquenessErrors(tx, u) : [],
  };
  judgeSave(caller, save, antes, stored, reads, opts.props);
  return antes;
}

/**
 * What checkSave reads, for a batch of saves at once (one round trip per kind): the stored users
 * (locked in id order when the batch writes: two batches never wait on each other in a cycle)
 * with their snapshots and positions, and `readsOf` answering one save's share of the rest.
 */
async function readBatch(tx: Tx, caller: CurrentUser, saves: readonly SalvarUsuario[], lock: boolean) {
  const storedIds = [...new Set(saves.flatMap((s) => (s.usuario.id != null ? [s.usuario.id] : [])))];
  if (lock && storedIds.length) await tx.execute(sql`select id from usuarios where id = any(${sql.param(storedIds)}::int[]) order by id for update`);
  const antes = (await usuarioSnapshots(tx, storedIds)) as Map<number, Snapshot>;
  const cargos = await storedCargosOf(tx, storedIds);
  const reach = await callerReach(tx, caller);
  const links = await loadLinksOf(tx, saves);
  const refs = await positionReferences(tx, saves.flatMap((s) => s.cargos));
  const taken = await takenIdentifiers(tx, saves.map((s) => s.usuario));
  const catalog = saves.some((s) => s.usuario.produtos) ? await catalogFor(tx, caller) : null;
  const readsOf = (save: SalvarUsuario): SaveReads => ({
    reach,
    links: linksOf(links, save.usuario, save.infos),
    refs,
    catalog: save.usuario.produtos ? catalog : null,
    taken: save.usuario.email ? taken(save.usuario) : [],
  });
  return { antes, cargos, readsOf };
}

/** The verdicts of a batch: per save, null when salvarUsuario would accept it, else what it would throw. */
async function judgeBatch(tx: Tx, caller: CurrentUser, saves: readonly SalvarUsuario[], props: UserFormProperties, lock: boolean) {
  const read = await readBatch(tx, caller, saves, lock);
  const verdicts = saves.map((save): AppError | null => {
    const id = save.usuario.id;
    const antes = id == null ? null : read.antes.get(id);
    if (antes === undefined) return notFound('usuario');
    try {
      judgeSave(caller, save, antes, antes && storedStateOf(antes, read.cargos.get(id!) ?? []), read.readsOf(save), props);
      return null;
    } catch (err) {
      if (err instanceof AppError) return err;
      throw err;
    }
  });
  return { verdicts, antes: read.antes, cargos: read.cargos };
}

/**
 * validarSalvarUsuario for a batch of saves (the user import's dry run): the same checks on what
 * they read once for the batch. Answers, per save, null when salvarUsuario would accept it, else
 * the AppError it would throw.
 */
export async function validarUsuarios(tx: Tx, caller: CurrentUser, saves: readonly SalvarUsuario[], opts: { props: UserFormProperties }): Promise<(AppError | null)[]> {
  if (saves.length === 0) return [];
  // Nothing is written after these checks: the stored users are read, not locked (the apply judges them again, locked).
  return (await judgeBatch(tx, caller, saves, opts.props, false)).verdicts;
}

/**
 * The checks of salvarUsuario alone, nothing written (the user import's dry run, imports area):
 * throws exactly what salvarUsuario would throw before writing, in the caller's `tx`.
 */
export async function validarSalvarUsuario(tx: Tx, caller: CurrentUser, save: SalvarUsuario, opts: { props: UserFormProperties }): Promise<void> {
  await checkSave(tx, caller, save, opts);
}

/** How a save runs: the form's properties, the sign-in in use, the request for the audit row. */
interface SaveOptions {
  props: UserFormProperties;
  embeddedIdp: boolean;
  requestId: string;
  /**
   * false: no invitation token for a new user (the caller queues the invitation and makes the
   * token when it sends it: the user import's outbox). Default true.
   */
  convite?: boolean;
}

/**
 * salvarUsuario's checks and writes inside the caller's transaction (the user import applies each
 * row in its own transaction with the row's outcome): the unique indexes' violations are mapped
 * as salvarUsuario maps them. The invitation token is stored here; the e-mail is the caller's.
 */
export async function salvarUsuarioEm(
  tx: Tx,
  caller: CurrentUser,
  save: SalvarUsuario,
  opts: SaveOptions,
): Promise<{ usuario: UsuarioRow; criado: boolean; convite: Convite | null }> {
  try {
    return await checkAndWrite(tx, caller, save, opts);
  } catch (err) {
    throw asUniqueConflict(err, UNIQUE_CONFLICTS);
  }
}

async function checkAndWrite(
  tx: Tx,
  caller: CurrentUser,
  save: SalvarUsuario,
  opts: SaveOptions,
): Promise<{ usuario: UsuarioRow; criado: boolean; convite: Convite | null }> {
  const antes = await checkSave(tx, caller, save, opts);
  const id = await writeUsuario(tx, save, antes, opts.props, opts.embeddedIdp);
  const token = !antes && opts.embeddedIdp && opts.convite !== false ? await createInviteToken(tx, id) : null;
  const depois = await usuarioSnapshot(tx, id);
  await writeAudit(tx, {
    usuarioId: caller.id,
    entidade: 'usuario',
    entidadeId: id,
    acao: antes ? 'ALTERAR' : 'CRIAR',
    antes,
    depois,
    requestId: opts.requestId,
  });
  const usuario = (await usuarioById(tx, id))!;
  return {
    usuario,
    criado: !antes,
    convite: token ? { token, nome: usuario.nome, email: usuario.email, idioma: usuario.idioma } : null,
  };
}

/**
 * salvarUsuario (spec 01 §3 "Save-user payload"): row-level permission, every rule of §5 and the
 * cascades of §4 (all problems at once), then the user, its links, permissions, positions and
 * management information in one transaction with its audit row (before/after with relations).
 * A new user with embedded sign-in also gets an invitation token; the e-mail goes out after commit.
 */
export async function salvarUsuario(
  db: Db,
  caller: CurrentUser,
  save: SalvarUsuario,
  opts: { props: UserFormProperties; embeddedIdp: boolean; requestId: string },
): Promise<{ usuario: UsuarioRow; criado: boolean; convite: Convite | null }> {
  return db.transaction((tx) => salvarUsuarioEm(tx, caller, save, opts));
}

/**
 * A batch of saves in one go (the user import's apply: rows its dry run judged): salvarUsuario's
 * checks read once for the whole batch (judgeBatch: the stored users locked, their snapshots and
 * positions, the caller's reach, the links and positions named, the e-mails and CPFs held, the
 * catalog) and judged per save by judgeSave; then multi-row statements: new users INSERTed with
 * their identity subjects, stored ones UPDATEd from a VALUES list, their links, permissions (when
 * the save names them), positions (kept ones keep their row, as writeCargos), management data,
 * and one audit row each (CRIAR / ALTERAR, before and after from the same snapshot SQL). No
 * invitation token: the caller queues invitations. Answers each save's user id and whether it was
 * created, or null for a save not written here: one salvarUsuario would refuse now, or whose
 * stored user another save of the batch also names; the caller saves that one alone with
 * salvarUsuarioEm, which answers the exact refusal. A write the checks did not foresee (a racing
 * unique e-mail) throws as the database throws it: the caller rolls the batch back and goes row by row.
 */
export async function salvarUsuariosEm(
  tx: Tx,
  caller: CurrentUser,
  saves: readonly SalvarUsuario[],
  opts: Omit<SaveOptions, 'convite'>,
): Promise<({ id: number; criado: boolean } | null)[]> {
  if (saves.length === 0) return [];
  const { verdicts, antes } = await judgeBatch(tx, caller, saves, opts.props, true);
  const vezes = new Map<number, number>();
  for (const s of saves) if (s.usuario.id != null) vezes.set(s.usuario.id, (vezes.get(s.usuario.id) ?? 0) + 1);
  const aceitos = saves.map((s, i) => verdicts[i] === null && (s.usuario.id == null || vezes.get(s.usuario.id) === 1));
  const batch = saves.filter((_, i) => aceitos[i]);
  if (batch.length === 0) return saves.map(() => null);
  const novos = batch.filter((s) => s.usuario.id == null);
  const existentes = batch.filter((s) => s.usuario.id != null);
  const storedIds = existentes.map((s) => s.usuario.id!);

  let idByEmail = new Map<string, number>();
  if (novos.length) {
    const created = await tx
      .insert(usuarios)
      .values(novos.map((s) => usuarioRow(s.usuario, null)))
      .returning({ id: usuarios.id, email: usuarios.email });
    // The e-mail names the save (unique, citext: compared in lower case).
    idByEmail = new Map(created.map((r) => [r.email.toLowerCase(), r.id]));
    // Embedded sign-in: the provider's subject is the user id, as writeUsuario sets it.
    if (opts.embeddedIdp) await tx.execute(sql`update usuarios set idp_subject = id::text where id = any(${sql.param(created.map((r) => r.id))}::int[])`);
  }
  const idOf = (s: SalvarUsuario) => s.usuario.id ?? idByEmail.get(s.usuario.email.toLowerCase())!;
  if (existentes.length) {
    const rows = existentes.map((s) => ({ id: s.usuario.id, ...usuarioRow(s.usuario, antes.get(s.usuario.id!)!) }));
    await tx.execute(sql`
      update usuarios u set nome = v.nome, email = v.email, cpf = v.cpf, telefones = v.telefones, celulares = v.celulares,
             tipo = v.tipo, idioma = v.idioma, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
             as v(id int, nome text, email citext, cpf text, telefones text[], celulares text[], tipo text, idioma text)
       where u.id = v.id`);
  }

  type LinkTable = typeof usuarioMarcas | typeof usuarioGruposDealer | typeof usuarioDealers | typeof usuarioFuncionalidades | typeof usuarioTiposAcesso;
  // Links as replaceLinks leaves them, writing only what changed (a re-import that changes no link
  // deletes and inserts nothing, and the audiences' triggers refresh nobody for it). `now` null:
  // the save leaves that relation as it is (permissions not named).
  const writeLinks = async <C extends string>(
    table: LinkTable,
    column: C,
    now: (s: SalvarUsuario) => readonly number[] | null,
    before: (a: Snapshot) => { id: number }[],
  ) => {
    const added: { usuarioId: number; id: number }[] = [];
    const removed: { usuarioId: number; id: number }[] = [];
    for (const s of batch) {
      const ids = now(s);
      if (!ids) continue;
      const a = s.usuario.id == null ? null : antes.get(s.usuario.id)!;
      const had = a ? idsOf(before(a)) : [];
      for (const id of new Set(ids)) if (!had.includes(id)) added.push({ usuarioId: idOf(s), id });
      for (const id of had) if (!ids.includes(id)) removed.push({ usuarioId: idOf(s), id });
    }
    const col = sql.identifier(column.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
    if (removed.length) {
      await tx.execute(sql`delete from ${table} where (usuario_id, ${col}) in
        (select * from unnest(${sql.param(removed.map((r) => r.usuarioId))}::int[], ${sql.param(removed.map((r) => r.id))}::int[]))`);
    }
    if (added.length) await tx.insert(table).values(added.map((r) => ({ usuarioId: r.usuarioId, [column]: r.id })) as never);
  };
  const insertAll = async <T extends object>(table: Parameters<Tx['insert']>[0], rows: T[]) => {
    if (rows.length) await tx.insert(table).values(rows as never);
  };
  const deleteOf = async (table: typeof usuarioInfos, ids: number[]) => {
    if (ids.length) await tx.delete(table).where(inArray(table.usuarioId, ids));
  };
  const lista = (key: string) => (a: Snapshot) => a[key] as { id: number }[];
  await writeLinks(usuarioMarcas, 'marcaId', (s) => s.usuario.marcas, (a) => a.marcas);
  await writeLinks(usuarioGruposDealer, 'grupoId', (s) => s.usuario.grupos, (a) => a.grupos);
  await writeLinks(usuarioDealers, 'dealerId', (s) => s.usuario.idsDealers, (a) => a.dealers);
  await writeLinks(usuarioFuncionalidades, 'funcionalidadeId', (s) => permissionIds(s.usuario)?.funcionalidades ?? null, (a) => a.funcionalidades);
  await writeLinks(usuarioTiposAcesso, 'tipoAcessoId', (s) => permissionIds(s.usuario)?.tiposAcesso ?? null, lista('tiposAcesso'));

  // Positions as writeCargos writes them: one still held at the same dealer keeps its row (and id).
  const heldRows = storedIds.length
    ? await tx
        .select({
          id: usuarioCargos.id,
          usuarioId: usuarioCargos.usuarioId,
          cargoId: usuarioCargos.cargoId,
          dealerId: usuarioCargos.dealerId,
          dataInicio: usuarioCargos.dataInicio,
          departamentoId: usuarioCargos.departamentoId,
        })
        .from(usuarioCargos)
        .where(inArray(usuarioCargos.usuarioId, storedIds))
    : [];
  const mantidos: { id: number; data_inicio: string; departamento_id: number | null }[] = [];
  const alterados: typeof mantidos = [];
  const novosCargos: (typeof usuarioCargos.$inferInsert)[] = [];
  for (const s of batch) {
    const id = idOf(s);
    for (const c of s.cargos) {
      const row = heldRows.find((h) => h.usuarioId === id && h.cargoId === c.cargoId && h.dealerId === c.dealerId);
      if (row) {
        mantidos.push({ id: row.id, data_inicio: c.dataInicio!, departamento_id: c.departamentoId });
        // Written only when it changed (the audiences' trigger refreshes nobody for the same position).
        if (row.dataInicio !== c.dataInicio || row.departamentoId !== c.departamentoId) alterados.push(mantidos.at(-1)!);
      }
      else novosCargos.push({ usuarioId: id, cargoId: c.cargoId!, dealerId: c.dealerId!, departamentoId: c.departamentoId, dataInicio: c.dataInicio! });
    }
  }
  if (alterados.length) {
    await tx.execute(sql`
      update usuario_cargos c set data_inicio = v.data_inicio, departamento_id = v.departamento_id
        from jsonb_to_recordset(${JSON.stringify(alterados)}::jsonb) as v(id int, data_inicio date, departamento_id int)
       where c.id = v.id`);
  }
  const largados = heldRows.filter((h) => !mantidos.some((m) => m.id === h.id)).map((h) => h.id);
  if (largados.length) await tx.delete(usuarioCargos).where(inArray(usuarioCargos.id, largados));
  await insertAll(usuarioCargos, novosCargos);

  // Management information belongs to the types that give it (writeUsuario).
  await deleteOf(usuarioInfos, storedIds);
  await insertAll(usuarioInfos, batch.filter((s) => keepsInfos(s, opts.props)).map((s) => ({ usuarioId: idOf(s), ...s.infos! })));

  // The audit rows writeAudit would write, the after read once the writes are done, as checkAndWrite reads it.
  const auditados = batch.map((s) => ({ id: idOf(s), acao: s.usuario.id == null ? 'CRIAR' : 'ALTERAR', antes: s.usuario.id == null ? null : antes.get(s.usuario.id) }));
  await tx.execute(sql`
    insert into ${auditoria} (usuario_id, entidade, entidade_id, acao, antes, depois, request_id)
    select ${caller.id}::int, 'usuario', u.id::text, v.acao, v.antes, (${USUARIO_SNAPSHOT_JSON})::jsonb, ${opts.requestId}::text
      from jsonb_to_recordset(${JSON.stringify(auditados)}::jsonb) as v(id int, acao text, antes jsonb)
      join usuarios u on u.id = v.id
     order by u.id`);
  return saves.map((s, i) => (aceitos[i] ? { id: idOf(s), criado: s.usuario.id == null } : null));
}
