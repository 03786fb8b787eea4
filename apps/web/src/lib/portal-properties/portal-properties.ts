import { DEFAULT_PORTAL_LABELS, type PortalLabels } from '@portal/domain';
import { logger } from '../logger/logger';

/** GET /portalProperties (spec 01 §3 "Portal properties"). */
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

/** Picks the label values, keeping defaults for any the server left blank. */
export function labelsOf(props: Partial<PortalProperties> | null | undefined): PortalLabels {
  const out: Record<string, string> = { ...DEFAULT_LABELS };
  for (const key of Object.keys(DEFAULT_LABELS) as (keyof PortalLabels)[]) {
    const value = props?.[key];
    if (typeof value === 'string' && value.trim() !== '') out[key] = value;
  }
  return out as unknown as PortalLabels;
}

/** Loads the portal properties; a failure is only logged (spec 01 §7) and yields null. */
export async function fetchPortalProperties(fetchImpl: typeof fetch = fetch): Promise<PortalProperties | null> {
  try {
    const res = await fetchImpl('/portalProperties', { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as PortalProperties;
  } catch (err) {
    logger.warn('portal properties could not be loaded', err);
    return null;
  }
}
