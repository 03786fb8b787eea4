import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useMatches } from 'react-router';
import type { MessageId } from '../lib/intl/catalogs';
import { usePortalLabels } from '../lib/portal-properties/PortalPropertiesContext';

/** Route handle: which catalog entry `route.<routeId>` titles the page. */
export interface RouteHandle {
  readonly routeId: string;
}

/** Page title (spec 01 §2): portal name, a dash, the route title; either alone when the other is missing. */
export function composeTitle(portalName: string | null | undefined, routeTitle: string | null | undefined): string {
  const name = portalName?.trim();
  const title = routeTitle?.trim();
  if (name && title) return `${name} - ${title}`;
  return name || title || '';
}

function isRouteHandle(h: unknown): h is RouteHandle {
  return typeof h === 'object' && h !== null && typeof (h as RouteHandle).routeId === 'string';
}

/** The route id of the deepest matched route that declares one. */
export function useCurrentRouteId(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const h = matches[i]?.handle;
    if (isRouteHandle(h)) return h.routeId;
  }
  return undefined;
}

/** Keeps document.title in step with the route and the portal name. */
export function useDocumentTitle(portalName: string | undefined, routeIdOverride?: string): void {
  const intl = useIntl();
  const labels = usePortalLabels();
  const matched = useCurrentRouteId();
  const routeId = routeIdOverride ?? matched;
  const routeTitle = routeId ? intl.formatMessage({ id: `route.${routeId}` as MessageId }, labels) : undefined;
  const title = composeTitle(portalName, routeTitle);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** Uses the portal properties' favicon instead of the built-in one. */
export function useFavicon(href: string | undefined): void {
  useEffect(() => {
    if (!href) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.removeAttribute('type');
    link.href = href;
  }, [href]);
}
