import Edit from '@mui/icons-material/Edit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/render';
import { ActionHints, HINT_DELAY_MS } from './ActionHints';
import { RowActions } from './RowActions';

function renderRow() {
  const actions = [
    { id: 'editar', label: 'Editar Loja Centro', icon: <Edit />, to: '/dealers/1' },
    { id: 'inativar', label: 'Inativar Loja Centro', icon: <Edit />, onClick: () => undefined },
  ];
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <RowActions actions={actions} />
          <ActionHints />
        </>
      ),
    },
  ]);
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('ActionHints', () => {
  it('shows the action name under the pointer, keeps it while pointed at, and drops it on leaving', async () => {
    renderRow();
    const edit = screen.getByRole('link', { name: 'Editar Loja Centro' });
    await userEvent.hover(edit);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Editar Loja Centro');
    await userEvent.unhover(edit);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the hint of the control that gets the keyboard focus, and Escape dismisses it', async () => {
    renderRow();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Editar Loja Centro' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Editar Loja Centro');
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Inativar Loja Centro');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // The button keeps its name for screen readers, whether or not the hint is shown.
    expect(screen.getByRole('button', { name: 'Inativar Loja Centro' })).toHaveFocus();
  });

  it('waits HINT_DELAY_MS under the pointer before showing, so a pointer passing over shows nothing', async () => {
    renderRow();
    const edit = screen.getByRole('link', { name: 'Editar Loja Centro' });
    // Popper's code first, so only the delay decides.
    await userEvent.hover(edit);
    await screen.findByRole('tooltip');
    await userEvent.unhover(edit);
    act(() => void fireEvent.mouseOver(edit));
    await act(() => new Promise((r) => setTimeout(r, HINT_DELAY_MS / 2)));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => void fireEvent.mouseOut(edit));
    await act(() => new Promise((r) => setTimeout(r, HINT_DELAY_MS * 2)));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => void fireEvent.mouseOver(edit));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Editar Loja Centro');
  });
});
