import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from '../../../test/graphql.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { tokenFor } from '../../user-groups/testing.js';
import { APROVADORES, ENVIAR, ETIQUETAS, PARA_APROVACAO, REJEITAR, SALVAR } from './testing.js';

/**
 * The author's and approver's lists (spec 02 §2 "Notices": sent, scheduled, in approval — mine
 * waiting and mine to approve —, drafts, mine), their search, filters and paging, and the form's
 * pickers (approvers, tags).
 */
let t: TestApp;
let rede: string;
type Pessoa = { id: number; token: string };
let criador: Pessoa;
let aprovador: Pessoa;
let ambos: Pessoa;

const CRIACAO = 'PORTAL_CRIACAO_COMUNICADOS';
const APROVACAO = 'PORTAL_APROVACAO_ENVIO_COMUNICADOS';
const LISTA = `query($f: ComunicadoFiltro!) { comunicados(filtro: $f) { totalElements content { id titulo status { id description } } } }`;
type Page = { totalElements: number; content: { id: string; titulo: string; status: { id: string; description: string } }[] };

async function ok<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await gql<T>(t.app, query, { token, variables });
  expect(res.errors).toBeUndefined();
  return res.data!;
}
async function salvo(p: Pessoa, c: Record<string, unknown>): Promise<string> {
  const data = await ok<{ salvarComunicado: { id: string } }>(p.token, SALVAR, { c: { mensagem: '<p>Texto.</p>', idsGrupos: [rede], ...c } });
  return data.salvarComunicado.id;
}
const lista = async (p: Pessoa, f: Record<string, unknown>) => (await ok<{ comunicados: Page }>(p.token, LISTA, { f })).comunicados;
const titulos = async (p: Pessoa, f: Record<string, unknown>) => (await lista(p, f)).content.map((c) => c.titulo).sort();

beforeAll(async () => {
  t = await buildTestApp();
  rede = String((await t.database.pool.query<{ id: number }>(`select id from grupos_usuarios where nome = 'Rede Aurora'`)).rows[0]!.id);
  criador = await tokenFor(t.app, t.database, [CRIACAO]);
  aprovador = await tokenFor(t.app, t.database, [APROVACAO]);
  ambos = await tokenFor(t.app, t.database, [CRIACAO, APROVACAO]);
});
afterAll(() => t?.close());

describe('the lists of the author and the approver', () => {
  it('hold each notice in its box: drafts, waiting, to approve, rejected back in drafts, sent, scheduled, mine', async () => {
    await salvo(criador, { titulo: 'Rascunho do criador' });
    const espera = await salvo(criador, { titulo: 'Esperando aprovação' });
    await ok(criador.token, PARA_APROVACAO, { id: espera, a: String(aprovador.id) });
    const enviado = await salvo(ambos, { titulo: 'Enviado agora' });
    await ok(ambos.token, ENVIAR, { id: enviado });
    const agendado = await salvo(ambos, { titulo: 'Agendado', dataHoraAgendamento: new Date(Date.now() + 3 * 3600_000).toISOString() });
    await ok(ambos.token, ENVIAR, { id: agendado });

    expect(await titulos(criador, { caixa: 'RASCUNHOS' })).toEqual(['Rascunho do criador']);
    expect(await titulos(criador, { caixa: 'AGUARDANDO_APROVACAO' })).toEqual(['Esperando aprovação']);
    expect(await titulos(criador, { caixa: 'PARA_APROVAR' })).toEqual([]);
    expect(await titulos(criador, { caixa: 'MEUS' })).toEqual(['Esperando aprovação', 'Rascunho do criador']);
    expect(await titulos(aprovador, { caixa: 'PARA_APROVAR' })).toEqual(['Esperando aprovação']);
    // The approver's own lists hold nothing of the creator's.
    expect(await titulos(aprovador, { caixa: 'MEUS' })).toEqual([]);
    expect(await titulos(ambos, { caixa: 'ENVIADOS' })).toEqual(['Enviado agora']);
    const agendados = await lista(ambos, { caixa: 'AGENDADOS' });
    expect(agendados.content.map((c) => [c.titulo, c.status.description])).toEqual([['Agendado', 'Agendado']]);

    await ok(aprovador.token, REJEITAR, { id: espera, m: 'Falta o prazo de atendimento.' });
    expect(await titulos(aprovador, { caixa: 'PARA_APROVAR' })).toEqual([]);
    const rascunhos = await lista(criador, { caixa: 'RASCUNHOS' });
    expect(rascunhos.content.map((c) => [c.titulo, c.status.description]).sort()).toEqual([
      ['Esperando aprovação', 'Rejeitado'],
      ['Rascunho do criador', 'Rascunho'],
    ]);
  });

  it('search title and message in Portuguese (accents, case, plural), filter by department and tag, and page', async () => {
    const autor = await tokenFor(t.app, t.database, [CRIACAO]);
    const dep = (await t.database.db.execute<{ id: number }>(sql`
      insert into departamentos (nome, sigla, assinatura, active) values ('Pós-venda listas', 'PVL', 'Equipe', true) returning id`)).rows[0]!.id;
    await salvo(autor, { titulo: 'Campanha de revisão', mensagem: '<p>As <b>concessionárias</b> devem agendar.</p>', idDepartamento: String(dep), etiquetas: ['pós-venda'] });
    await salvo(autor, { titulo: 'Recall de freios', etiquetas: ['recall', 'pós-venda'] });
    await salvo(autor, { titulo: 'Treinamento anual', idDepartamento: String(dep) });

    for (const busca of ['concessionaria', 'CONCESSIONÁRIAS', 'conces']) {
      expect(await titulos(autor, { caixa: 'MEUS', busca }), busca).toEqual(['Campanha de revisão']);
    }
    expect(await titulos(autor, { caixa: 'MEUS', busca: 'freios recall' })).toEqual(['Recall de freios']);
    // Markup is not text: a tag's name finds nothing.
    expect(await titulos(autor, { caixa: 'MEUS', busca: 'b' })).toEqual([]);
    // Search syntax is no error: without a word, the list is not narrowed.
    expect(await titulos(autor, { caixa: 'MEUS', busca: "') | ('" })).toHaveLength(3);
    expect(await titulos(autor, { caixa: 'MEUS', idDepartamento: String(dep) })).toEqual(['Campanha de revisão', 'Treinamento anual']);
    expect(await titulos(autor, { caixa: 'MEUS', etiqueta: 'PÓS-VENDA' })).toEqual(['Campanha de revisão', 'Recall de freios']);
    expect(await titulos(autor, { caixa: 'MEUS', etiqueta: 'recall', idDepartamento: String(dep) })).toEqual([]);

    const first = await lista(autor, { caixa: 'MEUS', page: 0, rowsPerPage: 2 });
    const second = await lista(autor, { caixa: 'MEUS', page: 1, rowsPerPage: 2 });
    expect([first.totalElements, second.totalElements]).toEqual([3, 3]);
    expect(first.content).toHaveLength(2);
    expect(second.content).toHaveLength(1);
    expect(new Set([...first.content, ...second.content].map((c) => c.id)).size).toBe(3);
  });

  it('name as approvers the active holders of the approval feature, never the caller nor a creator without it', async () => {
    const nomes = async (p: Pessoa, b?: string) =>
      (await ok<{ aprovadoresComunicado: { id: string }[] }>(p.token, APROVADORES, { b: b ?? null })).aprovadoresComunicado.map((a) => Number(a.id));
    const todos = await nomes(criador);
    expect(todos).toEqual(expect.arrayContaining([aprovador.id, ambos.id]));
    expect(todos).not.toContain(criador.id);
    expect(await nomes(ambos)).not.toContain(ambos.id);
    await t.database.db.execute(sql`update usuarios set active = false where id = ${ambos.id}`);
    try {
      expect(await nomes(criador)).not.toContain(ambos.id);
    } finally {
      await t.database.db.execute(sql`update usuarios set active = true where id = ${ambos.id}`);
    }
    const email = (await t.database.pool.query<{ email: string }>('select email from usuarios where id = $1', [aprovador.id])).rows[0]!.email;
    expect(await nomes(criador, email.toUpperCase())).toEqual([aprovador.id]);
  });

  it('suggest tags in use by a prefix, without regard to case, most used first', async () => {
    const autor = await tokenFor(t.app, t.database, [CRIACAO]);
    await salvo(autor, { titulo: 'Um', etiquetas: ['Garantia', 'garagem'] });
    await salvo(autor, { titulo: 'Dois', etiquetas: ['garantia'] });
    const sugestoes = (await ok<{ etiquetasComunicados: string[] }>(autor.token, ETIQUETAS, { b: 'GAR' })).etiquetasComunicados;
    expect(sugestoes.map((s) => s.toLowerCase())).toEqual(['garantia', 'garagem']);
    expect((await ok<{ etiquetasComunicados: string[] }>(autor.token, ETIQUETAS, { b: '%' })).etiquetasComunicados).toEqual([]);
  });

  it("never suggests another author's draft tags to a creator; a sent notice's tags, yes; an approval holder reads every notice's", async () => {
    const autor = await tokenFor(t.app, t.database, [CRIACAO]);
    const outro = await tokenFor(t.app, t.database, [CRIACAO]);
    const id = await salvo(autor, { titulo: 'Rascunho com etiqueta', etiquetas: ['Sigilo-fusao'] });
    const sugestoes = async (p: Pessoa) => (await ok<{ etiquetasComunicados: string[] }>(p.token, ETIQUETAS, { b: 'sigilo' })).etiquetasComunicados;
    expect(await sugestoes(autor)).toEqual(['Sigilo-fusao']);
    expect(await sugestoes(outro)).toEqual([]);
    expect(await sugestoes(ambos)).toEqual(['Sigilo-fusao']);
    await t.database.db.execute(sql`update comunicados set status = 'ENVIADO' where id = ${Number(id)}`);
    expect(await sugestoes(outro)).toEqual(['Sigilo-fusao']);
  });
});
