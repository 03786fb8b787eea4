import { checkSlide, type SlideIssue, type SlideIssueCode } from '@portal/domain';
import type { AnuncioInput, SlideInput } from '../../generated/graphql.js';
import { parseId } from '../../platform/db/ids.js';
import { badInput, type FieldError } from '../../platform/errors.js';

/** The key the API reports for each code of the domain's slide rules. */
const ISSUE_KEY: Record<SlideIssueCode, FieldError['key']> = {
  required: 'error.required',
  tooLong: 'error.slide.longo',
  urlInvalid: 'error.slide.url',
  colorInvalid: 'error.slide.cor',
  sizeOutOfRange: 'error.slide.tamanho',
  invalidDate: 'error.slide.data',
  endBeforeStart: 'error.slide.fimAntesInicio',
};

const fieldError = (issue: SlideIssue): FieldError => ({ field: issue.field, key: ISSUE_KEY[issue.code], values: issue.values });

/** A slide or advert ready to store: texts trimmed, blanks as null; an advert has no subtitle, colours or button. */
export interface ConteudoData {
  id: number | null;
  titulo: string;
  corTitulo: string | null;
  tamanhoTitulo: number | null;
  subtitulo: string | null;
  corSubtitulo: string | null;
  tamanhoSubtitulo: number | null;
  tituloBotao: string | null;
  link: string | null;
  linkTarget: 'SELF' | 'BLANK';
  inicioDate: string | null;
  fimDate: string | null;
  /** The image's arquivos id, or null for none. */
  arquivo: string | null;
  grupos: number[];
  /** null: a new record is active, an edited one keeps what it has (activate/inactivate change it). */
  active: boolean | null;
}

const text = (v: string | null | undefined) => v?.trim() || null;

/** Parses a SlideInput: the domain's rules (the form's too), every problem at once, each on its field. */
export function parseSlideInput(input: SlideInput): ConteudoData {
  return parse(input);
}

/** Parses an AnuncioInput: the slide's rules over the fields an advert has. */
export function parseAnuncioInput(input: AnuncioInput): ConteudoData {
  return parse({ ...input, corTitulo: null, subtitulo: null, corSubtitulo: null, tamanhoSubtitulo: null, tituloBotao: null });
}

function parse(input: SlideInput): ConteudoData {
  const errors = checkSlide({ ...input, titulo: input.titulo ?? '' }).map(fieldError);
  const id = input.id ? parseId('id', input.id) : null;
  const grupos = [...new Set((input.grupos ?? []).map((g) => parseId('grupos', g)))];
  if (errors.length) throw badInput(errors);
  return {
    id,
    titulo: input.titulo!.trim(),
    corTitulo: text(input.corTitulo)?.toLowerCase() ?? null,
    tamanhoTitulo: input.tamanhoTitulo ?? null,
    subtitulo: text(input.subtitulo),
    corSubtitulo: text(input.corSubtitulo)?.toLowerCase() ?? null,
    tamanhoSubtitulo: input.tamanhoSubtitulo ?? null,
    tituloBotao: text(input.tituloBotao),
    link: text(input.link),
    linkTarget: input.linkTarget ?? 'SELF',
    inicioDate: text(input.inicioDate),
    fimDate: text(input.fimDate),
    arquivo: text(input.arquivo),
    grupos,
    active: input.active ?? null,
  };
}
