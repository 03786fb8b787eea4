/* global self -- the worker global scope (ServiceWorkerGlobalScope) */
/*
 * The portal's service worker (spec 01 §1 "Push notifications"), served at /sw-portal.js with
 * scope "/" and revalidated on every load (platform/http/web.ts: public files are no-cache).
 * It does one thing: show the web push notifications the server sends (payload JSON: title,
 * body, link, tag) and, on a click, bring the user to the link. No caching of pages or API
 * answers: the portal's offline data is Apollo's cache, not this worker's.
 */

/** Where a click goes when the link is missing or not the portal's own. */
const FALLBACK_PATH = '/notificacoes';
/** The page listens for this message to open the link in-app (features/notifications/push). */
const OPEN_MESSAGE = 'portal-push:abrir';

self.addEventListener('install', () => {
  // A new version takes over at once: it holds no state a running page depends on.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

function payloadOf(event) {
  if (!event.data) return {};
  try {
    const data = event.data.json();
    return data && typeof data === 'object' ? data : {};
  } catch {
    return { body: event.data.text() };
  }
}

const text = (value, fallback) => (typeof value === 'string' && value.trim() ? value : fallback);

self.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  const options = {
    body: text(payload.body, ''),
    icon: '/icons/icon-192.png',
    data: { link: typeof payload.link === 'string' ? payload.link : null },
  };
  // One tag per notification: a repeated delivery replaces the one shown.
  if (typeof payload.tag === 'string' && payload.tag) options.tag = payload.tag;
  event.waitUntil(self.registration.showNotification(text(payload.title, 'Portal'), options));
});

/** The link as an address of this origin; anything else (another site, a product) opens the notifications page. */
function targetOf(link) {
  const origin = self.location.origin;
  if (typeof link === 'string' && link) {
    try {
      const url = new URL(link, origin);
      if (url.origin === origin) return url;
    } catch {
      // not an address: fall back
    }
  }
  return new URL(FALLBACK_PATH, origin);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = targetOf(event.notification.data && event.notification.data.link);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open) {
        // An open portal window: the app routes there (no reload, no lost state), and comes to the front.
        open.postMessage({ type: OPEN_MESSAGE, path: target.pathname + target.search + target.hash });
        await open.focus();
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
