import { DEFAULT_PORTAL_LABELS, portalLabelsFor, type Idioma, type PortalLabels } from '@portal/domain';
import { portalProperties } from './portal-properties.tables.js';
import type { Db } from '../db/connection.js';
import { ttlCache } from '../cache/ttl-cache.js';

/*
 * The portal's properties are platform, not an area: users, audit, the shell and the app's error
 * messages all read them, so a module that reads them depends on the platform, not on the shell.
 */

/** Spec 01 §3 "Portal properties", plus the shell's own switches and links. */
export type PortalProperties = PortalLabels & {
  name: string;
  favicon: string;
  tiposUsuarioDocumentoObrigatorio: string[];
  tiposUsuarioInformarCargo: string[];
  tiposUsuarioInformarGestao: string[];
  informarDepartamentoCargo: boolean;
  /** Identity realm; read by the web for a group tooltip (spec 02 §6). */
  realm: string;
  linkHelpTec: string | null;
  linkAcademia: string | null;
  showMyAccount: boolean;
  showOnboarding: boolean;
  /** Days without access after which a user is inactivated (daily job; spec 01 §4 leaves the length open). */
  diasInatividadeUsuario: number;
};

/** Values used when a property is not stored; the demo seed stores its own. */
export const DEFAULT_PORTAL_PROPERTIES: PortalProperties = {
  name: 'Portal',
  favicon: '/favicon.svg',
  ...DEFAULT_PORTAL_LABELS,
  tiposUsuarioDocumentoObrigatorio: ['DEALER_GRUPO'],
  tiposUsuarioInformarCargo: ['DEALER_GRUPO'],
  tiposUsuarioInformarGestao: ['DEALER_GRUPO'],
  informarDepartamentoCargo: true,
  realm: 'portal',
  linkHelpTec: null,
  linkAcademia: null,
  // The account screen (/minha-conta) exists; a portal may still hide the entry by storing false.
  showMyAccount: true,
  showOnboarding: false,
  diasInatividadeUsuario: 90,
};

/** How long an instance may serve portal properties it has read (they change rarely, by administrators). */
export const PORTAL_PROPERTIES_TTL_MS = 10_000;

const cache = ttlCache(PORTAL_PROPERTIES_TTL_MS, async (db: Db): Promise<PortalProperties> => {
  const rows = await db.select().from(portalProperties);
  const stored = Object.fromEntries(rows.map((r) => [r.chave, r.valor]));
  return { ...DEFAULT_PORTAL_PROPERTIES, ...stored } as PortalProperties;
});

/** Every stored property over the defaults; read on every page load, so kept for a few seconds. */
export function getPortalProperties(db: Db): Promise<PortalProperties> {
  return cache.get(db);
}

/** The dealer/brand/group labels in one language (`labelDealer.en` …, else that language's defaults). */
export async function getPortalLabels(db: Db, idioma: Idioma): Promise<PortalLabels> {
  return portalLabelsFor(await cache.get(db), idioma);
}
