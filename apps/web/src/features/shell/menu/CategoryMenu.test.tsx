import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU_ITEMS } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { CategoryMenu } from './CategoryMenu';
import { buildMenu } from './menu-model';
import { viewport } from '../../../test/viewport';

const categories = buildMenu(MENU_ITEMS, 'PORTAL', 'Início');

function openMenu() {
  return userEvent.click(screen.getByRole('button', { name: 'Menu' }));
}

describe('CategoryMenu', () => {
  it('opens the categories with router and full-page links, the current one selected', async () => {
    renderAt(<CategoryMenu categories={categories} />, '/comunicados');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await openMenu();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    const headings = within(nav).getAllByRole('heading').map((h) => h.textContent);
    expect(headings).toEqual(['Início', 'Comunicação', 'Outros sistemas']);

    const current = within(nav).getByRole('link', { name: 'Comunicados' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Notificações' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: /Garantia/ })).toHaveAttribute('href', 'https://garantia.example.com/garantia');
    expect(within(nav).getByRole('link', { name: /Consulta de Peças/ })).toHaveAttribute('href', '/relatorio/pecas');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    renderAt(<CategoryMenu categories={categories} />, '/home');
    await openMenu();
    await userEvent.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when an entry is followed', async () => {
    const { router } = renderAt(<CategoryMenu categories={categories} />, '/home');
    await openMenu();
    await userEvent.click(screen.getByRole('link', { name: 'Notificações' }));
    expect(router.state.location.pathname).toBe('/notificacoes');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('filters as you type (debounced), opening the panel, case-insensitive, children included', async () => {
    renderAt(<CategoryMenu categories={categories} />, '/home');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar no menu' }), 'PEÇAS');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Comunicados' })).not.toBeInTheDocument());
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Relatórios' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Consulta de Peças' })).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'nada disso');
    expect(await screen.findByText('Nenhum item do menu corresponde a “nada disso”.')).toBeInTheDocument();
  });

  describe('timing and width', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it('applies the search 150 ms after the last keystroke', () => {
      vi.useFakeTimers();
      renderAt(<CategoryMenu categories={categories} />, '/home');
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'peç' } });
      act(() => vi.advanceTimersByTime(100));
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'peças' } });
      act(() => vi.advanceTimersByTime(149));
      expect(screen.getByRole('link', { name: 'Comunicados' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('link', { name: 'Comunicados' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Consulta de Peças' })).toBeInTheDocument();
    });

    it('moves the search into the dropdown under 640 px', async () => {
      // Every media query of the component is a max-width one: answer "narrow".
      viewport(360);
      renderAt(<CategoryMenu categories={categories} />, '/home');
      expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
      await openMenu();
      const panel = document.getElementById(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-controls') ?? '');
      expect(within(panel!).getByRole('searchbox', { name: 'Buscar no menu' })).toHaveFocus();
    });
  });
});
