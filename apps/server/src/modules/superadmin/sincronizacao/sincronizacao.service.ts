import { sql } from 'drizzle-orm';
import { isIdioma } from '@portal/domain';
import { z } from 'zod';
import { writeAudit } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/connection.js';
import type { Tx } from '../../../platform/db/transaction.js';
import { queryRows } from '../../../platform/db/typed-rows.js';
import { AppError, badInput, notFound } from '../../../platform/errors.js';
import type { CurrentUser } from '../../../platform/graphql/context.js';
import { vincularConta } from '../../users/idp-contas.queries.js';
import { CONVITES_QUEUE } from './fila-convites.js';
import { DirectoryError, type AccountChange, type DirectoryAccount, type IdentityDirectory, type PortalPerson } from './identity-directory.js';

export type AlvoSincronizacao = 'USUARIOS' | 'USUARIO' | 'DEALERS' | 'GRUPOS';

/**
 * What changed on one account or group (the web translates the codes): GRUPO is a dealer's group
 * moved under another dealer group's, MEMBROS a group's members changed.
 */
export type Alteracao = 'CONVITE' | 'NOME' | 'EMAIL' | 'HABILITADA' | 'DESABILITADA' | 'GRUPO' | 'MEMBROS';

export interface ItemSincronizado {
  id: number;
  nome: string;
  /** The user's e-mail (null for a dealer or a dealer group). */
  email: string | null;
  alteracoes: Alteracao[];
}

/** A run's report: what it created, updated and disabled (a dry run: what it would). */
export interface RelatorioSincronizacao {
  alvo: AlvoSincronizacao;
  provedor: IdentityDirectory['provider'];
  dryRun: boolean;
  criados: ItemSincronizado[];
  atualizados: ItemSincronizado[];
  desativados: ItemSincronizado[];
  inalterados: number;
  /** Why there was nothing to reconcile, when the provider has no such thing (a message key). */
  observacao: 'superadmin.sync.semGrupos' | null;
}

/** One synchronisation at a time, across instances: a run holds this lock for its transaction. */
export const LOCK = sql`select pg_advisory_xact_lock(hashtext('portal.superadmin.sincronizacao'))`;

const PersonRow = z.object({
  id: z.number(),
  nome: z.string(),
  email: z.string(),
  idioma: z.string(),
  active: z.boolean(),
  subject: z.string().nullable(),
});

async function people(tx: Tx, email: string | null): Promise<PortalPerson[]> {
  const rows = await queryRows(
    tx,
    PersonRow,
    sql`select id, nome, email::text as email, idioma, active, idp_subject as subject from usuarios
        where ${email === null ? sql`true` : sql`email = ${email}`} order by id`,
  );
  return rows.map((r) => ({ ...r, idioma: isIdioma(r.idioma) ? r.idioma : 'PT_BR' }));
}

type Plan =
  | { kind: 'criar'; person: PortalPerson }
  | { kind: 'atualizar'; person: PortalPerson; account: DirectoryAccount; change: AccountChange; alteracoes: Alteracao[] }
  | { kind: 'desativar'; person: PortalPerson; account: DirectoryAccount };

/**
 * The rule of a user's reconciliation: an active user needs an enabled account with its name and
 * e-mail (created with an invitation when missing); an inactive user's account is disabled.
 * Accounts of no portal user are left alone (another product's, or an administrator's).
 */
function planFor(person: PortalPerson, account: DirectoryAccount | undefined): Plan | null {
  if (!person.active) return account?.enabled ? { kind: 'desativar', person, account } : null;
  if (!account) return { kind: 'criar', person };
  const change: AccountChange = {};
  const alteracoes: Alteracao[] = [];
  if (account.nome !== person.nome) {
    change.nome = person.nome;
    alteracoes.push('NOME');
  }
  if (account.email.toLowerCase() !== person.email.toLowerCase()) {
    change.email = person.email;
    alteracoes.push('EMAIL');
  }
  if (!account.enabled) {
    change.enabled = true;
    alteracoes.push('HABILITADA');
  }
  return alteracoes.length > 0 ? { kind: 'atualizar', person, account, change, alteracoes } : null;
}

const item = (p: PortalPerson, alteracoes: Alteracao[]): ItemSincronizado => ({ id: p.id, nome: p.nome, email: p.email, alteracoes });

/** A run's report before it finds anything. */
export const relatorioVazio = (
  alvo: AlvoSincronizacao,
  directory: IdentityDirectory,
  dryRun: boolean,
  observacao: RelatorioSincronizacao['observacao'] = null,
): RelatorioSincronizacao => ({ alvo, provedor: directory.provider, dryRun, criados: [], atualizados: [], desativados: [], inalterados: 0, observacao });

/**
 * sincronizarUsuarios / sincronizarIdentityProvider: reconciles portal users (all, or the one of
 * `email`) with the provider's accounts. A dry run plans the same way and writes nothing; a real
 * run holds the synchronisation lock, applies the plan, remembers each account found as its
 * user's subject (`idp_subject`, as a first sign-in would) and writes one audit row with the
 * report, all in one transaction. The invitations are queued in that transaction
 * (fila-convites.ts) and `acordar` wakes their queue once it committed.
 */
export async function sincronizarUsuarios(
  db: Db,
  caller: CurrentUser,
  directory: IdentityDirectory,
  opts: { email: string | null; dryRun: boolean; requestId: string; acordar?: (fila: string) => void },
): Promise<RelatorioSincronizacao> {
  const alvo: AlvoSincronizacao = opts.email === null ? 'USUARIOS' : 'USUARIO';
  const stop = stopper();
  const report = await db
    .transaction(async (tx) => {
      if (!opts.dryRun) await tx.execute(LOCK);
      const all = await people(tx, opts.email);
      if (opts.email !== null && all.length === 0) throw notFound('usuario');
      const accounts = await directory.accountsOf(tx, all);
      const r = relatorioVazio(alvo, directory, opts.dryRun);
      for (const person of all) {
        const account = accounts.get(person.id);
        const plan = planFor(person, account);
        // The account found or created is the user's: later sign-ins and runs match it by subject.
        if (!opts.dryRun && account && account.subject !== person.subject) await vincularConta(tx, person.id, account.subject);
        if (!plan) {
          r.inalterados++;
          continue;
        }
        if (plan.kind === 'criar') {
          const done = await stop.unlessRefused(opts.dryRun, async () => {
            const created = await directory.createAccount(tx, person);
            if (created.subject !== person.subject) await vincularConta(tx, person.id, created.subject);
          });
          if (!done) break;
          r.criados.push(item(person, ['CONVITE']));
        } else if (plan.kind === 'atualizar') {
          if (!(await stop.unlessRefused(opts.dryRun, () => directory.updateAccount(tx, person, plan.account, plan.change)))) break;
          r.atualizados.push(item(person, plan.alteracoes));
        } else {
          if (!(await stop.unlessRefused(opts.dryRun, () => directory.disableAccount(tx, person, plan.account)))) break;
          r.desativados.push(item(person, ['DESABILITADA']));
        }
      }
      if (!opts.dryRun) await auditRun(tx, caller, r, opts.requestId);
      return r;
    })
    .catch(asAppError);
  if (!opts.dryRun && report.criados.length > 0) opts.acordar?.(CONVITES_QUEUE);
  stop.rethrow();
  return report;
}

/**
 * A run's stop at the provider's refusal: the provider keeps what it did before, so the portal's
 * side of it (links, queued invitations, the audit row of what was done) is committed too, and
 * the refusal is answered after the commit, naming the call and the provider's words.
 */
export function stopper() {
  let refused: DirectoryError | null = null;
  return {
    /** Runs a write unless dry; false when the provider refused it (the run stops there). */
    async unlessRefused(dryRun: boolean, write: () => Promise<void>): Promise<boolean> {
      if (dryRun) return true;
      try {
        await write();
        return true;
      } catch (err) {
        if (!(err instanceof DirectoryError)) throw err;
        refused = err;
        return false;
      }
    },
    rethrow() {
      if (refused) throw asAppError(refused);
    },
  };
}

/** The provider's failure as the caller reads it; anything else as it is. */
export function asAppError(err: unknown): never {
  if (err instanceof DirectoryError) {
    throw new AppError('CONFLICT', 'error.superadmin.provedorFalhou', { acao: err.acao, status: err.status ?? '-', detalhe: err.detalhe });
  }
  throw err;
}

/** The run's audit row: who, what, and the ids it touched (names are in the users' own rows). */
export async function auditRun(tx: Tx, caller: CurrentUser, r: RelatorioSincronizacao, requestId: string) {
  const ids = (items: ItemSincronizado[]) => items.map((i) => i.id);
  await writeAudit(tx, {
    usuarioId: caller.id,
    entidade: 'sincronizacao',
    entidadeId: r.alvo,
    acao: `SINCRONIZAR_${r.alvo}`,
    depois: {
      provedor: r.provedor,
      criados: ids(r.criados),
      atualizados: ids(r.atualizados),
      desativados: ids(r.desativados),
      inalterados: r.inalterados,
    },
    requestId,
  });
}

/** sincronizarIdentityProvider's e-mail: required (spec 01 §5 "Other"), trimmed. */
export function parseEmailUsuario(email: string | null | undefined): string {
  const value = email?.trim() ?? '';
  if (!value) throw badInput([{ field: 'emailUsuario', key: 'error.required' }]);
  if (value.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(value)) throw badInput([{ field: 'emailUsuario', key: 'error.superadmin.emailInvalido' }]);
  return value;
}
