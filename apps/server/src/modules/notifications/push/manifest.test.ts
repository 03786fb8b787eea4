import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalProperties } from '../../../platform/portal-properties/portal-properties.tables.js';
import { DEFAULT_PORTAL_PROPERTIES } from '../../../platform/portal-properties/portal-properties.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { buildManifest } from './manifest.routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('web app manifest (installable portal)', () => {
  it('is served publicly, as a manifest, cached a few minutes, from the portal properties', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const [stored] = await t.database.db.select().from(portalProperties).where(eq(portalProperties.chave, 'name'));
    const m = res.json() as ReturnType<typeof buildManifest>;
    expect(m.name).toBe(stored?.valor ?? 'Portal');
    expect(m).toMatchObject({ start_url: '/home', scope: '/', display: 'standalone', theme_color: '#1f4e8c', background_color: '#ffffff' });
    expect(m.icons).toContainEqual({ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' });
    expect(m.icons).toContainEqual({ src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' });
  });

  it('takes the optional short name and colours, ignores colours that are not colours, and keeps another favicon alone', () => {
    const m = buildManifest({
      ...DEFAULT_PORTAL_PROPERTIES,
      name: 'Portal da Rede de Concessionárias',
      favicon: '/api/arquivos/logo.png',
      ...({ nomeCurto: 'Rede', corTema: '#a84300', corFundo: 'red;}' } as object),
    });
    expect(m).toMatchObject({ name: 'Portal da Rede de Concessionárias', short_name: 'Rede', theme_color: '#a84300', background_color: '#ffffff' });
    expect(m.icons).toEqual([{ src: '/api/arquivos/logo.png', type: 'image/png', purpose: 'any' }]);
    expect(buildManifest({ ...DEFAULT_PORTAL_PROPERTIES, name: 'Portal da Rede' }).short_name).toBe('Portal da Re');
  });
});
