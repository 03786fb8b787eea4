import { DEFAULT_PORTAL_LABELS, portalLabelsFor, type Idioma, type PortalLabels } from '@portal/domain';
import { logger } from '../logger/logger';
import { earlyFetch } from '../startup/early-requests';

/** GET /portalProperties (spec 01 §3 "Portal properties"); `labelDealer.es` / `.en` … carry the other languages' labels. */
export type PortalProperties = PortalLabels & {
  readonly name: string;
  readonly favicon: string;
  readonly tiposUsuarioDocumentoObrigatorio: readonly string[];
  readonly tiposUsuarioInformarCargo: readonly string[];
  readonly tiposUsuarioInformarGestao: readonly string[];
  readonly informarDepartamentoCargo: boolean;
  readonly realm: string;
};

/** Label values passed to react-intl messages ({labelDealer} …); defaults shared with the server. */
export type { PortalLabels };
export const DEFAULT_LABELS: PortalLabels = DEFAULT_PORTAL_LABELS;

/**
 * The labels in one interface language (the same rule as the server's messages): that language's
 * stored labels, else its defaults, so an English screen never shows the Portuguese label.
 */
export function labelsOf(props: Partial<PortalProperties> | null | undefined, idioma: Idioma = 'PT_BR'): PortalLabels {
  return portalLabelsFor(props as Readonly<Record<string, unknown>> | null | undefined, idioma);
}

/**
 * Loads the portal properties; a failure is only logged (spec 01 §7) and yields null. The first
 * load of the page takes the answer main.ts asked for at start (index.html preloads it).
 */
export async function fetchPortalProperties(fetchImpl: typeof fetch = earlyFetch('portalProperties')): Promise<PortalProperties | null> {
  try {
    const res = await fetchImpl('/portalProperties', { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as PortalProperties;
  } catch (err) {
    logger.warn('portal properties could not be loaded', err);
    return null;
  }
}
