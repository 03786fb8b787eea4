/**
 * The catalogs the first view reads, one set of three files per area (shell and common messages
 * at the top level; the notifications bell and panel, the push prompt). pt-BR is bundled (default
 * language); es and en are fetched only when chosen. Every other area's catalogs are fetched with
 * its screens (lazy-areas.ts).
 */
import shellPtBR from './pt-BR.json';
import notificationsPtBR from './notifications/pt-BR.json';
import pushPtBR from './push/pt-BR.json';

/** The pt-BR files one by one (a test checks no two areas define the same message id). */
export const ptBRParts: readonly Record<string, string>[] = [shellPtBR, notificationsPtBR, pushPtBR];

export const ptBR = {
  ...shellPtBR,
  ...notificationsPtBR,
  ...pushPtBR,
};

type Catalog = Record<string, string>;
const merge = (parts: { default: Catalog }[]): Catalog => Object.assign({}, ...parts.map((p) => p.default));

/** The Spanish catalog of the first view, its areas merged. */
export const loadEs = async (): Promise<Catalog> =>
  merge(
    await Promise.all([
      import('./es.json'),
      import('./notifications/es.json'),
      import('./push/es.json'),
    ]),
  );

/** The English catalog of the first view, its areas merged. */
export const loadEn = async (): Promise<Catalog> =>
  merge(
    await Promise.all([
      import('./en.json'),
      import('./notifications/en.json'),
      import('./push/en.json'),
    ]),
  );
