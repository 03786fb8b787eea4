import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { citext, timestamps } from '../../platform/db/columns.js';
import { dealers, grupos } from '../dealers/dealers.tables.js';
import {
  cargos,
  departamentos,
  desligamentos,
  funcionalidades,
  marcas,
  tiposAcesso,
  tiposUsuario,
} from '../organisation/organisation.tables.js';

/** Portal users. idp_subject links the identity provider's account (embedded or Keycloak). */
export const usuarios = pgTable(
  'usuarios',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    email: citext('email').notNull(),
    cpf: text('cpf'),
    tipo: text('tipo').notNull().references(() => tiposUsuario.id),
    idioma: text('idioma').notNull().default('PT_BR'),
    avatarLink: text('avatar_link'),
    telefones: text('telefones').array().notNull().default([]),
    celulares: text('celulares').array().notNull().default([]),
    active: boolean('active').notNull().default(true),
    especial: boolean('especial').notNull().default(false),
    ativacaoEspecial: boolean('ativacao_especial').notNull().default(false),
    idpSubject: text('idp_subject'),
    passwordHash: text('password_hash'),
    ultimoAcesso: timestamp('ultimo_acesso', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('usuarios_email_uq').on(t.email),
    uniqueIndex('usuarios_cpf_uq').on(t.cpf),
    uniqueIndex('usuarios_idp_subject_uq').on(t.idpSubject),
    index('usuarios_nome_idx').on(t.nome, t.id),
    index('usuarios_tipo_nome_idx').on(t.tipo, t.nome),
    index('usuarios_active_nome_idx').on(t.active, t.nome),
    index('usuarios_nome_trgm_idx').using('gin', sql`${t.nome} gin_trgm_ops`),
    index('usuarios_email_trgm_idx').using('gin', sql`(${t.email}::text) gin_trgm_ops`),
    // The daily inactivity sweep reads only users it may inactivate.
    index('usuarios_inatividade_idx')
      .on(sql`coalesce(${t.ultimoAcesso}, ${t.createdAt})`)
      .where(sql`${t.active} and not ${t.ativacaoEspecial}`),
  ],
);

export const usuarioMarcas = pgTable(
  'usuario_marcas',
  {
    usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
    marcaId: integer('marca_id').notNull().references(() => marcas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.marcaId] }), index('usuario_marcas_marca_idx').on(t.marcaId)],
);

/** Users' dealer groups (`grupos`); not to be confused with user groups (`grupos_usuarios`). */
export const usuarioGruposDealer = pgTable(
  'usuario_grupos_dealer',
  {
    usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
    grupoId: integer('grupo_id').notNull().references(() => grupos.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.grupoId] }), index('usuario_grupos_dealer_grupo_idx').on(t.grupoId)],
);

export const usuarioDealers = pgTable(
  'usuario_dealers',
  {
    usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
    dealerId: integer('dealer_id').notNull().references(() => dealers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.dealerId] }), index('usuario_dealers_dealer_idx').on(t.dealerId)],
);

/** Features granted to a user (the roles every access check reads). */
export const usuarioFuncionalidades = pgTable(
  'usuario_funcionalidades',
  {
    usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
    funcionalidadeId: integer('funcionalidade_id')
      .notNull()
      .references(() => funcionalidades.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.usuarioId, t.funcionalidadeId] }),
    index('usuario_funcionalidades_func_idx').on(t.funcionalidadeId),
  ],
);

export const usuarioTiposAcesso = pgTable(
  'usuario_tipos_acesso',
  {
    usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
    tipoAcessoId: integer('tipo_acesso_id').notNull().references(() => tiposAcesso.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.usuarioId, t.tipoAcessoId] }),
    // Audiences by access type (user groups' profile criterion) start from the access type.
    index('usuario_tipos_acesso_tipo_idx').on(t.tipoAcessoId),
  ],
);

/** Positions a user holds (spec 01 §3 "Position assignment"): one per position and dealer. */
export const usuarioCargos = pgTable(
  'usuario_cargos',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
    cargoId: integer('cargo_id').notNull().references(() => cargos.id),
    dealerId: integer('dealer_id').notNull().references(() => dealers.id, { onDelete: 'cascade' }),
    departamentoId: integer('departamento_id').references(() => departamentos.id),
    dataInicio: date('data_inicio', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('usuario_cargos_uq').on(t.usuarioId, t.dealerId, t.cargoId),
    index('usuario_cargos_dealer_idx').on(t.dealerId),
    index('usuario_cargos_cargo_idx').on(t.cargoId),
  ],
);

/** Management information of a user (spec 01 §3 "User info"), for the types that must give it. */
export const usuarioInfos = pgTable('usuario_infos', {
  usuarioId: integer('usuario_id')
    .primaryKey()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  dataAdmissao: date('data_admissao', { mode: 'string' }),
  emailSuperior: citext('email_superior'),
  desligamentoId: integer('desligamento_id').references(() => desligamentos.id),
  dataDesligamento: date('data_desligamento', { mode: 'string' }),
  ...timestamps,
});

