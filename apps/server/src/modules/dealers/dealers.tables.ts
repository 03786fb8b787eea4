import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns.js';
import { marcas } from '../organisation/organisation.tables.js';

/** Dealer groups (grupos): a group of dealerships under one owner. */
export const grupos = pgTable(
  'grupos',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('grupos_nome_idx').on(t.nome),
    index('grupos_active_nome_idx').on(t.active, t.nome),
    index('grupos_nome_trgm_idx').using('gin', sql`${t.nome} gin_trgm_ops`),
  ],
);

/**
 * Dealers (dealerships), spec 01 §3. The main CNPJ and code are also rows of dealer_cnpjs and
 * dealer_codigos (kept there by a trigger), so one unique index covers main and additional values.
 */
export const dealers = pgTable(
  'dealers',
  {
    id: serial('id').primaryKey(),
    razaoSocial: text('razao_social').notNull(),
    nomeExibicao: text('nome_exibicao').notNull(),
    cnpj: text('cnpj').notNull(),
    codigoPrincipal: text('codigo_principal').notNull(),
    grupoId: integer('grupo_id').references(() => grupos.id),
    logradouro: text('logradouro'),
    bairro: text('bairro'),
    cidade: text('cidade'),
    uf: text('uf'),
    cep: text('cep'),
    telefones: text('telefones').array().notNull().default([]),
    celulares: text('celulares').array().notNull().default([]),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('dealers_cnpj_uq').on(t.cnpj),
    uniqueIndex('dealers_codigo_principal_uq').on(t.codigoPrincipal),
    index('dealers_grupo_idx').on(t.grupoId),
    index('dealers_nome_exibicao_idx').on(t.nomeExibicao),
    index('dealers_active_nome_exibicao_idx').on(t.active, t.nomeExibicao),
    index('dealers_nome_exibicao_trgm_idx').using('gin', sql`${t.nomeExibicao} gin_trgm_ops`),
    index('dealers_razao_social_trgm_idx').using('gin', sql`${t.razaoSocial} gin_trgm_ops`),
  ],
);

/** Every CNPJ of a dealer, the main one (principal) included: unique across all dealers. */
export const dealerCnpjs = pgTable(
  'dealer_cnpjs',
  {
    dealerId: integer('dealer_id').notNull().references(() => dealers.id, { onDelete: 'cascade' }),
    cnpj: text('cnpj').notNull(),
    principal: boolean('principal').notNull().default(false),
  },
  (t) => [
    uniqueIndex('dealer_cnpjs_cnpj_uq').on(t.cnpj),
    index('dealer_cnpjs_dealer_idx').on(t.dealerId),
    index('dealer_cnpjs_cnpj_trgm_idx').using('gin', sql`${t.cnpj} gin_trgm_ops`),
  ],
);

/** Every code of a dealer, the main one (principal) included: unique across all dealers. */
export const dealerCodigos = pgTable(
  'dealer_codigos',
  {
    dealerId: integer('dealer_id').notNull().references(() => dealers.id, { onDelete: 'cascade' }),
    codigo: text('codigo').notNull(),
    principal: boolean('principal').notNull().default(false),
  },
  (t) => [
    uniqueIndex('dealer_codigos_codigo_uq').on(t.codigo),
    index('dealer_codigos_dealer_idx').on(t.dealerId),
    index('dealer_codigos_codigo_trgm_idx').using('gin', sql`${t.codigo} gin_trgm_ops`),
  ],
);

export const dealerMarcas = pgTable(
  'dealer_marcas',
  {
    dealerId: integer('dealer_id').notNull().references(() => dealers.id, { onDelete: 'cascade' }),
    marcaId: integer('marca_id').notNull().references(() => marcas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.marcaId] }), index('dealer_marcas_marca_idx').on(t.marcaId)],
);
