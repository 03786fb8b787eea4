import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SOCIAL_LINKS_MAX, socialLinkIssues, type SocialLinkIssueCode } from '@portal/domain';
import type { DbOrTx, Tx } from '../../platform/db/transaction.js';
import type { FieldCollector } from './organisation.input.js';
import { redesSociais } from './organisation.tables.js';

/*
 * A brand's social-network links (spec 02 §3): read by every signed-in user for the home, kept
 * in the brand form, whose save replaces the list as a whole (in the brand's transaction and
 * audit).
 */

/** A link as the API answers it. */
export interface RedeSocialView {
  id: number;
  nome: string;
  url: string;
  icone: string;
}

/** A link of the brand form; every field nullable so that the save names what is missing. */
export interface RedeSocialInput {
  nome?: string | null;
  url?: string | null;
  icone?: string | null;
}

/** A checked link, ready to store. */
export interface RedeSocialValues {
  nome: string;
  url: string;
  icone: string;
}

const r = alias(redesSociais, 'r');

/** The links of the brand `marcaId` (an SQL expression) as a JSON array in their order: part of the brand's row. */
export const redesSociaisJson = (marcaId: SQL) => sql<RedeSocialView[]>`coalesce((
  select json_agg(json_build_object('id', ${r.id}, 'nome', ${r.nome}, 'url', ${r.url}, 'icone', ${r.icone}) order by ${r.ordem}, ${r.id})
    from ${redesSociais} ${r} where ${r.marcaId} = ${marcaId}), '[]')`;

/** The links of a brand in their order (none for a brand without links or unknown). */
export function redesSociaisDaMarca(db: DbOrTx, marcaId: number): Promise<RedeSocialView[]> {
  return db
    .select({ id: redesSociais.id, nome: redesSociais.nome, url: redesSociais.url, icone: redesSociais.icone })
    .from(redesSociais)
    .where(eq(redesSociais.marcaId, marcaId))
    .orderBy(asc(redesSociais.ordem), asc(redesSociais.id));
}

/** The message of each refusal of the domain's rules; {posicao} is the link's place in the form (1-based). */
const ISSUE_KEY: Record<SocialLinkIssueCode, string> = {
  nomeRequired: 'error.redeSocial.nomeObrigatorio',
  nomeMaxLength: 'error.redeSocial.nomeMaxLength',
  urlRequired: 'error.redeSocial.urlObrigatoria',
  urlInvalid: 'error.redeSocial.urlInvalida',
  iconeInvalid: 'error.redeSocial.icone',
};

/**
 * The brand form's links, checked by the domain's rules: each problem named
 * `redesSociais.<index>.<field>`, and at most SOCIAL_LINKS_MAX links.
 */
export function parseRedesSociais(fields: FieldCollector, input: readonly RedeSocialInput[]): RedeSocialValues[] {
  if (input.length > SOCIAL_LINKS_MAX) fields.add('redesSociais', 'error.redeSocial.maximo', { max: SOCIAL_LINKS_MAX });
  return input.map((link, i) => {
    for (const issue of socialLinkIssues(link)) {
      fields.add(`redesSociais.${i}.${issue.field}`, ISSUE_KEY[issue.code], { posicao: i + 1, ...issue.values });
    }
    return { nome: link.nome?.trim() ?? '', url: link.url?.trim() ?? '', icone: link.icone ?? '' };
  });
}

/** Replaces a brand's links by `links`, in their order. */
export async function replaceRedesSociais(tx: Tx, marcaId: number, links: readonly RedeSocialValues[]): Promise<void> {
  await tx.delete(redesSociais).where(eq(redesSociais.marcaId, marcaId));
  if (!links.length) return;
  await tx.insert(redesSociais).values(links.map((link, ordem) => ({ marcaId, ...link, ordem })));
}
