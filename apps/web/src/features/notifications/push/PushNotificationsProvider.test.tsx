import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render';
import { PUSH_CHOICE_KEY } from './push-choice';
import { CHAVE_PUBLICA_PUSH, GERAR_PUSH_SUBSCRIPTION } from './push.queries';
import { PushNotificationsProvider } from './PushNotificationsProvider';
import { PushSettings } from './PushSettings';

// The browser's Service Worker, Push and Notifications APIs (jsdom has none): what the browser
// would answer, so the feature's own code runs unchanged.
const VAPID = 'BOr6nm9xOB9lbJCw6QTqaYd4CdYrXLSE5ZpA8Np8l3uA_hVKBShAfs3b1Ygh6Prx3tG0c5nPxe3YdEqE6fQy8Dg';
const SUBSCRIPTION = { endpoint: 'https://push.example/device-1', keys: { auth: 'YXV0aC1zZWNyZXQtMTY', p256dh: 'BPUBLICKEY' } };

let permission: NotificationPermission;
let requestPermission: ReturnType<typeof vi.fn>;
let subscribe: ReturnType<typeof vi.fn>;

beforeEach(() => {
  permission = 'default';
  requestPermission = vi.fn(async () => (permission = 'granted'));
  subscribe = vi.fn(async () => ({ options: { applicationServerKey: null }, toJSON: () => SUBSCRIPTION, endpoint: SUBSCRIPTION.endpoint }));
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  // A getter, as the browser's: the permission changes when the user answers.
  const NotificationApi = Object.defineProperties(function Notification() {}, {
    permission: { get: () => permission },
    requestPermission: { value: requestPermission },
  });
  vi.stubGlobal('Notification', NotificationApi);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const mocks = () => [
  { request: { query: CHAVE_PUBLICA_PUSH }, result: { data: { chavePublicaPush: VAPID } } },
  {
    request: { query: GERAR_PUSH_SUBSCRIPTION, variables: { endpoint: SUBSCRIPTION.endpoint, auth: SUBSCRIPTION.keys.auth, key: SUBSCRIPTION.keys.p256dh } },
    result: { data: { gerarPushSubscription: true } },
  },
];

function renderFrame() {
  return renderAt(
    <PushNotificationsProvider>
      <PushSettings />
    </PushNotificationsProvider>,
    '/home',
    { mocks: mocks() },
  );
}

describe('push prompt (spec 01 §1: asked once per device, the browser asked only from a click)', () => {
  it('registers the portal worker, asks in the portal first and the browser only after the click, then subscribes', async () => {
    const user = userEvent.setup();
    renderFrame();
    // There from the first drawing: a prompt arriving later would push the page down.
    expect(screen.getByText('Quer receber as notificações do portal neste dispositivo, mesmo com o portal fechado?')).toBeVisible();
    // The worker is registered once the browser is idle.
    await waitFor(() => expect(navigator.serviceWorker.register).toHaveBeenCalledWith('/sw-portal.js', { scope: '/' }));
    expect(requestPermission).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Ativar notificações' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Notificações ativadas neste dispositivo.', {}, { timeout: 3000 })).toBeVisible();
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: expect.any(Uint8Array) });
    expect(localStorage.getItem(PUSH_CHOICE_KEY)).toBe('ativar');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ativar notificações' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Parar notificações neste dispositivo' })).toBeVisible();
  });

  it('"Agora não" is remembered on this device: no prompt next time, and the browser is never asked', async () => {
    const user = userEvent.setup();
    const first = renderFrame();
    await user.click(await screen.findByRole('button', { name: 'Agora não' }));
    await waitFor(() => expect(screen.queryByText(/Quer receber as notificações/)).not.toBeInTheDocument());
    first.unmount();

    renderFrame();
    // The settings button (the way to ask again) is there; the prompt is not.
    expect(await screen.findByRole('button', { name: 'Receber notificações neste dispositivo' })).toBeVisible();
    expect(screen.queryByText(/Quer receber as notificações/)).not.toBeInTheDocument();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('asks again only when the user asks, from the settings button', async () => {
    localStorage.setItem(PUSH_CHOICE_KEY, 'agoraNao');
    const user = userEvent.setup();
    renderFrame();
    await user.click(await screen.findByRole('button', { name: 'Receber notificações neste dispositivo' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Parar notificações neste dispositivo' })).toBeVisible();
  });

  it('does not prompt when the browser already blocks notifications, and says where to change it', async () => {
    permission = 'denied';
    renderFrame();
    expect(await screen.findByText('As notificações deste portal estão bloqueadas nas configurações do navegador.')).toBeVisible();
    expect(screen.queryByText(/Quer receber as notificações/)).not.toBeInTheDocument();
    expect(requestPermission).not.toHaveBeenCalled();
  });
});
