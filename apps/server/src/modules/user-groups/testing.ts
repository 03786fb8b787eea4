import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../platform/db/connection.js';
import { hashPassword } from '../../platform/identity/passwords.js';
import { signInForTest } from '../../platform/identity/testing.js';
import { DEMO_PASSWORD } from '../../seed/demo.js';
import { gql, type GqlResult } from '../../test/graphql.js';

/** Test data of the user-groups area: inputs, GraphQL shortcuts and hand-built users. */

let next = 1;
/** A fresh number for unique names and e-mails. */
export const fresh = () => next++;

export const GRUPO_FIELDS = `id nome active publico tipo favorito criador { id } possuiPerfil marcas { id } tiposUsuarios { id }
  todosDealers dealers { id } tiposAcesso { id } possuiCargos cargos { id } possuiSetores setores { id }
  possuiGrupos grupos { id } possuiUsuariosManuais usuariosManuais { id nome email }`;

export const SALVAR = `mutation($g: GrupoUsuariosInput!) { salvarGrupoUsuarios(grupoUsuarios: $g) { ${GRUPO_FIELDS} } }`;

export interface GrupoOut {
  id: string;
  nome: string;
  active: boolean;
  publico: boolean;
  favorito: boolean;
  todosDealers: boolean;
  marcas: { id: string }[];
  tiposUsuarios: { id: string }[];
  dealers: { id: string }[];
  tiposAcesso: { id: string }[];
  cargos: { id: string }[];
  setores: { id: string }[];
  grupos: { id: string }[];
  usuariosManuais: { id: string }[];
  [k: string]: unknown;
}

/** A valid group input of manual users with a unique name; override any field. */
export function grupoInput(manual: string, over: Record<string, unknown> = {}) {
  return { nome: `Grupo teste ${fresh()}`, possuiUsuariosManuais: true, usuariosManuais: [manual], ...over };
}

export const salvar = (app: FastifyInstance, token: string, g: Record<string, unknown>) =>
  gql<{ salvarGrupoUsuarios: GrupoOut }>(app, SALVAR, { token, variables: { g } });

/** Saves a group that must succeed; returns it. */
export async function saveOk(app: FastifyInstance, token: string, g: Record<string, unknown>): Promise<GrupoOut> {
  const res = await salvar(app, token, g);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.salvarGrupoUsuarios;
}

/** The code and the named fields of a failed call. */
export function failure(res: GqlResult) {
  const ext = res.errors?.[0]?.extensions;
  return { code: ext?.code, fields: (ext?.fields ?? []).map((f) => f.field) };
}

/** Inserts a user with a password (tipo MONTADORA unless told) and the given features; returns its id. */
export async function insertUser(
  database: Database,
  over: { tipo?: string; active?: boolean; features?: string[]; nome?: string; email?: string } = {},
): Promise<number> {
  const n = fresh();
  const hash = await hashPassword(DEMO_PASSWORD);
  const res = await database.db.execute<{ id: number }>(sql`
    insert into usuarios (nome, email, tipo, active, password_hash)
    values (${over.nome ?? `Pessoa ${n}`}, ${over.email ?? `pessoa${n}@grupos.test`}, ${over.tipo ?? 'MONTADORA'}, ${over.active ?? true}, ${hash})
    returning id`);
  const id = res.rows[0]!.id;
  await database.db.execute(sql`update usuarios set idp_subject = id::text where id = ${id}`);
  if (over.features?.length) {
    await database.db.execute(sql`insert into usuario_funcionalidades
      select ${id}, id from funcionalidades where chave = any(${sql.param(over.features)}::text[])`);
  }
  return id;
}

/** A signed-in user of its own with the given features (and every demo brand). */
export async function tokenFor(app: FastifyInstance, database: Database, features: string[], tipo = 'MONTADORA') {
  const email = `gestor${fresh()}@grupos.test`;
  const id = await insertUser(database, { features, tipo, email });
  await database.db.execute(sql`insert into usuario_marcas select ${id}, id from marcas`);
  return { id, token: (await signInForTest(app, { email, password: DEMO_PASSWORD })).accessToken };
}

/** One id of a demo row by a query answering `id`. */
export async function idOf(database: Database, query: string): Promise<string> {
  return String((await database.pool.query<{ id: number }>(query)).rows[0]!.id);
}
