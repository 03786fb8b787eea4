import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { viewport } from '../../../test/viewport';
import NoticeViewPage from './NoticeViewPage';
import { APPROVER, comunicado, rejeitarMock, visualizarMock, visualizarNotFoundMock } from './visualizar.fixtures';

function renderView(mocks: MockedResponse[], path = '/comunicados/visualizar/12') {
  return renderRoutes(
    [
      { path: '/comunicados/visualizar/:id', element: <NoticeViewPage /> },
      { path: '/comunicados', element: <h1>Lista de comunicados</h1> },
    ],
    path,
    { mocks: [APPROVER, ...mocks] },
  );
}

/** Serious and critical axe findings (colour contrast needs a real browser: the e2e checks it). */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('NoticeViewPage', { timeout: 30000 }, () => {
  it('draws the message with its signature and runs none of its script', async () => {
    viewport(1440);
    const ran = vi.fn();
    (window as unknown as { ran: () => void }).ran = ran;
    renderView([visualizarMock(comunicado())]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Campanha de revisão de freios' })).toBeInTheDocument();
    const message = screen.getByRole('article', { name: 'Mensagem do comunicado' });
    expect(message).toHaveTextContent('Revisão obrigatória');
    expect(message).toHaveTextContent('Assinatura: Diretoria de Pós-venda');
    expect(message.querySelector('script, img')).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(ran).not.toHaveBeenCalled();
    expect(screen.getByText('Em aprovação')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'E-mails avulsos e seus envios' })).toHaveTextContent('joao@exemplo.comFalhouCaixa cheia');
  });

  it('rejects only with a reason of at least 15 characters, Cancel focused first', async () => {
    viewport(1440);
    const rejected = vi.fn();
    const after = comunicado({ status: { __typename: 'StatusComunicadoRef', id: 'REJEITADO', description: 'Rejeitado' }, podeAprovar: false, motivoRejeicao: 'Falta prazo da campanha' } as never);
    renderView([visualizarMock(comunicado()), rejeitarMock(after, rejected)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rejeitar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeitar comunicado' });
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo da rejeição' });
    await user.type(reason, 'Falta prazo');
    expect(within(dialog).getByText('11 de no mínimo 15 caracteres.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    expect(within(dialog).getByText('O motivo deve ter no mínimo 15 caracteres.')).toBeInTheDocument();
    expect(rejected).not.toHaveBeenCalled();
    await user.type(reason, ' da campanha');
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    expect(await screen.findByText('Falta prazo da campanha')).toBeInTheDocument();
    expect(rejected).toHaveBeenCalledWith({ id: '12', motivo: 'Falta prazo da campanha' });
    expect(screen.getByText('Rejeitado por Ana Aprovadora')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the actions its flags allow: a sent notice’s errata and dashboard, no approval', async () => {
    viewport(1440);
    const sent = comunicado({
      numero: '12/2026',
      status: { __typename: 'StatusComunicadoRef', id: 'ENVIADO', description: 'Enviado' },
      envioDateTime: '2026-11-21T12:00:00.000Z',
      destinatarios: 60000,
      podeAprovar: false,
      podeCriarErrata: true,
    } as never);
    renderView([visualizarMock(sent)]);
    expect(await screen.findByText('Comunicado 12/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar errata' })).toHaveAttribute('href', '/comunicados/errata/12');
    expect(screen.getByRole('link', { name: 'Painel de leitura' })).toHaveAttribute('href', '/comunicados/dashboard/12');
    expect(screen.queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
    expect(screen.getByText('60.000 pessoas no portal')).toBeInTheDocument();
  });

  it('says "not found" for a notice the caller may not read', async () => {
    viewport(1440);
    renderView([visualizarNotFoundMock('99')], '/comunicados/visualizar/99');
    expect(await screen.findByText('O comunicado não existe ou você não tem acesso a ele.')).toBeInTheDocument();
  });

  it.each([1440, 360])('at %i px: no serious or critical axe finding', async (width) => {
    viewport(width);
    renderView([visualizarMock(comunicado())]);
    await screen.findByRole('heading', { level: 1, name: 'Campanha de revisão de freios' });
    expect(await violations()).toEqual([]);
  });
});
