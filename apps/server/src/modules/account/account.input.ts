import { PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS, isIdioma, normalizePhone, type Idioma, type PhoneKind } from '@portal/domain';
import { badInput, type FieldError } from '../../platform/errors.js';
import { newPasswordProblem } from '../../platform/identity/password-policy.js';
import type { MinhaContaInput } from '../../generated/graphql.js';


/** Changes to the own account; undefined = keep the stored value. */
export interface MinhaContaData {
  nome: string;
  telefones?: string[];
  celulares?: string[];
  idioma?: Idioma;
}

/** Longest name kept (the spec gives none; a name, not a paragraph). */
export const NOME_MAX_CHARS = 200;
/** Most numbers per list: a contact card, not a directory (the spec gives no figure). */
export const PHONES_MAX = 10;

function phones(field: 'telefones' | 'celulares', kind: PhoneKind, values: string[], errors: FieldError[]): string[] {
  const out: string[] = [];
  values.forEach((valor, i) => {
    const masked = normalizePhone(valor, kind);
    if (!masked) {
      const key = kind === 'telefone' ? 'error.conta.telefoneInvalido' : 'error.conta.celularInvalido';
      errors.push({ field, key, values: { valor: valor.slice(0, 40), posicao: i + 1 } });
    } else if (!out.includes(masked)) out.push(masked);
  });
  if (out.length > PHONES_MAX) errors.push({ field, key: 'error.conta.listaMax', values: { max: PHONES_MAX } });
  return out;
}

/**
 * Normalises atualizarMinhaConta's input: nome required; each phone through the same masks as
 * the user form (packages/domain phones.ts), stored as the mask shows it, repeated numbers
 * kept once. All problems at once.
 */
export function parseMinhaContaInput(input: MinhaContaInput): MinhaContaData {
  const errors: FieldError[] = [];
  const nome = (input.nome ?? '').trim().replace(/\s+/g, ' ');
  if (!nome) errors.push({ field: 'nome', key: 'error.required' });
  else if ([...nome].length > NOME_MAX_CHARS) errors.push({ field: 'nome', key: 'error.conta.nomeMax', values: { max: NOME_MAX_CHARS } });
  const telefones = input.telefones == null ? undefined : phones('telefones', 'telefone', input.telefones, errors);
  const celulares = input.celulares == null ? undefined : phones('celulares', 'celular', input.celulares, errors);
  if (input.idioma != null && !isIdioma(input.idioma)) errors.push({ field: 'idioma', key: 'error.invalidInput' });
  if (errors.length) throw badInput(errors);
  return {
    nome,
    ...(telefones ? { telefones } : {}),
    ...(celulares ? { celulares } : {}),
    ...(input.idioma != null ? { idioma: input.idioma as Idioma } : {}),
  };
}

/**
 * The password rule of the embedded sign-in, the reset and invitation page's own
 * (platform/identity/password-policy.ts): length, then not a common or breached password; and
 * not the current one.
 */
export function checkNovaSenha(senhaAtual: string, novaSenha: string): void {
  const errors: FieldError[] = [];
  if (!senhaAtual) errors.push({ field: 'senhaAtual', key: 'error.required' });
  const problem = newPasswordProblem(novaSenha);
  if (problem === 'common') errors.push({ field: 'novaSenha', key: 'identity.password.common' });
  else if (problem) {
    errors.push({ field: 'novaSenha', key: 'error.conta.senhaTamanho', values: { min: PASSWORD_MIN_CHARS, max: PASSWORD_MAX_CHARS } });
  } else if (novaSenha === senhaAtual) errors.push({ field: 'novaSenha', key: 'error.conta.senhaIgual' });
  if (errors.length) throw badInput(errors);
}
