import { onlyDigits } from './cpf.js';

const W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function cnpjDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = digits.reduce((acc, d, i) => acc + d * (weights[i] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A Brazilian company tax id: 14 digits, not all equal, two check digits (spec 01 §5). */
export function isValidCnpj(value: string): boolean {
  const s = onlyDigits(value);
  if (s.length !== 14 || /^(\d)\1{13}$/.test(s)) return false;
  const d = [...s].map(Number);
  return cnpjDigit(d.slice(0, 12), W1) === d[12] && cnpjDigit(d.slice(0, 13), W2) === d[13];
}

/** Computes the two check digits of a 12-digit CNPJ base (for factories and seeds). */
export function cnpjCheckDigits(base12: string): string {
  const d = [...base12].map(Number);
  const d1 = cnpjDigit(d, W1);
  const d2 = cnpjDigit([...d, d1], W2);
  return `${d1}${d2}`;
}
