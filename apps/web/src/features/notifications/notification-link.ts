/** Where a notification's link leads: a screen of this portal, or another page (a product's address). */
export type NotificationTarget = { readonly kind: 'route'; readonly to: string } | { readonly kind: 'page'; readonly href: string };

/**
 * The server accepts only a same-origin path or an address under a product's base address
 * (notifications.graphql, `link`). A path, or an absolute address on this portal's origin, is
 * a screen of the portal: the router opens it without reloading the app. Anything else is a
 * product's page: the browser loads it in the same window (spec 02 §2). A link the browser cannot
 * parse opens nothing.
 */
export function notificationTarget(link: string | null | undefined, origin: string): NotificationTarget | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === origin) return { kind: 'route', to: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'page', href: url.href };
}

/** Loads another page in this window (one object, so a test can watch it: jsdom does not navigate). */
export const thisWindow = {
  assign(href: string): void {
    window.location.assign(href);
  },
};
