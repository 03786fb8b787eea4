import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '@portal/domain';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { gql, type GqlResult } from '../../../test/graphql.js';
import { tokenFor } from '../../user-groups/testing.js';
import {
  ARQUIVAR,
  CIENCIA,
  COUNT,
  DEPARTAMENTOS,
  ENVIO_CAMPOS,
  ENVIO,
  ENVIOS,
  FAVORITAR,
  MARCAR_LIDO,
  RECENTES,
  comunicadoRecebido,
  novoArquivo,
  novoDepartamento,
} from './testing.js';

/**
 * A recipient's reading through the API: each list's membership, expiry, search and filters,
 * paging, the badge, the home card, the receive view's notice (number, errata links, signature,
 * attachments, sanitized message), the recipient's actions, and NOT_FOUND for anything that is
 * not the caller's own delivery.
 */

interface Envio {
  id: string;
  lido: boolean;
  lidoEm: string | null;
  arquivado: boolean;
  favorito: boolean;
  ciente: boolean;
  cienteEm: string | null;
  data: string;
  comunicado: {
    id: string;
    numero: string | null;
    titulo: string;
    envioDateTime: string;
    expiraEm: string | null;
    requerCiencia: boolean;
    errata: boolean;
    usuarioCriador: { id: string; nome: string; email: string };
    departamento: { id: string; nome: string; sigla: string | null; assinatura: string | null } | null;
    original: { id: string; numero: string | null; titulo: string } | null;
  };
}

let t: TestApp;
type Pessoa = { id: number; token: string };
let autor: Pessoa;
let leitor: Pessoa;
let outro: Pessoa;

const HORA = 60 * 60 * 1000;
const agora = Date.now();
const em = (horas: number) => new Date(agora + horas * HORA);

const call = <T = Record<string, unknown>>(p: Pessoa, query: string, variables: Record<string, unknown> = {}) =>
  gql<T>(t.app, query, { token: p.token, variables });
const ok = <T>(res: GqlResult<T>): T => {
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!;
};
async function lista(p: Pessoa, f: Record<string, unknown>): Promise<{ totalElements: number; content: Envio[] }> {
  const data = ok(await call<{ comunicadoEnvios: { totalElements: number; content: Envio[] } }>(p, ENVIOS, { f: { rowsPerPage: 100, ...f } }));
  return data.comunicadoEnvios;
}
const titulos = async (p: Pessoa, f: Record<string, unknown>) => (await lista(p, f)).content.map((e) => e.comunicado.titulo);
const count = async (p: Pessoa) => ok(await call<{ countComunicadosNaoLidos: number }>(p, COUNT)).countComunicadosNaoLidos;

beforeAll(async () => {
  t = await buildTestApp();
  autor = await tokenFor(t.app, t.database, [FEATURES.PORTAL_CRIACAO_COMUNICADOS, FEATURES.PORTAL_APROVACAO_ENVIO_COMUNICADOS]);
  leitor = await tokenFor(t.app, t.database, []);
  outro = await tokenFor(t.app, t.database, []);
});
afterAll(() => t?.close());

describe("a recipient's lists", () => {
  let ids: Record<'lido' | 'naoLido' | 'arquivado' | 'favorito' | 'favoritoArquivado' | 'expirado' | 'expiraDepois', number>;

  beforeAll(async () => {
    const u = [leitor.id];
    const r = (titulo: string, horas: number, over: { expiraEm?: Date } = {}) =>
      comunicadoRecebido(t.database, { autorId: autor.id, usuarioIds: u, titulo, envio: em(horas), ...over });
    ids = {
      expirado: await r('Caixa expirado', -10, { expiraEm: em(-1) }),
      lido: await r('Caixa lido', -9),
      naoLido: await r('Caixa não lido', -8),
      arquivado: await r('Caixa arquivado', -7),
      favorito: await r('Caixa favorito', -6),
      favoritoArquivado: await r('Caixa favorito arquivado', -5),
      expiraDepois: await r('Caixa expira depois', -4, { expiraEm: em(24) }),
    };
    ok(await call(leitor, MARCAR_LIDO, { id: String(ids.lido) }));
    ok(await call(leitor, ARQUIVAR, { id: String(ids.arquivado), v: true }));
    ok(await call(leitor, FAVORITAR, { id: String(ids.favorito), v: true }));
    ok(await call(leitor, FAVORITAR, { id: String(ids.favoritoArquivado), v: true }));
    ok(await call(leitor, ARQUIVAR, { id: String(ids.favoritoArquivado), v: true }));
  });

  it('inbox: not archived, not expired, read or not, newest first', async () => {
    expect(await titulos(leitor, { caixa: 'ENTRADA' })).toEqual(['Caixa expira depois', 'Caixa favorito', 'Caixa não lido', 'Caixa lido']);
  });

  it('read: read ones of the inbox', async () => {
    expect(await titulos(leitor, { caixa: 'LIDOS' })).toEqual(['Caixa lido']);
  });

  it('archived: archived ones and expired ones', async () => {
    expect(await titulos(leitor, { caixa: 'ARQUIVADOS' })).toEqual(['Caixa favorito arquivado', 'Caixa arquivado', 'Caixa expirado']);
  });

  it('favourites: favourites archived or not, expired left out', async () => {
    expect(await titulos(leitor, { caixa: 'FAVORITOS' })).toEqual(['Caixa favorito arquivado', 'Caixa favorito']);
    ok(await call(leitor, FAVORITAR, { id: String(ids.expirado), v: true }));
    expect(await titulos(leitor, { caixa: 'FAVORITOS' })).not.toContain('Caixa expirado');
    ok(await call(leitor, FAVORITAR, { id: String(ids.expirado), v: false }));
  });

  it('unread only, in any list', async () => {
    expect(await titulos(leitor, { caixa: 'ENTRADA', naoLidos: true })).toEqual(['Caixa expira depois', 'Caixa favorito', 'Caixa não lido']);
    expect(await titulos(leitor, { caixa: 'ARQUIVADOS', naoLidos: true })).toEqual(['Caixa favorito arquivado', 'Caixa arquivado', 'Caixa expirado']);
  });

  it('the badge counts the unread of the inbox: archived and expired ones are not in it', async () => {
    expect(await count(leitor)).toBe(3);
  });

  it("each list's total counts exactly its rows (the counts read the deliveries alone), and an inactive notice is in no list, total or badge", async () => {
    const inativo = await comunicadoRecebido(t.database, { autorId: autor.id, usuarioIds: [leitor.id], titulo: 'Caixa inativo' });
    ok(await call(leitor, FAVORITAR, { id: String(inativo), v: true }));
    await t.database.pool.query(`update comunicados set active = false where id = $1`, [inativo]);
    const esperado = { ENTRADA: 4, LIDOS: 1, ARQUIVADOS: 3, FAVORITOS: 2 };
    for (const [caixa, n] of Object.entries(esperado)) {
      for (const naoLidos of [false, true]) {
        const l = await lista(leitor, { caixa, naoLidos });
        expect(l.content.map((e) => e.comunicado.titulo)).not.toContain('Caixa inativo');
        expect(l.totalElements, `${caixa} naoLidos=${naoLidos}`).toBe(l.content.length);
        if (!naoLidos) expect(l.totalElements, caixa).toBe(n);
      }
    }
    expect(await count(leitor)).toBe(3);
  });

  it('server paging: pages of the list in order, with its total', async () => {
    const p0 = ok(await call<{ comunicadoEnvios: { totalElements: number; content: Envio[] } }>(leitor, ENVIOS, { f: { caixa: 'ENTRADA', page: 0, rowsPerPage: 3 } }));
    const p1 = ok(await call<{ comunicadoEnvios: { totalElements: number; content: Envio[] } }>(leitor, ENVIOS, { f: { caixa: 'ENTRADA', page: 1, rowsPerPage: 3 } }));
    expect(p0.comunicadoEnvios.totalElements).toBe(4);
    expect(p1.comunicadoEnvios.totalElements).toBe(4);
    expect([...p0.comunicadoEnvios.content, ...p1.comunicadoEnvios.content].map((e) => e.comunicado.titulo)).toEqual([
      'Caixa expira depois',
      'Caixa favorito',
      'Caixa não lido',
      'Caixa lido',
    ]);
  });

  it('a delivery whose notice expires leaves the inbox, the read list, the favourites and the badge, and shows under archived', async () => {
    const id = await comunicadoRecebido(t.database, { autorId: autor.id, usuarioIds: [leitor.id], titulo: 'Expira agora' });
    ok(await call(leitor, FAVORITAR, { id: String(id), v: true }));
    const antes = await count(leitor);
    expect(await titulos(leitor, { caixa: 'ENTRADA' })).toContain('Expira agora');
    expect(await titulos(leitor, { caixa: 'FAVORITOS' })).toContain('Expira agora');
    await t.database.pool.query(`update comunicados set expira_em = now() - interval '1 second' where id = $1`, [id]);
    expect(await titulos(leitor, { caixa: 'ENTRADA' })).not.toContain('Expira agora');
    expect(await titulos(leitor, { caixa: 'FAVORITOS' })).not.toContain('Expira agora');
    expect(await titulos(leitor, { caixa: 'ARQUIVADOS' })).toContain('Expira agora');
    expect(await count(leitor)).toBe(antes - 1);
    // Still opened from "archived"; unarchiving does not bring it back to the inbox.
    ok(await call(leitor, MARCAR_LIDO, { id: String(id) }));
    ok(await call(leitor, ARQUIVAR, { id: String(id), v: false }));
    expect(await titulos(leitor, { caixa: 'LIDOS' })).not.toContain('Expira agora');
    expect(await titulos(leitor, { caixa: 'ARQUIVADOS' })).toContain('Expira agora');
  });

  it('another recipient of the same notices has lists of their own state', async () => {
    expect(await titulos(outro, { caixa: 'ENTRADA' })).toEqual([]);
    expect(await count(outro)).toBe(0);
  });
});

describe('search and filters', () => {
  let leitora: Pessoa;
  let rh: number;
  let ti: number;

  beforeAll(async () => {
    leitora = await tokenFor(t.app, t.database, []);
    rh = await novoDepartamento(t.database, { nome: 'Recursos Humanos Leitura', sigla: 'RHL', assinatura: 'Equipe de RH' });
    ti = await novoDepartamento(t.database, { nome: 'Tecnologia Leitura', sigla: 'TIL' });
    const r = (titulo: string, mensagem: string, over: { departamentoId?: number; etiquetas?: string[] } = {}) =>
      comunicadoRecebido(t.database, { autorId: autor.id, usuarioIds: [leitora.id], titulo, mensagem, ...over });
    await r('Férias coletivas', '<p>As <b>férias</b> começam em dezembro.</p>', { departamentoId: rh, etiquetas: ['RH', 'Calendário'] });
    await r('Novo sistema de pedidos', '<p>O sistema entra no ar na segunda-feira.</p>', { departamentoId: ti, etiquetas: ['Sistemas'] });
    await r('Campanha de vendas', '<p>Relatórios anuais de vendas disponíveis.</p>', { etiquetas: ['rh'] });
  });

  it('finds words of the title and of the message, Portuguese stems and accents ignored, every word required', async () => {
    expect(await titulos(leitora, { caixa: 'ENTRADA', busca: 'ferias' })).toEqual(['Férias coletivas']);
    expect(await titulos(leitora, { caixa: 'ENTRADA', busca: 'dezembro' })).toEqual(['Férias coletivas']);
    expect(await titulos(leitora, { caixa: 'ENTRADA', busca: 'relatorio venda' })).toEqual(['Campanha de vendas']);
    expect(await titulos(leitora, { caixa: 'ENTRADA', busca: 'sistema vendas' })).toEqual([]);
    // The markup is not text: a tag name finds nothing.
    expect(await titulos(leitora, { caixa: 'ENTRADA', busca: 'b' })).not.toContain('Férias coletivas');
    // No word at all: no filter, and no query syntax reaches PostgreSQL.
    expect(await titulos(leitora, { caixa: 'ENTRADA', busca: " & | ! ' " })).toHaveLength(3);
  });

  it('filters by department and by tag (whatever its case)', async () => {
    expect(await titulos(leitora, { caixa: 'ENTRADA', idDepartamento: String(rh) })).toEqual(['Férias coletivas']);
    expect(await titulos(leitora, { caixa: 'ENTRADA', idDepartamento: String(ti) })).toEqual(['Novo sistema de pedidos']);
    expect(await titulos(leitora, { caixa: 'ENTRADA', etiqueta: 'rh' })).toEqual(['Campanha de vendas', 'Férias coletivas']);
    expect(await titulos(leitora, { caixa: 'ENTRADA', etiqueta: 'calendário', idDepartamento: String(rh) })).toEqual(['Férias coletivas']);
    expect(await titulos(leitora, { caixa: 'ENTRADA', etiqueta: 'Sistemas', busca: 'férias' })).toEqual([]);
  });

  it('a department id that is not one is BAD_USER_INPUT', async () => {
    const res = await call(leitora, ENVIOS, { f: { caixa: 'ENTRADA', idDepartamento: 'x' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('departamentosComunicados: the active departments with signature', async () => {
    await novoDepartamento(t.database, { nome: 'Inativo Leitura', active: false });
    const { departamentosComunicados } = ok(
      await call<{ departamentosComunicados: { id: string; nome: string; sigla: string | null; assinatura: string | null }[] }>(leitora, DEPARTAMENTOS),
    );
    expect(departamentosComunicados).toContainEqual({ id: String(rh), nome: 'Recursos Humanos Leitura', sigla: 'RHL', assinatura: 'Equipe de RH' });
    expect(departamentosComunicados.map((d) => d.nome)).not.toContain('Inativo Leitura');
    const nomes = departamentosComunicados.map((d) => d.nome);
    expect(nomes).toEqual([...nomes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('the receive view and the home card', () => {
  let leitora: Pessoa;
  let original: number;
  let errata: number;
  let arquivoA: string;
  let arquivoB: string;
  let dep: number;

  beforeAll(async () => {
    leitora = await tokenFor(t.app, t.database, []);
    dep = await novoDepartamento(t.database, { nome: 'Comercial Leitura', sigla: 'COM', assinatura: 'Diretoria Comercial' });
    arquivoA = await novoArquivo(t.database, autor.id, 'tabela.pdf', 2048);
    arquivoB = await novoArquivo(t.database, autor.id, 'anexo.xlsx', 4096);
    original = await comunicadoRecebido(t.database, {
      autorId: autor.id,
      usuarioIds: [leitora.id],
      titulo: 'Tabela de preços',
      mensagem: '<p>Veja a <b>tabela</b>.</p><img src=x onerror=alert(1)><script>alert(1)</script>',
      departamentoId: dep,
      etiquetas: ['Preços', 'Comercial'],
      arquivos: [arquivoA, arquivoB],
      requerCiencia: true,
      envio: em(-3),
    });
    errata = await comunicadoRecebido(t.database, {
      autorId: autor.id,
      usuarioIds: [leitora.id],
      titulo: 'Tabela de preços corrigida',
      idParent: original,
      envio: em(-2),
    });
  });

  it('the delivery with its notice: number, creator, department signature, tags, attachments with signed links, sanitized message', async () => {
    const { comunicadoEnvio } = ok(await call<{ comunicadoEnvio: Record<string, never> & { comunicado: Record<string, unknown> } }>(leitora, ENVIO, { id: String(original) }));
    const rows = await t.database.pool.query<{ ano: number; numero: number }>('select ano, numero from comunicados where id = $1', [original]);
    const numero = `${rows.rows[0]!.numero}/${rows.rows[0]!.ano}`;
    const c = comunicadoEnvio.comunicado as {
      numero: string;
      mensagem: string;
      etiquetas: string[];
      arquivos: { id: string; nome: string; tamanho: number; link: string }[];
      departamento: { nome: string; assinatura: string };
      usuarioCriador: { nome: string };
      erratas: { id: string; numero: string; titulo: string }[];
      original: null;
    };
    expect(c.numero).toBe(numero);
    expect(c.mensagem).toBe('<p>Veja a <b>tabela</b>.</p>');
    expect(c.etiquetas).toEqual(['Comercial', 'Preços']);
    expect(c.arquivos.map((a) => [a.id, a.nome, a.tamanho])).toEqual([
      [arquivoA, 'tabela.pdf', 2048],
      [arquivoB, 'anexo.xlsx', 4096],
    ]);
    expect(c.arquivos[0]!.link).toMatch(/^\/api\/arquivos\/|^http/);
    expect(c.departamento).toEqual({ nome: 'Comercial Leitura', assinatura: 'Diretoria Comercial' });
    expect(c.usuarioCriador.nome).toMatch(/\S/);
    expect(c.original).toBeNull();
    expect(c.erratas).toEqual([{ id: String(errata), numero: expect.stringMatching(/^\d+\/\d{4}$/), titulo: 'Tabela de preços corrigida' }]);
  });

  it("an errata names its original's number", async () => {
    const { comunicadoEnvio } = ok(
      await call<{ comunicadoEnvio: { comunicado: { original: { id: string; numero: string }; erratas: unknown[] } } }>(leitora, ENVIO, { id: String(errata) }),
    );
    const rows = await t.database.pool.query<{ ano: number; numero: number }>('select ano, numero from comunicados where id = $1', [original]);
    expect(comunicadoEnvio.comunicado.original).toEqual({ id: String(original), numero: `${rows.rows[0]!.numero}/${rows.rows[0]!.ano}`, titulo: 'Tabela de preços' });
    expect(comunicadoEnvio.comunicado.erratas).toEqual([]);
  });

  it('the home card: newest 5 of the inbox, archived and expired left out, with creator, sent time and attachment count', async () => {
    const leitor2 = await tokenFor(t.app, t.database, []);
    const nomes: number[] = [];
    for (let i = 1; i <= 7; i++) {
      nomes.push(
        await comunicadoRecebido(t.database, {
          autorId: autor.id,
          usuarioIds: [leitor2.id],
          titulo: `Recente ${i}`,
          envio: em(-20 + i),
          arquivos: i === 6 ? [await novoArquivo(t.database, autor.id, `r${i}.pdf`)] : [],
          ...(i === 5 ? { expiraEm: em(-1) } : {}),
        }),
      );
    }
    ok(await call(leitor2, ARQUIVAR, { id: String(nomes[6]), v: true }));
    ok(await call(leitor2, MARCAR_LIDO, { id: String(nomes[3]) }));
    const { comunicadoEnviosRecentes } = ok(
      await call<{ comunicadoEnviosRecentes: (Envio & { comunicado: { arquivos: { id: string }[] } })[] }>(leitor2, RECENTES),
    );
    expect(comunicadoEnviosRecentes.map((e) => [e.comunicado.titulo, e.lido, e.comunicado.arquivos.length])).toEqual([
      ['Recente 6', false, 1],
      ['Recente 4', true, 0],
      ['Recente 3', false, 0],
      ['Recente 2', false, 0],
      ['Recente 1', false, 0],
    ]);
    const primeiro = comunicadoEnviosRecentes[0]!;
    expect(primeiro.comunicado.usuarioCriador.id).toBe(String(autor.id));
    expect(new Date(primeiro.comunicado.envioDateTime).getTime()).toBe(em(-14).getTime());
  });
});

describe("a recipient's actions on their delivery", () => {
  let leitora: Pessoa;
  let comCiencia: number;
  let semCiencia: number;

  beforeAll(async () => {
    leitora = await tokenFor(t.app, t.database, []);
    comCiencia = await comunicadoRecebido(t.database, { autorId: autor.id, usuarioIds: [leitora.id, outro.id], requerCiencia: true, titulo: 'Pede ciência' });
    semCiencia = await comunicadoRecebido(t.database, { autorId: autor.id, usuarioIds: [leitora.id], titulo: 'Sem ciência' });
  });

  it('marks read once: the first time stays', async () => {
    const a = ok(await call<{ marcarComunicadoComoLido: Envio }>(leitora, MARCAR_LIDO, { id: String(semCiencia) })).marcarComunicadoComoLido;
    expect(a.lido).toBe(true);
    const b = ok(await call<{ marcarComunicadoComoLido: Envio }>(leitora, MARCAR_LIDO, { id: String(semCiencia) })).marcarComunicadoComoLido;
    expect(b.lidoEm).toBe(a.lidoEm);
  });

  it("reading a notice reads its bell notification too (this notice's, this reader's only)", async () => {
    const BELL = `query { notificacoesMenu { recentes { titulo lida } } }`;
    const bell = async (p: Pessoa) => ok(await call<{ notificacoesMenu: { recentes: { titulo: string; lida: boolean }[] } }>(p, BELL)).notificacoesMenu.recentes;
    const sino = await comunicadoRecebido(t.database, { autorId: autor.id, usuarioIds: [leitora.id, outro.id], titulo: 'Aviso do sino' });
    const outroAviso = await comunicadoRecebido(t.database, { autorId: autor.id, usuarioIds: [leitora.id], titulo: 'Outro aviso do sino' });
    const lida = async (p: Pessoa, titulo: string) => (await bell(p)).filter((n) => n.titulo.includes(titulo)).map((n) => n.lida);
    expect(await lida(leitora, 'Aviso do sino')).toEqual([false]);
    ok(await call(leitora, MARCAR_LIDO, { id: String(sino) }));
    expect(await lida(leitora, 'Aviso do sino')).toEqual([true]);
    expect(await lida(leitora, 'Outro aviso do sino')).toEqual([false]);
    expect(await lida(outro, 'Aviso do sino')).toEqual([false]);
    expect(outroAviso).toBeGreaterThan(0);
  });

  it('acknowledges with its time and marks it read; only this recipient', async () => {
    const antes = Date.now();
    const e = ok(await call<{ darCienciaComunicado: Envio }>(leitora, CIENCIA, { id: String(comCiencia) })).darCienciaComunicado;
    expect(e.ciente).toBe(true);
    expect(e.lido).toBe(true);
    expect(new Date(e.cienteEm!).getTime()).toBeGreaterThanOrEqual(antes - 1000);
    expect(e.lidoEm).toBe(e.cienteEm);
    const deOutro = ok(await call<{ comunicadoEnvio: Envio }>(outro, ENVIO, { id: String(comCiencia) })).comunicadoEnvio;
    expect([deOutro.lido, deOutro.ciente]).toEqual([false, false]);
  });

  it('acknowledging a notice that does not ask for it is refused, and a missing one is not found, in the reader\'s language', async () => {
    for (const [idioma, texto, naoEncontrado] of [
      ['PT_BR', 'Este comunicado não pede confirmação de leitura.', 'Comunicado não encontrado.'],
      ['ES', 'Este comunicado no pide confirmación de lectura.', 'Comunicado no encontrado.'],
      ['EN', 'This notice does not ask for an acknowledgement.', 'Notice not found.'],
    ] as const) {
      await t.database.pool.query('update usuarios set idioma = $1 where id = $2', [idioma, leitora.id]);
      const res = await call(leitora, CIENCIA, { id: String(semCiencia) });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toBe(texto);
      expect((await call(leitora, CIENCIA, { id: '2147483000' })).errors?.[0]?.message).toBe(naoEncontrado);
    }
    await t.database.pool.query(`update usuarios set idioma = 'PT_BR' where id = $1`, [leitora.id]);
    const e = ok(await call<{ comunicadoEnvio: Envio }>(leitora, ENVIO, { id: String(semCiencia) })).comunicadoEnvio;
    expect(e.ciente).toBe(false);
  });

  it('favourite and unfavourite, archive and unarchive', async () => {
    const f = (v: boolean) => call<{ favoritarComunicado: Envio }>(leitora, FAVORITAR, { id: String(semCiencia), v });
    const a = (v: boolean) => call<{ arquivarComunicado: Envio }>(leitora, ARQUIVAR, { id: String(semCiencia), v });
    expect(ok(await f(true)).favoritarComunicado.favorito).toBe(true);
    expect(ok(await f(false)).favoritarComunicado.favorito).toBe(false);
    expect(ok(await a(true)).arquivarComunicado.arquivado).toBe(true);
    expect(await titulos(leitora, { caixa: 'ENTRADA' })).not.toContain('Sem ciência');
    expect(await titulos(leitora, { caixa: 'ARQUIVADOS' })).toContain('Sem ciência');
    expect(ok(await a(false)).arquivarComunicado.arquivado).toBe(false);
    expect(await titulos(leitora, { caixa: 'ENTRADA' })).toContain('Sem ciência');
  });

  it('an errata makes the original unread and unacknowledged again', async () => {
    await comunicadoRecebido(t.database, { autorId: autor.id, usuarioIds: [leitora.id], idParent: comCiencia, titulo: 'Errata da ciência' });
    const e = ok(await call<{ comunicadoEnvio: Envio }>(leitora, ENVIO, { id: String(comCiencia) })).comunicadoEnvio;
    expect([e.lido, e.ciente]).toEqual([false, false]);
  });
});

describe('NOT_FOUND for anything but the caller\'s own delivery', () => {
  let deOutro: number;

  beforeAll(async () => {
    deOutro = await comunicadoRecebido(t.database, { autorId: autor.id, usuarioIds: [outro.id], titulo: 'Só do outro', requerCiencia: true });
  });

  const operacoes: [string, string, Record<string, unknown>][] = [
    ['comunicadoEnvio', ENVIO, {}],
    ['marcarComunicadoComoLido', MARCAR_LIDO, {}],
    ['darCienciaComunicado', CIENCIA, {}],
    ['favoritarComunicado', FAVORITAR, { v: true }],
    ['arquivarComunicado', ARQUIVAR, { v: true }],
  ];

  it.each(operacoes)("%s of another user's delivery: NOT_FOUND, and theirs unchanged", async (_n, query, vars) => {
    const res = await call(leitor, query, { id: String(deOutro), ...vars });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(res.errors?.[0]?.message).toBe('Comunicado não encontrado.');
    const e = ok(await call<{ comunicadoEnvio: Envio }>(outro, ENVIO, { id: String(deOutro) })).comunicadoEnvio;
    expect([e.lido, e.ciente, e.favorito, e.arquivado]).toEqual([false, false, false, false]);
  });

  it.each(operacoes)('%s by the author who holds no delivery, and of a notice that does not exist: NOT_FOUND', async (_n, query, vars) => {
    expect((await call(autor, query, { id: String(deOutro), ...vars })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await call(leitor, query, { id: '2147483000', ...vars })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('a draft never delivered is not found either', async () => {
    const res = await t.database.pool.query<{ id: number }>(`insert into comunicados (titulo, usuario_criador_id) values ('Rascunho', $1) returning id`, [autor.id]);
    expect((await call(autor, ENVIO, { id: String(res.rows[0]!.id) })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('an id that is not one is BAD_USER_INPUT', async () => {
    expect((await call(leitor, ENVIO, { id: 'abc' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('a page costs the same few statements whatever its size (loaders, no N+1)', () => {
  const PAGINA_COMPLETA = `query($f: ComunicadoEnvioFiltro!) { comunicadoEnvios(filtro: $f) { totalElements content { ${ENVIO_CAMPOS}
    comunicado { mensagem etiquetas arquivos { id link } erratas { id } } } } }`;

  /** Statements the app runs for one call (the app shares the test's pool). */
  async function statements(p: Pessoa, rowsPerPage: number): Promise<number> {
    const pool = t.database.pool as unknown as { query: (...args: unknown[]) => unknown };
    const original = pool.query;
    let n = 0;
    pool.query = function (this: unknown, ...args: unknown[]) {
      n++;
      return original.apply(this, args);
    };
    try {
      const res = await call<{ comunicadoEnvios: { content: unknown[] } }>(p, PAGINA_COMPLETA, { f: { caixa: 'ENTRADA', rowsPerPage } });
      expect(ok(res).comunicadoEnvios.content).toHaveLength(rowsPerPage);
    } finally {
      pool.query = original;
    }
    return n;
  }

  it('2 deliveries or 12, each with tags, attachments and an errata', async () => {
    const p = await tokenFor(t.app, t.database, []);
    for (let i = 0; i < 12; i++) {
      const id = await comunicadoRecebido(t.database, {
        autorId: autor.id,
        usuarioIds: [p.id],
        etiquetas: [`e${i}`],
        arquivos: [await novoArquivo(t.database, autor.id, `n${i}.pdf`)],
      });
      await comunicadoRecebido(t.database, { autorId: autor.id, usuarioIds: [p.id], idParent: id });
    }
    await statements(p, 2); // the signed-in user is cached from here on
    const dois = await statements(p, 2);
    // The page, its total, and one per loaded field (message, tags, attachments, erratas).
    expect(dois).toBeGreaterThanOrEqual(6);
    expect(await statements(p, 12)).toBe(dois);
  });
});
