import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../lib/intl/catalogs';
import { renderRoutes } from '../../../test/render';
import { viewport } from '../../../test/viewport';
import EnvioPage from './EnvioPage';
import type { EnvioDetalhe } from './inbox.queries';
import { arquivarMock, cienciaMock, countMock, envioDetalhe, envioMock, envioNotFoundMock, favoritarMock, marcarLidoMock, READER } from './inbox.fixtures';

function renderView(mocks: MockedResponse[], path = '/comunicados/visualizarEnvio/12', options: object = {}) {
  return renderRoutes(
    [
      { path: '/comunicados/visualizarEnvio/:id', element: <EnvioPage /> },
      { path: '/comunicados', element: <h1>Lista de comunicados</h1> },
    ],
    path,
    { mocks: [READER, ...mocks] as never[], ...options },
  );
}

const UNREAD = envioDetalhe();
/** A ComunicadoRef as the server answers it. */
const ref = (id: string, numero: string, titulo: string) => ({ __typename: 'ComunicadoRef', id, numero, titulo }) as EnvioDetalhe['comunicado']['erratas'][number];
/** An instant as the user's clock writes it in pt-BR (the test machine's time zone). */
const local = (iso: string) => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

describe('EnvioPage', { timeout: 30000 }, () => {
  it('shows the notice, marks it read on opening, with its signature and attachment links', async () => {
    viewport(1440);
    const marked = vi.fn();
    renderView([envioMock(UNREAD), marcarLidoMock(UNREAD, marked), countMock(0)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Campanha de revisão de freios' })).toBeInTheDocument();
    expect(screen.getByText('Comunicado 12/2026')).toBeInTheDocument();
    expect(screen.getByText(`Enviado por Carlos Lima em ${local('2026-11-20T12:30:00.000Z')}`)).toBeInTheDocument();
    expect(screen.getByText('Departamento: Pós-venda (PV)')).toBeInTheDocument();
    expect(screen.getByText('B-17')).toBeInTheDocument();
    expect(screen.getByText(/Diretoria de Pós-venda/)).toHaveTextContent('Assinatura: Diretoria de Pós-venda');
    expect(within(screen.getByRole('list', { name: 'Etiquetas' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['recall', 'freios']);
    const anexos = screen.getByRole('region', { name: '2 anexos' });
    expect(within(anexos).getByRole('link', { name: 'Baixar lote-b17.pdf' })).toHaveAttribute('href', 'https://files.test/signed/90?sig=abc');
    expect(within(anexos).getByRole('link', { name: 'Baixar checklist.xlsx' })).toHaveAttribute('href', 'https://files.test/signed/91?sig=def');
    expect(anexos).toHaveTextContent('2,4 MB');
    expect(anexos).toHaveTextContent('20 kB');
    await waitFor(() => expect(marked).toHaveBeenCalledTimes(1));
  });

  it('does not mark again a delivery already read', async () => {
    viewport(1440);
    const marked = vi.fn();
    renderView([envioMock(envioDetalhe({ lido: true, lidoEm: '2026-11-21T10:00:00.000Z' })), marcarLidoMock(UNREAD, marked)]);
    await screen.findByRole('heading', { level: 1, name: 'Campanha de revisão de freios' });
    await new Promise((r) => setTimeout(r, 100));
    expect(marked).not.toHaveBeenCalled();
  });

  it('records "Li e compreendi" and then says when', async () => {
    viewport(1440);
    const acked = vi.fn();
    const read = envioDetalhe({ lido: true });
    renderView([envioMock(read), cienciaMock(read, '2026-11-26T13:45:00.000Z', acked), countMock(0)]);
    expect(await screen.findByText('Este comunicado pede a sua confirmação de leitura.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Li e compreendi' }));
    await waitFor(() => expect(acked).toHaveBeenCalled());
    expect(await screen.findByText(`Você confirmou a leitura em ${local('2026-11-26T13:45:00.000Z')}.`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Li e compreendi' })).not.toBeInTheDocument();
    expect(await screen.findByText('Confirmação de leitura registrada.')).toBeInTheDocument();
  });

  it('asks for no acknowledgement when the notice does not require it', async () => {
    viewport(1440);
    renderView([envioMock(envioDetalhe({ lido: true }, { requerCiencia: false, arquivos: [] }))]);
    await screen.findByRole('heading', { level: 1, name: 'Campanha de revisão de freios' });
    expect(screen.queryByRole('button', { name: 'Li e compreendi' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /anexo/ })).not.toBeInTheDocument();
  });

  it('runs no script of the message and keeps only its formatting', async () => {
    viewport(1440);
    const ran = vi.fn();
    (window as unknown as { ran: () => void }).ran = ran;
    const html =
      '<p>Leia <a href="javascript:window.ran()">aqui</a></p><img src="x" onerror="window.ran()"><script>window.ran()</script>' +
      '<svg onload="window.ran()"></svg><p onmouseover="window.ran()" style="background:url(javascript:window.ran())">fim</p>';
    renderView([envioMock(envioDetalhe({ lido: true }, { mensagem: html }))]);
    expect(await screen.findByText('fim')).toBeInTheDocument();
    const article = screen.getByRole('article');
    const message = within(article).getByText('fim').parentElement!;
    expect(message.querySelector('script, img, svg, [onerror], [onload], [onmouseover], [style]')).toBeNull();
    expect(within(article).getByText('aqui')).not.toHaveAttribute('href');
    await userEvent.click(within(article).getByText('aqui'));
    await userEvent.hover(within(article).getByText('fim'));
    await new Promise((r) => setTimeout(r, 50));
    expect(ran).not.toHaveBeenCalled();
  });

  it('asks for fresh attachment links while it stays open (they live 5 minutes)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      viewport(1440);
      const read = envioDetalhe({ lido: true });
      const later = envioDetalhe({ lido: true }, { arquivos: [{ ...read.comunicado.arquivos[0]!, link: 'https://files.test/signed/90?sig=fresh' }] });
      renderView([envioMock(read), envioMock(later)]);
      const link = await screen.findByRole('link', { name: 'Baixar lote-b17.pdf' });
      expect(link).toHaveAttribute('href', 'https://files.test/signed/90?sig=abc');
      await vi.advanceTimersByTimeAsync(4 * 60 * 1000);
      await waitFor(() => expect(screen.getByRole('link', { name: 'Baixar lote-b17.pdf' })).toHaveAttribute('href', 'https://files.test/signed/90?sig=fresh'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when an expired notice expired and that it stays under Archived', async () => {
    viewport(1440);
    renderView([envioMock(envioDetalhe({ lido: true }, { expiraEm: '2026-01-10T12:00:00.000Z' }))]);
    expect(await screen.findByText(`Expirou em ${local('2026-01-10T12:00:00.000Z')}: fica em Arquivados`)).toBeInTheDocument();
  });

  it('links an errata to its original and a corrected notice to its errata', async () => {
    viewport(1440);
    renderView([
      envioMock(
        envioDetalhe(
          { lido: true },
          {
            id: '13',
            numero: '13/2026',
            errata: true,
            original: ref('12', '12/2026', 'Campanha de revisão de freios'),
            erratas: [ref('14', '14/2026', 'Correção do lote')],
          },
        ),
        '13',
      ),
    ], '/comunicados/visualizarEnvio/13');
    expect(await screen.findByText('Comunicado 13/2026 · Errata do comunicado 12/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comunicado 12/2026: Campanha de revisão de freios' })).toHaveAttribute('href', '/comunicados/visualizarEnvio/12');
    expect(screen.getByText('Este comunicado foi corrigido por 1 errata:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comunicado 14/2026: Correção do lote' })).toHaveAttribute('href', '/comunicados/visualizarEnvio/14');
  });

  it('favourites and archives the delivery', async () => {
    viewport(1440);
    const fav = vi.fn();
    const arch = vi.fn();
    const read = envioDetalhe({ lido: true });
    renderView([envioMock(read), favoritarMock(read, '12', fav), countMock(0), arquivarMock({ ...read, favorito: true }, '12', arch), countMock(0)]);
    const star = await screen.findByRole('button', { name: 'Favorito' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await waitFor(() => expect(fav).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Favorito' })).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(screen.getByRole('button', { name: 'Arquivar' }));
    await waitFor(() => expect(arch).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Desarquivar' })).toBeInTheDocument();
    expect(await screen.findByText('Comunicado arquivado.')).toBeInTheDocument();
  });

  it('says "not found" for a notice the user did not receive, with the way back', async () => {
    viewport(360);
    renderView([envioNotFoundMock('99')], '/comunicados/visualizarEnvio/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Comunicado não encontrado' })).toBeInTheDocument();
    expect(screen.getByText('Este comunicado não existe ou não foi enviado para você.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para os comunicados' })).toHaveAttribute('href', '/comunicados');
  });

  it('speaks Spanish and English', async () => {
    viewport(360);
    const read = envioDetalhe({ lido: true });
    const es = renderView([envioMock(read)], '/comunicados/visualizarEnvio/12', { locale: 'es', messages: await loadMessages('es') });
    expect(await screen.findByText(/^Enviado por Carlos Lima el /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leí y comprendí' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '2 adjuntos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargar lote-b17.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archivar' })).toBeInTheDocument();
    es.unmount();
    renderView([envioMock(read)], '/comunicados/visualizarEnvio/12', { locale: 'en', messages: await loadMessages('en') });
    expect(await screen.findByText('Notice 12/2026')).toBeInTheDocument();
    expect(screen.getByText('Department: Pós-venda (PV)')).toBeInTheDocument();
    expect(screen.getByText(/^Sent by Carlos Lima on /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I have read and understood' })).toBeInTheDocument();
    expect(screen.getByText('This notice asks you to confirm you have read it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download checklist.xlsx' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favourite' })).toBeInTheDocument();
  });
});
