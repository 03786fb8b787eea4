import { isValidEmail, NOTICE_LIMITS } from '@portal/domain';
import type { ComunicadoForm, ComunicadoInput } from './form.queries';
import type { MessageId } from '../../../lib/intl/catalogs';

/** An attachment of the form: uploaded (id) and named. */
export interface AnexoForm {
  readonly id: string;
  readonly nome: string;
  readonly tamanho: number;
}

export interface Pessoa {
  readonly id: string;
  readonly nome: string;
  readonly email: string;
}

/** What the writing form holds; ids as the API spells them. */
export interface NoticeFormState {
  readonly titulo: string;
  readonly mensagem: string;
  readonly idDepartamento: string | null;
  readonly etiquetas: readonly string[];
  readonly arquivos: readonly AnexoForm[];
  readonly grupos: readonly { readonly id: string; readonly nome: string }[];
  readonly emailsAvulsos: readonly string[];
  readonly removidos: readonly Pessoa[];
  readonly requerCiencia: boolean;
  /** Publish when sent (false) or at `agendamento`. */
  readonly agendar: boolean;
  /** `datetime-local` texts (the user's clock), '' when empty. */
  readonly agendamento: string;
  readonly expiraEm: string;
}

export const EMPTY_FORM: NoticeFormState = {
  titulo: '',
  mensagem: '',
  idDepartamento: null,
  etiquetas: [],
  arquivos: [],
  grupos: [],
  emailsAvulsos: [],
  removidos: [],
  requerCiencia: false,
  agendar: false,
  agendamento: '',
  expiraEm: '',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` input writes it, in the user's clock. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` text as an ISO instant (null when empty or unreadable). */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** The form filled from a saved notice. */
export function stateOf(c: ComunicadoForm): NoticeFormState {
  return {
    titulo: c.titulo,
    mensagem: c.mensagem,
    idDepartamento: c.departamento?.id ?? null,
    etiquetas: c.etiquetas,
    arquivos: c.arquivos.map(({ id, nome, tamanho }) => ({ id, nome, tamanho })),
    grupos: c.grupos.map(({ id, nome }) => ({ id, nome })),
    emailsAvulsos: c.emailsAvulsos.map((e) => e.email),
    removidos: c.usuariosRemovidos.map(({ id, nome, email }) => ({ id, nome, email })),
    requerCiencia: c.requerCiencia,
    agendar: Boolean(c.dataHoraAgendamento),
    agendamento: toLocalInput(c.dataHoraAgendamento),
    expiraEm: toLocalInput(c.expiraEm),
  };
}

/** What salvarComunicado receives. An errata's recipients are the original's: none are sent. */
export function inputOf(id: string | null, s: NoticeFormState, errata: boolean): ComunicadoInput {
  return {
    id,
    titulo: s.titulo,
    mensagem: s.mensagem,
    idDepartamento: s.idDepartamento,
    etiquetas: [...s.etiquetas],
    idsArquivos: s.arquivos.map((a) => a.id),
    ...(errata
      ? {}
      : { idsGrupos: s.grupos.map((g) => g.id), emailsAvulsos: [...s.emailsAvulsos], idsUsuariosRemovidos: s.removidos.map((u) => u.id) }),
    requerCiencia: s.requerCiencia,
    dataHoraAgendamento: s.agendar ? fromLocalInput(s.agendamento) : null,
    expiraEm: fromLocalInput(s.expiraEm),
  };
}

/** Whether a single address may be added (the rule the server applies, escrita.input.ts). */
export function isEmail(value: string): boolean {
  return isValidEmail(value);
}

/** Form fields a message can be about (the input's names, as the server names them). */
export type FieldName =
  | 'titulo'
  | 'mensagem'
  | 'idDepartamento'
  | 'etiquetas'
  | 'idsArquivos'
  | 'idsGrupos'
  | 'emailsAvulsos'
  | 'idsUsuariosRemovidos'
  | 'dataHoraAgendamento'
  | 'expiraEm'
  | 'idAprovador';

/** A problem found before asking the server: a catalog id and its values. */
export interface FormProblem {
  readonly id: MessageId;
  readonly values?: Record<string, string | number>;
}

export type Problems = Partial<Record<FieldName, FormProblem>>;

/** The rules the server applies at save (dates) and, with `sending`, at send; repeated here for comfort. */
export function checkForm(s: NoticeFormState, { sending, errata, now }: { sending: boolean; errata: boolean; now: number }): Problems {
  const p: Problems = {};
  if (s.titulo.length > NOTICE_LIMITS.titleMaxChars) p.titulo = { id: 'noticesForm.error.tooLong', values: { max: NOTICE_LIMITS.titleMaxChars } };
  const publicacao = s.agendar ? fromLocalInput(s.agendamento) : null;
  if (s.agendar && !publicacao) p.dataHoraAgendamento = { id: 'noticesForm.error.scheduleRequired' };
  else if (publicacao && new Date(publicacao).getTime() < now + NOTICE_LIMITS.schedulingLeadMs)
    p.dataHoraAgendamento = { id: 'noticesForm.error.scheduleLead' };
  const expira = fromLocalInput(s.expiraEm);
  if (expira && new Date(expira).getTime() <= (publicacao ? new Date(publicacao).getTime() : now)) p.expiraEm = { id: 'noticesForm.error.expiryBefore' };
  if (sending) {
    if (!s.titulo.trim()) p.titulo = { id: 'noticesForm.error.required' };
    if (!plainText(s.mensagem).trim()) p.mensagem = { id: 'noticesForm.error.required' };
    if (!errata && s.grupos.length === 0 && s.emailsAvulsos.length === 0) p.idsGrupos = { id: 'noticesForm.error.noRecipients' };
  }
  return p;
}

/** The text of an HTML message (an editor left with an empty paragraph holds no message). */
export function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, '');
}
