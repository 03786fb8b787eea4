import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TourControlProvider, useOfferTourReplay } from '../../../components/tours/tour-control';
import { DEALER_USER, menuData } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import type { UsuarioLogado } from '../shell.queries';
import { TopBar } from './TopBar';

function renderBar(user: UsuarioLogado = DEALER_USER, menu = menuData(), onLogout = vi.fn()) {
  renderAt(<TopBar menu={menu} categories={[]} portalName="Portal da Rede" onLogout={onLogout} />, '/home', { user });
  return { onLogout };
}

const twoBrands: UsuarioLogado = {
  ...DEALER_USER,
  marcas: [
    { id: '1', description: 'Marca Azul', facebookId: null, palette: 'azulOceano' },
    { id: '2', description: 'Marca Vermelha', facebookId: null, palette: 'vermelho' },
  ],
};

describe('TopBar', () => {
  it('shows the help centre (in the help menu) and academy links when configured', async () => {
    renderBar(DEALER_USER, menuData({ linkAcademia: 'https://academia.example.com/' }));
    expect(screen.getByRole('link', { name: 'Academia' })).toHaveAttribute('href', 'https://academia.example.com/');
    await userEvent.click(screen.getByRole('button', { name: 'Ajuda' }));
    const menu = await screen.findByRole('menu', { name: 'Ajuda' });
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Central de ajuda']);
    expect(within(menu).getByRole('menuitem', { name: 'Central de ajuda' })).toHaveAttribute('href', 'https://ajuda.example.com/');
  });

  it('help menu: "show the tour again" where the tours offer one; no help centre and no tour, no button', async () => {
    const replay = vi.fn();
    function OfferedTour() {
      useOfferTourReplay(replay);
      return null;
    }
    const { unmount } = renderAt(
      <TourControlProvider>
        <TopBar menu={menuData({ linkHelpTec: null })} categories={[]} portalName="Portal da Rede" onLogout={vi.fn()} />
        <OfferedTour />
      </TourControlProvider>,
      '/home',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ajuda' }));
    const menu = await screen.findByRole('menu', { name: 'Ajuda' });
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Ver o tour de novo']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Ver o tour de novo' }));
    expect(replay).toHaveBeenCalledTimes(1);
    unmount();

    renderBar(DEALER_USER, menuData({ linkHelpTec: null }));
    expect(screen.queryByRole('button', { name: 'Ajuda' })).not.toBeInTheDocument();
  });

  it('has no academy link without linkAcademia', () => {
    renderBar();
    expect(screen.queryByRole('link', { name: 'Academia' })).not.toBeInTheDocument();
  });

  it('account menu: my account only when showMyAccount, custom options, logout', async () => {
    const user: UsuarioLogado = {
      ...DEALER_USER,
      dadosComplementares: [
        { id: 'b', descricao: 'Holerite', ordem: 2, urlBase: 'https://rh.example.com/holerite', tipo: 'LINK', funcionalidades: [] },
        { id: 'a', descricao: 'Meus dados', ordem: 1, urlBase: '/relatorio/meus-dados', tipo: 'LINK', funcionalidades: [] },
        { id: 'c', descricao: 'Restrito', ordem: 3, urlBase: '/x', tipo: 'LINK', funcionalidades: [{ id: '9', chave: 'PORTAL_MANUTENCAO_SLIDES' }] },
        { id: 'd', descricao: 'Sem endereço', ordem: 4, urlBase: null, tipo: 'DADO', funcionalidades: [] },
      ],
    };
    const { onLogout } = renderBar(user);
    const button = screen.getByRole('button', { name: 'Conta de Ana Souza' });
    // Named by its content, so the name on screen is part of it (axe label-content-name-mismatch).
    expect(button).not.toHaveAttribute('aria-label');
    expect(button).toHaveTextContent('Ana Souza');
    await userEvent.click(button);
    // The menu's code arrives after the bar's first paint (lazy-part.ts).
    const menu = await screen.findByRole('menu', { name: 'Conta de Ana Souza' });
    const items = within(menu).getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual(['Minha conta', 'Meus dados', 'Holerite', 'Sair']);
    expect(within(menu).getByRole('menuitem', { name: 'Minha conta' })).toHaveAttribute('href', '/minha-conta');
    expect(within(menu).getByRole('menuitem', { name: 'Holerite' })).toHaveAttribute('href', 'https://rh.example.com/holerite');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sair' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('hides my account when showMyAccount is off', async () => {
    renderBar(DEALER_USER, menuData({ showMyAccount: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Conta de Ana Souza' }));
    expect(await screen.findByRole('menuitem', { name: 'Sair' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Minha conta' })).not.toBeInTheDocument();
  });

  it('shows the brand selector only with more than one brand, labelled with the portal label', () => {
    const a = renderAt(<TopBar menu={menuData()} categories={[]} portalName="P" onLogout={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /^Bandeira:/ })).not.toBeInTheDocument();
    a.unmount();
    renderBar(twoBrands);
    expect(screen.getByRole('button', { name: 'Bandeira: Marca Azul' })).toBeInTheDocument();
  });

  it('remembers the brand picked (the shell then takes its palette)', async () => {
    renderBar(twoBrands);
    await userEvent.click(screen.getByRole('button', { name: 'Bandeira: Marca Azul' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Marca Vermelha' }));
    expect(screen.getByRole('button', { name: 'Bandeira: Marca Vermelha' })).toBeInTheDocument();
    expect(localStorage.getItem('portal.pref.marca.7')).toBe('2');
  });

  it('shows the user-type selector only with more than one type', async () => {
    const a = renderAt(<TopBar menu={menuData()} categories={[]} portalName="P" onLogout={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /^Tipo de usuário/ })).not.toBeInTheDocument();
    a.unmount();
    renderBar({ ...DEALER_USER, tiposUsuarios: [{ id: 'DEALER_GRUPO' }, { id: 'MONTADORA' }] });
    await userEvent.click(screen.getByRole('button', { name: 'Tipo de usuário: Concessionária/Grupo' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Fábrica' }));
    expect(screen.getByRole('button', { name: 'Tipo de usuário: Fábrica' })).toBeInTheDocument();
    expect(localStorage.getItem('portal.pref.tipo.7')).toBe('MONTADORA');
  });
});
