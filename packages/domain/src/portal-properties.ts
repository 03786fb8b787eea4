/** The customisable labels of the portal properties (spec 01 §3), passed to every message that names a dealer, brand or group. */
// A type alias (not an interface) so it fits react-intl's Record<string, …> message values.
export type PortalLabels = {
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
};

/**
 * The labels when none are stored (server) or before they arrive (web), so no message ever shows
 * a raw `{labelDealer}` placeholder.
 */
export const DEFAULT_PORTAL_LABELS: PortalLabels = {
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
