import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { citext, timestamps } from '../../platform/db/columns.js';
import { dealers, grupos } from '../dealers/dealers.tables.js';
import { cargos, marcas, setores, tiposAcesso, tiposUsuario } from '../organisation/organisation.tables.js';
import { usuarios } from '../users/users.tables.js';

/**
 * User groups (spec 02 §3 "GrupoUsuarios"): an audience built from criteria (profile: brands,
 * user types, dealers or all dealers, access types; positions; sectors; dealer groups; manual
 * users). Public groups are visible to every group user, private ones only to their creator.
 */
export const gruposUsuarios = pgTable(
  'grupos_usuarios',
  {
    id: serial('id').primaryKey(),
    nome: citext('nome').notNull(),
    active: boolean('active').notNull().default(true),
    publico: boolean('publico').notNull().default(false),
    criadorId: integer('criador_id')
      .notNull()
      .references(() => usuarios.id),
    todosDealers: boolean('todos_dealers').notNull().default(false),
    possuiPerfil: boolean('possui_perfil').notNull().default(false),
    possuiUsuariosManuais: boolean('possui_usuarios_manuais').notNull().default(false),
    possuiCargos: boolean('possui_cargos').notNull().default(false),
    possuiSetores: boolean('possui_setores').notNull().default(false),
    possuiGrupos: boolean('possui_grupos').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('grupos_usuarios_nome_uq').on(t.nome),
    index('grupos_usuarios_criador_idx').on(t.criadorId),
    index('grupos_usuarios_publico_active_idx').on(t.publico, t.active),
  ],
);

const ref = () => integer('grupo_usuarios_id').notNull().references(() => gruposUsuarios.id, { onDelete: 'cascade' });

export const grupoUsuariosMarcas = pgTable(
  'grupo_usuarios_marcas',
  { grupoUsuariosId: ref(), marcaId: integer('marca_id').notNull().references(() => marcas.id) },
  (t) => [primaryKey({ columns: [t.grupoUsuariosId, t.marcaId] })],
);

export const grupoUsuariosTiposUsuario = pgTable(
  'grupo_usuarios_tipos_usuario',
  { grupoUsuariosId: ref(), tipoUsuarioId: text('tipo_usuario_id').notNull().references(() => tiposUsuario.id) },
  (t) => [primaryKey({ columns: [t.grupoUsuariosId, t.tipoUsuarioId] })],
);

export const grupoUsuariosTiposAcesso = pgTable(
  'grupo_usuarios_tipos_acesso',
  { grupoUsuariosId: ref(), tipoAcessoId: integer('tipo_acesso_id').notNull().references(() => tiposAcesso.id) },
  (t) => [primaryKey({ columns: [t.grupoUsuariosId, t.tipoAcessoId] })],
);

export const grupoUsuariosDealers = pgTable(
  'grupo_usuarios_dealers',
  { grupoUsuariosId: ref(), dealerId: integer('dealer_id').notNull().references(() => dealers.id) },
  (t) => [primaryKey({ columns: [t.grupoUsuariosId, t.dealerId] }), index('grupo_usuarios_dealers_dealer_idx').on(t.dealerId)],
);

export const grupoUsuariosCargos = pgTable(
  'grupo_usuarios_cargos',
  { grupoUsuariosId: ref(), cargoId: integer('cargo_id').notNull().references(() => cargos.id) },
  (t) => [primaryKey({ columns: [t.grupoUsuariosId, t.cargoId] })],
);

export const grupoUsuariosSetores = pgTable(
  'grupo_usuarios_setores',
  { grupoUsuariosId: ref(), setorId: integer('setor_id').notNull().references(() => setores.id) },
  (t) => [primaryKey({ columns: [t.grupoUsuariosId, t.setorId] })],
);

/** The "groups" criterion: dealer groups whose users belong to the audience. */
export const grupoUsuariosGrupos = pgTable(
  'grupo_usuarios_grupos',
  { grupoUsuariosId: ref(), grupoId: integer('grupo_id').notNull().references(() => grupos.id) },
  (t) => [primaryKey({ columns: [t.grupoUsuariosId, t.grupoId] })],
);

/** Manual users (usuariosManuais). */
export const grupoUsuariosUsuarios = pgTable(
  'grupo_usuarios_usuarios',
  {
    grupoUsuariosId: ref(),
    usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.grupoUsuariosId, t.usuarioId] }), index('grupo_usuarios_usuarios_usuario_idx').on(t.usuarioId)],
);

/** Groups a user marked as favourite in the group selector. */
export const grupoUsuariosFavoritos = pgTable(
  'grupo_usuarios_favoritos',
  {
    grupoUsuariosId: ref(),
    usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.grupoUsuariosId] })],
);

/**
 * Each active group's audience, kept materialized (migration 0015): the pairs audience.service.ts's
 * definition answers, refreshed by triggers on every table that definition reads (the users'
 * links, users, dealers, positions, the groups and their criteria), so reading an audience of
 * 24,000 users is one index range instead of the whole set algebra. No foreign keys: the delete
 * triggers drop the rows, and the refresh of a large group would pay one key check per member.
 */
export const grupoUsuariosMembros = pgTable(
  'grupo_usuarios_membros',
  { grupoUsuariosId: integer('grupo_usuarios_id').notNull(), usuarioId: integer('usuario_id').notNull() },
  (t) => [primaryKey({ columns: [t.grupoUsuariosId, t.usuarioId] }), index('grupo_usuarios_membros_usuario_idx').on(t.usuarioId)],
);
