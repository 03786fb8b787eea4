/** `value` with `token` put in place of the selection `[start, end)` (at the end when unknown). */
export function insertAt(value: string, token: string, start: number | null, end: number | null): { value: string; cursor: number } {
  const from = start ?? value.length;
  const to = end ?? from;
  return { value: value.slice(0, from) + token + value.slice(to), cursor: from + token.length };
}
