import type { ComponentType } from 'react';
import { ORGANISATION_SCREENS } from '../features/organisation/screens';
import { areaScreen } from '../lib/intl/area-messages';

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * Route id (packages/domain ROUTES) → lazily loaded screen. Only routes whose screen exists are
 * registered; the others answer 404 until their issue adds them here.
 */
export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  home: () => import('../features/shell/HomePage'),
  // The administration lists (sectors, brands, products …): one list and one form screen for all.
  ...ORGANISATION_SCREENS,
  auditoria: () => import('../features/audit/AuditPage'),
  dealers: () => import('../features/dealers/DealersListPage'),
  dealersNovo: () => import('../features/dealers/DealerFormPage'),
  dealerEditar: () => import('../features/dealers/DealerFormPage'),
  grupos: () => import('../features/dealers/GruposListPage'),
  gruposNovo: () => import('../features/dealers/GrupoFormPage'),
  grupoEditar: () => import('../features/dealers/GrupoFormPage'),
  minhaConta: () => import('../features/account/MyAccountPage'),
  ausenciaTemporaria: () => import('../features/absences/AbsencesPage'),
  usuarios: () => import('../features/users/UsersListPage'),
  usuariosNovo: () => import('../features/users/UserWizardPage'),
  usuarioEditar: () => import('../features/users/UserWizardPage'),
  gruposUsuarios: () => import('../features/user-groups/UserGroupsListPage'),
  gruposUsuariosNovo: () => import('../features/user-groups/UserGroupFormPage'),
  grupoUsuariosEditar: () => import('../features/user-groups/UserGroupFormPage'),
  biblioteca: () => import('../features/library/LibraryPage'),
  bibliotecaPasta: () => import('../features/library/LibraryPage'),
  // Notices: their messages come with their screens (i18n/lazy-areas.ts), not in the first view.
  comunicados: areaScreen('notices', () => import('../features/notices/inbox/InboxPage')),
  comunicadoVisualizarEnvio: areaScreen('notices', () => import('../features/notices/inbox/EnvioPage')),
  comunicadosNovo: areaScreen('notices', () => import('../features/notices/form/NoticeFormPage')),
  comunicadoEditar: areaScreen('notices', () => import('../features/notices/form/NoticeFormPage')),
  comunicadoErrata: areaScreen('notices', () => import('../features/notices/form/NoticeFormPage')),
  comunicadoVisualizar: areaScreen('notices', () => import('../features/notices/visualizar/NoticeViewPage')),
  comunicadoDashboard: areaScreen('notices', () => import('../features/notices/dashboard/DashboardPage')),
  notificacoes: () => import('../features/notifications/NotificationsPage'),
  notificacoesGenericas: () => import('../features/notifications/genericas/GenericNotificationsPage'),
  // nova|editar/{tipo}: `modelo` (a model) or `comModelo` (a generic notification), one screen.
  notificacaoGenericaNova: () => import('../features/notifications/genericas/GenericFormPage'),
  notificacaoGenericaEditar: () => import('../features/notifications/genericas/GenericFormPage'),
};

/** Whether a route has a screen in this build. */
export function hasScreen(routeId: string): boolean {
  return Object.hasOwn(SCREENS, routeId);
}
