import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emExibicao, FEATURES as F, portalToday } from '@portal/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { storedFiles } from '../../platform/storage/testing.js';
import { gql } from '../../test/graphql.js';
import { grupoInput, saveOk, tokenFor } from '../user-groups/testing.js';
import { emExibicaoSql } from './exibicao.sql.js';
import { slides } from './slides.tables.js';
import {
  ANUNCIO_ALEATORIO,
  anuncioOk,
  pngImage,
  SALVAR_ANUNCIO,
  SALVAR_SLIDE,
  slideOk,
  SLIDES_ATIVOS,
  uploadImagem,
} from './testing.js';

let t: TestApp;
let gestor: { id: number; token: string };
let membro: { id: number; token: string };
let fora: { id: number; token: string };
let grupoId: string;

const dia = (offset: number) => {
  const d = new Date(`${portalToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const ids = (list: { id: string }[]) => list.map((s) => s.id);

beforeAll(async () => {
  t = await buildTestApp();
  gestor = await tokenFor(t.app, t.database, [F.PORTAL_MANUTENCAO_SLIDES, F.PORTAL_MANUTENCAO_ANUNCIOS, F.PORTAL_MANUTENCAO_GRUPOS_USUARIOS]);
  membro = await tokenFor(t.app, t.database, []);
  fora = await tokenFor(t.app, t.database, []);
  grupoId = (await saveOk(t.app, gestor.token, grupoInput(String(membro.id)))).id;
});
afterAll(() => t?.close());

async function ativos(token: string) {
  const res = await gql<{ slidesAtivos: { id: string }[] }>(t.app, SLIDES_ATIVOS, { token });
  expect(res.errors).toBeUndefined();
  return ids(res.data!.slidesAtivos);
}

describe('validation (spec 02 §5), named fields in three languages', () => {
  const invalido = { titulo: ' ', link: 'javascript:alert(1)', corTitulo: 'red', tamanhoTitulo: 90, inicioDate: '2026-05-10', fimDate: '2026-05-09' };
  it.each([
    ['PT_BR', ['O campo título é obrigatório.', 'O campo link deve ser um endereço válido', 'cor do título', 'tamanho do título', 'A data de término não pode ser anterior à data de início.']],
    ['ES', ['El campo título es obligatorio.', 'El campo enlace debe ser una dirección válida', 'color del título', 'tamaño del título', 'La fecha de fin no puede ser anterior']],
    ['EN', ['The field title is required.', 'The field link must be a valid address', 'title colour', 'title size', 'The end date cannot be earlier than the start date.']],
  ])('%s', async (idioma, textos) => {
    // A signed-in user reads messages in their own language (usuarios.idioma).
    await t.database.db.execute(sql`update usuarios set idioma = ${idioma} where id = ${gestor.id}`);
    const res = await gql(t.app, SALVAR_SLIDE, { token: gestor.token, variables: { s: invalido } });
    await t.database.db.execute(sql`update usuarios set idioma = 'PT_BR' where id = ${gestor.id}`);
    const ext = res.errors?.[0]?.extensions;
    expect(ext?.code).toBe('BAD_USER_INPUT');
    expect(ext?.fields?.map((f) => f.field).sort()).toEqual(['corTitulo', 'fimDate', 'link', 'tamanhoTitulo', 'titulo']);
    const mensagens = ext!.fields!.map((f) => f.message).join('\n');
    for (const texto of textos) expect(mensagens).toContain(texto);
  });
});

describe('slidesAtivos: targeting, period, active', () => {
  it('a targeted slide reaches the group\'s members only; an untargeted one everyone', async () => {
    const alvo = await slideOk(t.app, gestor.token, { titulo: 'Só do grupo', grupos: [grupoId] });
    const todos = await slideOk(t.app, gestor.token, { titulo: 'Para todos' });
    expect(await ativos(membro.token)).toEqual(expect.arrayContaining([alvo.id, todos.id]));
    const deFora = await ativos(fora.token);
    expect(deFora).toContain(todos.id);
    expect(deFora).not.toContain(alvo.id);
  });

  it('the display period, both days included, in São Paulo days; an inactive slide is hidden', async () => {
    const hoje = await slideOk(t.app, gestor.token, { titulo: 'Hoje', inicioDate: dia(0), fimDate: dia(0) });
    const ontem = await slideOk(t.app, gestor.token, { titulo: 'Acabou ontem', fimDate: dia(-1) });
    const amanha = await slideOk(t.app, gestor.token, { titulo: 'Começa amanhã', inicioDate: dia(1) });
    const inativo = await slideOk(t.app, gestor.token, { titulo: 'Inativo', active: false });
    expect([hoje.emExibicao, ontem.emExibicao, amanha.emExibicao, inativo.emExibicao]).toEqual([true, false, false, false]);
    const vistos = await ativos(fora.token);
    expect(vistos).toContain(hoje.id);
    for (const s of [ontem, amanha, inativo]) expect(vistos).not.toContain(s.id);
    // Edited without saying active, it stays inactive; activated, it appears.
    expect((await slideOk(t.app, gestor.token, { id: inativo.id, titulo: 'Inativo editado' })).emExibicao).toBe(false);
    await gql(t.app, `mutation($id: ID!) { ativarSlide(id: $id) { id } }`, { token: gestor.token, variables: { id: inativo.id } });
    expect(await ativos(fora.token)).toContain(inativo.id);
  });

  it('the SQL rule equals the domain rule on the boundaries', async () => {
    const today = '2026-03-10';
    const casos = [
      { active: true, inicioDate: null, fimDate: null },
      { active: true, inicioDate: '2026-03-10', fimDate: '2026-03-10' },
      { active: true, inicioDate: '2026-03-11', fimDate: null },
      { active: true, inicioDate: null, fimDate: '2026-03-09' },
      { active: false, inicioDate: null, fimDate: null },
    ];
    for (const c of casos) {
      const [row] = await t.database.db.execute<{ ok: boolean }>(
        sql`select ${emExibicaoSql({ active: slides.active, inicioDate: slides.inicioDate, fimDate: slides.fimDate }, today)} as ok
            from (select ${c.active}::boolean as active, ${c.inicioDate}::date as inicio_date, ${c.fimDate}::date as fim_date) as slides`,
      ).then((r) => r.rows);
      expect(row!.ok, JSON.stringify(c)).toBe(emExibicao(c, today));
    }
    // 02:30 UTC on 1 January is still 31 December in São Paulo (UTC-3).
    expect(portalToday(new Date('2026-01-01T02:30:00Z'))).toBe('2025-12-31');
  });
});

describe('anuncioAleatorio', () => {
  it('only eligible adverts, each of them over 200 calls', async () => {
    await t.database.db.execute(sql`delete from anuncios`);
    const elegiveis = [
      await anuncioOk(t.app, gestor.token, { titulo: 'A1' }),
      await anuncioOk(t.app, gestor.token, { titulo: 'A2', grupos: [grupoId] }),
      await anuncioOk(t.app, gestor.token, { titulo: 'A3', fimDate: dia(0) }),
    ].map((a) => a.id);
    const outroGrupo = (await saveOk(t.app, gestor.token, grupoInput(String(fora.id)))).id;
    await anuncioOk(t.app, gestor.token, { titulo: 'Outro grupo', grupos: [outroGrupo] });
    await anuncioOk(t.app, gestor.token, { titulo: 'Inativo', active: false });
    await anuncioOk(t.app, gestor.token, { titulo: 'Futuro', inicioDate: dia(1) });
    const vistos = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const res = await gql<{ anuncioAleatorio: { id: string } | null }>(t.app, ANUNCIO_ALEATORIO, { token: membro.token });
      expect(res.data?.anuncioAleatorio).not.toBeNull();
      vistos.add(res.data!.anuncioAleatorio!.id);
    }
    expect([...vistos].sort()).toEqual([...elegiveis].sort());
  });
});

describe('target groups within reach', () => {
  it("another creator's private group is NOT_FOUND, also for a dealer-group holder of the feature", async () => {
    const outro = await tokenFor(t.app, t.database, [F.PORTAL_MANUTENCAO_GRUPOS_USUARIOS]);
    const privado = (await saveOk(t.app, outro.token, grupoInput(String(fora.id), { publico: false }))).id;
    const dealerGrupo = await tokenFor(t.app, t.database, [F.PORTAL_MANUTENCAO_SLIDES, F.PORTAL_MANUTENCAO_ANUNCIOS], 'DEALER_GRUPO');
    for (const token of [gestor.token, dealerGrupo.token]) {
      const slide = await gql(t.app, SALVAR_SLIDE, { token, variables: { s: { titulo: 'X', grupos: [privado] } } });
      expect(slide.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const anuncio = await gql(t.app, SALVAR_ANUNCIO, { token, variables: { a: { titulo: 'X', grupos: [privado] } } });
      expect(anuncio.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    // Its creator may target it.
    const proprio = await tokenFor(t.app, t.database, [F.PORTAL_MANUTENCAO_SLIDES, F.PORTAL_MANUTENCAO_GRUPOS_USUARIOS]);
    const meu = (await saveOk(t.app, proprio.token, grupoInput(String(fora.id), { publico: false }))).id;
    await slideOk(t.app, proprio.token, { titulo: 'Meu grupo', grupos: [meu] });
  });
});

describe('images', () => {
  it('resized to webp and avif widths, served immutable; replaced image removed', async () => {
    const up = await uploadImagem(t.app, gestor.token, 'banner.png', await pngImage(1200, 420));
    expect(up.id).toBeDefined();
    const s = await slideOk(t.app, gestor.token, { titulo: 'Com imagem', arquivo: up.id });
    expect(s.arquivo).toMatchObject({ id: up.id, largura: 1140, altura: 400 });
    expect(s.arquivo!.srcSet).toMatch(/-480\.webp 480w, .*-768\.webp 768w, .*-1140\.webp 1140w$/);
    expect(s.arquivo!.srcSetAvif).toContain('-1140.avif 1140w');
    const img = await t.app.inject({ method: 'GET', url: s.arquivo!.url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const avif = await t.app.inject({ method: 'GET', url: s.arquivo!.srcSetAvif.split(' ')[0]! });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await t.app.inject({ method: 'GET', url: s.arquivo!.url.replace('-1140.', '-2280.') })).statusCode).toBe(404);

    const outra = await uploadImagem(t.app, gestor.token, 'outra.png', await pngImage(800, 300));
    const res = await gql<{ salvarSlide: { arquivo: { url: string } } }>(t.app, SALVAR_SLIDE, { token: gestor.token, variables: { s: { id: s.id, titulo: 'Com imagem', arquivo: outra.id } } });
    expect(res.errors).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: s.arquivo!.url })).statusCode).toBe(404);
    const antigo = await t.database.db.execute(sql`select 1 from arquivos where id = ${up.id!}`);
    expect(antigo.rows).toHaveLength(0);
  });

  it("an advert's image: 244 and 488 wide; a small original only the smallest width", async () => {
    const grande = await uploadImagem(t.app, gestor.token, 'card.webp', await sharp({ create: { width: 600, height: 880, channels: 3, background: '#336699' } }).webp().toBuffer());
    const a = await anuncioOk(t.app, gestor.token, { titulo: 'Card', arquivo: grande.id });
    expect(a.arquivo).toMatchObject({ largura: 244, altura: 360 });
    expect(a.arquivo!.srcSet).toMatch(/-244\.webp 244w, .*-488\.webp 488w$/);
    expect(a.arquivo!.url).toMatch(/-244\.webp$/);
    const pequena = await uploadImagem(t.app, gestor.token, 'mini.png', await pngImage(100, 150));
    const b = await anuncioOk(t.app, gestor.token, { titulo: 'Mini', arquivo: pequena.id });
    expect(b.arquivo!.srcSet).toMatch(/^\/api\/imagens\/[0-9a-f]{40}-244\.webp 244w$/);
    const img = await t.app.inject({ method: 'GET', url: b.arquivo!.url });
    expect((await sharp(img.rawPayload).metadata()).width).toBe(244);
  });

  it('two saves of one upload: one attaches it, the other leaves no variant behind', async () => {
    const variantes = () => storedFiles(t.config.dataDir).filter((f) => /\.(webp|avif)$/.test(f) && !f.includes('miniatura'));
    const antes = variantes().length;
    const up = await uploadImagem(t.app, gestor.token, 'disputa.png', await pngImage(500, 200));
    const both = await Promise.all([0, 1].map((i) => gql(t.app, SALVAR_SLIDE, { token: gestor.token, variables: { s: { titulo: `Disputa ${i}`, arquivo: up.id } } })));
    expect(both.filter((r) => !r.errors)).toHaveLength(1);
    expect(both.find((r) => r.errors)?.errors?.[0]?.extensions?.fields?.[0]?.field).toBe('arquivo');
    // 500 px wide: the 480 width only, in two formats.
    expect(variantes().length - antes).toBe(2);
  });

  it("refuses what is not an image, and another user's upload", async () => {
    const texto = await uploadImagem(t.app, gestor.token, 'falso.png', Buffer.from('not an image at all'));
    expect(texto.status).toBe(415);
    const outro = await tokenFor(t.app, t.database, [F.PORTAL_MANUTENCAO_SLIDES]);
    const alheio = await uploadImagem(t.app, outro.token, 'alheio.png', await pngImage(600, 200));
    const res = await gql(t.app, SALVAR_SLIDE, { token: gestor.token, variables: { s: { titulo: 'Y', arquivo: alheio.id } } });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fields?.[0]).toMatchObject({ field: 'arquivo', message: 'O campo imagem deve ser uma imagem JPEG, PNG ou WebP enviada por você.' });
  });
});

describe('lists and audit', () => {
  const LISTA = `query($f: SlidesFiltro) { slides(filtro: $f) { totalElements content { id titulo emExibicao active } } }`;
  it('search by every word, filter by active and em exibição, page and sort', async () => {
    const a = await slideOk(t.app, gestor.token, { titulo: 'Lista Feirão de verão', subtitulo: 'ofertas' });
    const b = await slideOk(t.app, gestor.token, { titulo: 'Lista Feirão de inverno', active: false });
    const c = await slideOk(t.app, gestor.token, { titulo: 'Lista outra campanha', inicioDate: dia(5) });
    const lista = async (f: Record<string, unknown>) => {
      const res = await gql<{ slides: { totalElements: number; content: { id: string }[] } }>(t.app, LISTA, { token: gestor.token, variables: { f } });
      expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
      return res.data!.slides;
    };
    expect(ids((await lista({ busca: 'feirão lista', sortBy: 'titulo' })).content)).toEqual([b.id, a.id]);
    expect(ids((await lista({ busca: 'lista ofertas' })).content)).toEqual([a.id]);
    expect(ids((await lista({ busca: 'lista', active: false })).content)).toEqual([b.id]);
    expect(ids((await lista({ busca: 'lista', emExibicao: true })).content)).toEqual([a.id]);
    expect(ids((await lista({ busca: 'lista', emExibicao: false, sortBy: 'id' })).content)).toEqual([b.id, c.id]);
    const pagina = await lista({ busca: 'lista', rowsPerPage: 2, page: 1 });
    expect(pagina).toMatchObject({ totalElements: 3 });
    expect(ids(pagina.content)).toEqual([a.id]);
    expect((await lista({ busca: 'lista', rowsPerPage: 2, page: 5 })).totalElements).toBe(3);
    const ruim = await gql(t.app, LISTA, { token: gestor.token, variables: { f: { sortBy: 'link' } } });
    expect(ruim.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('create, change and inactivate are audited under the slide, named by its title', async () => {
    const s = await slideOk(t.app, gestor.token, { titulo: 'Auditado', inicioDate: '2026-01-05' });
    await slideOk(t.app, gestor.token, { id: s.id, titulo: 'Auditado 2', inicioDate: '2026-01-06', grupos: [grupoId] });
    await gql(t.app, `mutation($id: ID!) { inativarSlide(id: $id) { id } }`, { token: gestor.token, variables: { id: s.id } });
    const res = await gql<{ auditoria: { nome: string; content: { acao: string; alteracoes: { campo: string; antes: string | null; depois: string | null }[] }[] } }>(
      t.app,
      `query($id: ID!) { auditoria(id: $id, tipo: "slide") { nome content { acao alteracoes { campo antes depois } } } }`,
      { token: gestor.token, variables: { id: s.id } },
    );
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data!.auditoria.nome).toBe('Auditado 2');
    expect(res.data!.auditoria.content.map((r) => r.acao)).toEqual(['INATIVAR', 'ALTERAR', 'CRIAR']);
    const alteracao = res.data!.auditoria.content[1]!.alteracoes;
    expect(alteracao.find((a) => a.campo === 'titulo')).toMatchObject({ antes: 'Auditado', depois: 'Auditado 2' });
    expect(alteracao.map((a) => a.campo)).not.toContain('emExibicao');
  });
});
