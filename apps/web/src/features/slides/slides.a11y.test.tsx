import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { viewport } from '../../test/viewport';
import AnuncioFormPage from './AnuncioFormPage';
import AnunciosListPage from './AnunciosListPage';
import SlideFormPage from './SlideFormPage';
import { anunciosMock, gruposMock, MAINTAINER, SLIDE_FEIRAO, slidesMock } from './slides.fixtures';
import { SLIDE } from './slides.queries';
import SlidesListPage from './SlidesListPage';

/** Serious and critical axe findings (colour contrast needs a real browser: the e2e checks it). */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: true } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const routes = [
  { path: '/slides', element: <SlidesListPage /> },
  { path: '/slides/novo', element: <SlideFormPage /> },
  { path: '/slides/editar/:id', element: <SlideFormPage /> },
  { path: '/anuncios', element: <AnunciosListPage /> },
  { path: '/anuncios/novo', element: <AnuncioFormPage /> },
];
const mocks = [MAINTAINER, slidesMock(), anunciosMock(), gruposMock, { request: { query: SLIDE, variables: { id: '1' } }, result: { data: { slide: SLIDE_FEIRAO } } }];

describe('slides and adverts accessibility', { timeout: 60000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [1440, '/slides', 'Feirão de abril'],
    [360, '/slides', 'Feirão de abril'],
    [1440, '/anuncios', 'Revisão programada'],
    [360, '/anuncios', 'Revisão programada'],
    [1440, '/slides/editar/1', 'Imagem atual.'],
    [360, '/slides/editar/1', 'Imagem atual.'],
    [1440, '/slides/novo', 'Nenhuma imagem escolhida.'],
    [360, '/anuncios/novo', 'Nenhuma imagem escolhida.'],
  ] as const)('at %i px, %s: no serious or critical axe finding', async (width, path, text) => {
    viewport(width);
    renderRoutes(routes, path, { mocks });
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });
});
