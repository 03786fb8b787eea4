import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '@portal/domain';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { gql } from '../../../test/graphql.js';
import { tokenFor } from '../../user-groups/testing.js';
import { comunicadoEntregue, pessoa } from './testing.js';

/**
 * The export as the portal runs it: the app with its background work (pg-boss, as main.ts starts
 * it), the mutation waking the export job, the web polling exportacaoComunicado until the link.
 * A generous deadline: a full test run starves the CPU; speed is the bench's business.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { jobs: true });
});
afterAll(() => t?.close());

describe('export through the background job', () => {
  it('exportarComunicado wakes the job; polling exportacaoComunicado sees it CONCLUIDA with a download link', { timeout: 60_000 }, async () => {
    const autor = await tokenFor(t.app, t.database, [FEATURES.PORTAL_CRIACAO_COMUNICADOS]);
    const id = await comunicadoEntregue(t.database, { autorId: autor.id, usuarioIds: [await pessoa(t.database, { nome: 'Pessoa do Job' })] });
    const started = await gql<{ exportarComunicado: { status: string } }>(t.app, 'mutation($id: ID!) { exportarComunicado(id: $id) { status } }', {
      token: autor.token,
      variables: { id },
    });
    expect(started.errors).toBeUndefined();
    type Exportacao = { status: string; progresso: number; total: number; link: string | null } | null;
    let last: Exportacao = null;
    const deadline = Date.now() + 45_000;
    while (Date.now() < deadline) {
      const res = await gql<{ exportacaoComunicado: Exportacao }>(t.app, 'query($id: ID!) { exportacaoComunicado(id: $id) { status progresso total link } }', {
        token: autor.token,
        variables: { id },
      });
      last = res.data!.exportacaoComunicado;
      if (last?.status === 'CONCLUIDA' || last?.status === 'FALHOU') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(last).toMatchObject({ status: 'CONCLUIDA', progresso: 1, total: 1 });
    const file = await t.app.inject({ method: 'GET', url: last!.link! });
    expect(file.statusCode).toBe(200);
    // An xlsx is a zip.
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
