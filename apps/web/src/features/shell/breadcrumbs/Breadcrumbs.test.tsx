import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePublishPageLabel } from '../../../components/page-label/PageLabelContext';
import { renderAt } from '../../../test/render';
import { Breadcrumbs } from './Breadcrumbs';
import { buildCrumbs } from './breadcrumbs-model';
import { viewport } from '../../../test/viewport';

const all = () => true;

describe('buildCrumbs', () => {
  it('matches each path prefix against the routes, home first', () => {
    expect(buildCrumbs('/usuarios/7/ausencia-temporaria', all).map((c) => [c.path, c.routeId, c.current])).toEqual([
      ['/home', 'home', false],
      ['/usuarios', 'usuarios', false],
      ['/usuarios/7', 'usuarioEditar', false],
      ['/usuarios/7/ausencia-temporaria', 'ausenciaTemporaria', true],
    ]);
  });

  it('skips prefixes that match no route and prefers static segments', () => {
    expect(buildCrumbs('/comunicados/editar/3', all).map((c) => c.routeId)).toEqual(['home', 'comunicados', 'comunicadoEditar']);
    expect(buildCrumbs('/usuarios/novo', all).map((c) => c.routeId)).toEqual(['home', 'usuarios', 'usuariosNovo']);
  });

  it('links only to screens that exist, never to the current page', () => {
    const crumbs = buildCrumbs('/usuarios/novo', (id) => id === 'home' || id === 'usuariosNovo');
    expect(crumbs.map((c) => c.linkable)).toEqual([true, false, false]);
  });

  it('is just home on /home and ignores unknown segments', () => {
    expect(buildCrumbs('/home', all).map((c) => c.routeId)).toEqual(['home']);
    expect(buildCrumbs('/nao/existe', all).map((c) => c.routeId)).toEqual(['home']);
  });
});

describe('<Breadcrumbs>', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the trail with route titles and portal labels, current page last', () => {
    renderAt(<Breadcrumbs hasScreen={all} />, '/dealers/12');
    const nav = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/home');
    // labelDealers of the portal properties, not a fixed word
    expect(within(nav).getByRole('link', { name: 'Concessionárias' })).toHaveAttribute('href', '/dealers');
    expect(within(nav).getByText('Editar Concessionária')).toHaveAttribute('aria-current', 'page');
  });

  it('names the current page by the label its screen published (a folder name on /biblioteca/{idPasta})', () => {
    function FolderScreen() {
      usePublishPageLabel('/biblioteca/12', 'Campanhas 2026');
      return <Breadcrumbs hasScreen={all} />;
    }
    renderAt(<FolderScreen />, '/biblioteca/12');
    const nav = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(nav).getByText('Campanhas 2026')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Biblioteca virtual' })).toHaveAttribute('href', '/biblioteca');
  });

  it("puts the crumbs a screen adds (a folder's parent folders) between the route parent and the page", () => {
    function FolderScreen() {
      usePublishPageLabel('/biblioteca/12', 'Campanhas 2026', [
        { path: '/biblioteca/3', label: 'Marketing' },
        { path: '/biblioteca/7', label: 'Campanhas' },
      ]);
      return <Breadcrumbs hasScreen={all} />;
    }
    renderAt(<FolderScreen />, '/biblioteca/12');
    const nav = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(nav).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Início',
      'Biblioteca virtual',
      'Marketing',
      'Campanhas',
      'Campanhas 2026',
    ]);
    expect(within(nav).getByRole('link', { name: 'Campanhas' })).toHaveAttribute('href', '/biblioteca/7');
  });

  it('is not shown on the home page', () => {
    renderAt(<Breadcrumbs hasScreen={all} />, '/home');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('is hidden on small screens', () => {
    viewport(360);
    renderAt(<Breadcrumbs hasScreen={all} />, '/dealers/12');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
