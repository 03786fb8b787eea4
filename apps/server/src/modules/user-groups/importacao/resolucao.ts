import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { isValidCpf, isValidEmail, onlyDigits } from '@portal/domain';
import type { DbOrTx } from '../../../platform/db/transaction.js';
import { queryRows } from '../../../platform/db/typed-rows.js';
import type { CurrentUser } from '../../../platform/graphql/context.js';
import { readableBy } from '../../users/users.policy.js';
import type { LinhaLida } from './leitura.js';

/** A person a line names, as the preview shows them. */
export interface PessoaLinha {
  id: number;
  nome: string;
  email: string;
}

/**
 * What the confirmation will do with a line: add the user (ADICIONAR), nothing because the user
 * is a manual member already (MEMBRO), or nothing because of the line's problem (ERRO: a message
 * key of importacao.messages.ts and its values).
 */
export type LinhaPrevia =
  | { linha: number; valor: string; situacao: 'ADICIONAR' | 'MEMBRO'; usuario: PessoaLinha }
  | { linha: number; valor: string; situacao: 'ERRO'; erro: { key: string; values: Record<string, string | number> } };

type Chave = { email: string } | { cpf: string };

/**
 * What a value names: an e-mail (has an @; checked by the domain's rule) or a CPF (digits with
 * or without its mask, checked by the domain's validator); anything else is refused as neither.
 */
function chaveDe(valor: string): Chave | { erro: string } {
  if (valor.includes('@')) return isValidEmail(valor) ? { email: valor.toLowerCase() } : { erro: 'emailInvalido' };
  if (/^[\d.\-/\s]+$/.test(valor)) return isValidCpf(valor) ? { cpf: onlyDigits(valor) } : { erro: 'cpfInvalido' };
  return { erro: 'valorInvalido' };
}

const Encontrado = z.object({ id: z.number(), nome: z.string(), email: z.string(), cpf: z.string().nullable(), active: z.boolean() });

/**
 * Resolves every line to a portal user by e-mail or CPF, only among the users the caller may see
 * (users.policy readableBy: a dealer-group caller, its own groups' and dealers' people). A user
 * beyond that reach is answered exactly as an unknown one, so a file cannot probe who exists in
 * another dealer group. One query for the whole file.
 */
export async function resolverLinhas(db: DbOrTx, caller: CurrentUser, linhas: readonly LinhaLida[], membros: ReadonlySet<number>): Promise<LinhaPrevia[]> {
  const chaves = linhas.map((l) => chaveDe(l.valor));
  const emails = chaves.flatMap((c) => ('email' in c ? [c.email] : []));
  const cpfs = chaves.flatMap((c) => ('cpf' in c ? [c.cpf] : []));
  const achados = await queryRows(db, Encontrado, sql`
    select u.id, u.nome, u.email::text as email, u.cpf, u.active from usuarios u
     where (u.email = any(${sql.param(emails)}::citext[]) or u.cpf = any(${sql.param(cpfs)}::text[]))
       and ${await readableBy(db, caller)}`);
  const porEmail = new Map(achados.map((u) => [u.email.toLowerCase(), u]));
  const porCpf = new Map(achados.flatMap((u) => (u.cpf ? [[u.cpf, u] as const] : [])));
  const primeiraLinha = new Map<number, number>();

  return linhas.map((l, i): LinhaPrevia => {
    const chave = chaves[i]!;
    const erro = (key: string, values: Record<string, string | number> = {}): LinhaPrevia => ({
      linha: l.linha,
      valor: l.valor,
      situacao: 'ERRO',
      erro: { key: `grupoUsuariosImportacao.linha.${key}`, values: { valor: l.valor, ...values } },
    });
    if ('erro' in chave) return erro(chave.erro);
    const u = 'email' in chave ? porEmail.get(chave.email) : porCpf.get(chave.cpf);
    if (!u) return erro('naoEncontrado');
    // The save takes active users only (the picker offers no other), so an inactive one is said now.
    if (!u.active) return erro('inativo', { nome: u.nome });
    const antes = primeiraLinha.get(u.id);
    if (antes !== undefined) return erro('repetido', { nome: u.nome, linha: antes });
    primeiraLinha.set(u.id, l.linha);
    const usuario = { id: u.id, nome: u.nome, email: u.email };
    return { linha: l.linha, valor: l.valor, situacao: membros.has(u.id) ? 'MEMBRO' : 'ADICIONAR', usuario };
  });
}
