import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { UserType } from '@portal/domain';
import { timestamps } from '../../platform/db/columns.js';

/**
 * What people read of a feature, access type or user type in the other interface languages:
 * `nome` / `descricao` are pt-BR; '' means not translated (the pt-BR text is shown).
 */
const translations = {
  nomeEs: text('nome_es').notNull().default(''),
  nomeEn: text('nome_en').notNull().default(''),
  descricaoEs: text('descricao_es').notNull().default(''),
  descricaoEn: text('descricao_en').notNull().default(''),
};

/** User types (spec 01 §3): PROVEDOR, MONTADORA, DEALER_GRUPO; the ids are the domain's constants. */
export const tiposUsuario = pgTable('tipos_usuario', {
  id: text('id').$type<UserType>().primaryKey(),
  nome: text('nome').notNull(),
  descricao: text('descricao').notNull().default(''),
  ...translations,
});

/** Economic groups (grupos econômicos): the conglomerates brands belong to. */
export const gruposEconomicos = pgTable('grupos_economicos', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull().unique(),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

/** Brands (marcas); palette picks one of the nine themes. */
export const marcas = pgTable('marcas', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull(),
  grupoEconomicoId: integer('grupo_economico_id').references(() => gruposEconomicos.id),
  palette: text('palette').notNull().default('provedor'),
  facebookId: text('facebook_id'),
  imagemUrl: text('imagem_url'),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

/**
 * A brand's social-network links (spec 02 §3 "Social network"), shown on the home of the brand's
 * users in `ordem`; icone is "pack|name", one of the domain's SOCIAL_ICONS. The brand form
 * replaces the list as a whole.
 */
export const redesSociais = pgTable(
  'redes_sociais',
  {
    id: serial('id').primaryKey(),
    marcaId: integer('marca_id')
      .notNull()
      .references(() => marcas.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    url: text('url').notNull(),
    icone: text('icone').notNull(),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [index('redes_sociais_marca_idx').on(t.marcaId, t.ordem)],
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
  ...translations,
  produtoId: integer('produto_id').notNull().references(() => produtos.id),
});

/** Access types (profiles) of a product; each brings its default features. */
export const tiposAcesso = pgTable('tipos_acesso', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull(),
  descricao: text('descricao').notNull().default(''),
  ...translations,
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

/** Divisions (divisões) group sectors. */
export const divisoes = pgTable('divisoes', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull().unique(),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

/** Sectors (setores), spec 01 §3: id, nome, divisao. */
export const setores = pgTable(
  'setores',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    divisaoId: integer('divisao_id').references(() => divisoes.id),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('setores_nome_uq').on(t.nome), index('setores_divisao_idx').on(t.divisaoId)],
);

/** Departments (departamentos), spec 01 §3: id, nome, sigla, assinatura. */
export const departamentos = pgTable('departamentos', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull().unique(),
  sigla: text('sigla'),
  assinatura: text('assinatura'),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

/**
 * Positions (cargos) a user can hold at a dealer; principal marks the "main positions" the
 * cargos query lists when no user is given.
 */
export const cargos = pgTable(
  'cargos',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    setorId: integer('setor_id').references(() => setores.id),
    principal: boolean('principal').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('cargos_nome_uq').on(t.nome), index('cargos_setor_idx').on(t.setorId)],
);

/** Dismissal reasons (desligamentos), spec 01 §3: id, motivo. */
export const desligamentos = pgTable('desligamentos', {
  id: serial('id').primaryKey(),
  motivo: text('motivo').notNull().unique(),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});
