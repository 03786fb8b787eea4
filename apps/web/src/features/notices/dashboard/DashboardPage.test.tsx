import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../lib/intl/catalogs';
import { renderRoutes, type ProviderOptions } from '../../../test/render';
import { viewport } from '../../../test/viewport';
import DashboardPage from './DashboardPage';
import {
  contagem,
  dashboardErrorMock,
  dashboardMock,
  exportacao,
  exportacaoMock,
  exportarConflictMock,
  exportarMock,
  lembrarMock,
  openingMocks,
  painel,
  pendente,
  pendentesMock,
  PENDENTES,
  quebra,
  quebraMock,
  ROWS_MARCA,
  statusRef,
} from './dashboard.fixtures';

function renderDashboard(mocks: MockedResponse[], path = '/comunicados/dashboard/12', options: ProviderOptions = {}) {
  return renderRoutes(
    [
      { path: '/comunicados/dashboard/:id', element: <DashboardPage /> },
      { path: '/comunicados/visualizar/:id', element: <h1>Visualizar</h1> },
      { path: '/comunicados', element: <h1>Lista de comunicados</h1> },
    ],
    path,
    { mocks, ...options },
  );
}

/** An instant as the user's clock writes it in pt-BR (the test machine's time zone). */
const local = (iso: string) => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
/** A card's text (term, count, share) in reading order. */
const card = (name: string) => screen.getAllByRole('listitem').find((li) => li.firstChild?.textContent === name)?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('DashboardPage', { timeout: 30000 }, () => {
  it('names the notice, links back to it and shows the counts with their shares', async () => {
    viewport(1440);
    renderDashboard(openingMocks());
    expect(await screen.findByRole('heading', { level: 1, name: 'Campanha de revisão de freios' })).toBeInTheDocument();
    expect(screen.getByText('Comunicado 12/2026')).toBeInTheDocument();
    expect(screen.getByText('Painel de leitura').parentElement).toHaveTextContent(/^Enviado/);
    expect(screen.getByText(`Enviado em ${local('2026-11-20T12:30:00.000Z')}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao comunicado' })).toHaveAttribute('href', '/comunicados/visualizar/12');
    const cards = screen.getByRole('list', { name: 'Resumo da leitura' });
    expect(within(cards).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Entregues60.000pessoas no portal',
      'Lidos45.00075,0% dos entregues',
      'Com ciência30.00050,0% dos entregues',
      'Não lidos15.00025,0% dos entregues',
      'Sem ciência30.00050,0% dos entregues',
    ]);
  });

  it('leaves acknowledgement out when the notice does not ask for it', async () => {
    viewport(1440);
    renderDashboard(openingMocks(painel({}, { requerCiencia: false })));
    await screen.findByRole('list', { name: 'Resumo da leitura' });
    expect(card('Com ciência')).toBeUndefined();
    expect(card('Sem ciência')).toBeUndefined();
    expect(screen.getByRole('img', { name: 'Leitura acumulada de 20/11/2026 a 23/11/2026: 45.000 de 60.000 pessoas leram (75,0%).' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Mostrar' })).not.toBeInTheDocument();
  });

  it('draws the reading curve named by its summary, with its figures as a table on demand', async () => {
    viewport(1440);
    renderDashboard(openingMocks());
    const chart = await screen.findByRole('img', {
      name: 'Leitura acumulada de 20/11/2026 a 23/11/2026: 45.000 de 60.000 pessoas leram (75,0%). 30.000 deram ciência (50,0%).',
    });
    expect(chart.querySelectorAll('path')).toHaveLength(2);
    expect(within(chart).getByText('100%')).toBeInTheDocument();
    expect(within(chart).getByText('20/11')).toBeInTheDocument();
    expect(within(chart).getByText('23/11')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Leitura por dia' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Mostrar os dados em tabela' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const table = screen.getByRole('table', { name: 'Leitura por dia' });
    const rows = within(table).getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Dia', 'Leram no dia', 'Leram até o dia', 'Ciência no dia', 'Ciência até o dia'],
      ['20/11/2026', '20.000', '20.000', '10.000', '10.000'],
      ['21/11/2026', '15.000', '35.000', '12.000', '22.000'],
      ['22/11/2026', '0', '35.000', '0', '22.000'],
      ['23/11/2026', '10.000', '45.000', '8.000', '30.000'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar a tabela' }));
    expect(screen.queryByRole('table', { name: 'Leitura por dia' })).not.toBeInTheDocument();
  });

  it('says when nobody in the portal received the notice instead of drawing an empty curve', async () => {
    viewport(1440);
    const none = painel({ entregues: 0, lidos: contagem(0, 0), cientes: contagem(0, 0), pendentesLeitura: contagem(0, 0), pendentesCiencia: contagem(0, 0), serie: [painel().serie[0]!] });
    renderDashboard([dashboardMock(none), quebraMock('MARCA', [], 0), pendentesMock('NAO_LIDO', [], null, 0), exportacaoMock(null)]);
    expect(await screen.findByText('Nenhuma pessoa do portal recebeu este comunicado (só e-mails avulsos).')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(await screen.findByText('Todos já leram este comunicado.')).toBeInTheDocument();
  });

  it('breaks the reading down by the portal’s brand, group and dealer words, a bar and share per row', async () => {
    viewport(1440);
    renderDashboard([...openingMocks(), quebraMock('GRUPO', [quebra('7', 'Grupo Sul', 20000, 5000, 1000)], 1)]);
    const table = await screen.findByRole('table', { name: 'Leitura por Bandeira' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const rows = within(table).getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Bandeira', 'Entregues', 'Lidos', 'Leitura', 'Com ciência'],
      ['Marca Norte', '40.000', '32.000', '80,0%', '22.000 (55,0%)'],
      ['Marca Sul', '15.000', '9.000', '60,0%', '6.000 (40,0%)'],
      ['Sem Bandeira', '5.000', '4.000', '80,0%', '2.000 (40,0%)'],
    ]);
    const level = screen.getByRole('group', { name: 'Agrupar por' });
    expect(within(level).getAllByRole('button').map((b) => b.textContent)).toEqual(['Bandeira', 'Grupo econômico', 'Concessionária']);
    await userEvent.click(within(level).getByRole('button', { name: 'Grupo econômico' }));
    const byGroup = await screen.findByRole('table', { name: 'Leitura por Grupo econômico' });
    expect(await within(byGroup).findByText('Grupo Sul')).toBeInTheDocument();
    expect(within(byGroup).getByText('25,0%')).toBeInTheDocument();
    expect(within(level).getByRole('button', { name: 'Grupo econômico' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists the pending people, searched by name or e-mail, and who read without acknowledging', async () => {
    viewport(1440);
    renderDashboard([
      ...openingMocks(),
      pendentesMock('NAO_LIDO', [PENDENTES[0]!], 'ana', 1),
      pendentesMock('NAO_CIENTE', [pendente('33', 'Carla Reis', { lido: true, lidoEm: '2026-11-21T09:15:00.000Z' })], 'ana', 1),
    ]);
    const table = await screen.findByRole('table', { name: 'Pessoas que não leram' });
    await waitFor(() => expect(within(table).getByText('Ana Souza')).toBeInTheDocument());
    const header = within(table).getAllByRole('columnheader').map((c) => c.textContent);
    expect(header).toEqual(['Nome', 'E-mail', 'Concessionária', 'Grupo econômico']);
    expect(within(table).getByText('ana@dealer.test')).toBeInTheDocument();
    expect(within(table).getByText('Auto Sul Centro')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Pessoas que não leram' }).closest('section')).toHaveTextContent(/1–5 de 15\.?000/);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' }), 'ana');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Pessoas que não leram' })).queryByText('Bruno Dias')).not.toBeInTheDocument());
    expect(screen.getByRole('table', { name: 'Pessoas que não leram' })).toHaveTextContent('Ana Souza');
    // Only the paused text went to the server ('a' and 'an' have no answer here: they would fail the list).
    expect(screen.queryByText('Não foi possível carregar a lista.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sem ciência' }));
    const ack = await screen.findByRole('table', { name: 'Pessoas que não deram ciência' });
    expect(await within(ack).findByText('Carla Reis')).toBeInTheDocument();
    expect(within(ack).getByText(`Lido em ${local('2026-11-21T09:15:00.000Z')}`)).toBeInTheDocument();
  });

  it('disables the reminder with the reason and the next allowed time when one went in the last day', async () => {
    viewport(1440);
    const next = new Date(Date.now() + 5 * 60 * 60 * 1000).toISOString();
    renderDashboard(openingMocks(painel({ proximoLembretePermitido: next })));
    const button = await screen.findByRole('button', { name: 'Lembrar pendentes' });
    expect(button).toBeDisabled();
    const reason = `Um lembrete já foi enviado nas últimas 24 horas. O próximo pode ser enviado a partir de ${local(next)}.`;
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription(reason);
  });

  it('says why nobody can be reminded when everybody has acknowledged', async () => {
    viewport(1440);
    renderDashboard(openingMocks(painel({ pendentesLeitura: contagem(0, 0), pendentesCiencia: contagem(0, 0) })));
    expect(await screen.findByRole('button', { name: 'Lembrar pendentes' })).toBeDisabled();
    expect(screen.getByText('Não há pendentes a lembrar.')).toBeInTheDocument();
  });

  it('reminds the pending after a confirmation that starts on Cancel, and says how many', async () => {
    viewport(1440);
    const sent = vi.fn();
    const after = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    renderDashboard([...openingMocks(), lembrarMock(30000, sent), dashboardMock(painel({ proximoLembretePermitido: after }))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Lembrar pendentes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar um lembrete?' });
    expect(dialog).toHaveTextContent('30.000 pessoas pendentes receberão uma notificação pedindo a leitura e a ciência. Só é possível lembrar uma vez por dia.');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar lembrete' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Lembrete enviado a 30.000 pessoas.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lembrar pendentes' })).toBeDisabled());
    expect(screen.getByText(/O próximo pode ser enviado a partir de/)).toBeInTheDocument();
  });

  it('exports to xlsx, showing the progress until the download link', async () => {
    viewport(1440);
    renderDashboard([
      ...openingMocks(),
      exportarMock(exportacao('NA_FILA', 0)),
      exportacaoMock(exportacao('EM_ANDAMENTO', 30000)),
      exportacaoMock(exportacao('CONCLUIDA', 60000, { link: 'https://files.test/signed/77?sig=x' })),
    ]);
    const button = await screen.findByRole('button', { name: 'Exportar planilha (xlsx)' });
    await userEvent.click(button);
    expect(await screen.findByText('Exportação na fila…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar planilha (xlsx)' })).toBeDisabled();
    expect(await screen.findByText('Exportando: 30.000 de 60.000 pessoas', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso da exportação' })).toHaveAttribute('aria-valuenow', '50');
    const link = await screen.findByRole('link', { name: 'Baixar a planilha' }, { timeout: 3000 });
    expect(link).toHaveAttribute('href', 'https://files.test/signed/77?sig=x');
    expect(screen.getByText('A planilha está pronta.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar planilha (xlsx)' })).toBeEnabled();
  });

  it('says why a failed export failed', async () => {
    viewport(1440);
    renderDashboard([dashboardMock(painel()), quebraMock('MARCA', ROWS_MARCA, 3), pendentesMock('NAO_LIDO', PENDENTES), exportacaoMock(exportacao('FALHOU', 1200, { erro: 'Tente novamente.' }))]);
    expect(await screen.findByText('A exportação falhou. Tente novamente.')).toBeInTheDocument();
  });

  it('shows the server’s "export already in progress" answer', async () => {
    viewport(1440);
    const message = 'Já existe uma exportação em andamento para este usuário. Aguarde a conclusão para iniciar outra.';
    renderDashboard([...openingMocks(), exportarConflictMock(message)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar planilha (xlsx)' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows each single address’s e-mail status with the reason of a failure', async () => {
    viewport(360);
    renderDashboard(openingMocks());
    const list = await screen.findByRole('list', { name: 'Situação dos e-mails avulsos' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['oficina@parceiro.test' + 'Enviado', 'errado@nada.test' + 'Falhou: caixa inexistente']);
  });

  it('says "not found" for a notice the user may not read, with the way back', async () => {
    viewport(360);
    renderDashboard([dashboardErrorMock('NOT_FOUND', 'Comunicado não encontrado.')], '/comunicados/dashboard/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Comunicado não encontrado' })).toBeInTheDocument();
    expect(screen.getByText('Este comunicado não existe ou você não tem acesso ao painel dele.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para os comunicados' })).toHaveAttribute('href', '/comunicados');
  });

  it('says a notice not sent yet has no figures, and offers no reminder', async () => {
    viewport(1440);
    renderDashboard([dashboardMock(painel({ entregues: 0, serie: [] }, { status: statusRef('AGENDADO', 'Agendado'), numero: null, envioDateTime: null }))]);
    expect(await screen.findByText('Este comunicado ainda não foi enviado: os números aparecem depois do envio.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lembrar pendentes' })).toBeDisabled();
    expect(screen.getByText('Só é possível lembrar depois do envio.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar planilha (xlsx)' })).not.toBeInTheDocument();
  });

  it('writes figures, shares and days the way Spanish and English do', async () => {
    viewport(1440);
    const es = renderDashboard(openingMocks(), '/comunicados/dashboard/12', { locale: 'es', messages: await loadMessages('es') });
    const esPercent = new Intl.NumberFormat('es', { style: 'percent', minimumFractionDigits: 1 }).format(0.75);
    const esDay = (d: number) => new Intl.DateTimeFormat('es', { timeZone: 'UTC', dateStyle: 'short' }).format(Date.UTC(2026, 10, d, 12));
    expect(await screen.findByRole('list', { name: 'Resumen de lectura' })).toBeInTheDocument();
    expect(card('Leídos')).toBe(`Leídos45.000${esPercent} de los entregados`);
    expect(screen.getByRole('img', { name: `Lectura acumulada del ${esDay(20)} al ${esDay(23)}: 45.000 de 60.000 personas leyeron (${esPercent}). 30.000 confirmaron (${new Intl.NumberFormat('es', { style: 'percent', minimumFractionDigits: 1 }).format(0.5)}).` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al comunicado' })).toBeInTheDocument();
    es.unmount();
    renderDashboard(openingMocks(), '/comunicados/dashboard/12', { locale: 'en', messages: await loadMessages('en') });
    expect(await screen.findByRole('list', { name: 'Reading summary' })).toBeInTheDocument();
    expect(card('Read')).toBe('Read45,00075.0% of delivered');
    expect(screen.getByRole('img', { name: 'Cumulative reading from 11/20/26 to 11/23/26: 45,000 of 60,000 people read it (75.0%). 30,000 acknowledged it (50.0%).' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remind the pending' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export spreadsheet (xlsx)' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'People who have not read it' })).toBeInTheDocument();
  });
});
