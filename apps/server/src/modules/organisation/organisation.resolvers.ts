import type { SortFilter } from '../../platform/db/list-order.js';
import type { Db } from '../../platform/db/connection.js';
import { parseId } from '../../platform/db/ids.js';
import type { PortalContext, Resolvers } from '../../platform/graphql/context.js';
import './organisation.messages.js';
import { catalogResolvers, type CatalogApi } from './catalog.resolvers.js';
import { CARGOS, cargoSave } from './cargos.service.js';
import { DEPARTAMENTOS, departamentoSave } from './departamentos.service.js';
import { FUNCIONALIDADES, funcionalidadeSave } from './funcionalidades.service.js';
import { MARCAS, marcaSave } from './marcas.service.js';
import { activeDesligamentos, DESLIGAMENTOS, DIVISOES, GRUPOS_ECONOMICOS, namedSave, type NamedCatalog } from './named-catalogs.service.js';
import { allProdutos, editarProduto, listOfProduto, PRODUTOS, produtoSave } from './produtos.service.js';
import { activeSetores, SETORES, setorSave } from './setores.service.js';
import { TIPOS_ACESSO, tipoAcessoSave } from './tipos-acesso.service.js';
import { TIPOS_USUARIO, tipoUsuarioSave } from './tipos-usuario.service.js';
import { translatedResolvers } from './translated.js';

type ProdutoFiltroArg = { busca?: string | null; produtoId?: string | null; page?: number | null; rowsPerPage?: number | null } & SortFilter;

/** The product-scoped lists read their produtoId filter as a number. */
const ofProduto = (def: CatalogApi['def']) => (db: Db, { produtoId, ...filtro }: ProdutoFiltroArg) =>
  listOfProduto(db, def, { ...filtro, produtoId: produtoId ? parseId('produtoId', produtoId) : null });

const named = (list: NamedCatalog, names: Omit<CatalogApi, 'def' | 'spec'>): CatalogApi => ({
  def: list.def,
  ...names,
  spec: (input) => namedSave(list, input),
});

const CATALOGS: readonly CatalogApi[] = [
  { def: SETORES, page: 'setoresPagina', get: 'setor', save: 'salvarSetor', arg: 'setor', ativar: 'ativarSetor', inativar: 'inativarSetor', spec: setorSave },
  named(DIVISOES, { page: 'divisoesPagina', get: 'divisao', save: 'salvarDivisao', arg: 'divisao', ativar: 'ativarDivisao', inativar: 'inativarDivisao' }),
  { def: DEPARTAMENTOS, page: 'departamentosPagina', get: 'departamento', save: 'salvarDepartamento', arg: 'departamento', ativar: 'ativarDepartamento', inativar: 'inativarDepartamento', spec: departamentoSave },
  { def: CARGOS, page: 'cargosPagina', get: 'cargo', save: 'salvarCargo', arg: 'cargo', ativar: 'ativarCargo', inativar: 'inativarCargo', spec: cargoSave },
  named(DESLIGAMENTOS, { page: 'desligamentosPagina', get: 'desligamento', save: 'salvarDesligamento', arg: 'desligamento', ativar: 'ativarDesligamento', inativar: 'inativarDesligamento' }),
  { def: TIPOS_USUARIO, page: 'tiposUsuarioPagina', get: 'tipoUsuario', save: 'salvarTipoUsuario', arg: 'tipoUsuario', spec: tipoUsuarioSave, id: (v) => v },
  { def: TIPOS_ACESSO, page: 'tiposAcessoPagina', get: 'tipoAcesso', save: 'salvarTipoAcesso', arg: 'tipoAcesso', spec: tipoAcessoSave, list: ofProduto(TIPOS_ACESSO) },
  { def: FUNCIONALIDADES, page: 'funcionalidadesPagina', get: 'funcionalidade', save: 'salvarFuncionalidade', arg: 'funcionalidade', spec: funcionalidadeSave, list: ofProduto(FUNCIONALIDADES) },
  { def: PRODUTOS, page: 'produtosPagina', get: 'produto', save: 'salvarProduto', arg: 'produto', spec: produtoSave },
  { def: MARCAS, page: 'marcasPagina', get: 'marca', save: 'salvarMarca', arg: 'marca', ativar: 'ativarMarca', inativar: 'inativarMarca', spec: marcaSave },
  named(GRUPOS_ECONOMICOS, { page: 'gruposEconomicosPagina', get: 'grupoEconomico', save: 'salvarGrupoEconomico', arg: 'grupoEconomico', ativar: 'ativarGrupoEconomico', inativar: 'inativarGrupoEconomico' }),
];

const catalogs = catalogResolvers(CATALOGS);

/** Resolvers only parse input and call the services; the @auth policies are in organisation.graphql. */
export const organisationResolvers: Resolvers = {
  ...translatedResolvers,
  Query: {
    ...catalogs.Query,
    produtos: (_r, _a, ctx: PortalContext) => allProdutos(ctx.database.db),
    setores: (_r, _a, ctx: PortalContext) => activeSetores(ctx.database.db),
    desligamentos: (_r, _a, ctx: PortalContext) => activeDesligamentos(ctx.database.db),
  },
  Mutation: {
    ...catalogs.Mutation,
    editarProduto: (_r, args: { produto: { id?: string | null; baseUriHomolog?: string | null } }, ctx: PortalContext) =>
      editarProduto(ctx.database.db, ctx.user!, args.produto, ctx.requestId),
  },
};
