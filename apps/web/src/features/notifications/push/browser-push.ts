/*
 * The browser's side of web push (Service Worker, Push and Notifications APIs), in one place so
 * the rest of the feature reads as the portal's rules.
 */

/** The portal's service worker (apps/web/public/sw-portal.js), for the whole origin. */
export const WORKER_URL = '/sw-portal.js';
const WORKER_SCOPE = '/';

/** The message sw-portal.js posts to an open window when its notification is clicked. */
export const OPEN_MESSAGE = 'portal-push:abrir';

/** Whether this browser can receive web push at all (service workers, Push API, notifications). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The permission the user gave this site: 'default' (not asked), 'granted' or 'denied'. */
export function notificationPermission(): NotificationPermission {
  return Notification.permission;
}

/** Registers (or updates) the portal's worker; resolves when it is ready to receive pushes. */
export async function registerPortalWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE });
  return navigator.serviceWorker.ready;
}

/** This browser's current subscription, if any (without registering anything). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(WORKER_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** What gerarPushSubscription takes: the endpoint and the keys, base64url as the browser gives them. */
export interface SubscriptionKeys {
  endpoint: string;
  auth: string;
  key: string;
}

/**
 * Subscribes this browser with the server's key (every push shows a notification:
 * userVisibleOnly). A subscription made with another key (the server's keys changed) is
 * replaced.
 */
export async function subscribe(registration: ServiceWorkerRegistration, publicKey: string): Promise<SubscriptionKeys> {
  const key = applicationServerKey(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  const current = subscription?.options.applicationServerKey;
  if (subscription && current && !sameBytes(new Uint8Array(current), key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.auth || !json.keys.p256dh) throw new Error('push subscription without endpoint or keys');
  return { endpoint: json.endpoint, auth: json.keys.auth, key: json.keys.p256dh };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
