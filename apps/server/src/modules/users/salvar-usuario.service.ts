import { eq, sql } from 'drizzle-orm';
import { requiresManagementInfo, type UserFormProperties } from '@portal/domain';
import { writeAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/connection.js';
import type { Tx } from '../../platform/db/transaction.js';
import { notFound } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { asUniqueConflict, fieldConflict, type UniqueConflicts } from '../../platform/db/unique-violation.js';
import { storedCargos, writeCargos } from './usuario-cargos.service.js';
import { createInviteToken, type Convite } from './convite.js';
import { loadCatalog } from './dominio.service.js';
import { throwIfProblems } from './issues.js';
import { loadLinks, saveProblems, type StoredState } from './salvar-usuario.checks.js';
import type { CargoData, InfosData, UsuarioData } from './users.input.js';
import { callerReach } from '../dealers/dealers.policy.js';
import { assertGrantable, assertLinksInReach, assertMayManage } from './users.policy.js';
import {
  usuarioDealers,
  usuarioFuncionalidades,
  usuarioGruposDealer,
  usuarioInfos,
  usuarioMarcas,
  usuarios,
  usuarioTiposAcesso,
} from './users.tables.js';
import { usuarioById, usuarioSnapshot, type UsuarioRow } from './usuario.view.js';
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

/** Writes the user row and every relation; returns the id. New users get their identity subject. */
async function writeUsuario(tx: Tx, save: SalvarUsuario, stored: Snapshot | null, props: UserFormProperties, embeddedIdp: boolean) {
  const u = save.usuario;
  const row = {
    nome: u.nome,
    email: u.email,
    cpf: u.cpf,
    telefones: u.telefones,
    celulares: u.celulares,
    tipo: u.tipo!,
    idioma: u.idioma ?? stored?.idioma ?? 'PT_BR',
  };
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
  if (u.produtos) {
    await replaceLinks(tx, usuarioFuncionalidades, 'funcionalidadeId', id, [...new Set(u.produtos.flatMap((p) => p.idsFuncionalidades))]);
    await replaceLinks(tx, usuarioTiposAcesso, 'tipoAcessoId', id, [...new Set(u.produtos.flatMap((p) => p.idsTiposAcesso))]);
  }
  await writeCargos(tx, id, save.cargos);
  // Management information belongs to the types that give it; a type change leaves none behind
  // (the audit row keeps what was there).
  await tx.delete(usuarioInfos).where(eq(usuarioInfos.usuarioId, id));
  if (save.infos && requiresManagementInfo(u.tipo, props)) await tx.insert(usuarioInfos).values({ usuarioId: id, ...save.infos });
  return id;
}

/**
 * Every check of a save inside `tx`, nothing written: row-level permission, every rule of §5 and
 * the cascades of §4 (all problems at once, thrown as salvarUsuario throws them), the links within
 * the caller's reach and the features it may grant. The stored user is locked (for update) and
 * answered (null when new).
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
  assertMayManage(caller, reach, antes && { tipo: antes.tipo, grupos: idsOf(antes.grupos), dealers: idsOf(antes.dealers) }, u.tipo);
  const stored: StoredState | null = antes && {
    cpf: antes.cpf,
    marcas: idsOf(antes.marcas),
    grupos: idsOf(antes.grupos),
    dealers: idsOf(antes.dealers),
    desligamentoId: antes.infos?.desligamentoId ?? null,
    cargos: await storedCargos(tx, u.id!),
  };
  const links = await loadLinks(tx, u, save.infos);
  // The rules' messages name access types and features in the caller's language.
  const catalog = u.produtos
    ? (await loadCatalog(tx)).map((p) => ({
        ...p,
        tiposAcesso: p.tiposAcesso.map((t) => namedIn(t, caller.idioma)),
        funcionalidades: p.funcionalidades.map((f) => namedIn(f, caller.idioma)),
      }))
    : null;
  throwIfProblems(await saveProblems(tx, save, { props: opts.props, stored, links, catalog }));

  const nameOf = (kind: 'marca' | 'grupo' | 'dealer') => (id: number) => links.find((l) => l.kind === kind && l.id === id)?.nome ?? String(id);
  assertLinksInReach(reach, u, (field, id) => nameOf(field === 'marcas' ? 'marca' : field === 'grupos' ? 'grupo' : 'dealer')(id));
  if (u.produtos && catalog) {
    const had = new Set(antes ? idsOf(antes.funcionalidades) : []);
    const features = catalog.flatMap((p) => p.funcionalidades);
    const added = u.produtos.flatMap((p) => p.idsFuncionalidades).filter((id) => !had.has(id));
    assertGrantable(caller, features.filter((f) => added.includes(f.id)));
  }
  return antes;
}

/**
 * The checks of salvarUsuario alone, nothing written (the user import's dry run, imports area):
 * throws exactly what salvarUsuario would throw before writing, in the caller's `tx`.
 */
export async function validarSalvarUsuario(tx: Tx, caller: CurrentUser, save: SalvarUsuario, opts: { props: UserFormProperties }): Promise<void> {
  await checkSave(tx, caller, save, opts);
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
  opts: { props: UserFormProperties; embeddedIdp: boolean; requestId: string },
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
  opts: { props: UserFormProperties; embeddedIdp: boolean; requestId: string },
): Promise<{ usuario: UsuarioRow; criado: boolean; convite: Convite | null }> {
  const antes = await checkSave(tx, caller, save, opts);
  const id = await writeUsuario(tx, save, antes, opts.props, opts.embeddedIdp);
  const token = !antes && opts.embeddedIdp ? await createInviteToken(tx, id) : null;
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
