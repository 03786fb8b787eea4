import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { COUNT_NOTIFICACOES_NAO_LIDAS, NOTIFICACOES_MENU } from '../notifications.queries';
import { applyNaoLidas } from './cache';

/** A client whose network answers an empty panel and counts what was asked. */
function client() {
  const asked: string[] = [];
  const link = new ApolloLink(
    (op) =>
      new Observable((o) => {
        asked.push(op.operationName);
        o.next({ data: { notificacoesMenu: { __typename: 'NotificacoesMenu', recentes: [], antigas: [] } } });
        o.complete();
      }),
  );
  return { apollo: new ApolloClient({ link, cache: new InMemoryCache() }), asked };
}

describe('applyNaoLidas', () => {
  it("writes the count where the bell reads it, and refetches the panel only when a notification arrived and it is on screen", async () => {
    const { apollo, asked } = client();
    applyNaoLidas(apollo, { naoLidas: 4, nova: true });
    expect(apollo.readQuery({ query: COUNT_NOTIFICACOES_NAO_LIDAS })?.countNotificacoesNaoLidas).toBe(4);
    // Nothing shows the panel: nothing is fetched.
    expect(asked).toEqual([]);

    const panel = apollo.watchQuery({ query: NOTIFICACOES_MENU }).subscribe(() => {});
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual(['NotificacoesMenu']);

    applyNaoLidas(apollo, { naoLidas: 3, nova: false });
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual(['NotificacoesMenu']);
    expect(apollo.readQuery({ query: COUNT_NOTIFICACOES_NAO_LIDAS })?.countNotificacoesNaoLidas).toBe(3);

    applyNaoLidas(apollo, { naoLidas: 4, nova: true });
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual(['NotificacoesMenu', 'NotificacoesMenu']);
    panel.unsubscribe();
  });
});
