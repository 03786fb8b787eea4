import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../platform/db/connection.js';
import { gql, type GqlResult } from '../../test/graphql.js';

/** Test data of the user-groups area: inputs, GraphQL shortcuts and hand-built users. */

// Hand-built users are shared by every area's tests (organisation's too, ranked below this one).
import { fresh } from '../../test/users.js';
export { fresh, insertUser, tokenFor } from '../../test/users.js';

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

/** One id of a demo row by a query answering `id`. */
export async function idOf(database: Database, query: string): Promise<string> {
  return String((await database.pool.query<{ id: number }>(query)).rows[0]!.id);
}
