import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns.js';

/*
 * Report definitions (spec 01 §2 route /relatorio/{slug}; the spec is silent beyond it): kept by the
 * technical provider. Who may open one is an AccessRule of @portal/domain (feature keys and user
 * types, both empty = everyone), checked with canAccess. The source is either an external dashboard
 * (an https address shown in an iframe; its origin joins the page's CSP frame-src) or one of the
 * built-in reports (RELATORIOS_INTERNOS of @portal/domain).
 */
export const relatorios = pgTable(
  'relatorios',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    tituloPt: text('titulo_pt').notNull(),
    tituloEs: text('titulo_es').notNull(),
    tituloEn: text('titulo_en').notNull(),
    funcionalidades: text('funcionalidades').array().notNull().default([]),
    tiposUsuario: text('tipos_usuario').array().notNull().default([]),
    /** EXTERNO or INTERNO. */
    tipo: text('tipo').notNull(),
    /** EXTERNO: the dashboard's https address. */
    url: text('url'),
    /** INTERNO: the built-in report's id. */
    relatorioInterno: text('relatorio_interno'),
    active: boolean('active').notNull().default(true),
    ordem: integer('ordem').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('relatorios_slug_uq').on(t.slug), index('relatorios_ordem_idx').on(t.ordem, t.id)],
);
