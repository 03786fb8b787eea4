import { sql, type SQL } from 'drizzle-orm';
import { onlyDigits } from '@portal/domain';
import type { Db } from '../../platform/db/connection.js';
import { notFound } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { likePattern, paging } from '../../platform/db/paging.js';
import { assertMayRead, callerReach, readScope } from './users.policy.js';
import { toUsuarioRow, USUARIO_COLUMNS, usuarioById, type UsuarioRow } from './usuario.view.js';

export interface UsuarioFiltro {
  busca?: string | null;
  tipo?: string | null;
  marcaId?: number | null;
  grupoId?: number | null;
  dealerId?: number | null;
  active?: boolean | null;
  page?: number | null;
  rowsPerPage?: number | null;
}

/** The first digit string after every string that starts with `prefix`; null when there is none ('999'). */
function nextPrefix(prefix: string): string | null {
  const next = String(Number(prefix) + 1).padStart(prefix.length, '0');
  return next.length > prefix.length ? null : next;
}

/**
 * The search of the users list: name or e-mail containing the term (ILIKE on the trigram indexes
 * usuarios_nome_trgm_idx and usuarios_email_trgm_idx, which serve terms of 3 characters or more),
 * or, for a term that is a CPF's digits (with or without mask), the CPFs starting with them, as a
 * range on the unique index usuarios_cpf_uq (a LIKE prefix could not use it outside the C
 * collation, and a sequential scan of 60,000 users costs 70 ms where the range costs 2).
 */
function searchCondition(busca: string | null | undefined): SQL | null {
  const like = likePattern(busca);
  if (!like) return null;
  const term = busca!.trim();
  const digits = onlyDigits(term).slice(0, 11);
  let cpf = sql``;
  if (/^[\d.\-\s]+$/.test(term) && digits.length >= 3) {
    const upper = nextPrefix(digits);
    cpf = sql`or (u.cpf >= ${digits} ${upper ? sql`and u.cpf < ${upper}` : sql``})`;
  }
  return sql`(u.nome ilike ${like} or u.email::text ilike ${like} ${cpf})`;
}

/**
 * usuarios(filtro) (spec 01 §2 /usuarios): filtered and paged on the server, by name then id;
 * a dealer-group caller sees the users of its own groups and dealers. The relations of the page's
 * users are loaded by the Usuario loaders, one query per relation for the page.
 */
export async function listUsuarios(db: Db, caller: CurrentUser, filtro: UsuarioFiltro): Promise<{ content: UsuarioRow[]; totalElements: number }> {
  const page = paging(filtro);
  const where: SQL[] = [sql`true`];
  const search = searchCondition(filtro.busca);
  if (search) where.push(search);
  if (filtro.tipo) where.push(sql`u.tipo = ${filtro.tipo}`);
  if (filtro.active != null) where.push(sql`u.active = ${filtro.active}`);
  if (filtro.marcaId != null) where.push(sql`u.id in (select usuario_id from usuario_marcas where marca_id = ${filtro.marcaId})`);
  if (filtro.grupoId != null) where.push(sql`u.id in (select usuario_id from usuario_grupos where grupo_id = ${filtro.grupoId})`);
  if (filtro.dealerId != null) where.push(sql`u.id in (select usuario_id from usuario_dealers where dealer_id = ${filtro.dealerId})`);
  const reach = await callerReach(db, caller);
  if (reach) where.push(readScope(reach));
  const condition = sql.join(where, sql` and `);
  // Two statements side by side rather than count(*) over (): the window would read and sort
  // every match before the limit (160 ms for the unfiltered first page of 60,000 users), where
  // the page alone walks usuarios_nome_idx (name, id) and stops (1 ms) and the bare count takes 4.
  const [rows, count] = await Promise.all([
    db.execute<Parameters<typeof toUsuarioRow>[0]>(sql`
      select ${USUARIO_COLUMNS} from usuarios u where ${condition}
       order by u.nome, u.id limit ${page.limit} offset ${page.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from usuarios u where ${condition}`),
  ]);
  return { content: rows.rows.map(toUsuarioRow), totalElements: count.rows[0]?.n ?? 0 };
}

/** usuario(id): one user the caller may see, or NOT_FOUND / FORBIDDEN. */
export async function getUsuario(db: Db, caller: CurrentUser, id: number): Promise<UsuarioRow> {
  const usuario = await usuarioById(db, id);
  if (!usuario) throw notFound('usuario');
  await assertMayRead(db, caller, id);
  return usuario;
}

/** infoUsuario(usuarioId): the management information, or null when there is none. */
export async function infoUsuario(db: Db, caller: CurrentUser, usuarioId: number) {
  await getUsuario(db, caller, usuarioId);
  const res = await db.execute(sql`
    select to_char(i.data_admissao, 'YYYY-MM-DD') as "dataAdmissao", i.email_superior::text as "emailSuperior",
      to_char(i.data_desligamento, 'YYYY-MM-DD') as "dataDesligamento",
      case when x.id is null then null else json_build_object('id', x.id, 'motivo', x.motivo) end as desligamento
    from usuario_infos i left join desligamentos x on x.id = i.desligamento_id
    where i.usuario_id = ${usuarioId}`);
  return res.rows[0] ?? null;
}
