import type { Idioma } from '@portal/domain';
import type { Tx } from '../../../platform/db/transaction.js';

/**
 * The identity provider's side of a synchronisation, behind one interface so the reconciliation
 * (sincronizacao.service.ts, grupos.service.ts) is the same for every provider: the embedded
 * provider (embedded-directory.ts) and Keycloak (keycloak-directory.ts, over its admin API). A
 * provider's calls are not part of the portal's transaction, which is why `tx` is only a
 * parameter an implementation may use (the embedded one writes there; both queue the invitation
 * there, fila-convites.ts).
 */

/**
 * A refusal or failure of the provider (its API answered an error, or nothing): which call, and
 * the provider's status and message. A run stops at it and keeps what it did before (the
 * provider's writes are not undone by the portal's rollback, so the portal's side must not be).
 */
export class DirectoryError extends Error {
  constructor(
    readonly acao: string,
    readonly status: number | null,
    readonly detalhe: string,
  ) {
    super(`${acao}: ${status ?? 'no answer'} ${detalhe}`.trim());
    this.name = 'DirectoryError';
  }
}

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
}

/** Which portal thing a provider group stands for. */
export type TipoGrupo = 'GRUPO' | 'DEALER';

/** A provider group the portal manages (it carries the id of a dealer group or a dealer). */
export interface DirectoryGroup {
  id: string;
  tipo: TipoGrupo;
  portalId: number;
  nome: string;
  /** The provider group it sits under (null: top level). */
  parentId: string | null;
  /** False once its dealer group or dealer was inactivated (the group is kept, emptied). */
  ativo: boolean;
}

/** What an update changes on a group; only the named fields. */
export interface GroupChange {
  nome?: string;
  parentId?: string | null;
  ativo?: boolean;
}

/** The groups of a provider that has them (Keycloak); members are accounts' subjects. */
export interface GroupDirectory {
  /** Every group the portal manages, wherever it sits. */
  managedGroups(): Promise<DirectoryGroup[]>;
  createGroup(group: Omit<DirectoryGroup, 'id' | 'ativo'>): Promise<string>;
  updateGroup(group: DirectoryGroup, change: GroupChange): Promise<void>;
  members(groupId: string): Promise<string[]>;
  addMember(groupId: string, subject: string): Promise<void>;
  removeMember(groupId: string, subject: string): Promise<void>;
}

export interface IdentityDirectory {
  /** The provider's name in reports and the audit row. */
  readonly provider: 'EMBEDDED' | 'KEYCLOAK';
  /** The provider's groups that dealers and dealer groups map to (the embedded one has none). */
  readonly groups: GroupDirectory | null;
  /** The accounts of these people, keyed by the person's id: matched by subject, else by e-mail. */
  accountsOf(tx: Tx, people: readonly PortalPerson[]): Promise<Map<number, DirectoryAccount>>;
  /**
   * Creates the account of an active person and queues, in `tx`, the invitation to choose a
   * password (sent by the queue of fila-convites.ts once the run commits).
   */
  createAccount(tx: Tx, person: PortalPerson): Promise<CreatedAccount>;
  /** Brings an account's name/e-mail in line with the portal, or enables it again. */
  updateAccount(tx: Tx, person: PortalPerson, account: DirectoryAccount, change: AccountChange): Promise<void>;
  /** Disables the account of an inactive person: nothing of it lets anyone in any more. */
  disableAccount(tx: Tx, person: PortalPerson, account: DirectoryAccount): Promise<void>;
}
