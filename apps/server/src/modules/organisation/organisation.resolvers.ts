import type { FiltroCadastroProduto, Resolvers } from '../../generated/graphql.js';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { parseId } from '../../platform/db/ids.js';
import './organisation.messages.js';
import type { CatalogDef, CatalogTable } from './catalog.js';
import { catalogOperations, type CatalogList } from './catalog.resolvers.js';
import { CARGOS, cargoSave } from './cargos.service.js';
import { DEPARTAMENTOS, departamentoSave } from './departamentos.service.js';
import { FUNCIONALIDADES, funcionalidadeSave } from './funcionalidades.service.js';
import { MARCAS, marcaSave } from './marcas.service.js';
import { redesSociaisDaMarca } from './redes-sociais.service.js';
import { activeDesligamentos, DESLIGAMENTOS, DIVISOES, GRUPOS_ECONOMICOS, namedSave, type NamedCatalog, type NamedInput } from './named-catalogs.service.js';
import { allProdutos, editarProduto, listOfProduto, PRODUTOS, produtoSave } from './produtos.service.js';
import { activeSetores, SETORES, setorSave } from './setores.service.js';
import { TIPOS_ACESSO, tipoAcessoSave } from './tipos-acesso.service.js';
import { TIPOS_USUARIO, tipoUsuarioSave } from './tipos-usuario.service.js';
import { translatedResolvers } from './translated.resolvers.js';

/** The product-scoped lists read their produtoId filter as a number. */
const ofProduto =
  <S extends SelectedFields>(def: CatalogDef<CatalogTable, S>): CatalogList<S, FiltroCadastroProduto> =>
  (db, filtro, idioma) => {
    const { produtoId, ...rest } = filtro ?? {};
    return listOfProduto(db, def, { ...rest, idioma, produtoId: produtoId ? parseId('produtoId', produtoId) : null });
  };

const named = <S extends SelectedFields>(list: NamedCatalog<S>) =>
  catalogOperations(list.def, (input: NamedInput) => namedSave<SelectResultFields<S>>(list, input));

const setores = catalogOperations(SETORES, setorSave);
const divisoes = named(DIVISOES);
const departamentos = catalogOperations(DEPARTAMENTOS, departamentoSave);
const cargos = catalogOperations(CARGOS, cargoSave);
const desligamentos = named(DESLIGAMENTOS);
const tiposUsuario = catalogOperations(TIPOS_USUARIO, tipoUsuarioSave, { id: (v) => v });
const tiposAcesso = catalogOperations(TIPOS_ACESSO, tipoAcessoSave, { list: ofProduto(TIPOS_ACESSO) });
const funcionalidades = catalogOperations(FUNCIONALIDADES, funcionalidadeSave, { list: ofProduto(FUNCIONALIDADES) });
const produtos = catalogOperations(PRODUTOS, produtoSave);
const marcas = catalogOperations(MARCAS, marcaSave);
const gruposEconomicos = named(GRUPOS_ECONOMICOS);

/**
 * Resolvers only parse input and call the services; the @auth policies are in organisation.graphql
 * (every operation but redesSociais is ACCESS, so its context has a user). The administration lists' operations
 * are the same per list (catalogOperations): each line wires one to its field.
 */
export const organisationResolvers: Resolvers = {
  ...translatedResolvers,
  Query: {
    produtos: (_r, _a, ctx) => allProdutos(ctx.database.db),
    setores: (_r, _a, ctx) => activeSetores(ctx.database.db),
    desligamentos: (_r, _a, ctx) => activeDesligamentos(ctx.database.db),

    setoresPagina: (_r, { filtro }, ctx) => setores.page(filtro, ctx),
    setor: (_r, { id }, ctx) => setores.get(id, ctx),
    divisoesPagina: (_r, { filtro }, ctx) => divisoes.page(filtro, ctx),
    divisao: (_r, { id }, ctx) => divisoes.get(id, ctx),
    departamentosPagina: (_r, { filtro }, ctx) => departamentos.page(filtro, ctx),
    departamento: (_r, { id }, ctx) => departamentos.get(id, ctx),
    cargosPagina: (_r, { filtro }, ctx) => cargos.page(filtro, ctx),
    cargo: (_r, { id }, ctx) => cargos.get(id, ctx),
    desligamentosPagina: (_r, { filtro }, ctx) => desligamentos.page(filtro, ctx),
    desligamento: (_r, { id }, ctx) => desligamentos.get(id, ctx),
    tiposUsuarioPagina: (_r, { filtro }, ctx) => tiposUsuario.page(filtro, ctx),
    tipoUsuario: (_r, { id }, ctx) => tiposUsuario.get(id, ctx),
    tiposAcessoPagina: (_r, { filtro }, ctx) => tiposAcesso.page(filtro, ctx),
    tipoAcesso: (_r, { id }, ctx) => tiposAcesso.get(id, ctx),
    funcionalidadesPagina: (_r, { filtro }, ctx) => funcionalidades.page(filtro, ctx),
    funcionalidade: (_r, { id }, ctx) => funcionalidades.get(id, ctx),
    produtosPagina: (_r, { filtro }, ctx) => produtos.page(filtro, ctx),
    produto: (_r, { id }, ctx) => produtos.get(id, ctx),
    marcasPagina: (_r, { filtro }, ctx) => marcas.page(filtro, ctx),
    marca: (_r, { id }, ctx) => marcas.get(id, ctx),
    gruposEconomicosPagina: (_r, { filtro }, ctx) => gruposEconomicos.page(filtro, ctx),
    grupoEconomico: (_r, { id }, ctx) => gruposEconomicos.get(id, ctx),
    redesSociais: (_r, { marca }, ctx) => redesSociaisDaMarca(ctx.database.db, parseId('marca', marca)),
  },
  Mutation: {
    editarProduto: (_r, { produto }, ctx) => editarProduto(ctx.database.db, ctx.user, produto, ctx.requestId),

    salvarSetor: (_r, { setor }, ctx) => setores.save(setor, ctx),
    ativarSetor: (_r, { id }, ctx) => setores.setActive(id, true, ctx),
    inativarSetor: (_r, { id }, ctx) => setores.setActive(id, false, ctx),
    salvarDivisao: (_r, { divisao }, ctx) => divisoes.save(divisao, ctx),
    ativarDivisao: (_r, { id }, ctx) => divisoes.setActive(id, true, ctx),
    inativarDivisao: (_r, { id }, ctx) => divisoes.setActive(id, false, ctx),
    salvarDepartamento: (_r, { departamento }, ctx) => departamentos.save(departamento, ctx),
    ativarDepartamento: (_r, { id }, ctx) => departamentos.setActive(id, true, ctx),
    inativarDepartamento: (_r, { id }, ctx) => departamentos.setActive(id, false, ctx),
    salvarCargo: (_r, { cargo }, ctx) => cargos.save(cargo, ctx),
    ativarCargo: (_r, { id }, ctx) => cargos.setActive(id, true, ctx),
    inativarCargo: (_r, { id }, ctx) => cargos.setActive(id, false, ctx),
    salvarDesligamento: (_r, { desligamento }, ctx) => desligamentos.save(desligamento, ctx),
    ativarDesligamento: (_r, { id }, ctx) => desligamentos.setActive(id, true, ctx),
    inativarDesligamento: (_r, { id }, ctx) => desligamentos.setActive(id, false, ctx),
    salvarTipoUsuario: (_r, { tipoUsuario }, ctx) => tiposUsuario.save(tipoUsuario, ctx),
    salvarTipoAcesso: (_r, { tipoAcesso }, ctx) => tiposAcesso.save(tipoAcesso, ctx),
    salvarFuncionalidade: (_r, { funcionalidade }, ctx) => funcionalidades.save(funcionalidade, ctx),
    salvarProduto: (_r, { produto }, ctx) => produtos.save(produto, ctx),
    salvarMarca: (_r, { marca }, ctx) => marcas.save(marca, ctx),
    ativarMarca: (_r, { id }, ctx) => marcas.setActive(id, true, ctx),
    inativarMarca: (_r, { id }, ctx) => marcas.setActive(id, false, ctx),
    salvarGrupoEconomico: (_r, { grupoEconomico }, ctx) => gruposEconomicos.save(grupoEconomico, ctx),
    ativarGrupoEconomico: (_r, { id }, ctx) => gruposEconomicos.setActive(id, true, ctx),
    inativarGrupoEconomico: (_r, { id }, ctx) => gruposEconomicos.setActive(id, false, ctx),
  },
};
