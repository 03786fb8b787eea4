import type { OnboardingTour } from '@portal/domain';
import type { MessageId } from '../../lib/intl/catalogs';

/** One step: the element it points at (its `data-tour` value) and what it says. */
export interface TourStepDef {
  readonly target: string;
  readonly title: MessageId;
  readonly body: MessageId;
}

const step = (target: string, title: MessageId, body: MessageId): TourStepDef => ({ target, title, body });

/**
 * The tours of spec 01 §2 "Onboarding tours". The targets are the screens' `data-tour` hooks
 * (the home's are agreed in helpers/home-contract.md; the shell's menu button and toolbar; the
 * user wizard's and the user-group form's); a step whose target is not on screen when the tour
 * opens is left out (a home without social links has no social-links step).
 */
export const TOURS: Readonly<Record<OnboardingTour, readonly TourStepDef[]>> = {
  HOME: [
    step('home-slides', 'tours.home.slides.title', 'tours.home.slides.body'),
    step('home-anuncio', 'tours.home.anuncio.title', 'tours.home.anuncio.body'),
    step('home-comunicados', 'tours.home.comunicados.title', 'tours.home.comunicados.body'),
    step('home-arquivos', 'tours.home.arquivos.title', 'tours.home.arquivos.body'),
    step('home-redes', 'tours.home.redes.title', 'tours.home.redes.body'),
  ],
  // The menu tour (when the portal's showOnboarding is on): two steps, the menu-open button and the toolbar.
  MENU: [step('menu-botao', 'tours.menu.botao.title', 'tours.menu.botao.body'), step('toolbar', 'tours.menu.toolbar.title', 'tours.menu.toolbar.body')],
  USUARIO_EDICAO: [
    step('usuario-etapas', 'tours.usuario.etapas.title', 'tours.usuario.etapas.body'),
    step('usuario-identidade', 'tours.usuario.identidade.title', 'tours.usuario.identidade.body'),
    step('usuario-vinculos', 'tours.usuario.vinculos.title', 'tours.usuario.vinculos.body'),
    step('usuario-avancar', 'tours.usuario.avancar.title', 'tours.usuario.avancar.body'),
  ],
  GRUPO_USUARIO: [
    step('grupo-nome', 'tours.grupo.nome.title', 'tours.grupo.nome.body'),
    step('grupo-criterios', 'tours.grupo.criterios.title', 'tours.grupo.criterios.body'),
    step('grupo-visualizar', 'tours.grupo.visualizar.title', 'tours.grupo.visualizar.body'),
    step('grupo-salvar', 'tours.grupo.salvar.title', 'tours.grupo.salvar.body'),
  ],
};

/** The screen tour of a route (ids of packages/domain ROUTES); the other screens have none. */
const TOUR_OF_ROUTE: Readonly<Record<string, OnboardingTour>> = {
  home: 'HOME',
  usuariosNovo: 'USUARIO_EDICAO',
  usuarioEditar: 'USUARIO_EDICAO',
  gruposUsuariosNovo: 'GRUPO_USUARIO',
  grupoUsuariosEditar: 'GRUPO_USUARIO',
};

export function tourOfRoute(routeId: string | null): OnboardingTour | null {
  return routeId !== null && Object.hasOwn(TOUR_OF_ROUTE, routeId) ? (TOUR_OF_ROUTE[routeId] ?? null) : null;
}

/** The CSS selector of a step's target. */
export const targetSelector = (target: string): string => `[data-tour="${target}"]`;

/** The steps whose target is on screen now, in order. */
export function stepsOnScreen(tour: OnboardingTour, root: ParentNode = document): TourStepDef[] {
  return TOURS[tour].filter((s) => root.querySelector(targetSelector(s.target)) !== null);
}
