import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../seed/demo.js';
import { demoTokens, gql, outcome, type DemoRole, type GqlResult } from '../../../test/graphql.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { tokenFor } from '../../user-groups/testing.js';
import { APROVAR, AUDIENCIA, CANCELAR, COMUNICADO, COMUNICADOS, ENVIAR, ERRATA, EXCLUIR, PARA_APROVACAO, REJEITAR, SALVAR } from './testing.js';

/**
 * The author's and approver's side of notices (spec 02 §2 "Notices", §4, §5, §6) through GraphQL:
 * the draft's rules, every transition, who may do what (creator only, approver only, both,
 * neither, a dealer user), and the messages a person reads, in the three languages.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let rede: string;
/** A creator without the approval feature, an approver without the creation feature, and one holding both. */
let criador: { id: number; token: string };
let aprovador: { id: number; token: string };
let outroCriador: { id: number; token: string };

const CRIACAO = 'PORTAL_CRIACAO_COMUNICADOS';
const APROVACAO = 'PORTAL_APROVACAO_ENVIO_COMUNICADOS';
const inAnHour = (h = 2) => new Date(Date.now() + h * 3600_000).toISOString();

type Comunicado = {
  id: string;
  numero: string | null;
  mensagem: string;
  status: { id: string; description: string };
  motivoRejeicao: string | null;
  destinatarios: number;
  podeEditar: boolean;
  podeEnviar: boolean;
  podeAprovar: boolean;
  podeCriarErrata: boolean;
  usuarioAprovador: { id: string } | null;
  emailsAvulsos: { email: string; status: { name: string; descricao: string } }[];
  original: { id: string; numero: string | null } | null;
  erratas: { id: string; numero: string | null }[];
};

const call = <T = Record<string, unknown>>(token: string, query: string, variables: Record<string, unknown> = {}) => gql<T>(t.app, query, { token, variables });
const message = (res: GqlResult) => res.errors?.[0]?.message;
const fields = (res: GqlResult) => (res.errors?.[0]?.extensions?.fields ?? []).map((f) => f.field);

async function rascunho(token: string, c: Record<string, unknown> = {}): Promise<Comunicado> {
  const res = await call<{ salvarComunicado: Comunicado }>(token, SALVAR, {
    c: { titulo: 'Recall preventivo', mensagem: '<p>Leia com atenção.</p>', idsGrupos: [rede], ...c },
  });
  expect(res.errors).toBeUndefined();
  return res.data!.salvarComunicado;
}

async function idioma(token: string, to: 'PT_BR' | 'ES' | 'EN') {
  const me = await call<{ usuarioLogado: { id: string } }>(token, '{ usuarioLogado { id } }');
  const res = await call(token, 'mutation($id: ID!, $i: Idioma!) { mudarLinguaUsuario(id: $id, idioma: $i) { id } }', { id: me.data!.usuarioLogado.id, i: to });
  expect(res.errors).toBeUndefined();
}

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  rede = String((await t.database.pool.query<{ id: number }>(`select id from grupos_usuarios where nome = 'Rede Aurora'`)).rows[0]!.id);
  criador = await tokenFor(t.app, t.database, [CRIACAO]);
  aprovador = await tokenFor(t.app, t.database, [APROVACAO]);
  outroCriador = await tokenFor(t.app, t.database, [CRIACAO]);
});
afterAll(() => t?.close());

describe('a draft', () => {
  it('is saved with its message sanitized: no script, handler, javascript: or data: URL, SVG or style survives', async () => {
    const corpus = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">a</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">b</a>',
      '<svg onload=alert(1)><circle/></svg>',
      '<p style="background:url(javascript:alert(1))" onclick="alert(1)">texto</p>',
      '<iframe src="https://evil.test"></iframe>',
      '<a href="java\tscript:alert(1)">c</a>',
    ];
    const c = await rascunho(criador.token, { mensagem: corpus.join('') });
    expect(c.mensagem).not.toMatch(/script|onerror|onload|onclick|javascript|data:|<svg|style=|<iframe|<img/i);
    expect(c.mensagem).toContain('texto');
    expect(c.status).toEqual({ id: 'RASCUNHO', description: 'Rascunho' });
  });

  it('names every wrong field at once and saves nothing', async () => {
    const before = (await t.database.pool.query('select count(*)::int as n from comunicados')).rows[0].n;
    const res = await call(criador.token, SALVAR, {
      c: { titulo: 'x'.repeat(201), emailsAvulsos: ['ok@portal.test', 'não-é-email'], dataHoraAgendamento: new Date(Date.now() + 10 * 60_000).toISOString() },
    });
    expect(outcome(res)).toBe('BAD_USER_INPUT');
    expect(fields(res)).toEqual(['titulo', 'emailsAvulsos', 'dataHoraAgendamento']);
    expect(message(res)).toBe('O campo título deve ter no máximo 200 caracteres.');
    expect(res.errors![0]!.extensions!.fields![1]!.message).toBe('O campo e-mails avulsos tem um endereço de e-mail inválido: não-é-email.');
    expect((await t.database.pool.query('select count(*)::int as n from comunicados')).rows[0].n).toBe(before);
  });

  it('refuses an expiry before the publication, in Spanish and English too', async () => {
    const ag = inAnHour(3);
    const c = { titulo: 't', dataHoraAgendamento: ag, expiraEm: inAnHour(2) };
    expect(message(await call(criador.token, SALVAR, { c }))).toBe('A expiração deve ser depois da publicação.');
    await idioma(criador.token, 'ES');
    expect(message(await call(criador.token, SALVAR, { c }))).toBe('La expiración debe ser posterior a la publicación.');
    await idioma(criador.token, 'EN');
    expect(message(await call(criador.token, SALVAR, { c }))).toBe('The expiry must come after the publication.');
    await idioma(criador.token, 'PT_BR');
  });

  it("is the author's: another creator neither reads, edits nor deletes it (NOT_FOUND)", async () => {
    const c = await rascunho(criador.token);
    expect(outcome(await call(outroCriador.token, COMUNICADO, { id: c.id }))).toBe('NOT_FOUND');
    expect(outcome(await call(outroCriador.token, SALVAR, { c: { id: c.id, titulo: 'tomado' } }))).toBe('NOT_FOUND');
    expect(outcome(await call(outroCriador.token, EXCLUIR, { id: c.id }))).toBe('NOT_FOUND');
    // A holder of the approval feature reads it; the author deletes it.
    expect(outcome(await call(aprovador.token, COMUNICADO, { id: c.id }))).toBe('OK');
    expect(outcome(await call(criador.token, EXCLUIR, { id: c.id }))).toBe('OK');
    expect(outcome(await call(criador.token, COMUNICADO, { id: c.id }))).toBe('NOT_FOUND');
  });

  it("refuses another person's private group as if it did not exist", async () => {
    const equipe = String((await t.database.pool.query<{ id: number }>(`select id from grupos_usuarios where nome = 'Minha equipe'`)).rows[0]!.id);
    expect(outcome(await call(criador.token, SALVAR, { c: { titulo: 't', idsGrupos: [equipe] } }))).toBe('NOT_FOUND');
  });

  it('counts its audience before saving: the groups minus the excluded, plus the portal users among the addresses', async () => {
    const count = async (d: Record<string, unknown>) =>
      (await call<{ audienciaComunicado: { usuarios: number; emails: number } }>(criador.token, AUDIENCIA, { d })).data!.audienciaComunicado;
    const all = await count({ idsGrupos: [rede] });
    expect(all.usuarios).toBeGreaterThan(1);
    const dealer = (await t.database.pool.query<{ id: number }>('select id from usuarios where email = $1', [DEMO_USERS.dealer])).rows[0]!.id;
    expect(await count({ idsGrupos: [rede], idsUsuariosRemovidos: [String(dealer)], emailsAvulsos: ['fora@externo.test'] })).toEqual({ usuarios: all.usuarios - 1, emails: 1 });
  });
});

describe('sending', () => {
  it('needs a title, a message and a recipient, all named, in the reader language', async () => {
    const c = await rascunho(aprovador.token, { titulo: '', mensagem: '', idsGrupos: [] });
    const res = await call(aprovador.token, ENVIAR, { id: c.id });
    expect(fields(res)).toEqual(['titulo', 'mensagem', 'idsGrupos']);
    expect(res.errors![0]!.extensions!.fields!.map((f) => f.message)).toEqual([
      'O campo título é obrigatório.',
      'O campo mensagem é obrigatório.',
      'Informe ao menos um destinatário: um grupo de usuários ou um e-mail.',
    ]);
  });

  it('by a holder of the approval feature delivers at once, numbered, to the audience', async () => {
    const c = await rascunho(aprovador.token);
    const res = await call<{ enviarComunicado: { status: { id: string }; numero: string; destinatarios: number } }>(aprovador.token, ENVIAR, { id: c.id });
    expect(res.errors).toBeUndefined();
    expect(res.data!.enviarComunicado.status.id).toBe('ENVIADO');
    expect(res.data!.enviarComunicado.numero).toMatch(/^\d+\/\d{4}$/);
    expect(res.data!.enviarComunicado.destinatarios).toBeGreaterThan(0);
    // Sent: no longer editable, and sending again is refused with the status named.
    const again = await call(aprovador.token, ENVIAR, { id: c.id });
    expect(outcome(again)).toBe('CONFLICT');
    expect(message(again)).toBe('Este comunicado está "Enviado": a operação não se aplica.');
    expect(outcome(await call(aprovador.token, SALVAR, { c: { id: c.id, titulo: 'mudado' } }))).toBe('CONFLICT');
  });

  it('with a schedule waits (AGENDADO, nothing delivered), and can be taken back to draft', async () => {
    const c = await rascunho(aprovador.token, { dataHoraAgendamento: inAnHour(5) });
    const res = await call<{ enviarComunicado: { status: { id: string }; destinatarios: number; numero: string | null } }>(aprovador.token, ENVIAR, { id: c.id });
    expect(res.data!.enviarComunicado).toMatchObject({ status: { id: 'AGENDADO' }, destinatarios: 0, numero: null });
    const cancel = await call<{ cancelarAgendamentoComunicado: { status: { id: string } } }>(aprovador.token, CANCELAR, { id: c.id });
    expect(cancel.data!.cancelarAgendamentoComunicado.status.id).toBe('RASCUNHO');
  });

  it('is refused to a creator without the approval feature, who is told to pick an approver', async () => {
    const c = await rascunho(criador.token);
    const res = await call(criador.token, ENVIAR, { id: c.id });
    expect(outcome(res)).toBe('FORBIDDEN');
  });
});

describe('approval', () => {
  it('a creator sends to an approver, who rejects with a reason the creator reads; edited and resent, it is approved and delivered', async () => {
    const c = await rascunho(criador.token);
    // Not to themselves, not to someone without the feature.
    expect(fields(await call(criador.token, PARA_APROVACAO, { id: c.id, a: String(criador.id) }))).toEqual(['idAprovador']);
    expect(fields(await call(criador.token, PARA_APROVACAO, { id: c.id, a: String(outroCriador.id) }))).toEqual(['idAprovador']);
    const sent = await call<{ enviarComunicadoParaAprovacao: { status: { id: string } } }>(criador.token, PARA_APROVACAO, { id: c.id, a: String(aprovador.id) });
    expect(sent.data!.enviarComunicadoParaAprovacao.status.id).toBe('EM_APROVACAO');
    // Waiting: the author cannot edit; the approver sees it to approve.
    expect(outcome(await call(criador.token, SALVAR, { c: { id: c.id, titulo: 'x' } }))).toBe('CONFLICT');
    const fila = await call<{ comunicados: { content: { id: string }[] } }>(aprovador.token, COMUNICADOS, { f: { caixa: 'PARA_APROVAR' } });
    expect(fila.data!.comunicados.content.map((x) => x.id)).toContain(c.id);
    const view = await call<{ comunicado: Comunicado }>(aprovador.token, COMUNICADO, { id: c.id });
    expect(view.data!.comunicado.podeAprovar).toBe(true);

    const curto = await call(aprovador.token, REJEITAR, { id: c.id, m: '  curto demais  ' });
    expect(fields(curto)).toEqual(['motivoRejeicao']);
    expect(message(curto)).toBe('O campo motivo da rejeição deve ter ao menos 15 caracteres.');
    const motivo = 'Falta a data de início da campanha.';
    await call(aprovador.token, REJEITAR, { id: c.id, m: motivo });
    const lido = await call<{ comunicado: Comunicado }>(criador.token, COMUNICADO, { id: c.id });
    expect(lido.data!.comunicado).toMatchObject({ status: { id: 'REJEITADO', description: 'Rejeitado' }, motivoRejeicao: motivo, podeEditar: true });

    await call(criador.token, SALVAR, { c: { id: c.id, titulo: 'Recall preventivo (início 01/12)', mensagem: '<p>Começa em 01/12.</p>', idsGrupos: [rede] } });
    await call(criador.token, PARA_APROVACAO, { id: c.id, a: String(aprovador.id) });
    // Only the picked approver approves: another holder of the feature is refused.
    expect(outcome(await call(tokens.montadora, APROVAR, { id: c.id }))).toBe('FORBIDDEN');
    const ok = await call<{ aprovarComunicado: { status: { id: string }; destinatarios: number } }>(aprovador.token, APROVAR, { id: c.id });
    expect(ok.data!.aprovarComunicado.status.id).toBe('ENVIADO');
    expect(ok.data!.aprovarComunicado.destinatarios).toBeGreaterThan(0);
  });

  it('a schedule that became too close while waiting is refused at approval', async () => {
    const c = await rascunho(criador.token, { dataHoraAgendamento: inAnHour(2) });
    await call(criador.token, PARA_APROVACAO, { id: c.id, a: String(aprovador.id) });
    await t.database.pool.query(`update comunicados set data_hora_agendamento = now() + interval '10 minutes' where id = $1`, [c.id]);
    const res = await call(aprovador.token, APROVAR, { id: c.id });
    expect(fields(res)).toEqual(['dataHoraAgendamento']);
    expect(message(res)).toBe('O agendamento deve ser ao menos 1 hora depois de agora.');
  });

  it('a dealer user and a manufacturer user without the notices features are refused by every operation', async () => {
    const c = await rascunho(criador.token);
    for (const token of [tokens.dealer, tokens.consulta]) {
      expect(outcome(await call(token, COMUNICADO, { id: c.id }))).toBe('FORBIDDEN');
      expect(outcome(await call(token, SALVAR, { c: { titulo: 'x' } }))).toBe('FORBIDDEN');
      expect(outcome(await call(token, APROVAR, { id: c.id }))).toBe('FORBIDDEN');
    }
  });
});

describe('errata', () => {
  it('of a delivered notice: linked to it, to the same people, numbered, named on both sides', async () => {
    const c = await rascunho(aprovador.token);
    const enviado = await call<{ enviarComunicado: { numero: string; destinatarios: number } }>(aprovador.token, ENVIAR, { id: c.id });
    // A draft has no errata.
    const d = await rascunho(aprovador.token);
    expect(message(await call(aprovador.token, ERRATA, { id: d.id }))).toBe('Só um comunicado já enviado pode receber uma errata.');
    const e = await call<{ criarErrataComunicado: { id: string; errata: boolean; original: { id: string; numero: string } } }>(aprovador.token, ERRATA, { id: c.id });
    expect(e.data!.criarErrataComunicado).toMatchObject({ errata: true, original: { id: c.id, numero: enviado.data!.enviarComunicado.numero } });
    const errataId = e.data!.criarErrataComunicado.id;
    await call(aprovador.token, SALVAR, { c: { id: errataId, titulo: 'Recall preventivo (corrigido)', mensagem: '<p>Data corrigida.</p>' } });
    const sent = await call<{ enviarComunicado: { destinatarios: number; numero: string } }>(aprovador.token, ENVIAR, { id: errataId });
    expect(sent.data!.enviarComunicado.destinatarios).toBe(enviado.data!.enviarComunicado.destinatarios);
    expect(sent.data!.enviarComunicado.numero).not.toBe(enviado.data!.enviarComunicado.numero);
    const original = await call<{ comunicado: Comunicado }>(aprovador.token, COMUNICADO, { id: c.id });
    expect(original.data!.comunicado.erratas).toEqual([{ id: errataId, numero: sent.data!.enviarComunicado.numero }]);
  });

  it("is refused to a creator who is neither the original's author nor an approver", async () => {
    const c = await rascunho(aprovador.token);
    await call(aprovador.token, ENVIAR, { id: c.id });
    expect(outcome(await call(criador.token, ERRATA, { id: c.id }))).toBe('NOT_FOUND');
  });
});

describe('single addresses', () => {
  it('show their delivery status in the reader language', async () => {
    const c = await rascunho(aprovador.token, { emailsAvulsos: ['Alguem@Externo.test'] });
    expect(c.emailsAvulsos).toEqual([{ email: 'alguem@externo.test', status: { name: 'PENDENTE', descricao: 'Aguardando o envio do comunicado' }, motivo: null }]);
    await idioma(aprovador.token, 'EN');
    const en = await call<{ comunicado: Comunicado }>(aprovador.token, COMUNICADO, { id: c.id });
    expect(en.data!.comunicado.emailsAvulsos[0]!.status.descricao).toBe('Waiting for the notice to be sent');
    expect(en.data!.comunicado.status.description).toBe('Draft');
    await idioma(aprovador.token, 'PT_BR');
  });
});
