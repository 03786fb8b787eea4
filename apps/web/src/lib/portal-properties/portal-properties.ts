import { logger } from '../logger/logger';

/** GET /portalProperties (spec 01 §3 "Portal properties"). */
export interface PortalProperties {
  readonly name: string;
  readonly favicon: string;
  readonly labelDealer: string;
  readonly labelDealers: string;
  readonly labelMarca: string;
  readonly labelMarcas: string;
  readonly labelGrupo: string;
  readonly labelGrupos: string;
  readonly labelNovoGrupo: string;
  readonly labelNovoDealer: string;
  readonly labelTipoUsuarioDealerGrupo: string;
  readonly labelTipoUsuarioMontadora: string;
  readonly tiposUsuarioDocumentoObrigatorio: readonly string[];
  readonly tiposUsuarioInformarCargo: readonly string[];
  readonly tiposUsuarioInformarGestao: readonly string[];
  readonly informarDepartamentoCargo: boolean;
  readonly realm: string;
}

/** Label values passed to react-intl messages ({labelDealer} …). */
export type PortalLabels = Pick<
  PortalProperties,
  | 'labelDealer'
  | 'labelDealers'
  | 'labelMarca'
  | 'labelMarcas'
  | 'labelGrupo'
  | 'labelGrupos'
  | 'labelNovoGrupo'
  | 'labelNovoDealer'
  | 'labelTipoUsuarioDealerGrupo'
  | 'labelTipoUsuarioMontadora'
>;

/**
 * Used until the properties arrive or when they cannot be loaded, so no message ever shows a
 * raw `{labelDealer}` placeholder. The server's values replace them.
 */
export const DEFAULT_LABELS: PortalLabels = {
  labelDealer: 'Dealer',
  labelDealers: 'Dealers',
  labelMarca: 'Marca',
  labelMarcas: 'Marcas',
  labelGrupo: 'Grupo',
  labelGrupos: 'Grupos',
  labelNovoGrupo: 'Novo grupo',
  labelNovoDealer: 'Novo dealer',
  labelTipoUsuarioDealerGrupo: 'Dealer/Grupo',
  labelTipoUsuarioMontadora: 'Montadora',
};

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
