import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-link';

const ORIGIN = 'https://portal.rede.test';

describe('notificationTarget', () => {
  it('opens a path of the portal through the router, query and hash kept', () => {
    expect(notificationTarget('/comunicados/visualizarEnvio/3?x=1#a', ORIGIN)).toEqual({ kind: 'route', to: '/comunicados/visualizarEnvio/3?x=1#a' });
  });

  it("opens an absolute address on the portal's own origin through the router too", () => {
    expect(notificationTarget(`${ORIGIN}/biblioteca/4`, ORIGIN)).toEqual({ kind: 'route', to: '/biblioteca/4' });
  });

  it("loads a product's address as a page", () => {
    expect(notificationTarget('https://garantia.example/exportacoes/9', ORIGIN)).toEqual({ kind: 'page', href: 'https://garantia.example/exportacoes/9' });
  });

  it('opens nothing without a link, or for a scheme other than http(s)', () => {
    expect(notificationTarget(null, ORIGIN)).toBeNull();
    expect(notificationTarget('', ORIGIN)).toBeNull();
    expect(notificationTarget('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(notificationTarget('data:text/html,x', ORIGIN)).toBeNull();
  });
});
