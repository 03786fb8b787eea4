import { boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
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
