import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { viewport } from '../../../test/viewport';
import DashboardPage from './DashboardPage';
import { dashboardErrorMock, exportacao, exportacaoMock, openingMocks, painel, pendentesMock, PENDENTES, quebraMock, ROWS_MARCA, dashboardMock } from './dashboard.fixtures';

/** Serious and critical axe findings on the page (colour contrast needs a real browser: the e2e checks it). */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: true } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

function render(path: string, mocks: MockedResponse[]) {
  return renderRoutes([{ path: '/comunicados/dashboard/:id', element: <DashboardPage /> }], path, { mocks });
}

afterEach(() => vi.unstubAllGlobals());

describe('notices dashboard accessibility', { timeout: 60000 }, () => {
  it.each([1440, 360])('the dashboard at %i px, its chart table open: no serious or critical axe finding', async (width) => {
    viewport(width);
    render('/comunicados/dashboard/12', openingMocks(painel({ proximoLembretePermitido: new Date(Date.now() + 3600_000).toISOString() })));
    await userEvent.click(await screen.findByRole('button', { name: 'Mostrar os dados em tabela' }));
    await screen.findAllByText('Ana Souza');
    await screen.findAllByText('Marca Norte');
    expect(await violations()).toEqual([]);
  });

  it('a finished export with its link: no serious or critical axe finding', async () => {
    viewport(1440);
    render('/comunicados/dashboard/12', [
      dashboardMock(painel()),
      quebraMock('MARCA', ROWS_MARCA, 3),
      pendentesMock('NAO_LIDO', PENDENTES),
      exportacaoMock(exportacao('CONCLUIDA', 60000, { link: 'https://files.test/x.xlsx' })),
    ]);
    expect(await screen.findByRole('link', { name: 'Baixar a planilha' })).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it('the not-found answer: no serious or critical axe finding', async () => {
    viewport(360);
    render('/comunicados/dashboard/99', [dashboardErrorMock('NOT_FOUND', 'Comunicado não encontrado.')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Comunicado não encontrado' })).toBeInTheDocument();
    await waitFor(async () => expect(await violations()).toEqual([]));
  });
});
