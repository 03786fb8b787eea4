import { ApolloClient, ApolloLink, InMemoryCache, Observable, gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { startQueries, startupFetchPolicy } from './startup-queries';

const USER = gql`query U { me { id } }`;
const MENU = gql`query M { menu { id } }`;

describe('start-up queries', () => {
  it('sends user and menu together, then lets the screens read the cache instead of asking again', async () => {
    const sent: string[] = [];
    const link = new ApolloLink((op) => {
      sent.push(op.operationName);
      return new Observable((o) => {
        o.next({ data: op.operationName === 'U' ? { me: { __typename: 'User', id: '1' } } : { menu: { __typename: 'Menu', id: 'm' } } });
        o.complete();
      });
    });
    const client = new ApolloClient({ cache: new InMemoryCache(), link });
    expect(startupFetchPolicy(USER)).toBe('cache-and-network');
    startQueries(client, [USER, MENU]);
    expect(sent).toEqual(['U', 'M']); // both left before either answered
    expect(startupFetchPolicy(USER)).toBe('cache-first');
    expect(startupFetchPolicy(MENU)).toBe('cache-first');
    const fromCache = await client.query({ query: MENU, fetchPolicy: startupFetchPolicy(MENU) as 'cache-first' });
    expect(fromCache.data).toEqual({ menu: { __typename: 'Menu', id: 'm' } });
    expect(sent).toEqual(['U', 'M']);
  });
});
