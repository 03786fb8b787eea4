import { sql } from 'drizzle-orm';
import { portalToday } from '@portal/domain';
import { writeAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/connection.js';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { notFound } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { ausenteEm } from '../absences/ausente.service.js';
import { lockOwnProfile, updateOwnProfile } from '../users/own-account.service.js';
import { contaPropria } from '../users/usuario-proprio.queries.js';
import type { MinhaContaData } from './account.input.js';
import type { MinhaContaView } from './account.view.js';
import { AVATAR_URL_PREFIX } from './avatar.storage.js';

/*
 * "My account" (/minha-conta): every operation acts on the signed-in user alone; no operation
 * takes a user id from the client. The caller's own row is locked and changed through the users
 * area's own-account.service.ts (a module never imports another module's tables); the account's
 * view, with its links and permissions, is one read through the users area's query functions.
 */

/**
 * The account with its links and permissions, in one round trip: the users area's query of the
 * user's own data (usuario-proprio.queries.ts) with the absence of `today` as one more column.
 */
async function selectConta(db: DbOrTx, id: number, today: string): Promise<MinhaContaView | null> {
  return contaPropria(db, id, { ausente: sql<boolean>`${ausenteEm(sql`${id}::int`, today)}` });
}

/** The signed-in user's account. */
export async function minhaConta(db: Db, user: CurrentUser): Promise<MinhaContaView> {
  const conta = await selectConta(db, user.id, portalToday());
  if (!conta) throw notFound('usuario');
  return conta;
}

/** The editable part of the account, for the audit's before/after. */
const editable = (c: { nome: string; telefones: string[]; celulares: string[]; idioma: string }) => ({
  nome: c.nome,
  telefones: c.telefones,
  celulares: c.celulares,
  idioma: c.idioma,
});

/** Changes name, phones, mobiles and language of the signed-in user, audited, in one transaction. */
export async function atualizarMinhaConta(db: Db, user: CurrentUser, data: MinhaContaData, requestId: string) {
  return db.transaction(async (tx) => {
    const antes = await lockOwnProfile(tx, user.id);
    if (!antes) throw notFound('usuario');
    const depois = {
      nome: data.nome,
      telefones: data.telefones ?? antes.telefones,
      celulares: data.celulares ?? antes.celulares,
      idioma: data.idioma ?? antes.idioma,
    };
    await updateOwnProfile(tx, user.id, depois);
    await writeAudit(tx, {
      usuarioId: user.id,
      entidade: 'usuario',
      entidadeId: user.id,
      acao: 'ALTERAR_MINHA_CONTA',
      antes: editable(antes),
      depois: editable(depois),
      requestId,
    });
    return (await selectConta(tx, user.id, portalToday()))!;
  });
}

/**
 * Points the user's avatar at a stored file (or at none), audited; answers the previous link
 * so the caller deletes that file once the change is committed (never before: a rollback must
 * leave a working avatar behind).
 */
export async function setAvatar(db: Db, user: CurrentUser, fileName: string | null, requestId: string) {
  const link = fileName ? `${AVATAR_URL_PREFIX}${fileName}` : null;
  return db.transaction(async (tx) => {
    const row = await lockOwnProfile(tx, user.id);
    if (!row) throw notFound('usuario');
    await updateOwnProfile(tx, user.id, { avatarLink: link });
    await writeAudit(tx, {
      usuarioId: user.id,
      entidade: 'usuario',
      entidadeId: user.id,
      acao: link ? 'ALTERAR_AVATAR' : 'REMOVER_AVATAR',
      antes: { avatarLink: row.avatarLink },
      depois: { avatarLink: link },
      requestId,
    });
    return { previous: row.avatarLink, avatarLink: link };
  });
}
