import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { demoCpf } from '../../seed/demo.js';
import type { Database } from '../../platform/db/connection.js';
import { gql, type GqlResult } from '../../test/graphql.js';

/** Test data of the users area: the demo rows by name, valid inputs with unique values, GraphQL shortcuts. */

export interface DemoIds {
  marca: Record<'Aurora' | 'Boreal' | 'Cometa', string>;
  grupo: Record<'Horizonte' | 'Litoral', string>;
  dealer: Record<'Centro' | 'Sul' | 'Praia', string>;
  cargo: Record<string, string>;
  departamento: Record<string, string>;
  desligamento: Record<string, string>;
  produto: Record<'PORTAL' | 'PECAS', string>;
  tipoAcesso: Record<'admin' | 'consulta', string>;
  funcionalidade: Record<string, string>;
  usuario: Record<'admin' | 'montadora' | 'consulta' | 'dealer', string>;
}

/** The ids of the demo seed's rows, by a readable name. */
export async function demoIds(database: Database): Promise<DemoIds> {
  const map = async (query: string) =>
    Object.fromEntries((await database.pool.query<{ k: string; id: number }>(query)).rows.map((r) => [r.k, String(r.id)]));
  return {
    marca: (await map(`select nome as k, id from marcas`)) as DemoIds['marca'],
    grupo: (await map(`select replace(nome, 'Grupo ', '') as k, id from grupos`)) as DemoIds['grupo'],
    dealer: (await map(`select split_part(nome_exibicao, ' ', 2) as k, id from dealers`)) as DemoIds['dealer'],
    cargo: await map(`select nome as k, id from cargos`),
    departamento: await map(`select nome as k, id from departamentos`),
    desligamento: await map(`select motivo as k, id from desligamentos`),
    produto: (await map(`select codigo as k, id from produtos`)) as DemoIds['produto'],
    tipoAcesso: (await map(`select case when nome = 'Consulta' then 'consulta' else 'admin' end as k, id from tipos_acesso`)) as DemoIds['tipoAcesso'],
    funcionalidade: await map(`select chave as k, id from funcionalidades`),
    usuario: (await map(`select split_part(email::text, '@', 1) as k, id from usuarios`)) as DemoIds['usuario'],
  };
}

let next = 700;

/** A fresh number for unique e-mails and CPFs. */
export const fresh = () => next++;

export interface CargoIn {
  cargoId: string | undefined;
  dataInicio: string;
  dealerId: string | undefined;
  departamentoId: string | null | undefined;
}

/** A salvarUsuario payload of the tests. */
export interface UserSave {
  usuario: Record<string, unknown> & { nome: string; email: string };
  cargos: CargoIn[];
  infos: Record<string, unknown> | null;
}

/** A valid dealer-group user at Horizonte Centro (brand Aurora) with a position and management data. */
export function dealerUser(ids: DemoIds, over: Record<string, unknown> = {}): UserSave {
  const n = fresh();
  return {
    usuario: {
      nome: `Usuária Teste ${n}`,
      email: `usuario.${n}@rede.test`,
      cpf: demoCpf(n),
      tipo: 'DEALER_GRUPO',
      marcas: [ids.marca.Aurora],
      grupos: [ids.grupo.Horizonte],
      idsDealers: [ids.dealer.Centro],
      ...over,
    },
    cargos: [{ cargoId: ids.cargo.Vendedor, dataInicio: '2024-01-10', dealerId: ids.dealer.Centro, departamentoId: ids.departamento.Vendas }],
    infos: { dataAdmissao: '2024-01-10', emailSuperior: 'chefe@rede.test' },
  };
}

/** A valid manufacturer user: no dealers, no positions, no management data. */
export function montadoraUser(ids: DemoIds, over: Record<string, unknown> = {}): UserSave {
  const n = fresh();
  return {
    usuario: { nome: `Montadora Teste ${n}`, email: `montadora.${n}@rede.test`, tipo: 'MONTADORA', marcas: [ids.marca.Cometa], ...over },
    cargos: [],
    infos: null,
  };
}

export const USUARIO_FIELDS = `id nome email cpf telefones celulares tipo idioma active especial ativacaoEspecial idIdentityProvider ultimoAcesso
  marcas { id description } grupos { id nome } dealers { id nome nomeExibicao active codigoPrincipal grupo { id nome } }
  tiposAcesso { id nome idProduto } funcionalidades { id chave idProduto } produtos { idProduto idsFuncionalidades idsTiposAcesso }`;

export const SALVAR_USUARIO = `mutation($u: UsuarioInput!, $c: [CargoUsuarioInput!], $i: UsuarioInfoInput) {
  salvarUsuario(usuario: $u, cargos: $c, infos: $i) { criado usuario { ${USUARIO_FIELDS} } } }`;

export interface UsuarioOut {
  id: string;
  nome: string;
  email: string;
  cpf: string | null;
  tipo: string;
  active: boolean;
  ativacaoEspecial: boolean;
  idIdentityProvider: string | null;
  marcas: { id: string; description: string }[];
  grupos: { id: string; nome: string }[];
  dealers: { id: string; nomeExibicao: string; grupo: { nome: string } | null }[];
  funcionalidades: { id: string; chave: string }[];
  tiposAcesso: { id: string }[];
  produtos: { idProduto: string; idsFuncionalidades: string[]; idsTiposAcesso: string[] }[];
  [k: string]: unknown;
}

export interface Save {
  usuario: Record<string, unknown>;
  cargos?: unknown[] | null;
  infos?: Record<string, unknown> | null;
}

/** Calls salvarUsuario. */
export function salvar(app: FastifyInstance, token: string, save: Save) {
  return gql<{ salvarUsuario: { criado: boolean; usuario: UsuarioOut } }>(app, SALVAR_USUARIO, {
    token,
    variables: { u: save.usuario, c: save.cargos ?? null, i: save.infos ?? null },
  });
}

/** A save that must succeed; returns the user. */
export async function saveOk(app: FastifyInstance, token: string, save: Save): Promise<UsuarioOut> {
  const res = await salvar(app, token, save);
  expect(res.errors).toBeUndefined();
  return res.data!.salvarUsuario.usuario;
}

/** The code and the named fields of a failed call. */
export function failure(res: GqlResult) {
  const ext = res.errors?.[0]?.extensions;
  return { code: ext?.code, fields: (ext?.fields ?? []).map((f) => f.field) };
}

/** The field errors of a failed call as `field: message`. */
export function messages(res: GqlResult): string[] {
  return (res.errors?.[0]?.extensions?.fields ?? []).map((f) => `${f.field}: ${f.message}`);
}
