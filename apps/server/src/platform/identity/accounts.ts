import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Idioma, isIdioma } from '@portal/domain';
import type { Database } from '../db/connection.js';
import { queryRow } from '../db/typed-rows.js';
import { localeOf } from './locale.js';

// The platform never imports an area's tables (dependency rule), so the few columns of
// `usuarios` the identity needs are read and written with plain SQL here.

/** What the identity side needs of a portal user. */
export interface IdentityUser {
  id: number;
  nome: string;
  email: string;
  idioma: Idioma;
  active: boolean;
  passwordHash: string | null;
}

const SELECT = sql`select id, nome, email::text as email, idioma, active, password_hash as "passwordHash" from usuarios`;

/** A row of SELECT: the language is checked by toUser (an unknown one reads as pt-BR). */
const Row = z.object({
  id: z.number(),
  nome: z.string(),
  email: z.string(),
  idioma: z.string(),
  active: z.boolean(),
  passwordHash: z.string().nullable(),
});
type Row = z.infer<typeof Row>;

function toUser(row: Row | undefined): IdentityUser | undefined {
  return row && { ...row, idioma: isIdioma(row.idioma) ? row.idioma : 'PT_BR' };
}

/** The embedded IdP's subject of a portal user: its id as text. */
export const subjectOf = (id: number) => String(id);

/** An active user by subject (the id as text); undefined for anything else. */
export async function findActiveUserBySubject(database: Database, sub: string): Promise<IdentityUser | undefined> {
  if (!/^\d{1,10}$/.test(sub)) return undefined;
  const id = Number(sub);
  if (id > 2147483647) return undefined;
  return toUser(await queryRow(database.db, Row, sql`${SELECT} where id = ${id} and active`));
}

/** A user by e-mail (citext: case-insensitive), active or not. */
export async function findUserByEmail(database: Database, email: string): Promise<IdentityUser | undefined> {
  return toUser(await queryRow(database.db, Row, sql`${SELECT} where email = ${email}`));
}

/** Records a successful sign-in (spec: last access is shown in the user list). */
export async function recordSignIn(database: Database, id: number): Promise<void> {
  await database.db.execute(sql`update usuarios set ultimo_acesso = now() where id = ${id}`);
}

/** The OIDC claims of a user (scopes profile and email). */
export function claimsOf(user: IdentityUser): { sub: string; email: string; name: string; locale: string } {
  return { sub: subjectOf(user.id), email: user.email, name: user.nome, locale: localeOf(user.idioma) };
}
