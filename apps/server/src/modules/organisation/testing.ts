import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { gql, type GqlResult } from '../../test/graphql.js';

/** Test data and GraphQL shortcuts of the organisation area. */

let next = 1;
/** A name nobody holds yet. */
export const unique = (prefix: string) => `${prefix} ${next++}`;

export const FIELDS = {
  setor: 'id nome active divisao { id nome }',
  divisao: 'id nome active',
  departamento: 'id nome sigla assinatura active',
  cargo: 'id nome principal active setor { id nome divisao { nome } }',
  desligamento: 'id motivo active',
  tipoUsuario: 'id nome',
  tipoAcesso: 'id nome produto { id nome } funcionalidades { id chave nome } funcionalidadesPadrao { id chave }',
  funcionalidade: 'id chave nome descricao produto { id nome } tiposAcesso { id nome }',
  produto: 'id codigo nome baseUri baseUriHomolog',
  marca: 'id nome palette facebookId active grupoEconomico { id nome } redesSociais { id nome url icone }',
  grupoEconomico: 'id nome active',
} as const;

export type Entity = keyof typeof FIELDS;

const INPUT_TYPE: Record<Entity, string> = {
  setor: 'SetorInput',
  divisao: 'DivisaoInput',
  departamento: 'DepartamentoInput',
  cargo: 'CargoInput',
  desligamento: 'DesligamentoInput',
  tipoUsuario: 'TipoUsuarioInput',
  tipoAcesso: 'TipoAcessoInput',
  funcionalidade: 'FuncionalidadeInput',
  produto: 'ProdutoInput',
  marca: 'MarcaInput',
  grupoEconomico: 'GrupoEconomicoInput',
};

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The save mutation of an entity (salvarSetor(setor: …) …). */
export const saveDoc = (entity: Entity) =>
  `mutation($v: ${INPUT_TYPE[entity]}!) { r: salvar${cap(entity)}(${entity}: $v) { ${FIELDS[entity]} } }`;

/** The rows people read in three languages: their saves also take the es and en names. */
const TRANSLATED: ReadonlySet<Entity> = new Set(['tipoUsuario', 'tipoAcesso', 'funcionalidade']);

/**
 * Calls an entity's save mutation. For the translated entities, a test that does not give the es
 * and en names gets "<nome> (es)" / "<nome> (en)", so it tests what it names.
 */
export function save(app: FastifyInstance, token: string, entity: Entity, input: Record<string, unknown>) {
  const nome = typeof input.nome === 'string' ? input.nome : '';
  const v = TRANSLATED.has(entity) ? { nomeEs: `${nome} (es)`, nomeEn: `${nome} (en)`, ...input } : input;
  return gql<{ r: Record<string, unknown> & { id: string } }>(app, saveDoc(entity), { token, variables: { v } });
}

/** Saves and expects success; returns the saved object. */
export async function saved(app: FastifyInstance, token: string, entity: Entity, input: Record<string, unknown>) {
  const res = await save(app, token, entity, input);
  expect(res.errors).toBeUndefined();
  return res.data!.r;
}

/** The code and the named fields of a failed call. */
export function failure(res: GqlResult) {
  const ext = res.errors?.[0]?.extensions;
  return { code: ext?.code, fields: (ext?.fields ?? []).map((f) => f.field) };
}

/** The translated message of the first field of a failed call. */
export const fieldMessage = (res: GqlResult) => res.errors?.[0]?.extensions?.fields?.[0]?.message;

/**
 * Runs `fn` with the demo admin reading in another language (a signed-in user's stored language
 * wins). The language changes through `mudarLinguaUsuario`, as the person would change it: that
 * path also drops the admin from every instance's signed-in cache, which a raw UPDATE would not.
 */
export async function asAdminIn<T>(app: FastifyInstance, token: string, idioma: 'ES' | 'EN', fn: () => Promise<T>): Promise<T> {
  const me = await gql<{ usuarioLogado: { id: string } }>(app, '{ usuarioLogado { id } }', { token });
  const set = async (to: string) => {
    const res = await gql(app, 'mutation($id: ID!, $idioma: Idioma!) { mudarLinguaUsuario(id: $id, idioma: $idioma) { id } }', {
      token,
      variables: { id: me.data!.usuarioLogado.id, idioma: to },
    });
    expect(res.errors).toBeUndefined();
  };
  await set(idioma);
  try {
    return await fn();
  } finally {
    await set('PT_BR');
  }
}
