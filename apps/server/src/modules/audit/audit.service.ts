import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AUDIT_TIPO_FEATURES, canAccess, isAuditTipo, type AuditTipo, type FeatureKey, type Idioma } from '@portal/domain';
import { auditoria } from '../../platform/audit/audit.tables.js';
import type { Db } from '../../platform/db/connection.js';
import { paging, type PageFilter } from '../../platform/db/paging.js';
import { parseId } from '../../platform/db/ids.js';
import { queryRow } from '../../platform/db/typed-rows.js';
import { badInput, forbidden, notFound } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { MESSAGES, t } from '../../platform/i18n/messages.js';
import { assertDealerInReach, assertGrupoInReach, callerReach } from '../dealers/dealers.policy.js';
import { getPortalLabels } from '../../platform/portal-properties/portal-properties.js';
import { grupoVisivel } from '../user-groups/grupo.view.js';
import { assertMayRead } from '../users/users.policy.js';
import { changedFields, type Alteracao } from './audit-diff.js';
import { renderChanges, resolveReferences } from './audit-values.js';

interface AuditTipoDef {
  entidade: string;
  feature: FeatureKey;
  /**
   * The audited record's current name, after the owning area's row-level read rule (throws
   * FORBIDDEN or NOT_FOUND); null when the record does not exist (any more).
   */
  record?: (db: Db, caller: CurrentUser, id: string) => Promise<string | null>;
}

const Nome = z.object({ nome: z.string() });

/** The `nome` of a one-row query (the owning area's published table), or null. */
async function nameOf(db: Db, query: SQL): Promise<string | null> {
  return (await queryRow(db, Nome, query))?.nome ?? null;
}

/**
 * What each `tipo` of the route /auditoria/{id}/{tipo} reads: the audit entity its area writes
 * with writeAudit, the feature that reads it (packages/domain AUDIT_TIPO_FEATURES, shared with the
 * web's audit links) and the record's name under the area's row rule. A user's history follows
 * the users area's read rule (a dealer-group caller: its own groups and dealers); a user group's,
 * the groups' visibility (someone else's private group is not found); a dealer's or a dealer
 * group's, the dealers' reach (beyond a dealer-group caller's, not found). Slides and adverts are
 * not built yet.
 */
export const AUDIT_TIPOS: Readonly<Record<AuditTipo, AuditTipoDef>> = {
  usuario: {
    entidade: 'usuario',
    feature: AUDIT_TIPO_FEATURES.usuario,
    record: async (db, caller, id) => {
      const usuarioId = parseId('id', id);
      await assertMayRead(db, caller, usuarioId);
      return nameOf(db, sql`select nome from usuarios where id = ${usuarioId}`);
    },
  },
  dealer: {
    entidade: 'dealer',
    feature: AUDIT_TIPO_FEATURES.dealer,
    record: async (db, caller, id) => {
      const dealerId = parseId('id', id);
      assertDealerInReach(await callerReach(db, caller), dealerId);
      return nameOf(db, sql`select nome_exibicao as nome from dealers where id = ${dealerId}`);
    },
  },
  grupo: {
    entidade: 'grupo',
    feature: AUDIT_TIPO_FEATURES.grupo,
    record: async (db, caller, id) => {
      const grupoId = parseId('id', id);
      assertGrupoInReach(await callerReach(db, caller), grupoId);
      return nameOf(db, sql`select nome from grupos where id = ${grupoId}`);
    },
  },
  grupoUsuarios: {
    entidade: 'grupoUsuarios',
    feature: AUDIT_TIPO_FEATURES.grupoUsuarios,
    record: async (db, caller, id) => {
      const grupo = await grupoVisivel(db, caller, parseId('id', id));
      if (!grupo) throw notFound('grupoUsuarios');
      return grupo.nome;
    },
  },
  slide: { entidade: 'slide', feature: AUDIT_TIPO_FEATURES.slide, record: provided('slide') },
  anuncio: { entidade: 'anuncio', feature: AUDIT_TIPO_FEATURES.anuncio, record: provided('anuncio') },
  modeloNotificacao: { entidade: 'modeloNotificacao', feature: AUDIT_TIPO_FEATURES.modeloNotificacao, record: provided('modeloNotificacao') },
  notificacaoGenerica: { entidade: 'notificacaoGenerica', feature: AUDIT_TIPO_FEATURES.notificacaoGenerica, record: provided('notificacaoGenerica') },
  comunicado: { entidade: 'comunicado', feature: AUDIT_TIPO_FEATURES.comunicado, record: provided('comunicado') },
};

type RecordName = NonNullable<AuditTipoDef['record']>;
const PROVIDED = new Map<AuditTipo, RecordName>();

/**
 * The record name of a tipo whose area ranks above audit (notifications): audit may not import
 * it, so that area hands its function down at start-up (modules/index.ts), as the users' cascade
 * is handed to dealers. Until provided, the history shows without a name.
 */
export function provideAuditRecord(tipo: AuditTipo, record: RecordName): void {
  PROVIDED.set(tipo, record);
}

function provided(tipo: AuditTipo): RecordName {
  return (db, caller, id) => PROVIDED.get(tipo)?.(db, caller, id) ?? Promise.resolve(null);
}

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

/** The action in the reader's language; an action no catalog names yet reads as its code in words. */
export function acaoDescricao(idioma: Idioma, acao: string, labels: Readonly<Record<string, string>> = {}): string {
  const key = `audit.acao.${acao}`;
  // The portal's labels: an action may name dealers or brands by the portal's own words.
  if (MESSAGES[idioma][key] ?? MESSAGES.PT_BR[key]) return t(idioma, key, labels);
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
): Promise<{ nome: string | null; content: RevisaoView[]; totalElements: number }> {
  const tipo = isAuditTipo(args.tipo) ? AUDIT_TIPOS[args.tipo] : null;
  if (!tipo) throw badInput([{ field: 'tipo', key: 'error.auditoria.tipo', values: { tipo: args.tipo } }]);
  if (!canAccess(user, { features: [tipo.feature] })) throw forbidden();
  const page = paging(args);
  const entidadeId = args.id.trim();
  const nome = (await tipo.record?.(db, user, entidadeId)) ?? null;
  const ofEntity = and(eq(auditoria.entidade, tipo.entidade), eq(auditoria.entidadeId, entidadeId));
  const [rows, totalElements, labels] = await Promise.all([
    db
      .select({
        id: auditoria.id,
        em: auditoria.em,
        acao: auditoria.acao,
        antes: auditoria.antes,
        depois: auditoria.depois,
        // The author's name from the users' published table; null ids when the author is gone.
        usuarioId: sql<number | null>`u.id`,
        usuarioNome: sql<string | null>`u.nome`,
      })
      .from(auditoria)
      .leftJoin(sql`usuarios u`, sql`u.id = ${auditoria.usuarioId}`)
      .where(ofEntity)
      .orderBy(desc(auditoria.em), desc(auditoria.id))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(auditoria, ofEntity),
    getPortalLabels(db, idioma),
  ]);
  const changes = rows.map((r) => changedFields(r.antes, r.depois));
  // The records the page's changes refer to, named in one query per kind of record.
  const names = await resolveReferences(db, tipo.entidade, changes.flat(), idioma);
  const ctx = { idioma, labels, names, words: { yes: t(idioma, 'audit.sim'), no: t(idioma, 'audit.nao') } };
  return {
    nome,
    totalElements,
    content: rows.map((r, i) => ({
      id: r.id,
      em: r.em.toISOString(),
      usuario: r.usuarioId == null ? null : { id: r.usuarioId, nome: r.usuarioNome ?? '' },
      acao: r.acao,
      acaoDescricao: acaoDescricao(idioma, r.acao, labels),
      alteracoes: renderChanges(tipo.entidade, changes[i]!, ctx),
    })),
  };
}
