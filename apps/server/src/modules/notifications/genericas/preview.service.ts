import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkNotificacaoGenerica } from '@portal/domain';
import type { Db } from '../../../platform/db/connection.js';
import { queryRow } from '../../../platform/db/typed-rows.js';
import { badInput } from '../../../platform/errors.js';
import type { CurrentUser } from '../../../platform/graphql/context.js';
import { callerReach } from '../../dealers/dealers.policy.js';
import { assertVisible } from '../../user-groups/user-groups.policy.js';
import { readScope } from '../../users/users.policy.js';
import { filledSql, recipientsSql } from '../notificar.service.js';
import { conteudoChecado, genericaFieldError } from './genericas.input.js';
import type { GenericaData } from './genericas.service.js';
import { modeloAtivo } from './modelos.service.js';

const PREVIEW_ROW = z.object({ titulo: z.string().nullable(), texto: z.string().nullable(), destinatarios: z.coerce.number() });

/**
 * What a generic notification would deliver, before it is saved: the title and text filled for
 * one sample recipient (the first of the audience by name, so the preview is stable) with the
 * same SQL the fan-out uses (notificar's filledSql), and how many people it reaches. Only the
 * rules that need no schedule are run: a preview of an unfinished form is allowed. The sample is
 * taken among the people the caller may see (a dealer-group caller: those of its groups and
 * dealers), so the preview never shows the name or e-mail of someone out of their reach; with
 * nobody of the audience within it, the text shows as written.
 */
export async function previewGenerica(db: Db, caller: CurrentUser, data: GenericaData) {
  const issues = checkNotificacaoGenerica(
    { idModelo: data.modeloId == null ? null : String(data.modeloId), titulo: data.titulo, texto: data.texto, idsGrupos: data.grupoIds.map(String), agendadaPara: '' },
    { now: new Date() },
  ).map(genericaFieldError);
  if (issues.length) throw badInput(issues);
  await assertVisible(db, caller, data.grupoIds);
  const modelo = data.modeloId == null ? null : await modeloAtivo(db, data.modeloId);
  const conteudo = await conteudoChecado(db, {
    titulo: modelo?.titulo ?? data.titulo,
    texto: modelo?.texto ?? data.texto,
    produtoId: data.produtoId ?? modelo?.produtoId ?? null,
    link: data.link ?? modelo?.link ?? null,
  });
  const produto =
    conteudo.produtoId == null
      ? ''
      : ((await queryRow(db, z.object({ nome: z.string() }), sql`select p.nome from produtos p where p.id = ${conteudo.produtoId}`))?.nome ?? '');
  const constants = { produto, link: conteudo.link ?? '' };
  const reach = await callerReach(db, caller);
  const visible = reach ? sql`and ${readScope(reach)}` : sql``;
  const row = await queryRow(
    db,
    PREVIEW_ROW,
    sql`with r as (${recipientsSql({ gruposUsuarios: data.grupoIds })}),
             amostra as (select u.* from usuarios u where u.id in (select id from r) ${visible} order by u.nome, u.id limit 1)
        select ${filledSql(conteudo.titulo, false, constants)} as titulo,
               ${filledSql(conteudo.texto, true, constants)} as texto,
               (select count(*) from r) as destinatarios
          from amostra u`,
  );
  if (row) return { titulo: row.titulo ?? conteudo.titulo, texto: row.texto ?? conteudo.texto, destinatarios: row.destinatarios };
  // Nobody of the audience the caller may see (or nobody at all): the text as written, and the count.
  const count = await queryRow(db, z.object({ n: z.coerce.number() }), sql`select count(*) as n from (${recipientsSql({ gruposUsuarios: data.grupoIds })}) r`);
  return { titulo: conteudo.titulo, texto: conteudo.texto, destinatarios: count?.n ?? 0 };
}
