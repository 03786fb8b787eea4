import type { ComponentType } from 'react';
import { ORGANISATION_SCREENS } from '../features/organisation/screens';
import { areaScreen } from '../lib/intl/area-messages';

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * Route id (packages/domain ROUTES) → lazily loaded screen. Only routes whose screen exists are
 * registered; the others answer 404 until their issue adds them here. Each area's messages come
 * with its screens (areaScreen, i18n/lazy-areas.ts), not in the first view.
 */
export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  home: areaScreen('home', () => import('./HomeScreen')),
  // The administration lists (sectors, brands, products …): one list and one form screen for all.
  ...Object.fromEntries(Object.entries(ORGANISATION_SCREENS).map(([id, load]) => [id, areaScreen('organisation', load)])),
  auditoria: areaScreen('audit', () => import('../features/audit/AuditPage')),
  dealers: areaScreen('dealers', () => import('../features/dealers/DealersListPage')),
  dealersNovo: areaScreen('dealers', () => import('../features/dealers/DealerFormPage')),
  dealerEditar: areaScreen('dealers', () => import('../features/dealers/DealerFormPage')),
  grupos: areaScreen('dealers', () => import('../features/dealers/GruposListPage')),
  gruposNovo: areaScreen('dealers', () => import('../features/dealers/GrupoFormPage')),
  grupoEditar: areaScreen('dealers', () => import('../features/dealers/GrupoFormPage')),
  minhaConta: areaScreen('account', () => import('../features/account/MyAccountPage')),
  ausenciaTemporaria: areaScreen('absences', () => import('../features/absences/AbsencesPage')),
  usuarios: areaScreen('users', () => import('../features/users/UsersListPage')),
  usuariosNovo: areaScreen('users', () => import('../features/users/UserWizardPage')),
  usuarioEditar: areaScreen('users', () => import('../features/users/UserWizardPage')),
  gruposUsuarios: areaScreen('userGroups', () => import('../features/user-groups/UserGroupsListPage')),
  gruposUsuariosNovo: areaScreen('userGroups', () => import('../features/user-groups/UserGroupFormPage')),
  grupoUsuariosEditar: areaScreen('userGroups', () => import('../features/user-groups/UserGroupFormPage')),
  biblioteca: areaScreen('library', () => import('../features/library/LibraryPage')),
  bibliotecaPasta: areaScreen('library', () => import('../features/library/LibraryPage')),
  comunicados: areaScreen('notices', () => import('../features/notices/inbox/InboxPage')),
  comunicadoVisualizarEnvio: areaScreen('notices', () => import('../features/notices/inbox/EnvioPage')),
  comunicadosNovo: areaScreen('notices', () => import('../features/notices/form/NoticeFormPage')),
  comunicadoEditar: areaScreen('notices', () => import('../features/notices/form/NoticeFormPage')),
  comunicadoErrata: areaScreen('notices', () => import('../features/notices/form/NoticeFormPage')),
  comunicadoVisualizar: areaScreen('notices', () => import('../features/notices/visualizar/NoticeViewPage')),
  comunicadoDashboard: areaScreen('notices', () => import('../features/notices/dashboard/DashboardPage')),
  slides: areaScreen('slides', () => import('../features/slides/SlidesListPage')),
  slidesNovo: areaScreen('slides', () => import('../features/slides/SlideFormPage')),
  slideEditar: areaScreen('slides', () => import('../features/slides/SlideFormPage')),
  anuncios: areaScreen('slides', () => import('../features/slides/AnunciosListPage')),
  anunciosNovo: areaScreen('slides', () => import('../features/slides/AnuncioFormPage')),
  anuncioEditar: areaScreen('slides', () => import('../features/slides/AnuncioFormPage')),
  notificacoes: () => import('../features/notifications/NotificationsPage'),
  notificacoesGenericas: areaScreen('genericNotifications', () => import('../features/notifications/genericas/GenericNotificationsPage')),
  // nova|editar/{tipo}: `modelo` (a model) or `comModelo` (a generic notification), one screen.
  notificacaoGenericaNova: areaScreen('genericNotifications', () => import('../features/notifications/genericas/GenericFormPage')),
  notificacaoGenericaEditar: areaScreen('genericNotifications', () => import('../features/notifications/genericas/GenericFormPage')),
  superAdmin: areaScreen('superadmin', () => import('../features/superadmin/SuperAdminPage')),
  relatorio: areaScreen('reports', () => import('../features/reports/ReportPage')),
  relatorios: areaScreen('reports', () => import('../features/reports/ReportsListPage')),
  relatoriosNovo: areaScreen('reports', () => import('../features/reports/ReportFormPage')),
  relatorioEditar: areaScreen('reports', () => import('../features/reports/ReportFormPage')),
  importarUsuarios: areaScreen('imports', () => import('../features/imports/ImportUsersPage')),
};

/** Whether a route has a screen in this build. */
export function hasScreen(routeId: string): boolean {
  return Object.hasOwn(SCREENS, routeId);
}
