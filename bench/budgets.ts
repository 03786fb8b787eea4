/**
 * The performance issue's budgets, printed by `npm run bench` next to each figure (and written to
 * bench/results.json) so a run reads against its target at a glance. Figures, never assertions:
 * the bench machine is shared and its numbers are noisy. Keyed by the operation's printed name.
 */
export interface Budget {
  /** Highest p50 latency at the bench's connections, ms. */
  p50MaxMs?: number;
  /** Lowest upload throughput, decimal MB/s. */
  minMegabytesPerSecond?: number;
  /** Lowest ratio of the API's requests/s to the bare baseline's (same work, same token check). */
  minRatio?: number;
}

export const BUDGETS: Readonly<Record<string, Budget>> = {
  // Issue #12: the signed-in request path at 0.6x a bare Fastify route doing the same work.
  usuarioLogado: { minRatio: 0.6 },
  menuUsuarioLogado: { minRatio: 0.6 },
  // Issue #12: the recipients preview of the 24,000-user group at 20 connections.
  'recipients preview (24k)': { p50MaxMs: 150 },
  'library: busca common (dealer)': { p50MaxMs: 150 },
  'upload 900 MB tus': { minMegabytesPerSecond: 150 },
  // Issue #13: one notification to 60,000 recipients in ≤ 2 s (p50 of the timed runs).
  'notifications: fan-out 60,000 (user group)': { p50MaxMs: 2000 },
  'notifications: fan-out 60,000 (user ids)': { p50MaxMs: 2000 },
  'notifications: fan-out 60,000 personalised (user group)': { p50MaxMs: 2000 },
  // Issue #14: a notice to 60,000 people delivered in ≤ 2 s; its dashboard's queries < 100 ms.
  'notices: fan-out 60,000 (entregarComunicado)': { p50MaxMs: 2000 },
  'notices: dashboardComunicado (60,000)': { p50MaxMs: 100 },
  'notices: quebraComunicado MARCA (60,000)': { p50MaxMs: 100 },
  'notices: quebraComunicado GRUPO (60,000)': { p50MaxMs: 100 },
  'notices: quebraComunicado DEALER (60,000)': { p50MaxMs: 100 },
  'notices: pendentesComunicado NAO_LIDO (60,000)': { p50MaxMs: 100 },
};

/** " | budget p50 ≤ 150 ms (met)" (or "ratio ≥ 0.6 (MISSED)", …) for an operation with a budget, '' otherwise. */
export function budgetNote(name: string, figure: { p50?: number; megabytesPerSecond?: number; ratio?: number }): string {
  const budget = BUDGETS[name];
  if (!budget) return '';
  const parts: string[] = [];
  if (budget.p50MaxMs !== undefined && figure.p50 !== undefined) {
    parts.push(`p50 ≤ ${budget.p50MaxMs} ms (${figure.p50 <= budget.p50MaxMs ? 'met' : 'MISSED'})`);
  }
  if (budget.minRatio !== undefined && figure.ratio !== undefined) {
    parts.push(`ratio ≥ ${budget.minRatio} (${figure.ratio >= budget.minRatio ? 'met' : 'MISSED'})`);
  }
  if (budget.minMegabytesPerSecond !== undefined && figure.megabytesPerSecond !== undefined) {
    parts.push(`≥ ${budget.minMegabytesPerSecond} MB/s (${figure.megabytesPerSecond >= budget.minMegabytesPerSecond ? 'met' : 'MISSED'})`);
  }
  return parts.length ? ` | budget ${parts.join(', ')}` : '';
}

/**
 * `--only a,b`: the operations whose name contains one of the comma-separated words
 * (case-insensitive); every operation when the flag is absent.
 */
export function onlyFilter(argv: readonly string[]): (name: string) => boolean {
  const at = argv.indexOf('--only');
  if (at < 0) return () => true;
  const words = (argv[at + 1] ?? '')
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  return (name) => words.some((w) => name.toLowerCase().includes(w));
}
