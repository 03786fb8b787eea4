import { isIsoDate } from '../calendar.js';
import type { FormIssue } from '../form-issues.js';
import { isWebAddress } from '../web-address.js';

/**
 * The slide and advert rules (spec 02 §5 "Slides and advertisements": title required, link a
 * valid URL, the end of the display period not before its start), pure: the web's forms run them
 * while the user types, the server runs the same function as it parses the input. Where the spec
 * is silent we chose: colours are #rrggbb (what a colour picker gives), font sizes whole pixels
 * in 12..72 (readable on a phone, not larger than the 400 px banner can hold), texts bounded, a
 * link absolute http(s) without credentials (a slide's link is opened by everyone who sees the
 * home: no javascript:, no relative paths that change meaning per page). The server turns a code
 * into its `error.slide.*` key, the web into `slides.error.<code>`.
 */

export const SLIDE_LIMITS = {
  tituloMax: 120,
  subtituloMax: 300,
  tituloBotaoMax: 40,
  linkMax: 2000,
  tamanhoMin: 12,
  tamanhoMax: 72,
} as const;

export type SlideField =
  | 'titulo'
  | 'corTitulo'
  | 'tamanhoTitulo'
  | 'subtitulo'
  | 'corSubtitulo'
  | 'tamanhoSubtitulo'
  | 'tituloBotao'
  | 'link'
  | 'inicioDate'
  | 'fimDate';

export type SlideIssueCode = 'required' | 'tooLong' | 'urlInvalid' | 'colorInvalid' | 'sizeOutOfRange' | 'invalidDate' | 'endBeforeStart';

export type SlideIssue = FormIssue<SlideField, SlideIssueCode>;

/** A slide's or advert's form values; an advert leaves out subtitle, colours and button. */
export interface SlideValues {
  readonly titulo: string;
  readonly corTitulo?: string | null;
  readonly tamanhoTitulo?: number | null;
  readonly subtitulo?: string | null;
  readonly corSubtitulo?: string | null;
  readonly tamanhoSubtitulo?: number | null;
  readonly tituloBotao?: string | null;
  readonly link?: string | null;
  readonly inicioDate?: string | null;
  readonly fimDate?: string | null;
}

const COLOR = /^#[0-9a-fA-F]{6}$/;

const blank = (v: string | null | undefined) => (v ?? '').trim();

function text(field: SlideField, value: string | null | undefined, max: number, issues: SlideIssue[]): void {
  if ([...blank(value)].length > max) issues.push({ field, code: 'tooLong', values: { max } });
}

function color(field: SlideField, value: string | null | undefined, issues: SlideIssue[]): void {
  const v = blank(value);
  if (v && !COLOR.test(v)) issues.push({ field, code: 'colorInvalid' });
}

function size(field: SlideField, value: number | null | undefined, issues: SlideIssue[]): void {
  if (value == null) return;
  const { tamanhoMin: min, tamanhoMax: max } = SLIDE_LIMITS;
  if (!Number.isInteger(value) || value < min || value > max) issues.push({ field, code: 'sizeOutOfRange', values: { min, max } });
}

function day(field: 'inicioDate' | 'fimDate', value: string | null | undefined, issues: SlideIssue[]): string | null {
  const v = blank(value);
  if (!v) return null;
  if (isIsoDate(v)) return v;
  issues.push({ field, code: 'invalidDate' });
  return null;
}

/** Every problem of a slide's or advert's values at once, each on its field. */
export function checkSlide(values: SlideValues): SlideIssue[] {
  const issues: SlideIssue[] = [];
  const titulo = blank(values.titulo);
  if (!titulo) issues.push({ field: 'titulo', code: 'required' });
  else text('titulo', titulo, SLIDE_LIMITS.tituloMax, issues);
  color('corTitulo', values.corTitulo, issues);
  size('tamanhoTitulo', values.tamanhoTitulo, issues);
  text('subtitulo', values.subtitulo, SLIDE_LIMITS.subtituloMax, issues);
  color('corSubtitulo', values.corSubtitulo, issues);
  size('tamanhoSubtitulo', values.tamanhoSubtitulo, issues);
  text('tituloBotao', values.tituloBotao, SLIDE_LIMITS.tituloBotaoMax, issues);
  const link = blank(values.link);
  if ([...link].length > SLIDE_LIMITS.linkMax) issues.push({ field: 'link', code: 'tooLong', values: { max: SLIDE_LIMITS.linkMax } });
  else if (link && !isWebAddress(link)) issues.push({ field: 'link', code: 'urlInvalid' });
  const inicio = day('inicioDate', values.inicioDate, issues);
  const fim = day('fimDate', values.fimDate, issues);
  if (inicio && fim && fim < inicio) issues.push({ field: 'fimDate', code: 'endBeforeStart' });
  return issues;
}
