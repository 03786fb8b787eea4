import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTable, type Operation, type Role } from '../../test/access-table.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, gql, outcome, type DemoRole } from '../../test/graphql.js';
import { DEMO_USERS } from '../../seed/demo.js';
import { fresh } from '../user-groups/testing.js';
import { grupoDe, insertArquivo, novaPasta, novoArquivo, UPLOAD, type ItemOut } from './testing.js';

/**
 * The authorization table of every library operation (DESIGN "Security baseline"): anonymous,
 * a dealer user and a manufacturer user without PORTAL_GERENCIAR_BIBLIOTECA (both readers of the
 * folder through a group), the manufacturer holding every portal feature (a library manager)
 * and the technical provider (passes any feature check: a manager too).
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
const userId: Partial<Record<DemoRole, number>> = {};
let raiz: ItemOut;
let sub: ItemOut;
let arquivo: ItemOut;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.app);
  for (const role of Object.keys(DEMO_USERS) as DemoRole[]) {
    userId[role] = (await t.database.pool.query<{ id: number }>(`select id from usuarios where email = $1`, [DEMO_USERS[role]])).rows[0]!.id;
  }
  const leitores = await grupoDe(t.app, tokens.admin, [userId.dealer!, userId.consulta!]);
  raiz = await novaPasta(t.app, tokens.admin, { nome: 'Acesso raiz', leitura: [leitores] });
  sub = await novaPasta(t.app, tokens.admin, { nome: 'Acesso sub', idPai: raiz.id });
  arquivo = await novoArquivo(t.app, t.database, { id: userId.admin!, token: tokens.admin }, sub.id, { nome: 'Acesso manual.pdf' });
});
afterAll(() => t?.close());

/** A fresh folder below the shared root (for the mutations that consume their target). */
const freshFolder = async () => (await novaPasta(t.app, tokens.admin, { idPai: raiz.id })).id;

const READ_OPS: Record<string, Operation> = {
  pasta: () => ({ query: `{ pasta(idPasta: "${raiz.id}") { id breadcrumb { nome } } }` }),
  itemsPorPasta: () => ({ query: `{ itemsPorPasta(idPastaPai: "${raiz.id}") { id } }` }),
  itemsPorPastaRaiz: () => ({ query: `{ itemsPorPasta { id } }` }),
  ultimosModificados: () => ({ query: '{ ultimosModificados { id } }' }),
  buscaBibliotecaPaged: () => ({
    query: 'query($f: BuscaBibliotecaFiltro!) { buscaBibliotecaPaged(filterInput: $f) { totalElements } }',
    variables: { f: { busca: 'manual' } },
  }),
  buscaBiblioteca: () => ({ query: '{ buscaBiblioteca(texto: "manual") { id } }' }),
  pastasComPermissaoEscrita: () => ({ query: '{ pastasComPermissaoEscrita { id } }' }),
  arquivo: () => ({ query: `{ arquivo(idArquivo: "${arquivo.arquivo!.id}") { id nome tamanho } }` }),
  linkDownloadByArquivoQuery: () => ({ query: `{ linkDownloadByArquivo(idArquivo: "${arquivo.arquivo!.id}") }` }),
  linkDownloadByArquivoMutation: () => ({
    query: `mutation { linkDownloadByArquivo(idArquivo: "${arquivo.arquivo!.id}", registrarDownload: true) }`,
  }),
  gerarLinkDownloadByItemBiblioteca: () => ({ query: `mutation { gerarLinkDownloadByItemBiblioteca(id: "${arquivo.id}") }` }),
};

const WRITE_OPS: Record<string, Operation> = {
  permissoesEfetivasPasta: () => ({ query: `{ permissoesEfetivasPasta(idPasta: "${raiz.id}") { totalLeitura } }` }),
  downloadsPasta: () => ({
    query: 'query($f: DownloadsPastaFiltro!) { downloadsPasta(filtro: $f) { totalElements } }',
    variables: { f: { idPasta: raiz.id } },
  }),
  excluirItemBiblioteca: async () => ({ query: `mutation { excluirItemBiblioteca(idItem: "${await freshFolder()}") }` }),
  renomearItemBiblioteca: async () => ({
    query: `mutation { renomearItemBiblioteca(idItemBiblioteca: "${await freshFolder()}", novoNome: "Renomeada ${fresh()}") { id } }`,
  }),
  moverItemBiblioteca: async () => ({
    query: `mutation { moverItemBiblioteca(idItemBiblioteca: "${await freshFolder()}", idNovaLocalizacao: "${sub.id}") { id } }`,
  }),
};

const FEATURE_OPS: Record<string, Operation> = {
  criarNovaPasta: () => ({
    query: 'mutation($p: NovaPastaInput!) { criarNovaPasta(novaPasta: $p) { id } }',
    variables: { p: { nome: `Nova ${fresh()}`, idPai: raiz.id } },
  }),
  concederAcesso: async () => {
    const g = await grupoDe(t.app, tokens.admin, [userId.dealer!]);
    const pasta = await novaPasta(t.app, tokens.admin, { leitura: [g] });
    return {
      query: 'mutation($p: NovasPermissoesInput!) { concederAcesso(novasPermissoes: $p) { id } }',
      variables: { p: { idPasta: pasta.id, idsGrupoAcesso: [g] } },
    };
  },
};

const ALL_READ: Record<Role, string> = { anonymous: 'UNAUTHENTICATED', dealer: 'OK', consulta: 'OK', montadora: 'OK', admin: 'OK' };
// Readers without write: FORBIDDEN (they know the item exists); managers write everywhere.
const WRITERS: Record<Role, string> = { anonymous: 'UNAUTHENTICATED', dealer: 'FORBIDDEN', consulta: 'FORBIDDEN', montadora: 'OK', admin: 'OK' };

describe('library access table: reading operations (readers through a group, managers)', () => {
  accessTable(() => ({ app: t.app, tokens }), READ_OPS, ALL_READ);
});

describe('library access table: operations that need write on the item', () => {
  accessTable(() => ({ app: t.app, tokens }), WRITE_OPS, WRITERS);
});

describe('library access table: operations of the PORTAL_GERENCIAR_BIBLIOTECA feature', () => {
  accessTable(() => ({ app: t.app, tokens }), FEATURE_OPS, WRITERS);

  // The file to attach must be the caller's own upload: one per role.
  for (const [role, want] of Object.entries(WRITERS) as [Role, string][]) {
    it(`uploadArquivos: ${role} -> ${want}`, async () => {
      const owner = role === 'anonymous' ? userId.admin! : userId[role]!;
      const nome = `envio-${fresh()}.pdf`;
      const a = await insertArquivo(t.database, { enviadoPorId: owner, nome });
      const res = await gql(t.app, UPLOAD, {
        token: role === 'anonymous' ? null : tokens[role],
        variables: { a: [{ idArquivo: a.id, nome, idPastaPai: sub.id }] },
      });
      expect(outcome(res), JSON.stringify(res.errors)).toBe(want);
    });
  }
});
