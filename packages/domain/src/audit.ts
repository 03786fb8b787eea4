import { FEATURES as F, type FeatureKey } from './features.js';

/**
 * The record kinds of the audit route /auditoria/{id}/{tipo} (spec 01 §2) and the feature that
 * reads each one's history: the feature that maintains that kind. The API refuses the rest; the
 * web offers an audit link only to a user holding it.
 */
export const AUDIT_TIPO_FEATURES = {
  usuario: F.PORTAL_MANUTENCAO_USUARIOS,
  dealer: F.PORTAL_MANUTENCAO_DEALERS_GRUPO,
  grupo: F.PORTAL_MANUTENCAO_DEALERS_GRUPO,
  grupoUsuarios: F.PORTAL_MANUTENCAO_GRUPOS_USUARIOS,
  slide: F.PORTAL_MANUTENCAO_SLIDES,
  anuncio: F.PORTAL_MANUTENCAO_ANUNCIOS,
  // Later than the spec's route table (which lists the maintenance roles of its time): the
  // notifications issue asks an audit trail of models and generic notifications, read by the
  // feature that keeps each, so the audit route admits those features too.
  modeloNotificacao: F.PORTAL_MANUTENCAO_MODELO,
  notificacaoGenerica: F.PORTAL_NOTIFICACOES_GENERICAS,
  // A notice's history (drafts, approval, sending) is read by the approval feature's holders, who
  // read every notice; its author follows it on the notice's own screen.
  comunicado: F.PORTAL_APROVACAO_ENVIO_COMUNICADOS,
} as const satisfies Record<string, FeatureKey>;

export type AuditTipo = keyof typeof AUDIT_TIPO_FEATURES;

export function isAuditTipo(value: string): value is AuditTipo {
  return Object.hasOwn(AUDIT_TIPO_FEATURES, value);
}

/** The address of one record's history. */
export function auditPath(tipo: AuditTipo, id: string | number): string {
  return `/auditoria/${encodeURIComponent(String(id))}/${tipo}`;
}
