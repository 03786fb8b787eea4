import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../../platform/db/typed-rows.js';
import { enfileirarConviteKeycloak } from './fila-convites.js';
import type { DirectoryAccount, DirectoryGroup, GroupDirectory, IdentityDirectory, PortalPerson, TipoGrupo } from './identity-directory.js';
import type { GroupRepresentation, KeycloakAdmin, UserRepresentation } from './keycloak-client.js';

/**
 * Keycloak's accounts and groups (OIDC_ISSUER), through its admin API (keycloak-client.ts).
 *
 * Accounts: a portal user's account is the Keycloak user whose id is the user's subject
 * (`usuarios.idp_subject`), else the one with its e-mail (not already another user's). Keycloak
 * has a first and a last name; the portal one name: the first word is the first name, the rest
 * the last name, and the account's name is both joined. A created account has the e-mail as
 * username, the portal's id in the attribute `portalUsuarioId`, and the required action
 * UPDATE_PASSWORD; its invitation is Keycloak's own e-mail (execute-actions-email), queued in the
 * run's transaction (fila-convites.ts), because with an external issuer passwords live in Keycloak
 * and the portal's own invitation link (a reset link of the embedded provider) opens nothing there.
 * Disabling sets `enabled: false` and ends the account's sessions.
 *
 * Groups: a dealer group is a top-level group (attribute `portalGrupoId`), a dealer a subgroup of
 * its dealer group's group (attribute `portalDealerId`; top level when it has no group or its
 * group has none yet). An inactivated one keeps its group with `portalAtivo` = false, emptied.
 * Only groups carrying these attributes are the portal's; any other group is left alone.
 */

export const ATTR_USUARIO = 'portalUsuarioId';
export const ATTR_GRUPO = 'portalGrupoId';
export const ATTR_DEALER = 'portalDealerId';
export const ATTR_ATIVO = 'portalAtivo';

/** The portal's one name as Keycloak's first and last names. */
export function splitNome(nome: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = nome.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

const nomeOf = (u: UserRepresentation) => [u.firstName, u.lastName].filter((p) => p && p.trim()).join(' ');

const account = (u: UserRepresentation & { id: string }): DirectoryAccount => ({
  subject: u.id,
  nome: nomeOf(u),
  email: u.email ?? '',
  enabled: u.enabled !== false,
});

const Subject = z.object({ subject: z.string() });

/** The first value of a group attribute (Keycloak keeps a list per name). */
function attr(g: GroupRepresentation, name: string): string | undefined {
  const v: unknown = g.attributes?.[name];
  const first: unknown = Array.isArray(v) ? v[0] : v;
  return typeof first === 'string' ? first : undefined;
}

function managed(g: GroupRepresentation, parentId: string | null): DirectoryGroup | null {
  if (!g.id) return null;
  const tipo: TipoGrupo | null = attr(g, ATTR_GRUPO) !== undefined ? 'GRUPO' : attr(g, ATTR_DEALER) !== undefined ? 'DEALER' : null;
  if (!tipo) return null;
  const portalId = Number(attr(g, tipo === 'GRUPO' ? ATTR_GRUPO : ATTR_DEALER));
  if (!Number.isSafeInteger(portalId)) return null;
  return { id: g.id, tipo, portalId, nome: g.name ?? '', parentId, ativo: attr(g, ATTR_ATIVO) !== 'false' };
}

function representation(g: Pick<DirectoryGroup, 'tipo' | 'portalId' | 'nome' | 'ativo'>): GroupRepresentation {
  return {
    name: g.nome,
    attributes: { [g.tipo === 'GRUPO' ? ATTR_GRUPO : ATTR_DEALER]: [String(g.portalId)], [ATTR_ATIVO]: [String(g.ativo)] },
  };
}

function keycloakGroups(kc: KeycloakAdmin): GroupDirectory {
  return {
    async managedGroups() {
      const found: DirectoryGroup[] = [];
      for (const top of await kc.topGroups()) {
        const g = managed(top, null);
        if (g) found.push(g);
        // A dealer group's dealers are its subgroups; other groups' subgroups are not the portal's.
        if (g?.tipo === 'GRUPO' && (top.subGroupCount === undefined || top.subGroupCount > 0)) {
          for (const child of await kc.children(g.id)) {
            const d = managed(child, g.id);
            if (d) found.push(d);
          }
        }
      }
      return found;
    },
    createGroup: (g) => kc.createGroup(representation({ ...g, ativo: true }), g.parentId),
    async updateGroup(g, change) {
      const next = { ...g, ...change };
      if (change.nome !== undefined || change.ativo !== undefined) await kc.updateGroup(g.id, representation(next));
      if (change.parentId !== undefined) await kc.moveGroup({ id: g.id, ...representation(next) }, change.parentId);
    },
    members: async (groupId) => (await kc.members(groupId)).flatMap((u) => (u.id ? [u.id] : [])),
    addMember: (groupId, subject) => kc.addToGroup(subject, groupId),
    removeMember: (groupId, subject) => kc.removeFromGroup(subject, groupId),
  };
}

export function keycloakDirectory(kc: KeycloakAdmin): IdentityDirectory {
  return {
    provider: 'KEYCLOAK',
    groups: keycloakGroups(kc),

    async accountsOf(tx, people) {
      const found = new Map<number, DirectoryAccount>();
      if (people.length === 0) return found;
      // One person (sincronizarIdentityProvider): two look-ups instead of the whole realm.
      const users: UserRepresentation[] = [];
      if (people.length === 1) {
        const [p] = people as [PortalPerson];
        const bySubject = p.subject ? await kc.userById(p.subject) : null;
        if (bySubject) users.push(bySubject);
        else users.push(...(await kc.usersByEmail(p.email)));
      } else {
        users.push(...(await kc.users()));
      }
      const byId = new Map<string, UserRepresentation & { id: string }>();
      const byEmail = new Map<string, UserRepresentation & { id: string }>();
      for (const u of users) {
        if (!u.id) continue;
        const withId = { ...u, id: u.id };
        byId.set(u.id, withId);
        if (u.email) byEmail.set(u.email.toLowerCase(), withId);
      }
      // An account already linked to a portal user is that user's, whatever its e-mail says.
      const linked = new Set((await queryRows(tx, Subject, sql`select idp_subject as subject from usuarios where idp_subject is not null`)).map((r) => r.subject));
      for (const p of people) {
        const mine = p.subject ? byId.get(p.subject) : undefined;
        const byMail = byEmail.get(p.email.toLowerCase());
        const u = mine ?? (byMail && (!linked.has(byMail.id) || byMail.id === p.subject) ? byMail : undefined);
        if (u) found.set(p.id, account(u));
      }
      return found;
    },

    async createAccount(tx, person) {
      const subject = await kc.createUser({
        username: person.email.toLowerCase(),
        email: person.email,
        ...splitNome(person.nome),
        enabled: true,
        emailVerified: false,
        requiredActions: ['UPDATE_PASSWORD'],
        attributes: { [ATTR_USUARIO]: [String(person.id)] },
      });
      await enfileirarConviteKeycloak(tx, person.id, subject);
      return { subject };
    },

    async updateAccount(_tx, _person, acc, change) {
      await kc.updateUser(acc.subject, {
        ...(change.nome !== undefined ? splitNome(change.nome) : {}),
        ...(change.email !== undefined ? { email: change.email } : {}),
        ...(change.enabled ? { enabled: true } : {}),
      });
    },

    async disableAccount(_tx, _person, acc) {
      await kc.updateUser(acc.subject, { enabled: false });
      await kc.logout(acc.subject);
    },
  };
}
