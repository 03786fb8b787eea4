import { sql, type SQL } from 'drizzle-orm';
import { IMAGEM_ANUNCIO, IMAGEM_SLIDE, type ImagemKind } from '@portal/domain';
import { anuncioGrupos, anuncios, slideGrupos, slides } from './slides.tables.js';

/**
 * Slides and adverts are one kind of record with two tables (an advert has no subtitle, colours
 * or button): the services are written once over this description of each.
 */
export interface ConteudoKind {
  entidade: 'slide' | 'anuncio';
  table: typeof slides | typeof anuncios;
  link: { table: typeof slideGrupos | typeof anuncioGrupos; owner: typeof slideGrupos.slideId | typeof anuncioGrupos.anuncioId; grupo: typeof slideGrupos.grupoUsuariosId | typeof anuncioGrupos.grupoUsuariosId };
  imagem: ImagemKind;
  /** The slide-only columns, or nulls for an advert. */
  extras: Record<'corTitulo' | 'subtitulo' | 'corSubtitulo' | 'tamanhoSubtitulo' | 'tituloBotao', SQL>;
  /** Words of busca are looked for in these. */
  busca: SQL[];
}

export const SLIDE: ConteudoKind = {
  entidade: 'slide',
  table: slides,
  link: { table: slideGrupos, owner: slideGrupos.slideId, grupo: slideGrupos.grupoUsuariosId },
  imagem: IMAGEM_SLIDE,
  extras: {
    corTitulo: sql`${slides.corTitulo}`,
    subtitulo: sql`${slides.subtitulo}`,
    corSubtitulo: sql`${slides.corSubtitulo}`,
    tamanhoSubtitulo: sql`${slides.tamanhoSubtitulo}`,
    tituloBotao: sql`${slides.tituloBotao}`,
  },
  busca: [sql`${slides.titulo}`, sql`${slides.subtitulo}`],
};

export const ANUNCIO: ConteudoKind = {
  entidade: 'anuncio',
  table: anuncios,
  link: { table: anuncioGrupos, owner: anuncioGrupos.anuncioId, grupo: anuncioGrupos.grupoUsuariosId },
  imagem: IMAGEM_ANUNCIO,
  extras: {
    corTitulo: sql`null::text`,
    subtitulo: sql`null::text`,
    corSubtitulo: sql`null::text`,
    tamanhoSubtitulo: sql`null::int`,
    tituloBotao: sql`null::text`,
  },
  busca: [sql`${anuncios.titulo}`],
};
