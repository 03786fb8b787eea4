/**
 * The route ids (packages/domain ROUTES) of each administration list: its list, its creation
 * form (none for user types: the spec fixes them, they are only renamed) and its record form.
 * Kept apart from the catalog descriptions so the app's screen map stays light.
 */
export const CATALOG_ROUTES = {
  marcas: { list: 'marcas', novo: 'marcasNovo', editar: 'marcaEditar' },
  gruposEconomicos: { list: 'gruposEconomicos', novo: 'gruposEconomicosNovo', editar: 'grupoEconomicoEditar' },
  produtos: { list: 'produtos', novo: 'produtosNovo', editar: 'produtoEditar' },
  tiposAcesso: { list: 'tiposAcesso', novo: 'tiposAcessoNovo', editar: 'tipoAcessoEditar' },
  funcionalidades: { list: 'funcionalidades', novo: 'funcionalidadesNovo', editar: 'funcionalidadeEditar' },
  tiposUsuario: { list: 'tiposUsuario', novo: null, editar: 'tipoUsuarioEditar' },
  divisoes: { list: 'divisoes', novo: 'divisoesNovo', editar: 'divisaoEditar' },
  setores: { list: 'setores', novo: 'setoresNovo', editar: 'setorEditar' },
  cargos: { list: 'cargos', novo: 'cargosNovo', editar: 'cargoEditar' },
  departamentos: { list: 'departamentos', novo: 'departamentosNovo', editar: 'departamentoEditar' },
  desligamentos: { list: 'desligamentos', novo: 'desligamentosNovo', editar: 'desligamentoEditar' },
} as const;

export type CatalogKey = keyof typeof CATALOG_ROUTES;

export interface CatalogRouteIds {
  readonly list: string;
  readonly novo: string | null;
  readonly editar: string;
}
