import type { FormIssue } from '../form-issues.js';

/**
 * The rules of notification models and generic notifications (issue #13: the spec names only
 * their routes and feature keys), pure: the web's forms run them while the user types, the server
 * runs the same functions as it parses the input. The server turns a code into its
 * `error.notificacao.*` key, the web into `genericNotifications.error.<code>`.
 *
 * Placeholders are `{{name}}` with a name of PLACEHOLDER_NAMES; any other `{{…}}` is refused, so
 * a typo never reaches 60,000 people as literal braces.
 */

/** Longest model name, title and text (HTML) kept. */
export const MODELO_NOME_MAX_CHARS = 100;
export const NOTIFICACAO_TITULO_MAX_CHARS = 150;
export const NOTIFICACAO_TEXTO_MAX_CHARS = 5000;

/** What a model's title and text may name, filled per recipient when sent. */
export const PLACEHOLDER_NAMES = ['nome', 'email', 'marca', 'dealer', 'produto', 'link'] as const;
export type PlaceholderName = (typeof PLACEHOLDER_NAMES)[number];

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders a text uses, known or not, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

const isKnown = (name: string): name is PlaceholderName => (PLACEHOLDER_NAMES as readonly string[]).includes(name);

export type ModeloField = 'nome' | 'titulo' | 'texto';
export type NotificacaoField = 'titulo' | 'texto' | 'idsGrupos' | 'agendadaPara';
export type NotificacaoIssueCode = 'required' | 'tooLong' | 'unknownPlaceholder' | 'invalidDate' | 'past';
export type ModeloIssue = FormIssue<ModeloField, NotificacaoIssueCode>;
export type NotificacaoGenericaIssue = FormIssue<NotificacaoField, NotificacaoIssueCode>;

const length = (v: string) => [...v.trim()].length;

function text<F extends string>(field: F, value: string, max: number, issues: FormIssue<F, NotificacaoIssueCode>[]): void {
  if (!value.trim()) issues.push({ field, code: 'required' });
  else if (length(value) > max) issues.push({ field, code: 'tooLong', values: { max } });
  else {
    const unknown = placeholdersIn(value).find((p) => !isKnown(p));
    if (unknown !== undefined) issues.push({ field, code: 'unknownPlaceholder', values: { placeholder: `{{${unknown}}}` } });
  }
}

export interface ModeloValues {
  readonly nome: string;
  readonly titulo: string;
  readonly texto: string;
}

/** A model: name, title and text given and within their limits, only known placeholders. */
export function checkModelo(values: ModeloValues): ModeloIssue[] {
  const issues: ModeloIssue[] = [];
  text('nome', values.nome, MODELO_NOME_MAX_CHARS, issues);
  text('titulo', values.titulo, NOTIFICACAO_TITULO_MAX_CHARS, issues);
  text('texto', values.texto, NOTIFICACAO_TEXTO_MAX_CHARS, issues);
  return issues;
}

export interface NotificacaoGenericaValues {
  /** From a model: its title and text apply, the form's are not asked. */
  readonly idModelo: string | null;
  readonly titulo: string;
  readonly texto: string;
  readonly idsGrupos: readonly string[];
  /** ISO 8601 instant, or empty: sent when saved. */
  readonly agendadaPara: string;
}

/** When the rules read "now" (the server's clock; the form's while typing). */
export interface NotificacaoGenericaContext {
  readonly now: Date;
}

/**
 * A generic notification: at least one user group; free-form needs a title and a text (the
 * model's otherwise); a schedule is a real instant in the future.
 */
export function checkNotificacaoGenerica(values: NotificacaoGenericaValues, ctx: NotificacaoGenericaContext): NotificacaoGenericaIssue[] {
  const issues: NotificacaoGenericaIssue[] = [];
  if (!values.idModelo) {
    text('titulo', values.titulo, NOTIFICACAO_TITULO_MAX_CHARS, issues);
    text('texto', values.texto, NOTIFICACAO_TEXTO_MAX_CHARS, issues);
  }
  if (values.idsGrupos.length === 0) issues.push({ field: 'idsGrupos', code: 'required' });
  const agendada = values.agendadaPara.trim();
  if (agendada) {
    const when = Date.parse(agendada);
    if (Number.isNaN(when)) issues.push({ field: 'agendadaPara', code: 'invalidDate' });
    else if (when <= ctx.now.getTime()) issues.push({ field: 'agendadaPara', code: 'past' });
  }
  return issues;
}
