import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { viewport } from '../../test/viewport';
import { cadastroMock, dadosMock, EXTERNO, INTERNO, PROVIDER, relatorioMock, relatoriosMock } from './reports.fixtures';
import ReportFormPage from './ReportFormPage';
import ReportPage from './ReportPage';
import ReportsListPage from './ReportsListPage';

/** Serious and critical axe findings (colour contrast needs a real browser; the external dashboard's frame is another site's page, not checked). */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { iframes: false, rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: true } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const routes = [
  { path: '/relatorio/:slug', element: <ReportPage /> },
  { path: '/relatorios', element: <ReportsListPage /> },
  { path: '/relatorios/novo', element: <ReportFormPage /> },
  { path: '/relatorios/:id', element: <ReportFormPage /> },
];
const mocks = [PROVIDER, relatorioMock(EXTERNO), relatorioMock(INTERNO), dadosMock(INTERNO.slug), relatoriosMock(), cadastroMock(EXTERNO)];

describe('reports accessibility', { timeout: 60000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [1440, '/relatorio/consulta-pecas', 'Painel de consulta de peças'],
    [360, '/relatorio/consulta-pecas', 'Painel de consulta de peças'],
    [1440, '/relatorio/ultimo-acesso', 'Grupo Horizonte'],
    [360, '/relatorio/ultimo-acesso', 'Grupo Horizonte'],
    [1440, '/relatorios', '/relatorio/ultimo-acesso'],
    [360, '/relatorios', '/relatorio/ultimo-acesso'],
    [1440, '/relatorios/1', 'Fonte do relatório'],
    [360, '/relatorios/novo', 'Fonte do relatório'],
  ] as const)('at %i px, %s: no serious or critical axe finding', async (width, path, text) => {
    viewport(width);
    renderRoutes(routes, path, { mocks });
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });
});
