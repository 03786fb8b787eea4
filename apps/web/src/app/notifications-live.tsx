import { lazyModule, useLazyModule } from '../lib/lazy-module';

// The stream's code (one stream per browser, its poll fallback, the tabs' channel) is fetched
// after the first paint, not with the first view: the bell's first count comes from its own
// query, the stream only brings the changes after it.
const liveStream = lazyModule(() => import('./notifications-live-stream'));

/**
 * Keeps the unread count and the notification lists live in every tab (one stream per browser,
 * features/notifications/live). Mounted once, inside Apollo and the sign-in session, for the
 * page's whole life: with nobody signed in it holds nothing open, and it opens the stream when a
 * sign-in or a renewal loads a user. Offline at first paint, the fetch is tried again on the next
 * mount (a reload), as for the app's other lazy parts.
 */
export function NotificationsLive() {
  const [stream] = useLazyModule(liveStream);
  return stream ? <stream.NotificationsLiveStream /> : null;
}
