/** Keeps only the digits of a CPF or CNPJ typed with or without a mask. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

function cpfDigit(digits: readonly number[], weightStart: number): number {
  const sum = digits.reduce((acc, d, i) => acc + d * (weightStart - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** A Brazilian personal tax id: 11 digits, not all equal, two check digits (spec 01 §5). */
export function isValidCpf(value: string): boolean {
  const s = onlyDigits(value);
  if (s.length !== 11 || /^(\d)\1{10}$/.test(s)) return false;
  const d = [...s].map(Number);
  return cpfDigit(d.slice(0, 9), 10) === d[9] && cpfDigit(d.slice(0, 10), 11) === d[10];
}

/** Computes the two check digits of a 9-digit CPF base (for factories and seeds). */
export function cpfCheckDigits(base9: string): string {
  const d = [...base9].map(Number);
  const d1 = cpfDigit(d, 10);
  const d2 = cpfDigit([...d, d1], 11);
  return `${d1}${d2}`;
}
