import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render';
import { ConfirmDialog } from './ConfirmDialog';

function renderDialog(destructive: boolean) {
  render(
    <TestProviders user={null}>
      <ConfirmDialog open message="Inativar o grupo?" destructive={destructive} onConfirm={vi.fn()} onCancel={vi.fn()} />
    </TestProviders>,
  );
}

describe('confirmation dialog', () => {
  it('starts on Cancel and draws the action as dangerous for a destructive change', async () => {
    renderDialog(true);
    const cancel = await screen.findByRole('button', { name: 'Cancelar' });
    await waitFor(() => expect(cancel).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveClass('MuiButton-colorError');
  });

  it('starts on Confirm for an ordinary change', async () => {
    renderDialog(false);
    const confirm = await screen.findByRole('button', { name: 'Confirmar' });
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(confirm).not.toHaveClass('MuiButton-colorError');
  });
});
