/**
 * The image boxes of spec 02 §9 ("recommended image sizes: 1140x400 and 244x360 px"; which is
 * which is not shown): the carousel is wide (1140x400, the content width of the home's slide
 * column), the advert card tall (244x360, the narrow right column). The server resizes each
 * uploaded image to these widths (webp and avif) so the browser picks one by its srcset; the
 * widest is twice the box for high-density screens.
 */
export interface ImagemKind {
  readonly largura: number;
  readonly altura: number;
  /** Widths generated, ascending; `largura` is one of them (the <img src>). */
  readonly larguras: readonly number[];
}

export const IMAGEM_SLIDE: ImagemKind = { largura: 1140, altura: 400, larguras: [480, 768, 1140, 2280] };
export const IMAGEM_ANUNCIO: ImagemKind = { largura: 244, altura: 360, larguras: [244, 488] };

/**
 * The POST /api/upload fileType of a slide's or advert's image (`info: { "fileType": "SLIDE" }`):
 * one type for both, uploaded by holders of either maintenance feature; the save checks the
 * rest (the uploader, not attached yet, an image by content).
 */
export const FILE_TYPE_SLIDE = 'SLIDE';

/** The image formats accepted, by extension, with the content the bytes must show. */
export const SLIDE_IMAGE_EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  webp: ['image/webp'],
};

/** Largest image accepted, bytes: a 2280 px photo fits many times over. */
export const SLIDE_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
