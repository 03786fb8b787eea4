import { useApolloClient } from '@apollo/client';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/toast/use-toast';
import { logger } from '../../../lib/logger/logger';
import { whenIdle } from '../../../lib/startup/when-idle';
import { notificationPermission, OPEN_MESSAGE, pushSupported, registerPortalWorker } from './browser-push';
import { readPushChoice, savePushChoice } from './push-choice';
import { PushPrompt } from './PushPrompt';
import { subscribeThisDevice, unsubscribeThisDevice } from './push-device';


/** Push on this device: not possible here, blocked by the user in the browser, on, or off. */
export type PushStatus = 'indisponivel' | 'bloqueado' | 'ativo' | 'inativo';

export interface PushNotifications {
  status: PushStatus;
  /** Asks the browser's permission (call it from a click only) and subscribes when granted. */
  enable(): void;
  /** Stops push on this device (server and browser) and remembers the choice. */
  disable(): void;
}

const PushContext = createContext<PushNotifications | null>(null);

/** Push on this device, where the signed-in frame provides it; null elsewhere (tests of single screens). */
export function usePushNotifications(): PushNotifications | null {
  return useContext(PushContext);
}

/** A path of this portal (the worker sends only those; checked again before routing). */
const isPortalPath = (path: unknown): path is string => typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');

/**
 * Web push for the signed-in user (spec 01 §1): registers the portal's service worker, keeps
 * this device subscribed when the user said yes (a sign-out removed the subscription, so each
 * sign-in sends it again), and shows the portal's own prompt once per device when the browser
 * has not been asked yet. The browser's permission dialog opens only from the prompt's button
 * (a user gesture). Clicking a notification while the portal is open routes in the app.
 */
export function PushNotificationsProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const [status, setStatus] = useState<PushStatus>(() => (pushSupported() ? 'inativo' : 'indisponivel'));
  // Decided before the first paint, and its code ships with the first view (a few KB): a prompt
  // arriving later, above the page's content, pushed the whole page down (a layout shift of 0.13
  // on a phone, on every screen until answered).
  const [prompt, setPrompt] = useState(() => pushSupported() && notificationPermission() === 'default' && readPushChoice() === null);
  const worker = useRef<Promise<ServiceWorkerRegistration> | null>(null);

  // Once the browser is idle after the first screen: the worker's registration does not compete
  // with the screen's own requests.
  useEffect(() => {
    if (!pushSupported()) return;
    let active = true;
    const cancel = whenIdle(() => {
      const registration = registerPortalWorker();
      worker.current = registration;
      const permission = notificationPermission();
      const choice = readPushChoice();
      if (permission === 'denied') setStatus('bloqueado');
      else if (permission === 'granted' && choice !== 'agoraNao') {
        registration
          .then((r) => subscribeThisDevice(client, r))
          .then(() => active && setStatus('ativo'))
          .catch((err: unknown) => logger.warn('push: could not subscribe this device', err));
      }
      registration.catch((err: unknown) => logger.warn('push: service worker registration failed', err));
    });
    return () => {
      active = false;
      cancel();
    };
  }, [client]);

  useEffect(() => {
    if (!pushSupported()) return;
    const container = navigator.serviceWorker;
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; path?: unknown } | null;
      if (data?.type === OPEN_MESSAGE && isPortalPath(data.path)) void navigate(data.path);
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);

  const enable = useCallback(() => {
    setPrompt(false);
    savePushChoice('ativar');
    // First thing in the click handler: browsers grant the dialog only within the user's gesture.
    const asked = Notification.requestPermission();
    void (async () => {
      try {
        const permission = await asked;
        if (permission === 'denied') {
          setStatus('bloqueado');
          toast.info(intl.formatMessage({ id: 'push.blocked' }));
          return;
        }
        if (permission !== 'granted') return;
        await subscribeThisDevice(client, await (worker.current ?? registerPortalWorker()));
        setStatus('ativo');
        toast.success(intl.formatMessage({ id: 'push.enabled' }));
      } catch (err) {
        logger.warn('push: could not enable', err);
        toast.error(intl.formatMessage({ id: 'push.failed' }));
      }
    })();
  }, [client, intl, toast]);

  const dismiss = useCallback(() => {
    setPrompt(false);
    savePushChoice('agoraNao');
  }, []);

  const disable = useCallback(() => {
    savePushChoice('agoraNao');
    void unsubscribeThisDevice(client).then(() => {
      setStatus('inativo');
      toast.info(intl.formatMessage({ id: 'push.disabled' }));
    });
  }, [client, intl, toast]);

  const value = useMemo(() => ({ status, enable, disable }), [status, enable, disable]);
  return (
    <PushContext.Provider value={value}>
      {prompt && <PushPrompt onEnable={enable} onDismiss={dismiss} />}
      {children}
    </PushContext.Provider>
  );
}
