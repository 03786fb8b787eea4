import { sql } from 'drizzle-orm';
import { portalToday } from '@portal/domain';
import { writeAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/connection.js';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { notFound } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { ausenteEm } from '../absences/ausente.service.js';
import { lockOwnProfile, updateOwnProfile } from '../users/own-account.service.js';
import type { MinhaContaData } from './account.input.js';
import type { MinhaContaView } from './account.view.js';
import { AVATAR_URL_PREFIX } from './avatar.storage.js';
import { translationsJson } from '../organisation/translated.js';

/*
 * "My account" (/minha-conta): every operation acts on the signed-in user alone; no operation
 * takes a user id from the client. The caller's own row is locked and changed through the users
 * area's own-account.service.ts (a module never imports another module's tables); the account's
 * view, with its links and permissions, is one set-based read.
 */

/** The account with its links and permissions, in one round trip. */
async function selectConta(db: DbOrTx, id: number, today: string): Promise<MinhaContaView | null> {
  const res = await db.execute<MinhaContaView & Record<string, unknown>>(sql`
    select u.id, u.nome, u.email::text as email, u.telefones, u.celulares, u.avatar_link as "avatarLink",
      u.idioma, u.tipo, ${ausenteEm(sql`u.id`, today)} as ausente,
      coalesce((select json_agg(json_build_object('id', m.id, 'description', m.nome) order by m.nome)
                  from usuario_marcas um join marcas m on m.id = um.marca_id where um.usuario_id = u.id), '[]') as marcas,
      coalesce((select json_agg(json_build_object('id', d.id, 'nomeExibicao', d.nome_exibicao,
                                                  'codigoPrincipal', d.codigo_principal) order by d.nome_exibicao, d.id)
                  from usuario_dealers ud join dealers d on d.id = ud.dealer_id where ud.usuario_id = u.id), '[]') as dealers,
      coalesce((select json_agg(json_build_object('id', g.id, 'nome', g.nome) order by g.nome, g.id)
                  from usuario_grupos_dealer ug join grupos g on g.id = ug.grupo_id where ug.usuario_id = u.id), '[]') as grupos,
      coalesce((select json_agg(json_build_object('produto', json_build_object('id', p.id, 'nome', p.nome),
                                                  'funcionalidades', p.funcs) order by p.nome, p.id)
                  from (select p.id, p.nome,
                               json_agg(json_build_object('id', f.id, 'chave', f.chave, 'nome', f.nome,
                                                          'descricao', f.descricao, ${translationsJson('f')}) order by f.nome, f.id) as funcs
                          from usuario_funcionalidades uf
                          join funcionalidades f on f.id = uf.funcionalidade_id
                          join produtos p on p.id = f.produto_id
                         where uf.usuario_id = u.id
                         group by p.id) p), '[]') as permissoes
    from usuarios u where u.id = ${id}`);
  return res.rows[0] ?? null;
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
