/**
 * The value of a field that formats or refuses what is typed (CPF, CNPJ, CEP, UF and phone masks,
 * upper-case codes, a trimmed colour), written back to the field at once when the format changed
 * it. React restores a controlled field's value after every keystroke; Preact, the production
 * runtime, writes `value` only when the component renders again, and a refused character (the
 * "a" in "12a") leaves the state as it was, so nothing renders and the "a" would stay on screen.
 */
export function formatInput(input: HTMLInputElement | HTMLTextAreaElement, format: (raw: string) => string): string {
  const next = format(input.value);
  if (next !== input.value) input.value = next;
  return next;
}
