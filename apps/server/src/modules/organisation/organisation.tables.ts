import { boolean, integer, pgTable, primaryKey, serial, text, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns.js';

/** User types (spec 01 §3): PROVEDOR, MONTADORA, DEALER_GRUPO; the ids are the domain's constants. */
export const tiposUsuario = pgTable('tipos_usuario', {
  id: text('id').primaryKey(),
  nome: text('nome').notNull(),
});

/** Brands (marcas); palette picks one of the nine themes. */
export const marcas = pgTable('marcas', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull(),
  palette: text('palette').notNull().default('provedor'),
  facebookId: text('facebook_id'),
  imagemUrl: text('imagem_url'),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

/** Dealer groups (grupos): a group of dealerships under one owner. */
export const grupos = pgTable('grupos', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull(),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

/** Dealers (dealerships). The full field set grows with the dealers area. */
export const dealers = pgTable(
  'dealers',
  {
    id: serial('id').primaryKey(),
    razaoSocial: text('razao_social').notNull(),
    nomeExibicao: text('nome_exibicao').notNull(),
    cnpj: text('cnpj').notNull(),
    codigoPrincipal: text('codigo_principal').notNull(),
    grupoId: integer('grupo_id').references(() => grupos.id),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('dealers_cnpj_uq').on(t.cnpj),
    uniqueIndex('dealers_codigo_principal_uq').on(t.codigoPrincipal),
    index('dealers_grupo_idx').on(t.grupoId),
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

/** Products of the network (this portal is one); other products' menu items link to base_uri. */
export const produtos = pgTable('produtos', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
  baseUri: text('base_uri').notNull(),
  baseUriHomolog: text('base_uri_homolog'),
  ...timestamps,
});

/** Features (roles) of a product, identified by their key (PORTAL_MANUTENCAO_USUARIOS …). */
export const funcionalidades = pgTable('funcionalidades', {
  id: serial('id').primaryKey(),
  chave: text('chave').notNull().unique(),
  nome: text('nome').notNull(),
  descricao: text('descricao').notNull().default(''),
  produtoId: integer('produto_id').notNull().references(() => produtos.id),
});

/** Access types (profiles) of a product; each brings its default features. */
export const tiposAcesso = pgTable('tipos_acesso', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull(),
  produtoId: integer('produto_id').notNull().references(() => produtos.id),
});

export const tipoAcessoFuncionalidades = pgTable(
  'tipo_acesso_funcionalidades',
  {
    tipoAcessoId: integer('tipo_acesso_id').notNull().references(() => tiposAcesso.id, { onDelete: 'cascade' }),
    funcionalidadeId: integer('funcionalidade_id')
      .notNull()
      .references(() => funcionalidades.id, { onDelete: 'cascade' }),
    padrao: boolean('padrao').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.tipoAcessoId, t.funcionalidadeId] })],
);

/** Menu entries of other products, shown as full-page links built from the product's base_uri. */
export const menuItensProduto = pgTable('menu_itens_produto', {
  id: serial('id').primaryKey(),
  produtoId: integer('produto_id').notNull().references(() => produtos.id),
  categoria: text('categoria').notNull(),
  titulo: text('titulo').notNull(),
  caminho: text('caminho').notNull(),
  chaveFuncionalidade: text('chave_funcionalidade'),
  ordem: integer('ordem').notNull().default(0),
});
