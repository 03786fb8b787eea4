import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import { act, screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { useConfirmedAction, type ConfirmedActionOptions } from './use-confirmed-action';

const EXCLUIR: TypedDocumentNode<{ excluirSlide: boolean }, { id: string }> = gql`
  mutation ExcluirSlide($id: ID!) {
    excluirSlide(id: $id)
  }
`;

type Extra = Omit<ConfirmedActionOptions<unknown>, 'action'>;

function DeleteButton({ extra }: { extra: Extra }) {
  const run = useConfirmedAction();
  const [excluir] = useMutation(EXCLUIR);
  return (
    <button type="button" onClick={() => void run({ action: () => excluir({ variables: { id: '5' } }), ...extra })}>
      Excluir
    </button>
  );
}

function setup(extra: Extra, result: { data?: { excluirSlide: boolean }; errors?: GraphQLError[] } = { data: { excluirSlide: true } }) {
  const resolver = vi.fn(() => result);
  const routes = [
    { path: '/start', element: <DeleteButton extra={extra} /> },
    { path: '/slides', element: <p>Lista de slides</p> },
  ];
  const utils = renderRoutes(routes, '/start', {
    mocks: [{ request: { query: EXCLUIR, variables: { id: '5' } }, result: resolver, delay: 300 }],
  });
  return { ...utils, resolver };
}

describe('useConfirmedAction', () => {
  it('asks first, with the default question and buttons', async () => {
    setup({});
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Você tem certeza?');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('does nothing when cancelled', async () => {
    const { resolver } = setup({});
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resolver).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('confirmed: loading overlay while it runs, then success toast and redirect', async () => {
    const { router, resolver } = setup({ message: 'Excluir o slide?', successMessage: 'Slide excluído.', after: { redirect: '/slides' } });
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Excluir o slide?');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));

    const overlay = await screen.findByRole('progressbar', { name: 'Processando, aguarde…' });
    await waitForElementToBeRemoved(overlay);
    expect(resolver).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Slide excluído.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/slides');
  });

  it('uses a default success message and can go back', async () => {
    const { router } = setup({ after: 'back' });
    await act(() => router.navigate('/slides'));
    await act(() => router.navigate('/start'));
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Operação realizada com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/slides'));
  });

  it("failed: error toast with the server's message, overlay gone, no redirect", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const errors = [new GraphQLError('Este slide está em uso e não pode ser excluído.', { extensions: { code: 'CONFLICT' } })];
    const { router } = setup({ successMessage: 'Slide excluído.', after: { redirect: '/slides' } }, { errors });
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Este slide está em uso e não pode ser excluído.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByText('Slide excluído.')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/start');
  });
});
