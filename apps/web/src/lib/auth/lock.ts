const local = new Map<string, Promise<unknown>>();

/**
 * Runs `task` while holding a lock shared by every tab of this origin (Web Locks API), falling
 * back to a per-page queue where the API is missing. Token renewal goes through it so two tabs,
 * or the library's timer and our 5 s check, never spend the same refresh token twice (with
 * rotation the second use would be refused and could revoke the grant).
 */
export function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks?.request) return locks.request(name, task) as Promise<T>;
  const previous = local.get(name) ?? Promise.resolve();
  const run = previous.then(task, task);
  const settled = run.catch(() => undefined);
  local.set(name, settled);
  void settled.then(() => {
    if (local.get(name) === settled) local.delete(name);
  });
  return run;
}
