import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCpf } from '../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, type DemoRole } from '../../test/graphql.js';
import { dealerUser, demoIds, failure, messages, montadoraUser, salvar, saveOk, USUARIO_FIELDS, type DemoIds, type UsuarioOut } from './testing.js';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let ids: DemoIds;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  ids = await demoIds(t.database);
});
afterAll(() => t?.close());

const count = async (sqlText: string, params: unknown[] = []) =>
  (await t.database.pool.query<{ n: number }>(`select count(*)::int as n from ${sqlText}`, params)).rows[0]!.n;

describe('salvarUsuario', () => {
  it('creates a dealer-group user with every relation, answers criado, and reads back through usuario(id)', async () => {
    const save = dealerUser(ids, {
      nome: '  Beatriz Souza ',
      email: ' Beatriz.Souza@Rede.TEST ',
      cpf: demoCpf(650).replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'),
      telefones: ['4133334444', '(41) 99999-8888'],
      celulares: ['41988887777'],
      idioma: 'ES',
      produtos: [{ idProduto: ids.produto.PORTAL, idsTiposAcesso: [ids.tipoAcesso.consulta], idsFuncionalidades: [ids.funcionalidade.PORTAL_CONSULTA_VISUALIZACAO_USUARIOS] }],
    });
    const res = await salvar(t.app, tokens.montadora, save);
    expect(res.errors).toBeUndefined();
    const { criado, usuario } = res.data!.salvarUsuario;
    expect(criado).toBe(true);
    expect(usuario).toMatchObject({
      nome: 'Beatriz Souza',
      email: 'beatriz.souza@rede.test',
      cpf: demoCpf(650),
      telefones: ['(41) 3333-4444', '(41) 99999-8888'],
      celulares: ['(41) 98888-7777'],
      tipo: 'DEALER_GRUPO',
      idioma: 'ES',
      active: true,
      especial: false,
      ativacaoEspecial: false,
      idIdentityProvider: usuario.id,
      marcas: [{ id: ids.marca.Aurora, description: 'Aurora' }],
      grupos: [{ id: ids.grupo.Horizonte, nome: 'Grupo Horizonte' }],
      dealers: [{ id: ids.dealer.Centro, nome: 'Horizonte Veículos Ltda', nomeExibicao: 'Horizonte Centro', codigoPrincipal: 'D0001', grupo: { nome: 'Grupo Horizonte' } }],
      tiposAcesso: [{ id: ids.tipoAcesso.consulta, nome: 'Consulta', idProduto: ids.produto.PORTAL }],
      funcionalidades: [{ chave: 'PORTAL_CONSULTA_VISUALIZACAO_USUARIOS', idProduto: ids.produto.PORTAL }],
      produtos: [{ idProduto: ids.produto.PORTAL, idsTiposAcesso: [ids.tipoAcesso.consulta], idsFuncionalidades: [ids.funcionalidade.PORTAL_CONSULTA_VISUALIZACAO_USUARIOS] }],
    });
    const read = await gql<{ usuario: UsuarioOut }>(t.app, `{ usuario(id: "${usuario.id}") { ${USUARIO_FIELDS} } }`, { token: tokens.consulta });
    expect(read.data!.usuario).toEqual(usuario);
    const cargos = await gql<{ cargos: unknown[] }>(t.app, `{ cargos(usuarioId: "${usuario.id}") { cargoId nome dataInicio dealer { nomeExibicao } departamento { nome } setor { nome divisao { nome } } } }`, { token: tokens.consulta });
    expect(cargos.data!.cargos).toEqual([
      { cargoId: ids.cargo.Vendedor, nome: 'Vendedor', dataInicio: '2024-01-10', dealer: { nomeExibicao: 'Horizonte Centro' }, departamento: { nome: 'Vendas' }, setor: { nome: 'Vendas', divisao: { nome: 'Comercial' } } },
    ]);
    const info = await gql<{ infoUsuario: unknown }>(t.app, `{ infoUsuario(usuarioId: "${usuario.id}") { dataAdmissao emailSuperior dataDesligamento desligamento { motivo } } }`, { token: tokens.consulta });
    expect(info.data!.infoUsuario).toEqual({ dataAdmissao: '2024-01-10', emailSuperior: 'chefe@rede.test', dataDesligamento: null, desligamento: null });
  });

  it('updates a user (criado false), keeps permissions when produtos is omitted, and keeps position ids', async () => {
    const save = dealerUser(ids, { produtos: [{ idProduto: ids.produto.PORTAL, idsTiposAcesso: [ids.tipoAcesso.consulta], idsFuncionalidades: [ids.funcionalidade.PORTAL_CONSULTA_VISUALIZACAO_USUARIOS] }] });
    const created = await saveOk(t.app, tokens.montadora, save);
    const before = await t.database.pool.query<{ id: number }>('select id from usuario_cargos where usuario_id = $1', [created.id]);
    const { produtos: _p, ...semProdutos } = save.usuario;
    const res = await salvar(t.app, tokens.montadora, {
      usuario: { ...semProdutos, id: created.id, nome: 'Nome Novo', marcas: [ids.marca.Aurora, ids.marca.Boreal], idsDealers: [ids.dealer.Centro, ids.dealer.Sul] },
      cargos: [...save.cargos, { cargoId: ids.cargo['Gerente geral'], dataInicio: '2024-03-01', dealerId: ids.dealer.Sul, departamentoId: ids.departamento.Diretoria }],
      infos: { dataAdmissao: '2024-01-10', emailSuperior: 'outro.chefe@rede.test', dataDesligamento: '2025-01-31', desligamentoId: ids.desligamento['Pedido de demissão'] },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.salvarUsuario).toMatchObject({ criado: false, usuario: { id: created.id, nome: 'Nome Novo', idioma: 'PT_BR' } });
    const u = res.data!.salvarUsuario.usuario;
    expect(u.dealers.map((d) => d.nomeExibicao)).toEqual(['Horizonte Centro', 'Horizonte Sul']);
    expect(u.funcionalidades.map((f) => f.chave)).toEqual(['PORTAL_CONSULTA_VISUALIZACAO_USUARIOS']);
    const after = await t.database.pool.query<{ id: number }>('select id from usuario_cargos where usuario_id = $1 order by id', [created.id]);
    expect(after.rows[0]!.id).toBe(before.rows[0]!.id);
    expect(after.rows).toHaveLength(2);
  });

  it('writes the audit rows with before/after snapshots that include the relations', async () => {
    const created = await saveOk(t.app, tokens.montadora, dealerUser(ids));
    await saveOk(t.app, tokens.montadora, { ...dealerUser(ids, { id: created.id, email: created.email, cpf: created.cpf, nome: 'Renomeada' }) });
    const audit = await t.database.pool.query(
      `select acao, usuario_id, antes, depois from auditoria where entidade = 'usuario' and entidade_id = $1 order by id`,
      [created.id],
    );
    expect(audit.rows.map((r) => r.acao)).toEqual(['CRIAR', 'ALTERAR']);
    expect(audit.rows[0].antes).toBeNull();
    expect(String(audit.rows[0].usuario_id)).toBe(ids.usuario.montadora);
    expect(audit.rows[1].antes.nome).toBe(created.nome);
    expect(audit.rows[1].depois).toMatchObject({
      nome: 'Renomeada',
      marcas: [{ id: Number(ids.marca.Aurora), nome: 'Aurora' }],
      grupos: [{ id: Number(ids.grupo.Horizonte), nome: 'Grupo Horizonte' }],
      dealers: [{ id: Number(ids.dealer.Centro), nome: 'Horizonte Centro' }],
      cargos: [{ nome: 'Vendedor — Horizonte Centro (Vendas), 2024-01-10', dataInicio: '2024-01-10', dealerId: Number(ids.dealer.Centro) }],
      infos: { dataAdmissao: '2024-01-10', emailSuperior: 'chefe@rede.test' },
      funcionalidades: [],
      tiposAcesso: [],
    });
  });

  it('reports every problem of step 1 at once, per field, in the caller\'s language', async () => {
    const res = await gql(t.app, `mutation($u: UsuarioInput!) { salvarUsuario(usuario: $u) { criado } }`, {
      token: tokens.montadora,
      lang: 'en',
      variables: { u: { nome: ' ', email: 'not-an-email', cpf: '111.111.111-11', telefones: ['(41) 3333'], tipo: 'DEALER_GRUPO' } },
    });
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['nome', 'email', 'cpf', 'telefones', 'idsDealers', 'dataAdmissao', 'emailSuperior'] });
    // The caller's stored language (pt-BR) wins over the request's Accept-Language.
    expect(messages(res)).toContain('nome: O campo nome é obrigatório.');
    expect(messages(res)).toContain('telefones: Formato inválido: (41) 3333.');
    expect(messages(res)).toContain('idsDealers: Selecione pelo menos um registro de Concessionárias.');
  });

  it('answers NOT_FOUND for an unknown user and leaves no half-saved user when a later rule fails', async () => {
    expect(failure(await salvar(t.app, tokens.montadora, montadoraUser(ids, { id: '999999' }))).code).toBe('NOT_FOUND');
    const before = await count('usuarios');
    const auditBefore = await count(`auditoria where entidade = 'usuario'`);
    // Everything valid except a permission only the provider's type may hold: checked after the links.
    const save = montadoraUser(ids, {
      produtos: [{ idProduto: ids.produto.PORTAL, idsTiposAcesso: [ids.tipoAcesso.admin], idsFuncionalidades: [ids.funcionalidade.PORTAL_MANUTENCAO_USUARIOS, ids.funcionalidade.PORTAL_ADMINISTRACAO_PROVEDOR] }],
    });
    expect(failure(await salvar(t.app, tokens.admin, save)).code).toBe('BAD_USER_INPUT');
    expect(await count('usuarios')).toBe(before);
    expect(await count(`auditoria where entidade = 'usuario'`)).toBe(auditBefore);
    expect(await count(`usuarios where email = $1`, [save.usuario.email])).toBe(0);
  });
});
