import type { AccessRule } from './access.js';
import { AUDIT_TIPO_FEATURES } from './audit.js';
import { CREATE_DEALER_GROUPS } from './dealers.js';
import { FEATURES as F } from './features.js';
import { USER_TYPES as T } from './user-types.js';

/** Menu categories, in display order; their titles are catalog messages `menu.category.<id>`. */
export const MENU_CATEGORIES = ['inicio', 'comunicacao', 'biblioteca', 'administracao', 'relatorios'] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];

export interface RouteDef {
  /** Stable id; the route title is the catalog message `route.<id>`. */
  readonly id: string;
  /** React Router pattern (`:id` for parameters). */
  readonly path: string;
  readonly access: AccessRule;
  /** Public routes render without header and without sign-in. */
  readonly public?: boolean;
  /** Present when the screen exists and belongs in the menu. */
  readonly menu?: { readonly category: MenuCategory; readonly order: number };
}

const ALL: AccessRule = {};
const DEALERS: AccessRule = { features: [F.PORTAL_MANUTENCAO_DEALERS_GRUPO] };
const USERS_READ: AccessRule = {
  features: [F.PORTAL_MANUTENCAO_USUARIOS, F.PORTAL_CONSULTA_VISUALIZACAO_USUARIOS],
};
const USERS_WRITE: AccessRule = { features: [F.PORTAL_MANUTENCAO_USUARIOS] };
const USER_GROUPS: AccessRule = { features: [F.PORTAL_MANUTENCAO_GRUPOS_USUARIOS] };
const NOTICES_ADMIN: AccessRule = {
  features: [F.PORTAL_CRIACAO_COMUNICADOS, F.PORTAL_APROVACAO_ENVIO_COMUNICADOS],
};
const SLIDES: AccessRule = { features: [F.PORTAL_MANUTENCAO_SLIDES] };
const ADVERTS: AccessRule = { features: [F.PORTAL_MANUTENCAO_ANUNCIOS] };
// Generic notifications and their models share one screen and one pair of form routes (nova|editar
// /:tipo, tipo `comModelo` or `modelo`): a model maintainer without PORTAL_NOTIFICACOES_GENERICAS
// opens them too (the screen shows such a user only the models; the server decides per operation).
const GENERIC: AccessRule = { features: [F.PORTAL_NOTIFICACOES_GENERICAS, F.PORTAL_MANUTENCAO_MODELO] };
// The audit screen opens for any feature that reads some kind's history (each kind its own).
const AUDIT: AccessRule = { features: [...new Set(Object.values(AUDIT_TIPO_FEATURES))] };

/**
 * The full route and access table of spec 01 §2. Each later area adds `menu` to its entries when
 * its screen is built; a route without a screen is absent from the web router (404), never faked.
 */
export const ROUTES: readonly RouteDef[] = [
  { id: 'home', path: '/home', access: ALL, menu: { category: 'inicio', order: 0 } },
  { id: 'superAdmin', path: '/superAdmin', access: { userTypes: [T.PROVEDOR] } },
  { id: 'grupos', path: '/grupos', access: DEALERS, menu: { category: 'administracao', order: 20 } },
  // Not for a dealer-group administrator: it maintains only the groups it belongs to.
  { id: 'gruposNovo', path: '/grupos/novo', access: CREATE_DEALER_GROUPS },
  { id: 'grupoEditar', path: '/grupos/:id', access: DEALERS },
  { id: 'dealers', path: '/dealers', access: DEALERS, menu: { category: 'administracao', order: 10 } },
  { id: 'dealersNovo', path: '/dealers/novo', access: DEALERS },
  { id: 'dealerEditar', path: '/dealers/:id', access: DEALERS },
  { id: 'usuarios', path: '/usuarios', access: USERS_READ, menu: { category: 'administracao', order: 30 } },
  { id: 'usuariosNovo', path: '/usuarios/novo', access: USERS_WRITE },
  // Read-only users (the consultation feature) open a user too, in the read-only wizard.
  { id: 'usuarioEditar', path: '/usuarios/:id', access: USERS_READ },
  {
    id: 'ausenciaTemporaria',
    path: '/usuarios/:id/ausencia-temporaria',
    access: { features: [F.PORTAL_AUSENCIA_TEMPORARIA] },
  },
  { id: 'gruposUsuarios', path: '/gruposUsuarios', access: USER_GROUPS, menu: { category: 'administracao', order: 40 } },
  { id: 'gruposUsuariosNovo', path: '/gruposUsuarios/novo', access: USER_GROUPS },
  { id: 'grupoUsuariosEditar', path: '/gruposUsuarios/:id', access: USER_GROUPS },
  { id: 'auditoria', path: '/auditoria/:id/:tipo', access: AUDIT },
  { id: 'biblioteca', path: '/biblioteca', access: ALL, menu: { category: 'biblioteca', order: 10 } },
  { id: 'bibliotecaPasta', path: '/biblioteca/:idPasta', access: ALL },
  { id: 'comunicados', path: '/comunicados', access: ALL, menu: { category: 'comunicacao', order: 10 } },
  { id: 'comunicadosNovo', path: '/comunicados/novo', access: NOTICES_ADMIN },
  { id: 'comunicadoEditar', path: '/comunicados/editar/:id', access: NOTICES_ADMIN },
  { id: 'comunicadoErrata', path: '/comunicados/errata/:id', access: NOTICES_ADMIN },
  { id: 'comunicadoVisualizar', path: '/comunicados/visualizar/:id', access: NOTICES_ADMIN },
  { id: 'comunicadoDashboard', path: '/comunicados/dashboard/:id', access: NOTICES_ADMIN },
  { id: 'comunicadoVisualizarEnvio', path: '/comunicados/visualizarEnvio/:id', access: ALL },
  { id: 'minhaConta', path: '/minha-conta', access: ALL },
  { id: 'slides', path: '/slides', access: SLIDES, menu: { category: 'comunicacao', order: 40 } },
  { id: 'slidesNovo', path: '/slides/novo', access: SLIDES },
  { id: 'slideEditar', path: '/slides/editar/:id', access: SLIDES },
  { id: 'anuncios', path: '/anuncios', access: ADVERTS, menu: { category: 'comunicacao', order: 50 } },
  { id: 'anunciosNovo', path: '/anuncios/novo', access: ADVERTS },
  { id: 'anuncioEditar', path: '/anuncios/editar/:id', access: ADVERTS },
  { id: 'notificacoes', path: '/notificacoes', access: ALL },
  { id: 'notificacoesGenericas', path: '/notificacoesGenericas', access: GENERIC, menu: { category: 'comunicacao', order: 30 } },
  { id: 'notificacaoGenericaNova', path: '/notificacoesGenericas/nova/:tipo', access: GENERIC },
  {
    id: 'notificacaoGenericaEditar',
    path: '/notificacoesGenericas/editar/:tipo/:id',
    access: GENERIC,
  },
  { id: 'importarUsuarios', path: '/importarUsuarios', access: { features: [F.PORTAL_IMPORTACAO_USUARIOS] } },
  // Administration lists of spec 01 §2 "Other screens", with the policies of organisation.graphql:
  // the technical provider maintains them; brands and economic groups are also read (never
  // written) by the dealers/groups maintainers, so their list and record routes admit that role.
  // User types are fixed by the spec: renamed only, never created (no /novo).
  { id: 'marcas', path: '/marcas', access: { ...DEALERS, userTypes: [T.PROVEDOR] }, menu: { category: 'administracao', order: 100 } },
  { id: 'marcasNovo', path: '/marcas/novo', access: { userTypes: [T.PROVEDOR] } },
  { id: 'marcaEditar', path: '/marcas/:id', access: { ...DEALERS, userTypes: [T.PROVEDOR] } },
  { id: 'gruposEconomicos', path: '/gruposEconomicos', access: { ...DEALERS, userTypes: [T.PROVEDOR] }, menu: { category: 'administracao', order: 110 } },
  { id: 'gruposEconomicosNovo', path: '/gruposEconomicos/novo', access: { userTypes: [T.PROVEDOR] } },
  { id: 'grupoEconomicoEditar', path: '/gruposEconomicos/:id', access: { ...DEALERS, userTypes: [T.PROVEDOR] } },
  { id: 'produtos', path: '/produtos', access: { userTypes: [T.PROVEDOR] }, menu: { category: 'administracao', order: 120 } },
  { id: 'produtosNovo', path: '/produtos/novo', access: { userTypes: [T.PROVEDOR] } },
  { id: 'produtoEditar', path: '/produtos/:id', access: { userTypes: [T.PROVEDOR] } },
  { id: 'tiposAcesso', path: '/tiposAcesso', access: { userTypes: [T.PROVEDOR] }, menu: { category: 'administracao', order: 130 } },
  { id: 'tiposAcessoNovo', path: '/tiposAcesso/novo', access: { userTypes: [T.PROVEDOR] } },
  { id: 'tipoAcessoEditar', path: '/tiposAcesso/:id', access: { userTypes: [T.PROVEDOR] } },
  { id: 'funcionalidades', path: '/funcionalidades', access: { userTypes: [T.PROVEDOR] }, menu: { category: 'administracao', order: 140 } },
  { id: 'funcionalidadesNovo', path: '/funcionalidades/novo', access: { userTypes: [T.PROVEDOR] } },
  { id: 'funcionalidadeEditar', path: '/funcionalidades/:id', access: { userTypes: [T.PROVEDOR] } },
  { id: 'tiposUsuario', path: '/tiposUsuario', access: { userTypes: [T.PROVEDOR] }, menu: { category: 'administracao', order: 150 } },
  { id: 'tipoUsuarioEditar', path: '/tiposUsuario/:id', access: { userTypes: [T.PROVEDOR] } },
  { id: 'divisoes', path: '/divisoes', access: { userTypes: [T.PROVEDOR] }, menu: { category: 'administracao', order: 160 } },
  { id: 'divisoesNovo', path: '/divisoes/novo', access: { userTypes: [T.PROVEDOR] } },
  { id: 'divisaoEditar', path: '/divisoes/:id', access: { userTypes: [T.PROVEDOR] } },
  { id: 'setores', path: '/setores', access: { userTypes: [T.PROVEDOR] }, menu: { category: 'administracao', order: 170 } },
  { id: 'setoresNovo', path: '/setores/novo', access: { userTypes: [T.PROVEDOR] } },
  { id: 'setorEditar', path: '/setores/:id', access: { userTypes: [T.PROVEDOR] } },
  { id: 'cargos', path: '/cargos', access: { userTypes: [T.PROVEDOR] }, menu: { category: 'administracao', order: 180 } },
  { id: 'cargosNovo', path: '/cargos/novo', access: { userTypes: [T.PROVEDOR] } },
  { id: 'cargoEditar', path: '/cargos/:id', access: { userTypes: [T.PROVEDOR] } },
  { id: 'departamentos', path: '/departamentos', access: { userTypes: [T.PROVEDOR] }, menu: { category: 'administracao', order: 190 } },
  { id: 'departamentosNovo', path: '/departamentos/novo', access: { userTypes: [T.PROVEDOR] } },
  { id: 'departamentoEditar', path: '/departamentos/:id', access: { userTypes: [T.PROVEDOR] } },
  { id: 'desligamentos', path: '/desligamentos', access: { userTypes: [T.PROVEDOR] }, menu: { category: 'administracao', order: 200 } },
  { id: 'desligamentosNovo', path: '/desligamentos/novo', access: { userTypes: [T.PROVEDOR] } },
  { id: 'desligamentoEditar', path: '/desligamentos/:id', access: { userTypes: [T.PROVEDOR] } },
  { id: 'relatorio', path: '/relatorio/:slug', access: ALL },
  // Not in the spec: the technical provider keeps the report definitions (docs: apps/web/README.md).
  { id: 'relatorios', path: '/relatorios', access: { userTypes: [T.PROVEDOR] }, menu: { category: 'administracao', order: 210 } },
  { id: 'relatoriosNovo', path: '/relatorios/novo', access: { userTypes: [T.PROVEDOR] } },
  { id: 'relatorioEditar', path: '/relatorios/:id', access: { userTypes: [T.PROVEDOR] } },
  { id: 'esqueciSenha', path: '/esqueci-senha', access: ALL, public: true },
  { id: 'forgotPassword', path: '/forgot-password', access: ALL, public: true },
  { id: 'olvideContrasena', path: '/olvide-contrasena', access: ALL, public: true },
];

/** `tipo` values accepted by the generic-notification routes. */
export const GENERIC_NOTIFICATION_TIPOS = ['modelo', 'comModelo'] as const;

const byId = new Map(ROUTES.map((r) => [r.id, r]));

/** Looks a route up by id; throws on an unknown id (a programming error). */
export function routeById(id: string): RouteDef {
  const r = byId.get(id);
  if (!r) throw new Error(`unknown route ${id}`);
  return r;
}

/** Turns a pattern into a matcher; `:param` matches one non-empty segment. */
function compile(pattern: string): RegExp {
  const src = pattern
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '([^/]+)' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${src}/?$`);
}
/** First segment of a path ('' for '/' or a leading parameter). */
function firstSegment(path: string): string {
  const seg = path.split('/')[1] ?? '';
  return seg.startsWith(':') ? '' : seg;
}

/**
 * The matchers grouped by first segment: a lookup tries the few routes of its own area, not all
 * 76 (V8 compiles a RegExp on its first exec, so a scan would compile them all during the first
 * drawing, for the breadcrumbs).
 */
const compiledByFirst = new Map<string, { route: RouteDef; re: RegExp }[]>();
for (const r of ROUTES) {
  const key = firstSegment(r.path);
  compiledByFirst.set(key, [...(compiledByFirst.get(key) ?? []), { route: r, re: compile(r.path) }]);
}

/**
 * A parameter as the address means it; one with a malformed %-escape (`/dealers/%E0%A4%A`, typed
 * or cut by a mail client) is kept as written, as React Router keeps it: the address still finds
 * its route, and no caller (the router, the breadcrumbs, the first screen's prefetch) throws.
 */
function decodeParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Finds the route of a concrete path. Static segments win over parameters (`/usuarios/novo`
 * before `/usuarios/:id`), as React Router ranks them.
 */
export function matchRoute(pathname: string): { route: RouteDef; params: Record<string, string> } | null {
  let best: { route: RouteDef; params: Record<string, string>; score: number } | null = null;
  const first = firstSegment(pathname);
  const rooted = compiledByFirst.get('') ?? [];
  // '/' has no first segment: its bucket is the rooted one, tried once.
  const candidates = first ? [...(compiledByFirst.get(first) ?? []), ...rooted] : rooted;
  for (const { route, re } of candidates) {
    const m = re.exec(pathname);
    if (!m) continue;
    const names = route.path.split('/').filter((s) => s.startsWith(':')).map((s) => s.slice(1));
    const params: Record<string, string> = {};
    names.forEach((n, i) => (params[n] = decodeParam(m[i + 1] ?? '')));
    const score = route.path.split('/').filter((s) => s && !s.startsWith(':')).length;
    if (!best || score > best.score) best = { route, params, score };
  }
  return best ? { route: best.route, params: best.params } : null;
}
