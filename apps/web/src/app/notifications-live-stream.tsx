import { useNotificationsLive } from '../features/notifications/live/use-notifications-live';

/** The live notifications themselves (app/notifications-live.tsx fetches this after the first paint). */
export function NotificationsLiveStream(): null {
  useNotificationsLive();
  return null;
}
