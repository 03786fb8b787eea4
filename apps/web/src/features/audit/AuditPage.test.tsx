import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { usePageLabel } from '../../components/page-label/PageLabelContext';
import { loadMessages } from '../../lib/intl/catalogs';
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

const page = (content: typeof REVISOES, nome: string | null = 'Horizonte Centro') => ({
  data: { auditoria: { __typename: 'AuditoriaPage', nome, totalElements: content.length, content } },
});

/** What the shell's breadcrumb shows for the page: the trail the audit screen published. */
function Trail() {
  const { pathname } = useLocation();
  const published = usePageLabel(pathname);
  if (!published) return null;
  return (
    <nav aria-label="trilha">
      {[...published.parents.map((p) => `${p.label} (${p.path})`), published.label].join(' › ')}
    </nav>
  );
}

function open(mocks: ProviderOptions['mocks'], path = '/auditoria/5/dealer', options: ProviderOptions = {}) {
  return renderRoutes(
    [
      {
        path: '/auditoria/:id/:tipo',
        element: (
          <>
            <Trail />
            <AuditPage />
          </>
        ),
      },
      { path: '/home', element: <p>Início</p> },
    ],
    path,
    { mocks, ...options },
  );
}

describe('audit screen', { timeout: 20000 }, () => {
  it('names the record, and shows each revision newest first with who, when and a field-by-field diff', async () => {
    open([auditMock(page(REVISOES))]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Auditoria: Horizonte Centro' })).toBeInTheDocument();
    // Back to the record and its list (the dealer label comes from the portal properties).
    expect(screen.getByRole('navigation', { name: 'trilha' })).toHaveTextContent(
      'Concessionárias (/dealers) › Horizonte Centro (/dealers/5) › Auditoria',
    );
    const list = await screen.findByRole('list', { name: 'Revisões' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first!).getByRole('heading', { level: 2, name: 'Alteração' })).toBeInTheDocument();
    // In the portal's time zone whatever the browser's: 14:05 UTC is 11:05 in São Paulo.
    const when = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'America/Sao_Paulo' }).format(new Date(EM));
    expect(when).toContain('11:05:09');
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

  it('names the record and the way back in Spanish and English too', async () => {
    const es = open([auditMock(page(REVISOES, 'Maria Souza'))], '/auditoria/5/dealer', { locale: 'es', messages: await loadMessages('es') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Auditoría: Maria Souza' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'trilha' })).toHaveTextContent('› Maria Souza (/dealers/5) › Auditoría');
    expect(screen.getAllByRole('columnheader', { name: 'Antes' }).length).toBeGreaterThan(0);
    es.unmount();
    open([auditMock(page(REVISOES, 'Maria Souza'))], '/auditoria/5/dealer', { locale: 'en', messages: await loadMessages('en') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit: Maria Souza' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'trilha' })).toHaveTextContent('› Maria Souza (/dealers/5) › Audit');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining(['Field', 'Before', 'After']));
  });

  it('falls back to the kind and id for a record that no longer exists', async () => {
    open([auditMock(page([REVISOES[1]!], null))]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Auditoria: Concessionária 5' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'trilha' })).toHaveTextContent('Concessionárias (/dealers) › Auditoria');
  });

  it('shows grey revision cards and says it is loading until the first answer', async () => {
    open([{ ...auditMock(page(REVISOES)), delay: 200 }]);
    expect(await screen.findAllByTestId('table-skeleton-row')).not.toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    expect(await screen.findByRole('list', { name: 'Revisões' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('table-skeleton-row')).toHaveLength(0);
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
    expect(await screen.findByText('Tipo de auditoria desconhecido: planeta.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Auditoria' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
