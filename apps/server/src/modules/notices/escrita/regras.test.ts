import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, outcome, type GqlResult } from '../../../test/graphql.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { tokenFor } from '../../user-groups/testing.js';
import { APROVAR, CANCELAR, COMUNICADO, ERRATA, EXCLUIR, PARA_APROVACAO, REJEITAR, SALVAR } from './testing.js';

/**
 * The rules around the transitions that the main test leaves aside: references that do not exist,
 * a notice out of the author's hands while in approval, operations that do not apply to a status,
 * the rejection reason's length after trimming, the approver's choice — each in the reader's words.
 */
let t: TestApp;
let rede: string;
type Pessoa = { id: number; token: string };
let criador: Pessoa;
let aprovador: Pessoa;
let aprovador2: Pessoa;

const call = <T = Record<string, unknown>>(p: Pessoa, query: string, variables: Record<string, unknown> = {}) => gql<T>(t.app, query, { token: p.token, variables });
const message = (res: GqlResult) => res.errors?.[0]?.message;
const fieldOf = (res: GqlResult) => res.errors?.[0]?.extensions?.fields?.map((f) => f.field);

async function idioma(p: Pessoa, to: 'PT_BR' | 'ES' | 'EN') {
  const res = await call(p, 'mutation($id: ID!, $i: Idioma!) { mudarLinguaUsuario(id: $id, idioma: $i) { id } }', { id: String(p.id), i: to });
  expect(res.errors).toBeUndefined();
}
async function emAprovacao(): Promise<string> {
  const res = await call<{ salvarComunicado: { id: string } }>(criador, SALVAR, { c: { titulo: 'Para aprovar', mensagem: '<p>Texto.</p>', idsGrupos: [rede] } });
  expect(res.errors).toBeUndefined();
  const id = res.data!.salvarComunicado.id;
  expect((await call(criador, PARA_APROVACAO, { id, a: String(aprovador.id) })).errors).toBeUndefined();
  return id;
}

beforeAll(async () => {
  t = await buildTestApp();
  rede = String((await t.database.pool.query<{ id: number }>(`select id from grupos_usuarios where nome = 'Rede Aurora'`)).rows[0]!.id);
  criador = await tokenFor(t.app, t.database, ['PORTAL_CRIACAO_COMUNICADOS']);
  aprovador = await tokenFor(t.app, t.database, ['PORTAL_APROVACAO_ENVIO_COMUNICADOS']);
  aprovador2 = await tokenFor(t.app, t.database, ['PORTAL_APROVACAO_ENVIO_COMUNICADOS']);
});
afterAll(() => t?.close());

describe('saving', () => {
  it('names an excluded user or a department that does not exist', async () => {
    const removido = await call(criador, SALVAR, { c: { titulo: 't', idsUsuariosRemovidos: ['999999999'] } });
    expect(outcome(removido)).toBe('BAD_USER_INPUT');
    expect(fieldOf(removido)).toEqual(['idsUsuariosRemovidos']);
    expect(message(removido)).toBe('O campo usuários excluídos tem um usuário que não existe.');
    const dep = await call(criador, SALVAR, { c: { titulo: 't', idDepartamento: '999999999' } });
    expect(fieldOf(dep)).toEqual(['idDepartamento']);
    expect(message(dep)).toBe('O campo departamento não é um departamento ativo.');
  });
});

describe('a notice in approval', () => {
  it('is out of its author\'s hands: neither edited nor deleted, told in the reader language', async () => {
    const id = await emAprovacao();
    const edit = await call(criador, SALVAR, { c: { id, titulo: 'Mudado' } });
    expect(outcome(edit)).toBe('CONFLICT');
    expect(message(edit)).toBe('Este comunicado está "Em aprovação" e não pode mais ser alterado.');
    await idioma(criador, 'EN');
    try {
      expect(message(await call(criador, EXCLUIR, { id }))).toBe('This notice is "In approval" and can no longer be changed.');
    } finally {
      await idioma(criador, 'PT_BR');
    }
    const lido = await call<{ comunicado: { titulo: string; podeEditar: boolean } }>(criador, COMUNICADO, { id });
    expect(lido.data!.comunicado).toMatchObject({ titulo: 'Para aprovar', podeEditar: false });
  });

  it('is approved or rejected only by its picked approver; another approver reads it but is refused', async () => {
    const id = await emAprovacao();
    expect(outcome(await call(aprovador2, COMUNICADO, { id }))).toBe('OK');
    expect(outcome(await call(aprovador2, APROVAR, { id }))).toBe('FORBIDDEN');
    expect(outcome(await call(aprovador2, REJEITAR, { id, m: 'Um motivo bem longo aqui.' }))).toBe('FORBIDDEN');
    // The author cannot approve their own notice either.
    expect(outcome(await call(criador, APROVAR, { id }))).toBe('FORBIDDEN');
  });

  it('is rejected only with a reason of at least 15 characters once trimmed, in every language', async () => {
    const id = await emAprovacao();
    const curto = `   ${'x'.repeat(14)}   `;
    await idioma(aprovador, 'ES');
    expect(message(await call(aprovador, REJEITAR, { id, m: curto }))).toBe('El campo motivo del rechazo debe tener al menos 15 caracteres.');
    await idioma(aprovador, 'EN');
    expect(message(await call(aprovador, REJEITAR, { id, m: curto }))).toBe('The field rejection reason must have at least 15 characters.');
    await idioma(aprovador, 'PT_BR');
    const ok = await call<{ rejeitarComunicado: { status: { id: string }; motivoRejeicao: string } }>(aprovador, REJEITAR, { id, m: `  ${'y'.repeat(15)}  ` });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.rejeitarComunicado).toMatchObject({ status: { id: 'REJEITADO' }, motivoRejeicao: 'y'.repeat(15) });
  });
});

describe('operations that do not apply', () => {
  it('cancelling the schedule of a draft, an errata of an unsent notice: CONFLICT, in words', async () => {
    const res = await call<{ salvarComunicado: { id: string } }>(criador, SALVAR, { c: { titulo: 'Rascunho' } });
    const id = res.data!.salvarComunicado.id;
    const cancel = await call(criador, CANCELAR, { id });
    expect(outcome(cancel)).toBe('CONFLICT');
    expect(message(cancel)).toBe('Este comunicado está "Rascunho": a operação não se aplica.');
    const errata = await call(criador, ERRATA, { id });
    expect(outcome(errata)).toBe('CONFLICT');
    expect(message(errata)).toBe('Só um comunicado já enviado pode receber uma errata.');
  });

  it('sending for approval to oneself, to a creator without the approval feature or to an inactive approver', async () => {
    const res = await call<{ salvarComunicado: { id: string } }>(criador, SALVAR, { c: { titulo: 'Escolha', mensagem: '<p>x</p>', idsGrupos: [rede] } });
    const id = res.data!.salvarComunicado.id;
    const outroCriador = await tokenFor(t.app, t.database, ['PORTAL_CRIACAO_COMUNICADOS']);
    const inativo = await tokenFor(t.app, t.database, ['PORTAL_APROVACAO_ENVIO_COMUNICADOS']);
    await t.database.pool.query('update usuarios set active = false where id = $1', [inativo.id]);
    for (const a of [criador.id, outroCriador.id, inativo.id]) {
      const r = await call(criador, PARA_APROVACAO, { id, a: String(a) });
      expect(fieldOf(r), String(a)).toEqual(['idAprovador']);
      expect(message(r)).toBe('O campo aprovador deve ser um usuário ativo, outro que não você, com permissão de aprovar comunicados.');
    }
  });
});
