import { sql } from 'drizzle-orm';
import { canAccess, FEATURES, type FeatureKey, type Idioma } from '@portal/domain';
import type { Db } from '../../platform/db/connection.js';
import { paging, type PageFilter } from '../../platform/db/paging.js';
import { badInput, forbidden } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { MESSAGES, t } from '../../platform/i18n/messages.js';
import { assertMayRead } from '../users/users.policy.js';
import { diffSnapshots, type Alteracao } from './audit-diff.js';

interface AuditTipo {
  entidade: string;
  feature: FeatureKey;
  /** The owning area's row-level read rule, where it has one (throws FORBIDDEN). */
  mayRead?: (db: Db, caller: CurrentUser, id: string) => Promise<void>;
}

/** A user's history is readable by whoever may read the user (a dealer-group caller: its own groups and dealers). */
async function mayReadUsuario(db: Db, caller: CurrentUser, id: string): Promise<void> {
  const usuarioId = Number(id);
  if (!Number.isSafeInteger(usuarioId) || usuarioId <= 0) throw badInput([{ field: 'id', key: 'error.invalidInput' }]);
  await assertMayRead(db, caller, usuarioId);
}

/**
 * What each `tipo` of the route /auditoria/{id}/{tipo} reads: the audit entity its area writes
 * with writeAudit, the feature that maintains it (spec 01 §2: the audit screen is open to any of
 * these features; each record only to the feature of its own kind) and the area's row rule.
 * Dealers and dealer groups have none: their maintainers read every dealer.
 */
export const AUDIT_TIPOS: Readonly<Record<string, AuditTipo>> = {
  usuario: { entidade: 'usuario', feature: FEATURES.PORTAL_MANUTENCAO_USUARIOS, mayRead: mayReadUsuario },
  dealer: { entidade: 'dealer', feature: FEATURES.PORTAL_MANUTENCAO_DEALERS_GRUPO },
  grupo: { entidade: 'grupo', feature: FEATURES.PORTAL_MANUTENCAO_DEALERS_GRUPO },
  grupoUsuarios: { entidade: 'grupoUsuarios', feature: FEATURES.PORTAL_MANUTENCAO_GRUPOS_USUARIOS },
  slide: { entidade: 'slide', feature: FEATURES.PORTAL_MANUTENCAO_SLIDES },
  anuncio: { entidade: 'anuncio', feature: FEATURES.PORTAL_MANUTENCAO_ANUNCIOS },
};

/** One revision of an entity as the audit screen shows it. */
export interface RevisaoView {
  id: number;
  /** ISO-8601 instant. */
  em: string;
  usuario: { id: number; nome: string } | null;
  acao: string;
  acaoDescricao: string;
  alteracoes: Alteracao[];
}

interface Row {
  id: number;
  em: Date;
  acao: string;
  antes: unknown;
  depois: unknown;
  usuario_id: number | null;
  usuario_nome: string | null;
  [k: string]: unknown;
}

/** The action in the reader's language; an action no catalog names yet reads as its code in words. */
export function acaoDescricao(idioma: Idioma, acao: string): string {
  const key = `audit.acao.${acao}`;
  if (MESSAGES[idioma][key] ?? MESSAGES.PT_BR[key]) return t(idioma, key);
  const words = acao.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The revisions of one entity, newest first, paged (index auditoria_entidade_idx: entidade,
 * entidade_id, em). `tipo` must be one of AUDIT_TIPOS and the reader must hold its feature.
 */
export async function listAuditoria(
  db: Db,
  user: CurrentUser,
  idioma: Idioma,
  args: { id: string; tipo: string } & PageFilter,
): Promise<{ content: RevisaoView[]; totalElements: number }> {
  const tipo = Object.hasOwn(AUDIT_TIPOS, args.tipo) ? AUDIT_TIPOS[args.tipo]! : null;
  if (!tipo) throw badInput([{ field: 'tipo', key: 'error.auditoria.tipo', values: { tipo: args.tipo } }]);
  if (!canAccess(user, { features: [tipo.feature] })) throw forbidden();
  const page = paging(args);
  const entidadeId = args.id.trim();
  await tipo.mayRead?.(db, user, entidadeId);
  const [rows, count] = await Promise.all([
    db.execute<Row>(sql`
      select a.id, a.em, a.acao, a.antes, a.depois, u.id as usuario_id, u.nome as usuario_nome
        from auditoria a left join usuarios u on u.id = a.usuario_id
       where a.entidade = ${tipo.entidade} and a.entidade_id = ${entidadeId}
       order by a.em desc, a.id desc
       limit ${page.limit} offset ${page.offset}`),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n from auditoria where entidade = ${tipo.entidade} and entidade_id = ${entidadeId}`),
  ]);
  const words = { yes: t(idioma, 'audit.sim'), no: t(idioma, 'audit.nao') };
  return {
    totalElements: count.rows[0]?.n ?? 0,
    content: rows.rows.map((r) => ({
      id: Number(r.id),
      em: new Date(r.em).toISOString(),
      usuario: r.usuario_id == null ? null : { id: r.usuario_id, nome: r.usuario_nome ?? '' },
      acao: r.acao,
      acaoDescricao: acaoDescricao(idioma, r.acao),
      alteracoes: diffSnapshots(r.antes, r.depois, words),
    })),
  };
}
