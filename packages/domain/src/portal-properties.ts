import type { Idioma } from './languages.js';

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
 * The labels when none are stored (server) or before they arrive (web), per language, so no
 * message ever shows a raw `{labelDealer}` placeholder nor a Portuguese word on an English screen.
 */
export const DEFAULT_PORTAL_LABELS_BY_IDIOMA: Readonly<Record<Idioma, PortalLabels>> = {
  PT_BR: {
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
  },
  ES: {
    labelDealer: 'Concesionario',
    labelDealers: 'Concesionarios',
    labelMarca: 'Marca',
    labelMarcas: 'Marcas',
    labelGrupo: 'Grupo',
    labelGrupos: 'Grupos',
    labelNovoGrupo: 'Nuevo grupo',
    labelNovoDealer: 'Nuevo concesionario',
    labelTipoUsuarioDealerGrupo: 'Concesionario/Grupo',
    labelTipoUsuarioMontadora: 'Fabricante',
  },
  EN: {
    labelDealer: 'Dealer',
    labelDealers: 'Dealers',
    labelMarca: 'Brand',
    labelMarcas: 'Brands',
    labelGrupo: 'Dealer group',
    labelGrupos: 'Dealer groups',
    labelNovoGrupo: 'New dealer group',
    labelNovoDealer: 'New dealer',
    labelTipoUsuarioDealerGrupo: 'Dealer/Group',
    labelTipoUsuarioMontadora: 'Manufacturer',
  },
};

/** The pt-BR defaults (the portal's main language). */
export const DEFAULT_PORTAL_LABELS: PortalLabels = DEFAULT_PORTAL_LABELS_BY_IDIOMA.PT_BR;

export const PORTAL_LABEL_KEYS = Object.keys(DEFAULT_PORTAL_LABELS) as readonly (keyof PortalLabels)[];

/** Suffix of a label's stored key per language: `labelDealer` is pt-BR, `labelDealer.es`, `labelDealer.en`. */
const SUFFIX: Readonly<Record<Idioma, string>> = { PT_BR: '', ES: '.es', EN: '.en' };

/** The portal property that holds one label in one language. */
export function portalLabelKey(key: keyof PortalLabels, idioma: Idioma): string {
  return `${key}${SUFFIX[idioma]}`;
}

/**
 * The labels in one language from the stored portal properties (or GET /portalProperties):
 * `labelDealer` is the pt-BR label, `labelDealer.es` / `labelDealer.en` the others; a label not
 * stored (or blank) in a language takes that language's default, never another language's word.
 */
export function portalLabelsFor(stored: Readonly<Record<string, unknown>> | null | undefined, idioma: Idioma): PortalLabels {
  const out: Record<string, string> = { ...DEFAULT_PORTAL_LABELS_BY_IDIOMA[idioma] };
  for (const key of PORTAL_LABEL_KEYS) {
    const value = stored?.[portalLabelKey(key, idioma)];
    if (typeof value === 'string' && value.trim() !== '') out[key] = value;
  }
  return out as PortalLabels;
}
