import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { writeAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/connection.js';
import type { Tx } from '../../platform/db/transaction.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { asUniqueConflict } from '../../platform/db/unique-violation.js';
import { grupoVisivel, snapshot, type GrupoUsuariosView } from './grupo.view.js';
import { assertCriteria, assertPublicoKept } from './salvar-grupo.checks.js';
import type { GrupoData } from './user-groups.input.js';
import { assertMayCreatePublic } from './user-groups.policy.js';
import {
  grupoUsuariosCargos,
  grupoUsuariosDealers,
  grupoUsuariosGrupos,
  grupoUsuariosMarcas,
  grupoUsuariosSetores,
  grupoUsuariosTiposAcesso,
  grupoUsuariosTiposUsuario,
  grupoUsuariosUsuarios,
  gruposUsuarios,
} from './user-groups.tables.js';

const nomeDuplicado = () => {
  const key = 'error.grupoUsuarios.nomeDuplicado';
  return new AppError('CONFLICT', key, {}, [{ field: 'nome', key }]);
};

/** A criterion's link table: (group, something) pairs. */
type LinkTable = PgTable & { grupoUsuariosId: PgColumn };

/** Replaces one criterion's selection of a group. */
async function replaceLinks<T extends LinkTable>(tx: Tx, table: T, id: number, rows: PgInsertValue<T>[]): Promise<void> {
  await tx.delete(table).where(eq(table.grupoUsuariosId, id));
  if (rows.length) await tx.insert(table).values(rows);
}

/** Replaces every criterion selection of a group with the (normalised) data. */
async function replaceRelations(tx: Tx, id: number, d: GrupoData): Promise<void> {
  await replaceLinks(tx, grupoUsuariosMarcas, id, d.marcas.map((marcaId) => ({ grupoUsuariosId: id, marcaId })));
  await replaceLinks(tx, grupoUsuariosTiposUsuario, id, d.tiposUsuarios.map((tipoUsuarioId) => ({ grupoUsuariosId: id, tipoUsuarioId })));
  await replaceLinks(tx, grupoUsuariosDealers, id, d.dealers.map((dealerId) => ({ grupoUsuariosId: id, dealerId })));
  await replaceLinks(tx, grupoUsuariosTiposAcesso, id, d.tiposAcesso.map((tipoAcessoId) => ({ grupoUsuariosId: id, tipoAcessoId })));
  await replaceLinks(tx, grupoUsuariosCargos, id, d.cargos.map((cargoId) => ({ grupoUsuariosId: id, cargoId })));
  await replaceLinks(tx, grupoUsuariosSetores, id, d.setores.map((setorId) => ({ grupoUsuariosId: id, setorId })));
  await replaceLinks(tx, grupoUsuariosGrupos, id, d.grupos.map((grupoId) => ({ grupoUsuariosId: id, grupoId })));
  await replaceLinks(tx, grupoUsuariosUsuarios, id, d.usuariosManuais.map((usuarioId) => ({ grupoUsuariosId: id, usuarioId })));
}

/**
 * Creates or updates a group (spec 02 §4, §5, §6) in one audited transaction: the input arrives
 * normalised (unchecked criteria cleared), the rules and the caller's options are checked, then
 * the group and all its selections are written.
 */
export async function salvarGrupoUsuarios(db: Db, caller: CurrentUser, data: GrupoData, requestId: string): Promise<GrupoUsuariosView> {
  try {
    return await db.transaction((tx) => salvarGrupoEm(tx, caller, data, requestId));
  } catch (err) {
    // Two saves racing past the name check meet the unique index: the same CONFLICT on nome.
    throw asUniqueConflict(err, { grupos_usuarios_nome_uq: nomeDuplicado });
  }
}

/**
 * The save inside the caller's transaction: every rule and the audit row of salvarGrupoUsuarios,
 * for a change that must commit with other writes (the import of a group's manual members).
 */
export async function salvarGrupoEm(tx: Tx, caller: CurrentUser, data: GrupoData, requestId: string): Promise<GrupoUsuariosView> {
  let antes: GrupoUsuariosView | null = null;
  if (data.id != null) {
    await tx.execute(sql`select 1 from grupos_usuarios where id = ${data.id} for update`);
    antes = await grupoVisivel(tx, caller, data.id);
    if (!antes) throw notFound('grupoUsuarios');
    assertPublicoKept(data, antes);
  } else if (data.publico) {
    assertMayCreatePublic(caller);
  }
  await assertCriteria(tx, caller, data, data.nome);
  const taken = await tx.execute(sql`select 1 from grupos_usuarios where nome = ${data.nome} and id <> ${data.id ?? 0}`);
  if (taken.rows.length) throw nomeDuplicado();

  const columns = {
    nome: data.nome,
    possuiPerfil: data.possuiPerfil,
    todosDealers: data.todosDealers,
    possuiCargos: data.possuiCargos,
    possuiSetores: data.possuiSetores,
    possuiGrupos: data.possuiGrupos,
    possuiUsuariosManuais: data.possuiUsuariosManuais,
  };
  let id = data.id;
  if (id != null) {
    await tx.update(gruposUsuarios).set({ ...columns, updatedAt: new Date() }).where(eq(gruposUsuarios.id, id));
  } else {
    const [row] = await tx
      .insert(gruposUsuarios)
      .values({ ...columns, publico: data.publico ?? false, criadorId: caller.id })
      .returning({ id: gruposUsuarios.id });
    id = row!.id;
  }
  await replaceRelations(tx, id, data);
  const depois = (await grupoVisivel(tx, caller, id))!;
  await writeAudit(tx, {
    usuarioId: caller.id,
    entidade: 'grupoUsuarios',
    entidadeId: id,
    acao: antes ? 'ALTERAR' : 'CRIAR',
    antes: antes ? snapshot(antes) : null,
    depois: snapshot(depois),
    requestId,
  });
  return depois;
}
