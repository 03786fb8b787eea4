import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, type ProviderOptions } from '../../test/render';
import { AUDITORIA, type AuditoriaRevisao } from './audit.queries';
import AuditPage from './AuditPage';

const EM = '2026-03-10T14:05:09.000Z';

const REVISOES: (AuditoriaRevisao & { __typename: string })[] = [
  {
    __typename: 'AuditoriaRevisao',
    id: '31',
    em: EM,
    usuario: { __typename: 'AuditoriaUsuario', id: '1', nome: 'Paula Provedor' } as AuditoriaRevisao['usuario'],
    acao: 'ALTERAR',
    acaoDescricao: 'Alteração',
    alteracoes: [
      { campo: 'endereco.cidade', antes: null, depois: 'Curitiba' },
      { campo: 'marcas', antes: 'Aurora', depois: 'Aurora, Boreal' },
      { campo: 'campoNovo', antes: 'a', depois: 'b' },
    ].map((a) => ({ __typename: 'AlteracaoCampo', ...a })),
  },
  {
    __typename: 'AuditoriaRevisao',
    id: '30',
    em: '2026-03-01T09:00:00.000Z',
    usuario: null,
    acao: 'INATIVAR',
    acaoDescricao: 'Inativação',
    alteracoes: [{ __typename: 'AlteracaoCampo', campo: 'active', antes: 'Sim', depois: 'Não' }],
  },
];

const auditMock = (result: MockedResponse['result']): MockedResponse => ({
  request: { query: AUDITORIA, variables: { id: '5', tipo: 'dealer', page: 0, rowsPerPage: 5 } },
  result,
});

const page = (content: typeof REVISOES) => ({ data: { auditoria: { __typename: 'AuditoriaPage', totalElements: content.length, content } } });

function open(mocks: ProviderOptions['mocks'], path = '/auditoria/5/dealer') {
  return renderRoutes(
    [
      { path: '/auditoria/:id/:tipo', element: <AuditPage /> },
      { path: '/home', element: <p>Início</p> },
    ],
    path,
    { mocks },
  );
}

describe('audit screen', { timeout: 20000 }, () => {
  it('names the record, and shows each revision newest first with who, when and a field-by-field diff', async () => {
    open([auditMock(page(REVISOES))]);
    // The dealer label comes from the portal properties.
    expect(screen.getByRole('heading', { level: 1, name: 'Auditoria: Concessionária 5' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Revisões' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first!).getByRole('heading', { level: 2, name: 'Alteração' })).toBeInTheDocument();
    const when = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(EM));
    expect(first).toHaveTextContent(`Por Paula Provedor em ${when}`);
    expect(within(first!).getByText(when).closest('time')).toHaveAttribute('datetime', EM);

    const table = within(first!).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Campo', 'Antes', 'Depois']);
    const rows = within(table).getAllByRole('row').slice(1);
    // Known keys translated (the address part, and brands with the portal's label); unknown keys as they are.
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Cidade', 'Bandeiras', 'campoNovo']);
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['(vazio)', 'Curitiba']);
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Aurora', 'Aurora, Boreal']);

    expect(within(second!).getByRole('heading', { level: 2, name: 'Inativação' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Por Sistema (processo automático)');
    expect(within(second!).getByRole('rowheader')).toHaveTextContent('Ativo');
    expect(screen.getByText('1–2 de 2')).toBeInTheDocument();
  });

  it('says when the record has no recorded change', async () => {
    open([auditMock(page([]))]);
    expect(await screen.findByText('Nenhuma alteração registrada para este cadastro.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Revisões' })).not.toBeInTheDocument();
  });

  it("shows the server's reason for a refused type, and goes back with the back button", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = open(
      [
        {
          request: { query: AUDITORIA, variables: { id: '5', tipo: 'planeta', page: 0, rowsPerPage: 5 } },
          result: { errors: [new GraphQLError('Tipo de auditoria desconhecido: planeta.', { extensions: { code: 'BAD_USER_INPUT' } })] },
        },
      ],
      '/auditoria/5/planeta',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Auditoria: planeta 5' })).toBeInTheDocument();
    expect(await screen.findByText('Tipo de auditoria desconhecido: planeta.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
