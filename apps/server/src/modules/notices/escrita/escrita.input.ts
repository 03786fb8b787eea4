import { isValidEmail, NOTICE_LIMITS } from '@portal/domain';
import type { ComunicadoInput } from '../../../generated/graphql.js';
import { idOf } from '../../../platform/db/ids.js';
import { badInput, type FieldError } from '../../../platform/errors.js';
import { sanitizeNotificationHtml } from '../../notifications/html.js';

/** A draft as stored: every field may be empty until the notice is sent. */
export interface RascunhoData {
  id: number | null;
  titulo: string;
  mensagem: string;
  departamentoId: number | null;
  etiquetas: string[];
  arquivoIds: string[];
  grupoIds: number[];
  emails: string[];
  removidoIds: number[];
  requerCiencia: boolean;
  dataHoraAgendamento: Date | null;
  expiraEm: Date | null;
}

const unique = <T>(list: readonly T[]) => [...new Set(list)];

/** Ids of a list field; a malformed one names the field. */
function ids(field: string, values: readonly string[] | null | undefined, issues: FieldError[]): number[] {
  const out: number[] = [];
  for (const v of values ?? []) {
    const id = idOf(v);
    if (id === null) issues.push({ field, key: 'error.invalidInput' });
    else out.push(id);
  }
  return unique(out);
}

function instant(field: string, value: string | null | undefined, issues: FieldError[]): Date | null {
  if (value == null || value.trim() === '') return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) {
    issues.push({ field, key: 'error.comunicado.dataInvalida' });
    return null;
  }
  return d;
}

function maxChars(field: string, value: string, max: number, issues: FieldError[]) {
  if (value.length > max) issues.push({ field, key: 'error.comunicado.tamanhoMaximo', values: { max } });
}

function maxItems(field: string, list: readonly unknown[], max: number, issues: FieldError[]) {
  if (list.length > max) issues.push({ field, key: 'error.comunicado.quantidadeMaxima', values: { max } });
}

/**
 * The draft's input, normalised (trimmed, de-duplicated, the message sanitized to the allowlisted
 * HTML subset) and checked for what a draft must already respect: lengths and counts, valid
 * addresses, well-formed ids and instants, a schedule at least 1 hour ahead and an expiry after the
 * publication (the time rules are checked again when the notice is sent). Every problem at once.
 */
export function parseRascunho(input: ComunicadoInput, now: Date): RascunhoData {
  const issues: FieldError[] = [];
  const id = input.id == null ? null : idOf(input.id);
  if (input.id != null && id === null) issues.push({ field: 'id', key: 'error.invalidInput' });
  const titulo = (input.titulo ?? '').trim();
  maxChars('titulo', titulo, NOTICE_LIMITS.titleMaxChars, issues);
  const mensagem = sanitizeNotificationHtml(input.mensagem ?? '');
  maxChars('mensagem', mensagem, NOTICE_LIMITS.messageMaxChars, issues);
  const departamentoId = input.idDepartamento ? idOf(input.idDepartamento) : null;
  if (input.idDepartamento && departamentoId === null) issues.push({ field: 'idDepartamento', key: 'error.invalidInput' });
  const etiquetas = unique((input.etiquetas ?? []).map((e) => e.trim()).filter(Boolean));
  for (const e of etiquetas) maxChars('etiquetas', e, NOTICE_LIMITS.tagMaxChars, issues);
  maxItems('etiquetas', etiquetas, NOTICE_LIMITS.tagsMax, issues);
  const emails = unique((input.emailsAvulsos ?? []).map((e) => e.trim().toLowerCase()).filter(Boolean));
  const invalid = emails.find((e) => !isValidEmail(e));
  if (invalid) issues.push({ field: 'emailsAvulsos', key: 'error.comunicado.emailInvalido', values: { valor: invalid } });
  maxItems('emailsAvulsos', emails, NOTICE_LIMITS.emailsMax, issues);
  const data: RascunhoData = {
    id,
    titulo,
    mensagem,
    departamentoId,
    etiquetas,
    arquivoIds: unique(input.idsArquivos ?? []),
    grupoIds: ids('idsGrupos', input.idsGrupos, issues),
    emails,
    removidoIds: ids('idsUsuariosRemovidos', input.idsUsuariosRemovidos, issues),
    requerCiencia: input.requerCiencia ?? false,
    dataHoraAgendamento: instant('dataHoraAgendamento', input.dataHoraAgendamento, issues),
    expiraEm: instant('expiraEm', input.expiraEm, issues),
  };
  issues.push(...scheduleIssues(data, now));
  if (issues.length) throw badInput(issues);
  return data;
}

/** The time rules: a schedule at least 1 hour ahead, an expiry after the publication. */
export function scheduleIssues(d: Pick<RascunhoData, 'dataHoraAgendamento' | 'expiraEm'>, now: Date): FieldError[] {
  const issues: FieldError[] = [];
  if (d.dataHoraAgendamento && d.dataHoraAgendamento.getTime() < now.getTime() + NOTICE_LIMITS.schedulingLeadMs) {
    issues.push({ field: 'dataHoraAgendamento', key: 'error.comunicado.agendamentoMinimo' });
  }
  const publicacao = d.dataHoraAgendamento ?? now;
  if (d.expiraEm && d.expiraEm.getTime() <= publicacao.getTime()) issues.push({ field: 'expiraEm', key: 'error.comunicado.expiracaoAntes' });
  return issues;
}
