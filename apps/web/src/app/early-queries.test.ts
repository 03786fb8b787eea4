// Here, not in lib/startup: the check needs the shell's documents (features), which lib may not import.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_USUARIO_LOGADO, USUARIO_LOGADO } from '../features/shell/shell.queries';
import { STARTUP_OPERATIONS } from '../generated/startup-operations';
import { createApolloClient, GRAPHQL_URI } from '../lib/apollo/client';
import type * as EarlyQueriesModule from '../lib/startup/early-queries';
import { memoryStorage } from '../test/memory-storage';

type EarlyQueries = typeof EarlyQueriesModule;

const USER = {
  usuarioLogado: {
    __typename: 'UsuarioLogado',
    id: '7',
    nome: 'Ana',
    email: 'ana@portal.test',
    avatarLink: null,
    marcas: [],
    tipo: { __typename: 'TipoUsuario', id: 'DEALER' },
    tiposUsuarios: [],
    idioma: { __typename: 'Idioma', id: 'en' },
    funcionalidades: [],
    dadosComplementares: [],
  },
};

function jsonResponse(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** The module afresh for each test: what one test sent early must not be taken by the next. */
let early: EarlyQueries;
beforeEach(async () => {
  vi.resetModules();
  early = await import('../lib/startup/early-queries');
});

const client = (fetchImpl: typeof fetch, token = 'tok-1', locale = 'pt-BR') =>
  createApolloClient({ getAccessToken: async () => token, getLocale: () => locale, onUnauthenticated: async () => false, fetch: fetchImpl }, memoryStorage())
    .client;

describe('early start-up queries', () => {
  it('the generated text is what Apollo sends for the user and the menu (else npm run codegen)', async () => {
    const bodies: Array<{ operationName: string; query: string; variables: unknown }> = [];
    const spy = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(init!.body as string) as (typeof bodies)[number]);
      return jsonResponse({ errors: [{ message: 'only the request is looked at' }] });
    });
    const apollo = client(spy as typeof fetch);
    await apollo.query({ query: USUARIO_LOGADO, fetchPolicy: 'network-only' }).catch(() => undefined);
    await apollo.query({ query: MENU_USUARIO_LOGADO, fetchPolicy: 'network-only' }).catch(() => undefined);
    expect(bodies).toEqual([
      { operationName: 'UsuarioLogado', variables: {}, query: STARTUP_OPERATIONS.UsuarioLogado },
      { operationName: 'MenuUsuarioLogado', variables: {}, query: STARTUP_OPERATIONS.MenuUsuarioLogado },
    ]);
  });

  it('Apollo takes the early answer once for the same query, token and language; later requests go out', async () => {
    const sent = vi.fn(async () => jsonResponse({ data: USER }));
    early.sendEarlyQueries({ authorization: 'Bearer tok-1', 'accept-language': 'pt-BR' }, sent as typeof fetch);
    expect(sent).toHaveBeenCalledTimes(2);
    expect(sent.mock.calls.map((c) => (c as unknown as [string])[0])).toEqual([GRAPHQL_URI, GRAPHQL_URI]);

    const later = vi.fn(async () => jsonResponse({ data: { usuarioLogado: { ...USER.usuarioLogado, nome: 'Ana (network)' } } }));
    const apollo = client(early.earlyQueryFetch(later as typeof fetch));
    const first = await apollo.query({ query: USUARIO_LOGADO, fetchPolicy: 'network-only' });
    expect(first.data.usuarioLogado.nome).toBe('Ana');
    expect(later).not.toHaveBeenCalled();
    const second = await apollo.query({ query: USUARIO_LOGADO, fetchPolicy: 'network-only' });
    expect(second.data.usuarioLogado.nome).toBe('Ana (network)');
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('another token or language is not answered early (a renewed token, a changed language)', async () => {
    const sent = vi.fn(async () => jsonResponse({ data: USER }));
    early.sendEarlyQueries({ authorization: 'Bearer tok-1', 'accept-language': 'pt-BR' }, sent as typeof fetch);
    const later = vi.fn(async () => jsonResponse({ data: { usuarioLogado: { ...USER.usuarioLogado, nome: 'Ana (network)' } } }));
    const renewed = await client(early.earlyQueryFetch(later as typeof fetch), 'tok-2').query({ query: USUARIO_LOGADO, fetchPolicy: 'network-only' });
    expect(renewed.data.usuarioLogado.nome).toBe('Ana (network)');
    const english = await client(early.earlyQueryFetch(later as typeof fetch), 'tok-1', 'en').query({ query: USUARIO_LOGADO, fetchPolicy: 'network-only' });
    expect(english.data.usuarioLogado.nome).toBe('Ana (network)');
    expect(later).toHaveBeenCalledTimes(2);
  });
});
