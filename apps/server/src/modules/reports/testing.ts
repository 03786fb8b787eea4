import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { gql } from '../../test/graphql.js';

export const SALVAR_RELATORIO = `mutation($r: RelatorioInput!) { salvarRelatorio(relatorio: $r) { id slug titulo active url relatorioInterno } }`;
export const RELATORIO = `query($slug: String!) { relatorio(slug: $slug) { id slug titulo tipo url relatorioInterno } }`;
export const DADOS = `query($slug: String!) { dadosRelatorio(slug: $slug) { relatorioInterno rotulos colunas linhas { rotulos valores } } }`;
export const EXPORTAR = `mutation($slug: String!) { exportarRelatorio(slug: $slug) }`;
export const DO_USUARIO = `{ relatoriosDoUsuario { slug titulo } }`;

let n = 0;
/** A unique slug for a test's definition. */
export const slugNovo = (prefix = 'rel') => `${prefix}-${Date.now().toString(36)}-${++n}`;

/** A definition's input; `extra` overrides. */
export function relatorioInput(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    slug: slugNovo(),
    tituloPt: 'Relatório de teste',
    tituloEs: 'Informe de prueba',
    tituloEn: 'Test report',
    tipo: 'INTERNO',
    relatorioInterno: 'ULTIMO_ACESSO',
    ...extra,
  };
}

/** Saves a definition as the provider (the token must be one), expecting success. */
export async function salvarOk(app: FastifyInstance, token: string, input: Record<string, unknown>) {
  const res = await gql<{ salvarRelatorio: { id: string; slug: string } }>(app, SALVAR_RELATORIO, { token, variables: { r: input } });
  expect(res.errors).toBeUndefined();
  return res.data!.salvarRelatorio;
}
