import { gql } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { createApolloClient, GRAPHQL_URI } from './client';
import { errorCode, fieldErrors, isServerUnavailable, serverMessage } from './errors';
import { memoryStorage } from '../../test/memory-storage';

const PING = gql`
  query Ping {
    ping
  }
`;

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('Apollo client', () => {
  it('sends the bearer token and the current language on every request', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ data: { ping: 'pong' } }));
    const { client } = createApolloClient(
      { getAccessToken: async () => 'tok-1', getLocale: () => 'es', onUnauthenticated: async () => false, fetch: fetchMock },
      memoryStorage(),
    );
    const { data } = await client.query({ query: PING, fetchPolicy: 'network-only' });
    expect(data).toEqual({ ping: 'pong' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(GRAPHQL_URI);
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers['authorization'] ?? headers['Authorization']).toBe('Bearer tok-1');
    expect(headers['accept-language'] ?? headers['Accept-Language']).toBe('es');
  });

  it('renews the session on UNAUTHENTICATED and retries once with the new token', async () => {
    let token = 'old';
    const fetchMock = vi.fn(async (_: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      const auth = headers['authorization'] ?? headers['Authorization'];
      return auth === 'Bearer new'
        ? jsonResponse({ data: { ping: 'pong' } })
        : jsonResponse({ errors: [{ message: 'Sessão expirada', extensions: { code: 'UNAUTHENTICATED' } }], data: null });
    });
    const onUnauthenticated = vi.fn(async () => {
      token = 'new';
      return true;
    });
    const { client } = createApolloClient(
      { getAccessToken: async () => token, getLocale: () => 'pt-BR', onUnauthenticated, fetch: fetchMock as unknown as typeof fetch },
      memoryStorage(),
    );
    const { data } = await client.query({ query: PING, fetchPolicy: 'network-only' });
    expect(data).toEqual({ ping: 'pong' });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up (no loop) when the session cannot be renewed', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }], data: null }));
    const onUnauthenticated = vi.fn(async () => false);
    const { client } = createApolloClient(
      { getAccessToken: async () => 't', getLocale: () => 'pt-BR', onUnauthenticated, fetch: fetchMock },
      memoryStorage(),
    );
    await expect(client.query({ query: PING, fetchPolicy: 'network-only' })).rejects.toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });
});

describe('API errors', () => {
  const badInput = {
    graphQLErrors: [
      {
        message: 'Dados inválidos',
        extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'email', message: 'E-mail inválido' }, { nope: 1 }] },
      },
    ],
    networkError: null,
  };

  it('reads code, translated message and field messages', () => {
    expect(errorCode(badInput)).toBe('BAD_USER_INPUT');
    expect(serverMessage(badInput)).toBe('Dados inválidos');
    expect(fieldErrors(badInput)).toEqual([{ field: 'email', message: 'E-mail inválido' }]);
  });

  it('reads GraphQL errors carried by a non-2xx response', () => {
    const err = { graphQLErrors: [], networkError: Object.assign(new Error('400'), { statusCode: 400, result: { errors: [{ message: 'Consulta inválida', extensions: { code: 'BAD_USER_INPUT' } }] } }) };
    expect(serverMessage(err)).toBe('Consulta inválida');
    expect(isServerUnavailable(err)).toBe(false);
  });

  it('treats network failures and 5xx as the server being unavailable', () => {
    expect(isServerUnavailable({ networkError: new TypeError('Failed to fetch') })).toBe(true);
    expect(isServerUnavailable({ networkError: Object.assign(new Error('503'), { statusCode: 503 }) })).toBe(true);
    expect(isServerUnavailable(badInput)).toBe(false);
    expect(serverMessage(new Error('plain'))).toBeUndefined();
  });
});
