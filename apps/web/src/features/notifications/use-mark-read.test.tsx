import { ApolloClient, ApolloLink, ApolloProvider, InMemoryCache, Observable } from '@apollo/client';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/toast/ToastProvider';
import { defaultMessages, type MessageId } from '../../lib/intl/catalogs';
import { applyNaoLidas } from './live/cache';
import { COUNT_NOTIFICACOES_NAO_LIDAS } from './notifications.queries';
import { useMarkRead } from './use-mark-read';

/** A client whose mark-as-read answer (`left` unread) waits until `answer()` is called. */
function slowClient(left: number) {
  let answer = () => {};
  const link = new ApolloLink(
    () =>
      new Observable((o) => {
        answer = () => {
          o.next({ data: { marcarNotificacoesComoVisualizadas: left } });
          o.complete();
        };
      }),
  );
  return { apollo: new ApolloClient({ link, cache: new InMemoryCache() }), answer: () => answer() };
}

function wrapper(apollo: ApolloClient<unknown>) {
  return ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={apollo}>
      <IntlProvider locale="pt-BR" messages={defaultMessages as Record<MessageId, string>}>
        <ToastProvider>{children}</ToastProvider>
      </IntlProvider>
    </ApolloProvider>
  );
}

const count = (apollo: ApolloClient<unknown>) => apollo.readQuery({ query: COUNT_NOTIFICACOES_NAO_LIDAS })?.countNotificacoesNaoLidas;

describe('useMarkRead', () => {
  it("writes the answer's count as the badge's", async () => {
    const { apollo, answer } = slowClient(2);
    const { result } = renderHook(() => useMarkRead(), { wrapper: wrapper(apollo) });
    await act(async () => {
      const done = result.current.markRead(['1']);
      answer();
      await done;
    });
    expect(count(apollo)).toBe(2);
  });

  it('keeps a count the live stream wrote while the mark was on its way (a delivery right after the mark)', async () => {
    const { apollo, answer } = slowClient(0);
    const { result } = renderHook(() => useMarkRead(), { wrapper: wrapper(apollo) });
    await act(async () => {
      const done = result.current.markRead(['1']);
      applyNaoLidas(apollo, { naoLidas: 1, nova: true });
      answer();
      await done;
    });
    expect(count(apollo)).toBe(1);
  });
});
