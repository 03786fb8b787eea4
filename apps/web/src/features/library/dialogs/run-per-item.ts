/** How a call made once per selected item ended. */
export interface PerItemOutcome {
  /** How many calls succeeded before the first failure (all of them when none failed). */
  readonly done: number;
  readonly error?: unknown;
}

/**
 * Runs one call per item, one after the other (spec 02 §7: excluirItemBiblioteca and
 * moverItemBiblioteca take one item each), stopping at the first failure so the user is told
 * about it while the remaining items stay as they were.
 */
export async function runPerItem<T>(items: readonly T[], call: (item: T) => Promise<unknown>): Promise<PerItemOutcome> {
  let done = 0;
  for (const item of items) {
    try {
      await call(item);
    } catch (error) {
      return { done, error };
    }
    done += 1;
  }
  return { done };
}
