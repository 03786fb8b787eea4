import { LIMITS } from '@portal/domain';
import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render';
import { useCloseWhenDone } from './use-close-when-done';

configure({ asyncUtilTimeout: 4000 });

function Probe({ onClose, action }: { onClose: () => void; action: () => Promise<string> }) {
  const { done, confirmAndRun } = useCloseWhenDone(onClose);
  return (
    <button type="button" disabled={done} onClick={() => void confirmAndRun({ action, successMessage: 'Feito.', errorMessage: 'Falhou.' })}>
      Salvar
    </button>
  );
}

const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('useCloseWhenDone (a library dialog after its confirmed change)', { timeout: 20000 }, () => {
  it('after success: the submit goes off at once and the dialog closes a second later, not before', async () => {
    const onClose = vi.fn();
    renderAt(<Probe onClose={onClose} action={() => Promise.resolve('ok')} />, '/biblioteca');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Feito.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled());
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: LIMITS.confirmDialogCloseMs + 2000 });
  });

  it('after a failure or a cancelled confirmation the dialog stays open and usable', async () => {
    const onClose = vi.fn();
    renderAt(<Probe onClose={onClose} action={() => Promise.reject(new Error('boom'))} />, '/biblioteca');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Falhou.')).toBeInTheDocument();
    await sleep(LIMITS.confirmDialogCloseMs + 300);
    expect(onClose).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('a dialog closed before the second is up is not closed again', async () => {
    const onClose = vi.fn();
    const view = renderAt(<Probe onClose={onClose} action={() => Promise.resolve('ok')} />, '/biblioteca');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Feito.')).toBeInTheDocument();
    view.unmount();
    await sleep(LIMITS.confirmDialogCloseMs + 300);
    expect(onClose).not.toHaveBeenCalled();
  });
});
