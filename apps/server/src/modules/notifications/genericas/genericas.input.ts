import type { FormIssue, NotificacaoIssueCode } from '@portal/domain';
import { parseId } from '../../../platform/db/ids.js';
import type { DbOrTx } from '../../../platform/db/transaction.js';
import { badInput, type FieldError } from '../../../platform/errors.js';
import { checkedLink } from '../link.js';
import { sanitizeNotificationHtml } from '../html.js';
import './genericas.messages.js';

/** The key the API reports for each code of the domain's model and generic-notification rules. */
const ISSUE_KEY: Record<NotificacaoIssueCode, FieldError['key']> = {
  required: 'error.required',
  tooLong: 'error.notificacao.muitoLongo',
  unknownPlaceholder: 'error.notificacao.placeholderDesconhecido',
  invalidDate: 'error.notificacao.dataInvalida',
  past: 'error.notificacao.agendamentoPassado',
};

export const genericaFieldError = (issue: FormIssue<string, NotificacaoIssueCode>): FieldError => ({
  field: issue.field,
  key: ISSUE_KEY[issue.code],
  values: issue.values,
});

/** Title, text, product and link as typed, before the checks that need the database. */
export interface ConteudoData {
  titulo: string;
  texto: string;
  produtoId: number | null;
  link: string | null;
}

/** The content as it is kept: trimmed title, sanitized text, the link checked like every notification's. */
export async function conteudoChecado(db: DbOrTx, data: ConteudoData) {
  const link = await checkedLink(db, data.link, data.produtoId);
  return { titulo: data.titulo.trim(), texto: sanitizeNotificationHtml(data.texto), produtoId: data.produtoId, link };
}

const blank = (v: string | null | undefined) => (v ?? '').trim() === '';
const optionalId = (field: string, v: string | null | undefined) => (blank(v) ? null : parseId(field, v!.trim()));

/** The GraphQL ModeloNotificacaoInput, parsed (the domain's rules run in the service). */
export function parseModeloInput(input: {
  id?: string | null;
  nome?: string | null;
  titulo?: string | null;
  texto?: string | null;
  idProduto?: string | null;
  link?: string | null;
}) {
  return {
    id: optionalId('id', input.id),
    nome: input.nome ?? '',
    titulo: input.titulo ?? '',
    texto: input.texto ?? '',
    produtoId: optionalId('idProduto', input.idProduto),
    link: blank(input.link) ? null : input.link!.trim(),
  };
}

/** The GraphQL NotificacaoGenericaInput, parsed; an instant that is not one is refused naming agendadaPara. */
export function parseGenericaInput(input: {
  id?: string | null;
  idModelo?: string | null;
  titulo?: string | null;
  texto?: string | null;
  idProduto?: string | null;
  link?: string | null;
  idsGrupos?: readonly string[] | null;
  agendadaPara?: string | null;
}) {
  let agendadaPara: Date | null = null;
  if (!blank(input.agendadaPara)) {
    agendadaPara = new Date(input.agendadaPara!.trim());
    if (Number.isNaN(agendadaPara.getTime())) throw badInput([{ field: 'agendadaPara', key: ISSUE_KEY.invalidDate }]);
  }
  return {
    id: optionalId('id', input.id),
    modeloId: optionalId('idModelo', input.idModelo),
    titulo: input.titulo ?? '',
    texto: input.texto ?? '',
    produtoId: optionalId('idProduto', input.idProduto),
    link: blank(input.link) ? null : input.link!.trim(),
    grupoIds: [...new Set((input.idsGrupos ?? []).map((id) => parseId('idsGrupos', id)))],
    agendadaPara,
  };
}
