import { useNotificationsLive } from '../features/notifications/live/use-notifications-live';

/**
 * Keeps the unread count and the notification lists live in every tab (one stream per browser,
 * features/notifications/live). Mounted once, inside Apollo and the sign-in session, for the
 * page's whole life: with nobody signed in it holds nothing open, and it opens the stream when a
 * sign-in or a renewal loads a user.
 */
export function NotificationsLive(): null {
  useNotificationsLive();
  return null;
}
