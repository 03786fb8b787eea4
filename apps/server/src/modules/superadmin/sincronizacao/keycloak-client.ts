import KeycloakAdminClient, { NetworkError } from '@keycloak/keycloak-admin-client';
import type GroupRepresentation from '@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js';
import type UserRepresentation from '@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js';
import type { KeycloakAdminConfig } from '../../../config.js';
import { DirectoryError } from './identity-directory.js';

export type { GroupRepresentation, UserRepresentation };

/** Page size of every listing (Keycloak's default is 100; its admin console asks for up to 100 too). */
export const KEYCLOAK_PAGE = 100;

/**
 * The calls of Keycloak's admin REST API (`/admin/realms/{realm}/…`) the synchronisation makes,
 * through `@keycloak/keycloak-admin-client`, signed in as a confidential client of the realm with
 * the client-credentials grant (KEYCLOAK_ADMIN_CLIENT_ID/SECRET). Its token is asked for again
 * when it is about to expire (a service account gets no refresh token). Every listing is read
 * page by page. A failure becomes a DirectoryError naming the call.
 */
export interface KeycloakAdmin {
  /** Every account of the realm, page by page. */
  users(): Promise<UserRepresentation[]>;
  userById(id: string): Promise<UserRepresentation | null>;
  usersByEmail(email: string): Promise<UserRepresentation[]>;
  createUser(user: UserRepresentation): Promise<string>;
  /** Reads the account and writes it back with `patch` (a PUT replaces what it names, attributes whole). */
  updateUser(id: string, patch: UserRepresentation): Promise<void>;
  /** Ends the account's sessions. */
  logout(id: string): Promise<void>;
  /** Keycloak e-mails the account a link to choose its password (execute-actions-email, UPDATE_PASSWORD). */
  invite(id: string, opts: { lifespanSeconds: number; clientId: string; redirectUri: string }): Promise<void>;
  /** Top-level groups with their attributes. */
  topGroups(): Promise<GroupRepresentation[]>;
  /** Subgroups of a group with their attributes. */
  children(id: string): Promise<GroupRepresentation[]>;
  createGroup(group: GroupRepresentation, parentId: string | null): Promise<string>;
  /** Name and attributes (PUT /groups/{id}). */
  updateGroup(id: string, group: GroupRepresentation): Promise<void>;
  /** Moves a group under another (POST /groups/{parent}/children) or to the top (POST /groups). */
  moveGroup(group: GroupRepresentation, parentId: string | null): Promise<void>;
  members(groupId: string): Promise<UserRepresentation[]>;
  addToGroup(userId: string, groupId: string): Promise<void>;
  removeFromGroup(userId: string, groupId: string): Promise<void>;
}

/** Reads every page of a listing. */
async function allPages<T>(page: (first: number, max: number) => Promise<T[] | null | undefined>): Promise<T[]> {
  const all: T[] = [];
  for (let first = 0; ; first += KEYCLOAK_PAGE) {
    const rows = (await page(first, KEYCLOAK_PAGE)) ?? [];
    all.push(...rows);
    if (rows.length < KEYCLOAK_PAGE) return all;
  }
}

async function call<T>(acao: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof DirectoryError) throw err;
    if (err instanceof NetworkError) {
      const data = err.responseData as { errorMessage?: unknown; error?: unknown } | undefined;
      const detalhe = typeof data?.errorMessage === 'string' ? data.errorMessage : typeof data?.error === 'string' ? data.error : err.message;
      throw new DirectoryError(`Keycloak ${acao}`, err.response.status, detalhe);
    }
    throw new DirectoryError(`Keycloak ${acao}`, null, err instanceof Error ? err.message : String(err));
  }
}

export function keycloakAdmin(config: KeycloakAdminConfig): KeycloakAdmin {
  const client = new KeycloakAdminClient({ baseUrl: config.baseUrl, realmName: config.realm, timeout: 30_000 });
  let signingIn: Promise<void> | null = null;
  const signIn = () =>
    call('token', () => client.auth({ grantType: 'client_credentials', clientId: config.clientId, clientSecret: config.clientSecret }));
  client.registerTokenProvider({
    async getAccessToken() {
      if (!client.accessToken || client.isTokenExpired()) await (signingIn ??= signIn().finally(() => (signingIn = null)));
      return client.accessToken;
    },
  });

  return {
    users: () => call('GET users', () => allPages((first, max) => client.users.find({ first, max, briefRepresentation: true }))),
    userById: (id) => call('GET user', async () => (await client.users.findOne({ id })) ?? null),
    usersByEmail: (email) => call('GET users', () => client.users.find({ email, exact: true, briefRepresentation: true })),
    createUser: (user) => call('POST user', async () => (await client.users.create(user)).id),
    updateUser: (id, patch) =>
      call('PUT user', async () => {
        const current = await client.users.findOne({ id });
        if (!current) throw new DirectoryError('Keycloak PUT user', 404, 'User not found');
        await client.users.update({ id }, { ...current, ...patch });
      }),
    logout: (id) => call('POST user logout', () => client.users.logout({ id })),
    invite: (id, opts) =>
      call('PUT execute-actions-email', () =>
        client.users.executeActionsEmail({ id, actions: ['UPDATE_PASSWORD'], lifespan: opts.lifespanSeconds, clientId: opts.clientId, redirectUri: opts.redirectUri }),
      ),
    topGroups: () => call('GET groups', () => allPages((first, max) => client.groups.find({ first, max, briefRepresentation: false }))),
    children: (id) =>
      call('GET group children', () => allPages((first, max) => client.groups.listSubGroups({ parentId: id, first, max, briefRepresentation: false }))),
    createGroup: (group, parentId) =>
      call('POST group', async () => (parentId === null ? await client.groups.create(group) : await client.groups.createChildGroup({ id: parentId }, group)).id),
    updateGroup: (id, group) => call('PUT group', () => client.groups.update({ id }, group)),
    moveGroup: (group, parentId) =>
      call('POST group move', () => (parentId === null ? client.groups.updateRoot(group) : client.groups.updateChildGroup({ id: parentId }, group))),
    members: (groupId) =>
      call('GET group members', () => allPages((first, max) => client.groups.listMembers({ id: groupId, first, max, briefRepresentation: true }))),
    addToGroup: (userId, groupId) => call('PUT user group', async () => void (await client.users.addToGroup({ id: userId, groupId }))),
    removeFromGroup: (userId, groupId) => call('DELETE user group', async () => void (await client.users.delFromGroup({ id: userId, groupId }))),
  };
}
