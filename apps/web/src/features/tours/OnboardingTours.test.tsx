import type { MockedResponse } from '@apollo/client/testing';
import type { OnboardingTour } from '@portal/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TourControlProvider, useTourReplay } from '../../components/tours/tour-control';
import { loadMessages } from '../../lib/intl/catalogs';
import { renderAt, type ProviderOptions } from '../../test/render';
import OnboardingTours from './OnboardingTours';
import { ONBOARDING_SEEN, SET_ONBOARDING_SEEN } from './tours.queries';

beforeAll(() => {
  // jsdom draws nothing: the library scrolls a target it takes for off-screen into view.
  Element.prototype.scrollIntoView = vi.fn();
});

const HOME_TARGETS = ['home-slides', 'home-anuncio', 'home-comunicados', 'home-arquivos', 'home-redes'];

function seenMock(tour: OnboardingTour, seen: boolean): MockedResponse {
  return { request: { query: ONBOARDING_SEEN, variables: { id: tour } }, result: { data: { currentUserOnboardingIsSeen: seen } } };
}

function markMock(tour: OnboardingTour) {
  const marked = vi.fn(() => ({ data: { setCurrentUserOnboardingSeen: true } }));
  const mock: MockedResponse = { request: { query: SET_ONBOARDING_SEEN, variables: { id: tour } }, result: marked };
  return { mock, marked };
}

/** A stand-in for a screen: its tour hooks, and a button that had the focus before the tour. */
function Screen({ targets }: { targets: readonly string[] }) {
  return (
    <div>
      <button type="button">Antes do tour</button>
      {targets.map((t) => (
        <section key={t} data-tour={t}>
          {t}
        </section>
      ))}
    </div>
  );
}

/** The help menu's view of the tours (the real one lives in the shell's top bar). */
function ReplayButton() {
  const replay = useTourReplay();
  return replay ? (
    <button type="button" onClick={replay}>
      replay
    </button>
  ) : null;
}

function renderTours(opts: { routeId: string; targets?: readonly string[]; showOnboarding?: boolean; mocks: MockedResponse[] } & ProviderOptions) {
  const { routeId, targets = HOME_TARGETS, showOnboarding = false, ...options } = opts;
  return renderAt(
    <TourControlProvider>
      <Screen targets={targets} />
      <ReplayButton />
      <OnboardingTours routeId={routeId} showOnboarding={showOnboarding} />
    </TourControlProvider>,
    '/home',
    options,
  );
}

const badge = () => screen.getByTestId('tour-badge');

describe('onboarding tours', () => {
  it('opens the HOME tour about 1 s after the screen, once; Next, Back, the badge and Finish, which marks it seen (pt-BR)', async () => {
    const { mock, marked } = markMock('HOME');
    renderTours({ routeId: 'home', mocks: [seenMock('HOME', false), mock] });
    screen.getByRole('button', { name: 'Antes do tour' }).focus();
    const started = Date.now();

    const dialog = await screen.findByRole('dialog', { name: 'Destaques Passo 1 de 5' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/Os destaques da rede passam aqui/);
    // The focus moves into the tour (MUI's focus trap does it in an effect after the dialog mounts).
    await vi.waitFor(() => expect(dialog).toHaveFocus());
    expect(badge()).toHaveTextContent('1/5');
    // Buttons, no dots.
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Pular', 'Voltar', 'Próximo']);
    expect(within(dialog).getByRole('button', { name: 'Voltar' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Próximo' }));
    expect(badge()).toHaveTextContent('2/5');
    expect(screen.getByRole('dialog', { name: 'Anúncio Passo 2 de 5' })).toBeInTheDocument();
    // The new step is read out while the focus stays on Next.
    expect(screen.getByText('Passo 2 de 5. Anúncio. Aqui aparece um anúncio escolhido para você; clique nele para saber mais.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(badge()).toHaveTextContent('1/5');
    for (const n of [2, 3, 4, 5]) {
      await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
      expect(badge()).toHaveTextContent(`${n}/5`);
    }
    expect(screen.getByRole('dialog', { name: 'Redes sociais Passo 5 de 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Próximo' })).not.toBeInTheDocument();
    expect(marked).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(marked).toHaveBeenCalledTimes(1));
    // The focus is back where it was.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Antes do tour' })).toHaveFocus());
    // Once: it does not open again on this page.
    await act(() => new Promise((r) => setTimeout(r, 1500)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open a tour the user has seen', async () => {
    renderTours({ routeId: 'home', mocks: [seenMock('HOME', true)] });
    await act(() => new Promise((r) => setTimeout(r, 1800)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Esc closes the tour and marks it seen; the arrow keys move between steps (en)', async () => {
    const { mock, marked } = markMock('HOME');
    renderTours({ routeId: 'home', mocks: [seenMock('HOME', false), mock], locale: 'en', messages: await loadMessages('en') });
    const dialog = await screen.findByRole('dialog', { name: 'Highlights Step 1 of 5' });
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Skip', 'Back', 'Next']);
    expect(badge()).toHaveTextContent('1/5');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Advertisement Step 2 of 5' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(badge()).toHaveTextContent('1/5');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(marked).toHaveBeenCalledTimes(1));
  });

  it('Skip marks the tour seen; a step whose target is not on screen is left out (en)', async () => {
    const { mock, marked } = markMock('HOME');
    renderTours({
      routeId: 'home',
      targets: ['home-slides', 'home-comunicados', 'home-arquivos'],
      mocks: [seenMock('HOME', false), mock],
      locale: 'en',
      messages: await loadMessages('en'),
    });
    await screen.findByRole('dialog', { name: 'Highlights Step 1 of 3' });
    expect(badge()).toHaveTextContent('1/3');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Recent notices Step 2 of 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(marked).toHaveBeenCalledTimes(1));
  });

  it.each([
    { locale: 'es' as const, first: 'Destacados Paso 1 de 2', last: 'Anuncio Paso 2 de 2', buttons: ['Omitir', 'Atrás', 'Siguiente'], lastButtons: ['Omitir', 'Atrás', 'Finalizar'] },
    { locale: 'en' as const, first: 'Highlights Step 1 of 2', last: 'Advertisement Step 2 of 2', buttons: ['Skip', 'Back', 'Next'], lastButtons: ['Skip', 'Back', 'Finish'] },
  ])('reads in $locale: the step, Skip, Back, Next and, on the last step, Finish', async ({ locale, first, last, buttons, lastButtons }) => {
    const { mock, marked } = markMock('HOME');
    renderTours({ routeId: 'home', targets: ['home-slides', 'home-anuncio'], mocks: [seenMock('HOME', false), mock], locale, messages: await loadMessages(locale) });
    const dialog = await screen.findByRole('dialog', { name: first });
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(buttons);
    await userEvent.click(within(dialog).getByRole('button', { name: buttons[2] }));
    const lastStep = screen.getByRole('dialog', { name: last });
    expect(within(lastStep).getAllByRole('button').map((b) => b.textContent)).toEqual(lastButtons);
    await userEvent.click(within(lastStep).getByRole('button', { name: lastButtons[2] }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(marked).toHaveBeenCalledTimes(1));
  });

  it('with showOnboarding, the menu tour (menu button, toolbar) comes first, then the screen tour', async () => {
    const menu = markMock('MENU');
    const home = markMock('HOME');
    renderTours({
      routeId: 'home',
      showOnboarding: true,
      targets: ['menu-botao', 'toolbar', ...HOME_TARGETS],
      mocks: [seenMock('MENU', false), menu.mock, seenMock('HOME', false), home.mock],
    });
    await screen.findByRole('dialog', { name: 'Menu Passo 1 de 2' });
    expect(badge()).toHaveTextContent('1/2');
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(screen.getByRole('dialog', { name: 'Barra superior Passo 2 de 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    await vi.waitFor(() => expect(menu.marked).toHaveBeenCalledTimes(1));
    await screen.findByRole('dialog', { name: 'Destaques Passo 1 de 5' });
  });

  it('"show the tour again" opens the screen tour even when seen (GRUPO_USUARIO)', async () => {
    const { mock } = markMock('GRUPO_USUARIO');
    renderTours({
      routeId: 'gruposUsuariosNovo',
      targets: ['grupo-nome', 'grupo-criterios', 'grupo-visualizar', 'grupo-salvar'],
      mocks: [seenMock('GRUPO_USUARIO', true), mock],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'replay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nome do grupo Passo 1 de 4' });
    expect(within(dialog).getByText('Um nome para reconhecer o grupo quando escolher destinatários.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pular' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no replay on a screen without a tour when the menu tour is off', async () => {
    renderTours({ routeId: 'biblioteca', mocks: [] });
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.queryByRole('button', { name: 'replay' })).not.toBeInTheDocument();
  });
});
