import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTES } from './routes.js';

describe('route table', () => {
  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('matches static segments before parameters', () => {
    expect(matchRoute('/usuarios/novo')?.route.id).toBe('usuariosNovo');
    expect(matchRoute('/usuarios/42')).toEqual({ route: expect.objectContaining({ id: 'usuarioEditar' }), params: { id: '42' } });
    expect(matchRoute('/usuarios/42/ausencia-temporaria')?.route.id).toBe('ausenciaTemporaria');
  });

  it('matches parameters of generic notifications and library folders', () => {
    expect(matchRoute('/notificacoesGenericas/editar/modelo/7')?.params).toEqual({ tipo: 'modelo', id: '7' });
    expect(matchRoute('/biblioteca/12')?.route.id).toBe('bibliotecaPasta');
  });

  it('keeps a parameter with a malformed %-escape as written instead of throwing', () => {
    expect(matchRoute('/dealers/%E0%A4%A')).toEqual({ route: expect.objectContaining({ id: 'dealerEditar' }), params: { id: '%E0%A4%A' } });
    expect(matchRoute('/usuarios/Jo%C3%A3o')?.params).toEqual({ id: 'João' });
  });

  it('returns null for unknown paths', () => {
    expect(matchRoute('/nao-existe')).toBeNull();
    expect(matchRoute('/usuarios/1/2/3')).toBeNull();
  });

  it('marks the three password-reset paths public', () => {
    for (const p of ['/esqueci-senha', '/forgot-password', '/olvide-contrasena']) {
      expect(matchRoute(p)?.route.public).toBe(true);
    }
  });

  it('gates /superAdmin by the technical-provider user type only', () => {
    expect(matchRoute('/superAdmin')?.route.access).toEqual({ userTypes: ['PROVEDOR'] });
  });
});
