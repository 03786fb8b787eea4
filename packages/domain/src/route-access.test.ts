import { describe, expect, it } from 'vitest';
import { canAccess, type AccessSubject } from './access.js';
import { PORTAL_FEATURE_KEYS } from './features.js';
import { ROUTES } from './routes.js';

/** The demo roles of the README, as access decisions see them. */
const ROLES: Record<string, AccessSubject> = {
  admin: { tipo: 'PROVEDOR', funcionalidades: ['PORTAL_ADMINISTRACAO_PROVEDOR'] },
  montadora: { tipo: 'MONTADORA', funcionalidades: [...PORTAL_FEATURE_KEYS] },
  consulta: { tipo: 'MONTADORA', funcionalidades: ['PORTAL_CONSULTA_VISUALIZACAO_USUARIOS'] },
  dealer: { tipo: 'DEALER_GRUPO', funcionalidades: [] },
};

const EVERYONE = ['admin', 'montadora', 'consulta', 'dealer'];
const ADMINS = ['admin', 'montadora'];

/**
 * The expected table, written out by hand from spec 01 §2 (not recomputed), so that a change of
 * either the route table or canAccess that alters who may open a screen fails here.
 */
const EXPECTED: Record<string, string[]> = {
  home: EVERYONE,
  superAdmin: ['admin'],
  grupos: ADMINS,
  gruposNovo: ADMINS,
  grupoEditar: ADMINS,
  dealers: ADMINS,
  dealersNovo: ADMINS,
  dealerEditar: ADMINS,
  usuarios: ['admin', 'montadora', 'consulta'],
  usuariosNovo: ADMINS,
  // Opened read-only by the consultation role (the wizard with both steps disabled).
  usuarioEditar: ['admin', 'montadora', 'consulta'],
  ausenciaTemporaria: ADMINS,
  gruposUsuarios: ADMINS,
  gruposUsuariosNovo: ADMINS,
  grupoUsuariosEditar: ADMINS,
  auditoria: ADMINS,
  biblioteca: EVERYONE,
  bibliotecaPasta: EVERYONE,
  comunicados: EVERYONE,
  comunicadosNovo: ADMINS,
  comunicadoEditar: ADMINS,
  comunicadoErrata: ADMINS,
  comunicadoVisualizar: ADMINS,
  comunicadoDashboard: ADMINS,
  comunicadoVisualizarEnvio: EVERYONE,
  minhaConta: EVERYONE,
  slides: ADMINS,
  slidesNovo: ADMINS,
  slideEditar: ADMINS,
  anuncios: ADMINS,
  anunciosNovo: ADMINS,
  anuncioEditar: ADMINS,
  notificacoes: EVERYONE,
  notificacoesGenericas: ADMINS,
  notificacaoGenericaNova: ADMINS,
  notificacaoGenericaEditar: ADMINS,
  importarUsuarios: ADMINS,
  // Organisation lists: the provider only; brands and economic groups also readable by the
  // dealers/groups maintainers (montadora has that feature), created by the provider only.
  marcas: ADMINS,
  marcasNovo: ['admin'],
  marcaEditar: ADMINS,
  gruposEconomicos: ADMINS,
  gruposEconomicosNovo: ['admin'],
  grupoEconomicoEditar: ADMINS,
  produtos: ['admin'],
  produtosNovo: ['admin'],
  produtoEditar: ['admin'],
  tiposAcesso: ['admin'],
  tiposAcessoNovo: ['admin'],
  tipoAcessoEditar: ['admin'],
  funcionalidades: ['admin'],
  funcionalidadesNovo: ['admin'],
  funcionalidadeEditar: ['admin'],
  tiposUsuario: ['admin'],
  tipoUsuarioEditar: ['admin'],
  divisoes: ['admin'],
  divisoesNovo: ['admin'],
  divisaoEditar: ['admin'],
  setores: ['admin'],
  setoresNovo: ['admin'],
  setorEditar: ['admin'],
  cargos: ['admin'],
  cargosNovo: ['admin'],
  cargoEditar: ['admin'],
  departamentos: ['admin'],
  departamentosNovo: ['admin'],
  departamentoEditar: ['admin'],
  desligamentos: ['admin'],
  desligamentosNovo: ['admin'],
  desligamentoEditar: ['admin'],
  relatorio: EVERYONE,
  relatorios: ['admin'],
  relatoriosNovo: ['admin'],
  relatorioEditar: ['admin'],
  esqueciSenha: EVERYONE,
  forgotPassword: EVERYONE,
  olvideContrasena: EVERYONE,
};

describe('route access table (every route x every demo role)', () => {
  it('covers every route', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(ROUTES.map((r) => r.id).sort());
  });

  for (const route of ROUTES) {
    for (const [role, subject] of Object.entries(ROLES)) {
      const allowed = EXPECTED[route.id]?.includes(role) ?? false;
      it(`${route.path} ${allowed ? 'allows' : 'denies'} ${role}`, () => {
        expect(canAccess(subject, route.access)).toBe(allowed);
      });
    }
  }
});

describe('dealer-group administrators (the dealers feature, its own groups only)', () => {
  const dealerAdmin: AccessSubject = { tipo: 'DEALER_GRUPO', funcionalidades: ['PORTAL_MANUTENCAO_DEALERS_GRUPO'] };
  const route = (id: string) => ROUTES.find((r) => r.id === id)!;

  it('open the dealers and the dealer groups they maintain', () => {
    for (const id of ['dealers', 'dealersNovo', 'dealerEditar', 'grupos', 'grupoEditar']) {
      expect(canAccess(dealerAdmin, route(id).access), id).toBe(true);
    }
  });

  it('do not open /grupos/novo: creating dealer groups is the manufacturer’s and the provider’s', () => {
    expect(canAccess(dealerAdmin, route('gruposNovo').access)).toBe(false);
    expect(canAccess(ROLES.montadora!, route('gruposNovo').access)).toBe(true);
    expect(canAccess(ROLES.admin!, route('gruposNovo').access)).toBe(true);
  });
});

describe('generic notifications and models (one screen, either feature)', () => {
  const route = (id: string) => ROUTES.find((r) => r.id === id)!;
  const ids = ['notificacoesGenericas', 'notificacaoGenericaNova', 'notificacaoGenericaEditar'];

  it('open for a model maintainer without the generic-notifications feature', () => {
    const modelos: AccessSubject = { tipo: 'MONTADORA', funcionalidades: ['PORTAL_MANUTENCAO_MODELO'] };
    for (const id of ids) expect(canAccess(modelos, route(id).access), id).toBe(true);
  });

  it('open for a sender of generic notifications who keeps no models', () => {
    const sender: AccessSubject = { tipo: 'MONTADORA', funcionalidades: ['PORTAL_NOTIFICACOES_GENERICAS'] };
    for (const id of ids) expect(canAccess(sender, route(id).access), id).toBe(true);
  });

  it('stay closed to anyone with neither', () => {
    const other: AccessSubject = { tipo: 'MONTADORA', funcionalidades: ['PORTAL_MANUTENCAO_USUARIOS'] };
    for (const id of ids) expect(canAccess(other, route(id).access), id).toBe(false);
  });
});
