import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isIdioma, isUserType } from '@portal/domain';
import type { Db } from '../../platform/db/connection.js';
import { preparedQuery } from '../../platform/db/prepared.js';
import { parseRows, queryRow } from '../../platform/db/typed-rows.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import type { VerifiedToken } from '../../platform/identity/types.js';
import { usuarios } from './users.tables.js';

/** A user with its feature keys, as both statements below answer it. */
const Row = z.object({
  id: z.number(),
  nome: z.string(),
  email: z.string(),
  tipo: z.string(),
  idioma: z.string(),
  funcionalidades: z.array(z.string()),
});
type Row = z.infer<typeof Row>;

const SELECT_USER = sql`
  select u.id, u.nome, u.email::text as email, u.tipo, u.idioma,
         coalesce(array_agg(f.chave) filter (where f.chave is not null), '{}') as funcionalidades
    from usuarios u
    left join usuario_funcionalidades uf on uf.usuario_id = u.id
    left join funcionalidades f on f.id = uf.funcionalidade_id`;

function toCurrentUser(row: Row | undefined): CurrentUser | null {
  if (!row || !isUserType(row.tipo)) return null;
  return {
    id: row.id,
    nome: row.nome,
    email: row.email,
    tipo: row.tipo,
    idioma: isIdioma(row.idioma) ? row.idioma : 'PT_BR',
    funcionalidades: row.funcionalidades,
  };
}

const SELECT_ACTIVE_USER_BY_ID = `
  select u.id, u.nome, u.email::text as email, u.tipo, u.idioma,
         coalesce(array_agg(f.chave) filter (where f.chave is not null), '{}') as funcionalidades
    from usuarios u
    left join usuario_funcionalidades uf on uf.usuario_id = u.id
    left join funcionalidades f on f.id = uf.funcionalidade_id
   where u.id = $1 and u.active
   group by u.id`;

/** Loads an active user with their feature keys, by id: one prepared query on every API request. */
export async function loadCurrentUser(db: Db, id: number): Promise<CurrentUser | null> {
  const rows = await preparedQuery(db, 'current-user-by-id', SELECT_ACTIVE_USER_BY_ID, [id]);
  return toCurrentUser(parseRows(Row, rows)[0]);
}

/** Where the current user may come from memory (the API's signed-in cache, by user id). */
export type CurrentUserCache = (id: number, load: () => Promise<CurrentUser | null>) => Promise<CurrentUser | null>;

/**
 * The portal user behind a verified token. Embedded IdP: the subject is the user id (from
 * `cached` when given: the database notifies USERS_CHANGED_CHANNEL at every write that changes
 * what this answers, by triggers of migration 0016). External IdP (Keycloak): match the stored subject, or on first
 * sign-in the e-mail, then remember the subject so later sign-ins match by subject alone.
 */
export async function userForToken(db: Db, token: VerifiedToken, embedded: boolean, cached?: CurrentUserCache): Promise<CurrentUser | null> {
  if (embedded) {
    const id = Number(token.sub);
    if (!Number.isSafeInteger(id)) return null;
    return cached ? cached(id, () => loadCurrentUser(db, id)) : loadCurrentUser(db, id);
  }
  const found = await queryRow(db, Row.extend({ stale: z.boolean() }), sql`
    select s.*, coalesce(a.ultimo_acesso < now() - interval '1 hour', true) as stale
      from (${SELECT_USER} where u.idp_subject = ${token.sub} and u.active group by u.id) s
      join usuarios a on a.id = s.id`);
  if (found) {
    // The external IdP signs users in without us; a request is their sign-in as far as the
    // inactivity sweep is concerned. Written at most hourly so requests stay read-only.
    if (found.stale) await db.execute(sql`update usuarios set ultimo_acesso = now() where id = ${found.id}`);
    return toCurrentUser(found);
  }
  if (!token.email) return null;
  const [linked] = await db
    .update(usuarios)
    .set({ idpSubject: token.sub, ultimoAcesso: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(usuarios.email, token.email), isNull(usuarios.idpSubject), eq(usuarios.active, true)))
    .returning({ id: usuarios.id });
  const id = linked?.id;
  return id === undefined ? null : loadCurrentUser(db, id);
}
