/**
 * Runs `task` once the browser is idle (requestIdleCallback; at the latest after `timeoutMs`):
 * code fetched ahead of use waits there instead of competing with the first screen's own
 * requests and drawing (six connections per host over HTTP/1.1). Returns a cancel function.
 * Where there is no requestIdleCallback (Safari before 18, jsdom) it runs on the next task.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 0);
  return () => window.clearTimeout(id);
}
