import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../platform/db/connection.js';
import type { Storage } from '../../platform/storage/types.js';
import { newObjectKey } from '../../platform/storage/keys.js';
import { gql, type GqlResult } from '../../test/graphql.js';
import { fresh, insertUser, saveOk, tokenFor } from '../user-groups/testing.js';

/** Test data of the library area: users, groups, folders and files built through the API (or rows where the API cannot). */

export const ITEM_FIELDS = `id nome pasta pastaPai { id nome } proprietario { id nome email }
  permissoesAcessoUsuarioLogado { id description } permissoes { id grupoUsuarios { id nome } permissaoAcessoPasta { id } }
  ultimaModificacao dataCriacao arquivo { id nome tamanho } arquivoLink arquivoMiniaturaLink arquivoImagem breadcrumb { id nome }`;

export interface ItemOut {
  id: string;
  nome: string;
  pasta: boolean;
  pastaPai: { id: string; nome: string } | null;
  proprietario: { id: string; nome: string; email: string };
  permissoesAcessoUsuarioLogado: { id: string; description: string }[];
  permissoes: { id: string; grupoUsuarios: { id: string; nome: string }; permissaoAcessoPasta: { id: string } }[];
  ultimaModificacao: string;
  dataCriacao: string;
  arquivo: { id: string; nome: string; tamanho: number } | null;
  arquivoLink: string | null;
  arquivoMiniaturaLink: string | null;
  arquivoImagem: boolean;
  breadcrumb: { id: string; nome: string }[];
}

/** The caller's level on an item, as the web reads it. */
export const nivel = (item: ItemOut) => item.permissoesAcessoUsuarioLogado[0]?.id;

/** A GraphQL call that must succeed; its data. */
export async function ok<T>(res: Promise<GqlResult<T>>): Promise<T> {
  const r = await res;
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!;
}

/** The code and the named fields of a failed call. */
export function failure(res: GqlResult) {
  const ext = res.errors?.[0]?.extensions;
  return { code: ext?.code, fields: (ext?.fields ?? []).map((f) => f.field) };
}

export interface Pessoa {
  id: number;
  token: string;
}

/** A signed-in user of its own (MONTADORA unless told) with the given features. */
export const pessoa = (app: FastifyInstance, database: Database, features: string[] = [], tipo = 'MONTADORA'): Promise<Pessoa> =>
  tokenFor(app, database, features, tipo);

/** A public group of manual users (the simplest way to put given users in a group), saved by `adminToken`; its id. */
export async function grupoDe(app: FastifyInstance, adminToken: string, usuarios: number[]): Promise<string> {
  const g = await saveOk(app, adminToken, {
    nome: `Biblioteca grupo ${fresh()}`,
    publico: true,
    possuiUsuariosManuais: true,
    usuariosManuais: usuarios.map(String),
  });
  return g.id;
}

export const CRIAR = `mutation($p: NovaPastaInput!) { criarNovaPasta(novaPasta: $p) { ${ITEM_FIELDS} } }`;

export const criar = (app: FastifyInstance, token: string, p: Record<string, unknown>) =>
  gql<{ criarNovaPasta: ItemOut }>(app, CRIAR, { token, variables: { p } });

/** Creates a folder that must succeed. leitura/escrita: group ids given read/write. */
export async function novaPasta(
  app: FastifyInstance,
  token: string,
  opts: { nome?: string; idPai?: string | null; leitura?: string[]; escrita?: string[] } = {},
): Promise<ItemOut> {
  const leitura = opts.leitura ?? [];
  const escrita = opts.escrita ?? [];
  const data = await ok(
    criar(app, token, {
      nome: opts.nome ?? `Pasta ${fresh()}`,
      idPai: opts.idPai ?? null,
      idsGrupoAcesso: [...leitura, ...escrita],
      tiposAcesso: [
        ...leitura.map((g) => ({ idGrupoAcesso: g, permissao: 'LEITURA' })),
        ...escrita.map((g) => ({ idGrupoAcesso: g, permissao: 'LEITURA_ESCRITA' })),
      ],
    }),
  );
  return data.criarNovaPasta;
}

/**
 * An uploaded, not yet attached file row as POST /api/upload leaves it (the REST route is another
 * piece of work; the row is what uploadArquivos reads). With `bytes`, the object is stored too.
 */
export async function insertArquivo(
  database: Database,
  over: {
    enviadoPorId: number;
    nome?: string;
    tipoConteudo?: string;
    tipoArquivo?: string;
    texto?: string | null;
    miniatura?: boolean;
    store?: Storage['store'];
    bytes?: string;
  },
): Promise<{ id: string; chave: string; miniaturaChave: string | null }> {
  const nome = over.nome ?? `arquivo-${fresh()}.pdf`;
  const chave = newObjectKey();
  const miniaturaChave = over.miniatura ? newObjectKey('.miniatura.webp') : null;
  if (over.store) {
    await over.store.put(chave, Readable.from([Buffer.from(over.bytes ?? 'conteudo')]));
    if (miniaturaChave) await over.store.put(miniaturaChave, Readable.from([Buffer.from('miniatura')]));
  }
  const res = await database.db.execute<{ id: string }>(sql`
    insert into arquivos (nome, tamanho, tipo_conteudo, chave, tipo_arquivo, enviado_por_id, texto, miniatura_chave)
    values (${nome}, ${(over.bytes ?? 'conteudo').length}, ${over.tipoConteudo ?? 'application/pdf'}, ${chave},
            ${over.tipoArquivo ?? 'LIBRARY'}, ${over.enviadoPorId}, ${over.texto ?? null}, ${miniaturaChave})
    returning id::text as id`);
  return { id: res.rows[0]!.id, chave, miniaturaChave };
}

export const UPLOAD = `mutation($a: [UploadArquivoInput!]!) { uploadArquivos(arquivos: $a) { ${ITEM_FIELDS} } }`;

export const upload = (app: FastifyInstance, token: string, a: { idArquivo: string; nome: string; idPastaPai: string }[]) =>
  gql<{ uploadArquivos: ItemOut[] }>(app, UPLOAD, { token, variables: { a } });

/** Uploads (row) and attaches one file into a folder as `owner`; the created item. */
export async function novoArquivo(
  app: FastifyInstance,
  database: Database,
  owner: Pessoa,
  idPastaPai: string,
  over: { nome?: string; tipoConteudo?: string; texto?: string | null; miniatura?: boolean; store?: Storage['store'] } = {},
): Promise<ItemOut> {
  const nome = over.nome ?? `arquivo-${fresh()}.pdf`;
  const a = await insertArquivo(database, { enviadoPorId: owner.id, ...over, nome });
  const data = await ok(upload(app, owner.token, [{ idArquivo: a.id, nome, idPastaPai }]));
  return data.uploadArquivos[0]!;
}

export const ITEMS = `query($id: ID) { itemsPorPasta(idPastaPai: $id) { ${ITEM_FIELDS} } }`;

/** The names itemsPorPasta answers the caller (null = root). */
export async function nomesEm(app: FastifyInstance, token: string, id: string | null): Promise<string[]> {
  const data = await ok(gql<{ itemsPorPasta: ItemOut[] }>(app, ITEMS, { token, variables: { id } }));
  return data.itemsPorPasta.map((i) => i.nome);
}

export { insertUser };

/** The app's storage (links and object store), as the resolvers reach it. */
export const storageOf = (app: FastifyInstance) => app.getDecorator<Storage>('storage');
