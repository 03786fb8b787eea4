import type { Idioma } from '@portal/domain';
import type { Tx } from '../../../platform/db/transaction.js';

/**
 * The identity provider's side of a synchronisation, behind one interface so the reconciliation
 * (sincronizacao.service.ts) is the same for every provider. Today: the embedded provider
 * (embedded-directory.ts). Keycloak (OIDC_ISSUER) is the next implementation, through
 * `@keycloak/keycloak-admin-client` (its users API maps one to one: `users.find` pages the accounts,
 * `users.create` + `executeActionsEmail(['UPDATE_PASSWORD'])` is the invitation, `users.update`
 * with `enabled: false` disables, with `email`/`firstName` updates); its calls are not part of the
 * portal's transaction, which is why `tx` is only a parameter an implementation may use.
 */

/** A portal user as the synchronisation sees it (read from `usuarios`). */
export interface PortalPerson {
  id: number;
  nome: string;
  email: string;
  idioma: Idioma;
  active: boolean;
  /** The provider's subject linked to the user (`usuarios.idp_subject`), when known. */
  subject: string | null;
}

/** An account of the identity provider. */
export interface DirectoryAccount {
  subject: string;
  nome: string;
  email: string;
  /** Whether the account still lets its owner in (sign-in, sessions, open invitation links). */
  enabled: boolean;
}

/** What an update changes on an account; only the named fields. */
export interface AccountChange {
  nome?: string;
  email?: string;
  enabled?: true;
}

export interface CreatedAccount {
  subject: string;
  /** Work to do once the portal's transaction committed (the invitation e-mail). */
  afterCommit?: () => Promise<void>;
}

export interface IdentityDirectory {
  /** The provider's name in reports and the audit row. */
  readonly provider: 'EMBEDDED' | 'KEYCLOAK';
  /** Whether the provider has groups that dealers and dealer groups map to (the embedded one has none). */
  readonly hasGroups: boolean;
  /** The accounts of these people, keyed by the person's id: matched by subject, else by e-mail. */
  accountsOf(tx: Tx, people: readonly PortalPerson[]): Promise<Map<number, DirectoryAccount>>;
  /** Creates the account of an active person and invites them to choose a password. */
  createAccount(tx: Tx, person: PortalPerson): Promise<CreatedAccount>;
  /** Brings an account's name/e-mail in line with the portal, or enables it again. */
  updateAccount(tx: Tx, person: PortalPerson, account: DirectoryAccount, change: AccountChange): Promise<void>;
  /** Disables the account of an inactive person: nothing of it lets anyone in any more. */
  disableAccount(tx: Tx, person: PortalPerson, account: DirectoryAccount): Promise<void>;
}
