import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES as F } from '@portal/domain';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { gql, outcome } from '../../test/graphql.js';
import { novoDealer, novoGrupoDealer } from '../notices/dashboard/testing.js';
import { dealerGroupUser, tokenFor } from '../../test/users.js';
import { grupoInput, saveOk } from '../user-groups/testing.js';
import { ANUNCIO_ALEATORIO, anuncioOk, SALVAR_ANUNCIO, SALVAR_SLIDE, slideOk, SLIDES_ATIVOS } from './testing.js';

/**
 * Slides and adverts across two dealer groups (the house's reach words, docs/architecture.md):
 * - targeting follows the user groups' visibility (user-groups.policy `visibleTo`), not the dealers'
 *   reach: a dealer-group holder of the maintenance feature targets any public group, whoever made
 *   it, and its own private ones; another's private group is NOT_FOUND, as for generic
 *   notifications;
 * - the maintenance lists are the network's: slides and adverts hold no one's personal data, and
 *   the home's content is one for the whole portal, so the feature's holder keeps all of it (the
 *   manufacturer's included), as the audit's reader does (audit-records.ts);
 * - the home answers a user only what is untargeted or targeted to one of their groups: a user of
 *   another dealer group never gets group A's slide or advert.
 */
let t: TestApp;
const MANUTENCAO = [F.PORTAL_MANUTENCAO_SLIDES, F.PORTAL_MANUTENCAO_ANUNCIOS, F.PORTAL_MANUTENCAO_GRUPOS_USUARIOS];
let montadora: { id: number; token: string };
let gestorA: { id: number; token: string };
let leitorA: { id: number; token: string };
let leitorB: { id: number; token: string };
/** Public groups of the manufacturer: everyone of dealer group A, everyone of dealer group B. */
let redeA: string;
let redeB: string;
/** A private group of the manufacturer. */
let privadoMontadora: string;

const dealerUser = (features: string[], grupo: number, dealer: number) => dealerGroupUser(t.app, t.database, features, grupo, dealer);

beforeAll(async () => {
  t = await buildTestApp();
  const grupoA = await novoGrupoDealer(t.database, 'Grupo Slides A');
  const grupoB = await novoGrupoDealer(t.database, 'Grupo Slides B');
  const dealerA = await novoDealer(t.database, 'Slides Centro', grupoA);
  const dealerB = await novoDealer(t.database, 'Slides Sul', grupoB);
  montadora = await tokenFor(t.app, t.database, [...MANUTENCAO, F.PORTAL_CRIACAO_GRUPOS_USUARIOS_PUBLICOS]);
  gestorA = await dealerUser(MANUTENCAO, grupoA, dealerA);
  leitorA = await dealerUser([], grupoA, dealerA);
  leitorB = await dealerUser([], grupoB, dealerB);
  const rede = (nome: string, grupo: number) => ({ nome, publico: true, possuiGrupos: true, grupos: [String(grupo)] });
  redeA = (await saveOk(t.app, montadora.token, rede('Rede do grupo A', grupoA))).id;
  redeB = (await saveOk(t.app, montadora.token, rede('Rede do grupo B', grupoB))).id;
  privadoMontadora = (await saveOk(t.app, montadora.token, grupoInput(String(leitorB.id), { nome: 'Equipe da montadora' }))).id;
});
afterAll(() => t?.close());

describe('a dealer-group holder of the maintenance features', () => {
  it("targets the manufacturer's public groups and its own private one; the manufacturer's private group is NOT_FOUND", async () => {
    const publico = await gql<{ salvarSlide: { grupos: { nome: string }[] } }>(t.app, SALVAR_SLIDE, {
      token: gestorA.token,
      variables: { s: { titulo: 'Para a rede B', grupos: [redeB] } },
    });
    expect(publico.errors).toBeUndefined();
    expect(publico.data!.salvarSlide.grupos.map((g) => g.nome)).toEqual(['Rede do grupo B']);
    const meu = (await saveOk(t.app, gestorA.token, grupoInput(String(leitorA.id), { nome: 'Equipe do grupo A' }))).id;
    expect((await anuncioOk(t.app, gestorA.token, { titulo: 'Para a minha equipe', grupos: [meu] })).id).toBeDefined();
    const slide = await gql(t.app, SALVAR_SLIDE, { token: gestorA.token, variables: { s: { titulo: 'X', grupos: [redeA, privadoMontadora] } } });
    expect(outcome(slide)).toBe('NOT_FOUND');
    const anuncio = await gql(t.app, SALVAR_ANUNCIO, { token: gestorA.token, variables: { a: { titulo: 'X', grupos: [privadoMontadora] } } });
    expect(outcome(anuncio)).toBe('NOT_FOUND');
  });

  it("lists the whole network's slides and adverts, the manufacturer's included, and may change them", async () => {
    const slide = await slideOk(t.app, montadora.token, { titulo: 'Campanha da montadora' });
    const anuncio = await anuncioOk(t.app, montadora.token, { titulo: 'Anúncio da montadora' });
    const LISTAS = `{ slides(filtro: { busca: "montadora" }) { content { id } } anuncios(filtro: { busca: "montadora" }) { content { id } } }`;
    const res = await gql<{ slides: { content: { id: string }[] }; anuncios: { content: { id: string }[] } }>(t.app, LISTAS, { token: gestorA.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.slides.content.map((s) => s.id)).toEqual([slide.id]);
    expect(res.data!.anuncios.content.map((a) => a.id)).toEqual([anuncio.id]);
    const inativado = await gql<{ inativarSlide: { active: boolean } }>(t.app, `mutation($id: ID!) { inativarSlide(id: $id) { active } }`, {
      token: gestorA.token,
      variables: { id: slide.id },
    });
    expect(inativado.data?.inativarSlide.active).toBe(false);
  });
});

describe('the home of a user of another dealer group', () => {
  it("slidesAtivos: group A's slide reaches group A's user, not group B's", async () => {
    const slide = await slideOk(t.app, gestorA.token, { titulo: 'Só para o grupo A', grupos: [redeA] });
    const ativos = async (token: string) => {
      const res = await gql<{ slidesAtivos: { id: string }[] }>(t.app, SLIDES_ATIVOS, { token });
      expect(res.errors).toBeUndefined();
      return res.data!.slidesAtivos.map((s) => s.id);
    };
    expect(await ativos(leitorA.token)).toContain(slide.id);
    expect(await ativos(leitorB.token)).not.toContain(slide.id);
  });

  it("anuncioAleatorio: group A's only advert is drawn for group A's user; group B's user gets none", async () => {
    await t.database.db.execute(sql`delete from anuncios`);
    const anuncio = await anuncioOk(t.app, gestorA.token, { titulo: 'Oferta do grupo A', grupos: [redeA] });
    const sorteio = async (token: string) => {
      const res = await gql<{ anuncioAleatorio: { id: string } | null }>(t.app, ANUNCIO_ALEATORIO, { token });
      expect(res.errors).toBeUndefined();
      return res.data!.anuncioAleatorio;
    };
    expect(await sorteio(leitorA.token)).toEqual({ id: anuncio.id, titulo: 'Oferta do grupo A' });
    for (let i = 0; i < 5; i++) expect(await sorteio(leitorB.token)).toBeNull();
  });
});

describe("a target group the editor cannot see (another's private group)", () => {
  it('stays when someone else edits the record, and cannot be added by them', async () => {
    const slide = await slideOk(t.app, montadora.token, { titulo: 'Para a equipe', grupos: [privadoMontadora] });
    // The form sends back the groups it shows: the manufacturer's private one is kept, not refused.
    const editado = await gql<{ salvarSlide: { titulo: string; grupos: { id: string }[] } }>(t.app, SALVAR_SLIDE, {
      token: gestorA.token,
      variables: { s: { id: slide.id, titulo: 'Para a equipe, editado', grupos: [privadoMontadora, redeA] } },
    });
    expect(editado.errors, JSON.stringify(editado.errors)).toBeUndefined();
    expect(editado.data!.salvarSlide.grupos.map((g) => g.id).sort()).toEqual([privadoMontadora, redeA].sort());
    // Onto a record that does not target it, it is still NOT_FOUND.
    const outro = await anuncioOk(t.app, montadora.token, { titulo: 'Sem a equipe' });
    const res = await gql(t.app, SALVAR_ANUNCIO, { token: gestorA.token, variables: { a: { id: outro.id, titulo: 'Sem a equipe', grupos: [privadoMontadora] } } });
    expect(outcome(res)).toBe('NOT_FOUND');
  });
});

describe("another's private target group is answered without its name", () => {
  it('to the home of its members, to the other maintainers and in their answers; its creator reads it', async () => {
    const slide = await slideOk(t.app, montadora.token, { titulo: 'Para a equipe, com nome', grupos: [privadoMontadora, redeB] });
    const GRUPOS = `query($id: ID!) { slide(id: $id) { grupos { id nome visivel } } }`;
    const grupos = async (token: string) => {
      const res = await gql<{ slide: { grupos: unknown[] } }>(t.app, GRUPOS, { token, variables: { id: slide.id } });
      expect(res.errors).toBeUndefined();
      return res.data!.slide.grupos;
    };
    const oculto = { id: privadoMontadora, nome: null, visivel: false };
    const publico = { id: redeB, nome: 'Rede do grupo B', visivel: true };
    expect(await grupos(montadora.token)).toEqual(expect.arrayContaining([{ ...oculto, nome: 'Equipe da montadora', visivel: true }, publico]));
    expect(await grupos(gestorA.token)).toEqual(expect.arrayContaining([oculto, publico]));
    // leitorB is a member of the private group: the slide reaches them, the group's name does not.
    const home = await gql<{ slidesAtivos: { id: string; grupos: unknown[] }[] }>(t.app, `{ slidesAtivos { id grupos { id nome visivel } } }`, { token: leitorB.token });
    expect(home.data!.slidesAtivos.find((s) => s.id === slide.id)?.grupos).toEqual(expect.arrayContaining([oculto, publico]));
    const salvo = await gql<{ salvarSlide: { grupos: unknown[] } }>(t.app, `mutation($s: SlideInput!) { salvarSlide(slide: $s) { grupos { id nome visivel } } }`, {
      token: gestorA.token,
      variables: { s: { id: slide.id, titulo: 'Para a equipe, com nome', grupos: [privadoMontadora, redeB] } },
    });
    expect(salvo.data!.salvarSlide.grupos).toEqual(expect.arrayContaining([oculto, publico]));
  });
});
