import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { demoCnpj } from '../../seed/demo.js';
import { gql, type GqlResult } from '../../test/graphql.js';

/** Test data of the dealers area: valid inputs with unique values, and GraphQL shortcuts. */
let next = 500;

/** A valid DealerInput whose CNPJ and code nobody holds yet; override any field. */
export function dealerInput(over: Record<string, unknown> = {}) {
  const n = next++;
  return {
    razaoSocial: `Concessionária Teste ${n} Ltda`,
    nomeExibicao: `Teste ${n}`,
    cnpj: demoCnpj(n),
    codigoPrincipal: `T${n}`,
    ...over,
  };
}

/** A fresh valid CNPJ. */
export const freshCnpj = () => demoCnpj(next++);

export const DEALER_FIELDS = `id razaoSocial nomeExibicao cnpj cnpjsAdicionais codigoPrincipal codigosAdicionais
  endereco { logradouro bairro cidade uf cep } telefones celulares active marcas { id description } grupo { id nome active }`;

export const SALVAR_DEALER = `mutation($d: DealerInput!) { salvarDealer(dealer: $d) { ${DEALER_FIELDS} } }`;

export interface DealerOut {
  id: string;
  active: boolean;
  nomeExibicao: string;
  cnpjsAdicionais: string[];
  codigosAdicionais: string[];
  marcas: { id: string; description: string }[];
  grupo: { id: string; nome: string } | null;
  [k: string]: unknown;
}

/** Saves a dealer that must succeed; returns it. */
export async function saveDealer(app: FastifyInstance, token: string, input: Record<string, unknown>): Promise<DealerOut> {
  const res = await gql<{ salvarDealer: DealerOut }>(app, SALVAR_DEALER, { token, variables: { d: input } });
  expect(res.errors).toBeUndefined();
  return res.data!.salvarDealer;
}

/** Creates a dealer group that must succeed; returns its id. */
export async function saveGrupo(app: FastifyInstance, token: string, nome: string): Promise<string> {
  const res = await gql<{ salvarGrupoDealer: { id: string } }>(
    app,
    `mutation($g: GrupoDealerInput!) { salvarGrupoDealer(grupo: $g) { id } }`,
    { token, variables: { g: { nome } } },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.salvarGrupoDealer.id;
}

/** The code and the named fields of a failed call. */
export function failure(res: GqlResult) {
  const ext = res.errors?.[0]?.extensions;
  return { code: ext?.code, fields: (ext?.fields ?? []).map((f) => f.field) };
}

/**
 * A dealer group with one dealer of its own (and any DealerInput fields over it), saved by
 * `token`: another group's data for the reach tests. Returns the ids and the dealer's input.
 */
export async function grupoComDealer(app: FastifyInstance, token: string, nome: string, dealer: Record<string, unknown> = {}) {
  const grupo = await saveGrupo(app, token, nome);
  const input = dealerInput({ grupo, ...dealer });
  const saved = await saveDealer(app, token, input);
  return { grupo, dealer: saved.id, input };
}
