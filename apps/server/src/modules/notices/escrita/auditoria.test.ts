import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTokens, gql, type DemoRole } from '../../../test/graphql.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { tokenFor } from '../../user-groups/testing.js';
import { ENVIAR, PARA_APROVACAO, REJEITAR, SALVAR } from './testing.js';

/**
 * A notice's history on the audit screen (/auditoria/{id}/comunicado): named by its number and
 * title, every transition listed with its status in the reader's words, read only by holders of
 * the approval feature (who read every notice).
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let rede: string;

const AUDITORIA = `query($id: ID!, $tipo: String!) { auditoria(id: $id, tipo: $tipo) { nome totalElements
  content { acao acaoDescricao alteracoes { campo antes depois } } } }`;
type Page = {
  auditoria: { nome: string | null; totalElements: number; content: { acao: string; acaoDescricao: string; alteracoes: { campo: string; antes: string | null; depois: string | null }[] }[] };
};

const call = <T = Record<string, unknown>>(token: string, query: string, variables: Record<string, unknown> = {}) => gql<T>(t.app, query, { token, variables });

async function idioma(token: string, to: 'PT_BR' | 'ES' | 'EN') {
  const me = await call<{ usuarioLogado: { id: string } }>(token, '{ usuarioLogado { id } }');
  const res = await call(token, 'mutation($id: ID!, $i: Idioma!) { mudarLinguaUsuario(id: $id, idioma: $i) { id } }', { id: me.data!.usuarioLogado.id, i: to });
  expect(res.errors).toBeUndefined();
}

async function salvo(token: string, titulo: string): Promise<string> {
  const res = await call<{ salvarComunicado: { id: string } }>(token, SALVAR, { c: { titulo, mensagem: '<p>Texto.</p>', idsGrupos: [rede] } });
  expect(res.errors).toBeUndefined();
  return res.data!.salvarComunicado.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  rede = String((await t.database.pool.query<{ id: number }>(`select id from grupos_usuarios where nome = 'Rede Aurora'`)).rows[0]!.id);
});
afterAll(() => t?.close());

describe('audit of a notice', () => {
  it('names a sent notice by number and title and lists its sending with the status in the reader language', async () => {
    const id = await salvo(tokens.montadora, 'Recall auditado');
    const sent = await call<{ enviarComunicado: { numero: string } }>(tokens.montadora, ENVIAR, { id });
    expect(sent.errors).toBeUndefined();
    await idioma(tokens.montadora, 'EN');
    try {
      const res = await call<Page>(tokens.montadora, AUDITORIA, { id, tipo: 'comunicado' });
      expect(res.errors).toBeUndefined();
      const page = res.data!.auditoria;
      expect(page.nome).toBe(`${sent.data!.enviarComunicado.numero} Recall auditado`);
      expect(page.content.map((c) => c.acao)).toEqual(['ENVIAR', 'CRIAR']);
      expect(page.content[0]!.alteracoes).toEqual(expect.arrayContaining([{ campo: 'status', antes: 'Draft', depois: 'Sent' }]));
    } finally {
      await idioma(tokens.montadora, 'PT_BR');
    }
  });

  it('keeps the approval round: the approver by name, the rejection with its reason', async () => {
    const criador = await tokenFor(t.app, t.database, ['PORTAL_CRIACAO_COMUNICADOS']);
    const aprovador = await tokenFor(t.app, t.database, ['PORTAL_APROVACAO_ENVIO_COMUNICADOS']);
    const id = await salvo(criador.token, 'Para aprovar');
    expect((await call(criador.token, PARA_APROVACAO, { id, a: String(aprovador.id) })).errors).toBeUndefined();
    const motivo = 'Falta o prazo de atendimento.';
    expect((await call(aprovador.token, REJEITAR, { id, m: motivo })).errors).toBeUndefined();
    const res = await call<Page>(aprovador.token, AUDITORIA, { id, tipo: 'comunicado' });
    expect(res.errors).toBeUndefined();
    const page = res.data!.auditoria;
    expect(page.nome).toBe('Para aprovar');
    const [rejeicao, envio] = page.content;
    expect(rejeicao!.acaoDescricao).toBe('Rejeição');
    expect(rejeicao!.alteracoes).toEqual(
      expect.arrayContaining([
        { campo: 'status', antes: 'Em aprovação', depois: 'Rejeitado' },
        { campo: 'motivoRejeicao', antes: null, depois: motivo },
      ]),
    );
    expect(envio!.acaoDescricao).toBe('Envio para aprovação');
    const nomeAprovador = (await t.database.pool.query<{ nome: string }>('select nome from usuarios where id = $1', [aprovador.id])).rows[0]!.nome;
    expect(envio!.alteracoes).toEqual(expect.arrayContaining([{ campo: 'aprovador', antes: null, depois: nomeAprovador }]));
  });

  it('is refused to a creator without the approval feature and to a dealer user', async () => {
    const criador = await tokenFor(t.app, t.database, ['PORTAL_CRIACAO_COMUNICADOS']);
    const id = await salvo(criador.token, 'Só meu');
    for (const token of [criador.token, tokens.dealer]) {
      const res = await call(token, AUDITORIA, { id, tipo: 'comunicado' });
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
