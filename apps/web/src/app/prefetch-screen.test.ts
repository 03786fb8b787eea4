import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { prefetchScreen } from './prefetch-screen';

const Screen: ComponentType = () => null;

function screens() {
  return {
    home: vi.fn(() => Promise.resolve({ default: Screen })),
    usuarios: vi.fn(() => Promise.resolve({ default: Screen })),
    usuariosNovo: vi.fn(() => Promise.resolve({ default: Screen })),
  };
}

describe('prefetchScreen', () => {
  it('fetches the screen of the address, and only that one', () => {
    const s = screens();
    prefetchScreen('/usuarios', s);
    expect(s.usuarios).toHaveBeenCalledTimes(1);
    expect(s.home).not.toHaveBeenCalled();
    expect(s.usuariosNovo).not.toHaveBeenCalled();
  });

  it('matches as the router does (/usuarios/novo is not /usuarios/:id)', () => {
    const s = screens();
    prefetchScreen('/usuarios/novo', s);
    expect(s.usuariosNovo).toHaveBeenCalledTimes(1);
  });

  it('fetches the screen of an address with a malformed %-escape instead of stopping the start-up', () => {
    const s = { ...screens(), usuarioEditar: vi.fn(() => Promise.resolve({ default: Screen })) };
    expect(() => prefetchScreen('/usuarios/%E0%A4%A', s)).not.toThrow();
    expect(s.usuarioEditar).toHaveBeenCalledTimes(1);
  });

  it('takes / for the home it redirects to', () => {
    const s = screens();
    prefetchScreen('/', s);
    expect(s.home).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing for an address without a screen, and keeps a failed fetch quiet', async () => {
    const s = { ...screens(), home: vi.fn(() => Promise.reject(new Error('offline'))) };
    prefetchScreen('/nao-existe', s);
    prefetchScreen('/home', s);
    expect(s.usuarios).not.toHaveBeenCalled();
    await expect(s.home.mock.results[0]?.value).rejects.toThrow('offline');
  });
});
