import type { ImagemForm } from './ImageField';
import type { Kind } from './kinds';
import type { Anuncio, AnuncioInput, LinkTarget, Slide, SlideInput } from './slides.queries';

/**
 * The slide and advert form's values: one shape for both kinds (an advert leaves the subtitle,
 * colour and button fields empty and never sends them). Sizes are numbers or null, as the
 * domain's rules read them; texts are '' when blank and sent as null.
 */
export interface ConteudoValues {
  titulo: string;
  corTitulo: string;
  tamanhoTitulo: number | null;
  subtitulo: string;
  corSubtitulo: string;
  tamanhoSubtitulo: number | null;
  tituloBotao: string;
  link: string;
  linkTarget: LinkTarget;
  inicioDate: string;
  fimDate: string;
  grupos: string[];
  active: boolean;
  imagem: ImagemForm | null;
}

/** The API's field names the form shows a message under (`arquivo` is the image). */
export const SERVER_FIELDS = [
  'titulo',
  'corTitulo',
  'tamanhoTitulo',
  'subtitulo',
  'corSubtitulo',
  'tamanhoSubtitulo',
  'tituloBotao',
  'link',
  'linkTarget',
  'inicioDate',
  'fimDate',
  'grupos',
  'imagem',
] as const satisfies readonly (keyof ConteudoValues)[];

export const SERVER_ALIASES = { arquivo: 'imagem' } as const;

/** A record's values, or a new one's: active, open to everyone, no period, same tab. */
export function valuesOf(record: Slide | Anuncio | null | undefined): ConteudoValues {
  const slide = record && 'subtitulo' in record ? record : null;
  return {
    titulo: record?.titulo ?? '',
    corTitulo: slide?.corTitulo ?? '',
    tamanhoTitulo: record?.tamanhoTitulo ?? null,
    subtitulo: slide?.subtitulo ?? '',
    corSubtitulo: slide?.corSubtitulo ?? '',
    tamanhoSubtitulo: slide?.tamanhoSubtitulo ?? null,
    tituloBotao: slide?.tituloBotao ?? '',
    link: record?.link ?? '',
    linkTarget: record?.linkTarget ?? 'SELF',
    inicioDate: record?.inicioDate ?? '',
    fimDate: record?.fimDate ?? '',
    grupos: record?.grupos.map((g) => g.id) ?? [],
    active: record?.active ?? true,
    imagem: record?.arquivo ? { id: record.arquivo.id, src: record.arquivo.url } : null,
  };
}

const text = (v: string) => v.trim() || null;

/** The advert's save input from the form. */
export function anuncioInput(id: string | undefined, v: ConteudoValues): AnuncioInput {
  return {
    ...(id ? { id } : {}),
    titulo: v.titulo.trim(),
    tamanhoTitulo: v.tamanhoTitulo,
    link: text(v.link),
    linkTarget: v.linkTarget,
    inicioDate: text(v.inicioDate),
    fimDate: text(v.fimDate),
    arquivo: v.imagem?.id ?? null,
    grupos: v.grupos,
    active: v.active,
  };
}

/** The slide's save input from the form: the advert's fields plus subtitle, colours and button. */
export function slideInput(id: string | undefined, v: ConteudoValues): SlideInput {
  return {
    ...anuncioInput(id, v),
    corTitulo: text(v.corTitulo),
    subtitulo: text(v.subtitulo),
    corSubtitulo: text(v.corSubtitulo),
    tamanhoSubtitulo: v.tamanhoSubtitulo,
    tituloBotao: text(v.tituloBotao),
  };
}

export type { Kind };
