import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notificationTarget, thisWindow } from './notification-link';
import type { Notificacao } from './notifications.queries';
import { useMarkRead } from './use-mark-read';

/**
 * Opens a notification's link in the same window (spec 02 §2) and marks it read: a portal screen
 * through the router, a product's page by loading it. Before leaving the app the mark is waited
 * for (an unload would cancel the request); a screen of the portal opens at once. Resolves true
 * when something was opened.
 */
export function useOpenNotification(): (n: Pick<Notificacao, 'id' | 'link' | 'lida'>) => Promise<boolean> {
  const navigate = useNavigate();
  const { markRead } = useMarkRead();
  return useCallback(
    async (n) => {
      const target = notificationTarget(n.link, window.location.origin);
      if (!target) return false;
      if (target.kind === 'route') {
        if (!n.lida) void markRead([n.id]);
        void navigate(target.to);
      } else {
        if (!n.lida) await markRead([n.id]);
        thisWindow.assign(target.href);
      }
      return true;
    },
    [navigate, markRead],
  );
}

/** A click that asks for a new tab or window (ctrl/cmd/shift, middle button): the browser's own. */
export function wantsNewTab(e: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean; button: number }): boolean {
  return e.ctrlKey || e.metaKey || e.shiftKey || e.altKey || e.button !== 0;
}
