import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render';
import { useToast, type ToastVariant } from './use-toast';

function Emit({ variants }: { variants: ToastVariant[] }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => variants.forEach((v) => toast[v](`mensagem ${v}`))}>
      emitir
    </button>
  );
}

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('come in four variants and hide themselves after 5000 ms', () => {
    vi.useFakeTimers();
    render(
      <TestProviders user={null}>
        <Emit variants={['success', 'warning', 'error']} />
      </TestProviders>,
    );
    act(() => screen.getByRole('button', { name: 'emitir' }).click());
    act(() => vi.advanceTimersByTime(500));
    for (const v of ['success', 'warning', 'error']) {
      expect(screen.getByText(`mensagem ${v}`).closest('.notistack-MuiContent')).toHaveClass(`notistack-MuiContent-${v}`);
    }
    act(() => vi.advanceTimersByTime(4400));
    expect(screen.getByText('mensagem success')).toBeInTheDocument();
    for (let i = 0; i < 40; i++) act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('mensagem success')).not.toBeInTheDocument();
  });

  it('info is the fourth variant, and a toast can be closed by hand', () => {
    vi.useFakeTimers();
    render(
      <TestProviders user={null}>
        <Emit variants={['info']} />
      </TestProviders>,
    );
    act(() => screen.getByRole('button', { name: 'emitir' }).click());
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('mensagem info').closest('.notistack-MuiContent')).toHaveClass('notistack-MuiContent-info');
    act(() => screen.getByRole('button', { name: 'Fechar' }).click());
    for (let i = 0; i < 20; i++) act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('mensagem info')).not.toBeInTheDocument();
  });
});
