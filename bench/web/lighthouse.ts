import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';

/**
 * desktop and mobile: Lighthouse's presets. dealership: the performance issue's own condition for
 * the LCP budget (a dealership's connection, 10 Mbit/s and 40 ms, on a 4× slower CPU): the desktop
 * preset with a 4× CPU slowdown.
 */
export type FormFactor = 'desktop' | 'mobile' | 'dealership';

const dealershipConfig: Config = {
  ...desktopConfig,
  settings: {
    ...desktopConfig.settings,
    throttling: { ...desktopConfig.settings?.throttling, cpuSlowdownMultiplier: 4 },
  },
};

/** One page × form factor, as written to bench/results.json. */
export interface WebFigure {
  /** Lighthouse category scores, 0–100. */
  performance: number;
  accessibility: number;
  /** Largest Contentful Paint, ms (simulated under the form factor's throttling). */
  lcpMs: number;
  /** Total Blocking Time, ms. */
  tbtMs: number;
  /** Cumulative Layout Shift (unitless). */
  cls: number;
  /** Bytes over the wire for the whole load (Lighthouse's total-byte-weight), KB. */
  transferKB: number;
  /** Failed accessibility audits (ids), so a score below 100 says what to fix. */
  a11yFailures: string[];
  /** Every load's LCP when the figure is the median of several (bench/web/run.ts). */
  lcpRunsMs?: number[];
}

/**
 * What Lighthouse resets before each load: the HTTP cache (always), service workers, Cache Storage
 * and file systems, but not localStorage, where the web keeps its OIDC session. So every figure
 * is a cold first view of a signed-in user, which is what the budget is about.
 */
const CLEAR_STORAGE_TYPES: NonNullable<Flags['clearStorageTypes']> = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];

/**
 * Lighthouse on `url` in the Chromium listening on `port` (127.0.0.1), in a new tab of its
 * default profile (so it shares the signed-in session). Desktop uses Lighthouse's desktop preset
 * (40 ms RTT, 10 Mbit/s, no CPU slowdown); mobile its default (150 ms, 1.6 Mbit/s, 4× CPU);
 * dealership the desktop preset with 4× CPU; all simulated. Throws when the page ended anywhere but `url` (e.g. sent back to the login).
 */
export async function measure(url: string, port: number, formFactor: FormFactor): Promise<WebFigure> {
  const flags: Flags = {
    port,
    hostname: '127.0.0.1',
    logLevel: (process.env.BENCH_WEB_LOG as Flags['logLevel']) ?? 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility'],
    clearStorageTypes: CLEAR_STORAGE_TYPES,
  };
  const config: Config | undefined = { desktop: desktopConfig, dealership: dealershipConfig, mobile: undefined }[formFactor];
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse ${url} (${formFactor}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} (${formFactor}) ended at ${lhr.finalDisplayedUrl}: the session did not hold`);
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const a11yFailures = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    transferKB: Math.round(numeric('total-byte-weight') / 1024),
    a11yFailures,
  };
}
