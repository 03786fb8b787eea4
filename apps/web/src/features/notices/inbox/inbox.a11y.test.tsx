import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { viewport } from '../../../test/viewport';
import EnvioPage from './EnvioPage';
import { comunicadoLinha, comunicadosMock, countMock, departamentosMock, envioDetalhe, envioLinha, envioMock, enviosMock, envioNotFoundMock, etiquetasMock, READER, WRITER } from './inbox.fixtures';
import InboxPage from './InboxPage';

/** Serious and critical axe findings on the page (colour contrast needs a real browser: the e2e checks it). */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: true } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

function render(path: string, mocks: MockedResponse[]) {
  return renderRoutes(
    [
      { path: '/comunicados', element: <InboxPage /> },
      { path: '/comunicados/visualizarEnvio/:id', element: <EnvioPage /> },
    ],
    path,
    { mocks },
  );
}

const ROWS = [envioLinha('12', { requerCiencia: true }), envioLinha('11', { lido: true, favorito: true, requerCiencia: true, ciente: true })];

describe('notices reading screens accessibility', { timeout: 60000 }, () => {
  it.each([1440, 360])('the inbox at %i px: no serious or critical axe finding', async (width) => {
    viewport(width);
    render('/comunicados', [READER, enviosMock(ROWS), countMock(3), departamentosMock()]);
    expect(await screen.findByRole('tab', { name: 'Caixa de entrada (3 não lidos)' })).toBeInTheDocument();
    expect(await screen.findByRole(width === 360 ? 'list' : 'table', { name: 'Caixa de entrada' })).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it.each([1440, 360])('a writer’s sent list at %i px: no serious or critical axe finding', async (width) => {
    viewport(width);
    render('/comunicados?aba=enviados', [WRITER, countMock(0), departamentosMock(), etiquetasMock(), comunicadosMock('ENVIADOS', [comunicadoLinha('40', 'ENVIADO'), comunicadoLinha('41', 'ENVIADO')])]);
    expect(await screen.findByRole(width === 360 ? 'list' : 'table', { name: 'Enviados' })).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it.each([1440, 360])('the receive view at %i px: no serious or critical axe finding', async (width) => {
    viewport(width);
    render('/comunicados/visualizarEnvio/12', [READER, envioMock(envioDetalhe({ lido: true }))]);
    expect(await screen.findByRole('button', { name: 'Li e compreendi' })).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it('the not-found answer: no serious or critical axe finding', async () => {
    viewport(1440);
    render('/comunicados/visualizarEnvio/99', [READER, envioNotFoundMock('99')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Comunicado não encontrado' })).toBeInTheDocument();
    await waitFor(async () => expect(await violations()).toEqual([]));
  });
});
