import { addDays, portalToday } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import {
  AUSENCIAS_TEMPORARIAS,
  REMOVER_AUSENCIA_TEMPORARIA,
  SALVAR_AUSENCIA_TEMPORARIA,
  type AusenciaTemporaria,
  type SituacaoAusencia,
} from './absences.queries';
import AbsencesPage from './AbsencesPage';

const today = portalToday();
/** A YYYY-MM-DD day as the pt-BR screen shows it (dd/mm/yyyy). */
const br = (iso: string) => iso.split('-').reverse().join('/');

function ausencia(id: string, inicio: number, retorno: number, situacao: SituacaoAusencia, motivo = 'Férias programadas do ano'): AusenciaTemporaria {
  return {
    __typename: 'AusenciaTemporaria',
    id,
    usuarioId: '9',
    dataInicio: addDays(today, inicio),
    dataRetorno: addDays(today, retorno),
    motivo,
    situacao,
  } as AusenciaTemporaria;
}

const FUTURA = ausencia('3', 10, 20, 'FUTURA');
const VIGENTE = ausencia('2', -2, 3, 'VIGENTE', 'Licença médica de cinco dias');
const ENCERRADA = ausencia('1', -40, -30, 'ENCERRADA', 'Viagem a trabalho encerrada');

function page(content: AusenciaTemporaria[], { ausente = true, totalElements = content.length } = {}) {
  return {
    data: {
      ausenciasTemporarias: {
        __typename: 'AusenciasTemporariasPage',
        usuario: { __typename: 'AusenciaUsuario', id: '9', nome: 'Diana Dealer', email: 'dealer@portal.test', ausente },
        content,
        totalElements,
      },
    },
  };
}

const listMock = (result: unknown, p = 0, rows = 5) => ({
  request: { query: AUSENCIAS_TEMPORARIAS, variables: { usuarioId: '9', page: p, rowsPerPage: rows } },
  result,
});

function renderPage(mocks: unknown[], listSearch?: string) {
  return renderRoutes(
    [
      { path: '/usuarios/:id/ausencia-temporaria', element: <AbsencesPage /> },
      { path: '/usuarios', element: <h1>Lista de usuários</h1> },
    ],
    { pathname: '/usuarios/9/ausencia-temporaria', state: listSearch ? { listSearch } : null },
    { mocks: mocks as never[] },
  );
}

const field = (name: RegExp) => screen.getByLabelText(name);
const setDate = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
/** Types a whole text at once (pasted): per-key typing of long texts is slow under jsdom. */
async function fill(name: RegExp, text: string) {
  await userEvent.click(field(name));
  await userEvent.paste(text);
}

async function confirm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
}

// MUI under jsdom on a shared machine: a screen-level test can take a few seconds.
describe('AbsencesPage: list', { timeout: 20000 }, () => {
  it("shows the user, whether absent today, and the absences with actions only for those not over", async () => {
    const { router } = renderPage([listMock(page([FUTURA, VIGENTE, ENCERRADA]))]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ausência temporária' })).toBeInTheDocument();
    expect(await screen.findByText('Diana Dealer')).toBeInTheDocument();
    expect(screen.getByText('Ausente')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Ausências cadastradas' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      br(FUTURA.dataInicio),
      br(VIGENTE.dataInicio),
      br(ENCERRADA.dataInicio),
    ]);
    expect(rows[0]).toHaveTextContent('Programada');
    expect(rows[1]).toHaveTextContent('Em andamento');
    expect(rows[2]).toHaveTextContent('Encerrada');
    expect(within(rows[0]!).getByRole('button', { name: `Alterar a ausência de ${br(FUTURA.dataInicio)} a ${br(FUTURA.dataRetorno)}` })).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Voltar' }));
    expect(router.state.location.pathname).toBe('/usuarios');
  });

  it('opens an absence not over in the form from a click on its row; one that is over does not open', async () => {
    renderPage([listMock(page([FUTURA, ENCERRADA]))]);
    const table = await screen.findByRole('table', { name: 'Ausências cadastradas' });
    const [future, over] = within(table).getAllByRole('row').slice(1);
    expect(over).not.toHaveAttribute('tabindex');
    await userEvent.click(within(over!).getByText('Viagem a trabalho encerrada'));
    expect(screen.getByRole('heading', { name: 'Nova ausência' })).toBeInTheDocument();
    await userEvent.click(within(future!).getByText('Férias programadas do ano'));
    expect(screen.getByRole('heading', { name: 'Alterar ausência' })).toBeInTheDocument();
    expect(field(/Data de início/)).toHaveValue(FUTURA.dataInicio);
  });

  it('sorts on the server by the return date when its header is pressed', async () => {
    const byReturn = {
      request: { query: AUSENCIAS_TEMPORARIAS, variables: { usuarioId: '9', page: 0, rowsPerPage: 5, sortBy: 'dataRetorno', sortDirection: 'ASC' } },
      result: page([ENCERRADA, FUTURA]),
    };
    const { router } = renderPage([listMock(page([FUTURA, ENCERRADA])), byReturn]);
    const table = await screen.findByRole('table', { name: 'Ausências cadastradas' });
    expect(within(table).getByRole('columnheader', { name: /Data de início/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(table).getByRole('button', { name: /Data de retorno/ }));
    expect(router.state.location.search).toBe('?sort=dataRetorno');
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Encerrada'));
  });

  it('goes back to the users list as it was left when opened from it', async () => {
    const { router } = renderPage([listMock(page([FUTURA]))], '?busca=souza&page=1');
    await userEvent.click(await screen.findByRole('link', { name: 'Voltar' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/usuarios?busca=souza&page=1');
  });

  it('pages on the server', async () => {
    const second = [ausencia('9', -100, -90, 'ENCERRADA', 'Página dois da lista')];
    renderPage([listMock(page([FUTURA], { totalElements: 6 })), listMock(page(second, { totalElements: 6 }), 1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('Página dois da lista')).toBeInTheDocument();
    expect(screen.getByText('6–6 de 6')).toBeInTheDocument();
  });

  it("shows the server's refusal when the list cannot be opened", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const errors = [new GraphQLError('Você não tem permissão para esta operação.', { extensions: { code: 'FORBIDDEN' } })];
    renderPage([listMock({ errors })]);
    expect(await screen.findByText('Você não tem permissão para esta operação.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/usuarios');
  });
});

describe('AbsencesPage: form', { timeout: 20000 }, () => {
  it('repeats the rules: dates required, start not before today, return not before start, justification of 15+', async () => {
    const mutation = vi.fn(() => ({ data: { salvarAusenciaTemporaria: FUTURA } }));
    renderPage([
      listMock(page([])),
      { request: { query: SALVAR_AUSENCIA_TEMPORARIA }, variableMatcher: () => true, result: mutation },
      listMock(page([FUTURA])),
    ]);
    const add = await screen.findByRole('button', { name: 'Adicionar ausência' });
    await userEvent.click(add);
    await waitFor(() => expect(field(/Data de início/)).toHaveAccessibleDescription('Campo obrigatório.'));
    expect(field(/Data de retorno/)).toHaveAccessibleDescription('Campo obrigatório.');
    expect(field(/Justificativa/)).toHaveAccessibleDescription('Campo obrigatório.');

    setDate(/Data de início/, addDays(today, -1));
    setDate(/Data de retorno/, addDays(today, -2));
    await fill(/Justificativa/, 'curta demais');
    await userEvent.click(add);
    await waitFor(() => expect(field(/Data de início/)).toHaveAccessibleDescription('A data de início não pode ser anterior a hoje.'));
    expect(field(/Data de retorno/)).toHaveAccessibleDescription('A data de retorno não pode ser anterior à data de início.');
    expect(field(/Justificativa/)).toHaveAccessibleDescription('A justificativa deve ter pelo menos 15 caracteres.');
    expect(mutation).not.toHaveBeenCalled();

    // Today is accepted as the start, and the return may be the same day.
    setDate(/Data de início/, today);
    setDate(/Data de retorno/, today);
    await fill(/Justificativa/, '!!!');
    await userEvent.click(add);
    await confirm();
    expect(await screen.findByText('Ausência temporária cadastrada.')).toBeInTheDocument();
    expect(mutation).toHaveBeenCalledTimes(1);
  });

  it('adds an absence after confirmation and shows it in the list', async () => {
    const created = ausencia('4', 1, 5, 'FUTURA', 'Curso de capacitação externo');
    const mutation = vi.fn(() => ({ data: { salvarAusenciaTemporaria: created } }));
    renderPage([
      listMock(page([], { ausente: false })),
      {
        request: {
          query: SALVAR_AUSENCIA_TEMPORARIA,
          variables: { ausencia: { usuarioId: '9', dataInicio: created.dataInicio, dataRetorno: created.dataRetorno, motivo: 'Curso de capacitação externo' } },
        },
        result: mutation,
      },
      listMock(page([created], { ausente: false })),
    ]);
    expect(await screen.findByText('Nenhuma ausência temporária cadastrada para este usuário.')).toBeInTheDocument();
    expect(screen.getByText('Presente')).toBeInTheDocument();
    setDate(/Data de início/, created.dataInicio);
    setDate(/Data de retorno/, created.dataRetorno);
    await fill(/Justificativa/, '  Curso de capacitação externo ');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar ausência' }));
    await confirm();
    expect(await screen.findByText('Ausência temporária cadastrada.')).toBeInTheDocument();
    expect(mutation).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('cell', { name: 'Curso de capacitação externo' })).toBeInTheDocument();
    // A fresh, empty form for the next one.
    expect(field(/Justificativa/)).toHaveValue('');
  });

  it("shows the server's field messages (an overlapping absence) under their fields", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const message = 'Este usuário já tem uma ausência temporária nesse período.';
    const errors = [new GraphQLError(message, { extensions: { code: 'CONFLICT', fields: [{ field: 'dataInicio', message }] } })];
    renderPage([listMock(page([FUTURA])), { request: { query: SALVAR_AUSENCIA_TEMPORARIA }, variableMatcher: () => true, result: { errors } }]);
    await screen.findByText('Diana Dealer');
    setDate(/Data de início/, addDays(today, 12));
    setDate(/Data de retorno/, addDays(today, 14));
    await fill(/Justificativa/, 'Outra ausência no mesmo período');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar ausência' }));
    await confirm();
    await waitFor(() => expect(field(/Data de início/)).toHaveAccessibleDescription(message));
    expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2);
  });

  it('changes an absence under way keeping its past start', async () => {
    const newReturn = addDays(today, 6);
    const mutation = vi.fn(() => ({ data: { salvarAusenciaTemporaria: { ...VIGENTE, dataRetorno: newReturn } } }));
    renderPage([
      listMock(page([VIGENTE])),
      {
        request: {
          query: SALVAR_AUSENCIA_TEMPORARIA,
          variables: { ausencia: { id: '2', usuarioId: '9', dataInicio: VIGENTE.dataInicio, dataRetorno: newReturn, motivo: VIGENTE.motivo } },
        },
        result: mutation,
      },
      listMock(page([{ ...VIGENTE, dataRetorno: newReturn }])),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: /Alterar a ausência de/ }));
    expect(screen.getByRole('heading', { name: 'Alterar ausência' })).toBeInTheDocument();
    expect(field(/Data de início/)).toHaveValue(VIGENTE.dataInicio);
    expect(field(/Data de início/)).toHaveFocus();
    setDate(/Data de retorno/, newReturn);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await confirm();
    expect(await screen.findByText('Ausência temporária alterada.')).toBeInTheDocument();
    expect(mutation).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Nova ausência' })).toBeInTheDocument());
  });

  it('removes an absence after confirmation', async () => {
    const removed = vi.fn(() => ({ data: { removerAusenciaTemporaria: '3' } }));
    renderPage([
      listMock(page([FUTURA])),
      { request: { query: REMOVER_AUSENCIA_TEMPORARIA, variables: { id: '3' } }, result: removed },
      listMock(page([], { ausente: false })),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: /Remover a ausência de/ }));
    expect(screen.getByText(`Remover a ausência de ${br(FUTURA.dataInicio)} a ${br(FUTURA.dataRetorno)}?`)).toBeInTheDocument();
    await confirm();
    expect(await screen.findByText('Ausência temporária removida.')).toBeInTheDocument();
    expect(removed).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Nenhuma ausência temporária cadastrada para este usuário.')).toBeInTheDocument();
  });
});
