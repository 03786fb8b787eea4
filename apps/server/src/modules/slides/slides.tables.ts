import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns.js';
import { arquivos } from '../../platform/storage/storage.tables.js';
import { gruposUsuarios } from '../user-groups/user-groups.tables.js';
import { usuarios } from '../users/users.tables.js';

/*
 * Slides of the home carousel and adverts (spec 02 §2 "Slides and advertisements", §3). Dates are
 * calendar days in America/Sao_Paulo (null = open bound). The background image is a stored file
 * (`arquivos`, attached when saved) with its resized variants in the object store under the
 * file's key plus a suffix (`<chave>.<largura>.webp|avif`), reached by `imagem_hash`: a name
 * derived from the file's id and bytes, so the served URL changes when the image changes and
 * cannot be guessed (slides.images.ts). `imagem_larguras` are the widths actually made.
 */

/**
 * The columns a slide and an advert share: an advert is a slide without subtitle, colours and
 * button (spec 02 §2), so both tables are built from this one list and cannot drift apart.
 */
const conteudo = {
  id: serial('id').primaryKey(),
  titulo: text('titulo').notNull(),
  tamanhoTitulo: integer('tamanho_titulo'),
  link: text('link'),
  linkTarget: text('link_target').notNull().default('SELF'),
  inicioDate: date('inicio_date', { mode: 'string' }),
  fimDate: date('fim_date', { mode: 'string' }),
  arquivoId: uuid('arquivo_id').references(() => arquivos.id, { onDelete: 'set null' }),
  imagemHash: text('imagem_hash'),
  imagemLarguras: integer('imagem_larguras').array(),
  active: boolean('active').notNull().default(true),
  criadoPor: integer('criado_por').references(() => usuarios.id),
  ...timestamps,
};

/** "Only active rows, newest first": the home's carousel reads this index and nothing else. */
export const slides = pgTable(
  'slides',
  {
    ...conteudo,
    corTitulo: text('cor_titulo'),
    subtitulo: text('subtitulo'),
    corSubtitulo: text('cor_subtitulo'),
    tamanhoSubtitulo: integer('tamanho_subtitulo'),
    tituloBotao: text('titulo_botao'),
  },
  (t) => [
    index('slides_ativos_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`active`),
    uniqueIndex('slides_imagem_hash_idx').on(t.imagemHash),
  ],
);

/** A slide's target user groups; none = everyone. */
export const slideGrupos = pgTable(
  'slide_grupos',
  {
    slideId: integer('slide_id').notNull().references(() => slides.id, { onDelete: 'cascade' }),
    grupoUsuariosId: integer('grupo_usuarios_id').notNull().references(() => gruposUsuarios.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.slideId, t.grupoUsuariosId] }), index('slide_grupos_grupo_idx').on(t.grupoUsuariosId)],
);

/** Adverts: a slide's fields without subtitle, colours and button. */
export const anuncios = pgTable(
  'anuncios',
  conteudo,
  (t) => [
    // The random advert picks among the active ones through this index (conteudo.service.ts conteudoAleatorio).
    index('anuncios_ativos_idx').on(t.id).where(sql`active`),
    uniqueIndex('anuncios_imagem_hash_idx').on(t.imagemHash),
  ],
);

export const anuncioGrupos = pgTable(
  'anuncio_grupos',
  {
    anuncioId: integer('anuncio_id').notNull().references(() => anuncios.id, { onDelete: 'cascade' }),
    grupoUsuariosId: integer('grupo_usuarios_id').notNull().references(() => gruposUsuarios.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.anuncioId, t.grupoUsuariosId] }), index('anuncio_grupos_grupo_idx').on(t.grupoUsuariosId)],
);
