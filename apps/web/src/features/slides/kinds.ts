import { IMAGEM_ANUNCIO, IMAGEM_SLIDE, type ImagemKind } from '@portal/domain';

/** The two kinds this area keeps: a slide of the home carousel, an advert card. */
export type Kind = 'slide' | 'anuncio';

export interface KindConfig {
  /** spec 02 §2 routes: /slides, /slides/novo, /slides/editar/{id} (and the same for /anuncios). */
  readonly listPath: string;
  readonly novoPath: string;
  readonly editarPath: (id: string) => string;
  /** The recommended image box (spec 02 §9), shown on the form and kept by the preview. */
  readonly imagem: ImagemKind;
}

export const KINDS: Readonly<Record<Kind, KindConfig>> = {
  slide: { listPath: '/slides', novoPath: '/slides/novo', editarPath: (id) => `/slides/editar/${id}`, imagem: IMAGEM_SLIDE },
  anuncio: { listPath: '/anuncios', novoPath: '/anuncios/novo', editarPath: (id) => `/anuncios/editar/${id}`, imagem: IMAGEM_ANUNCIO },
};
