import { sql } from 'drizzle-orm';
import { FEATURES, FILE_TYPE_COMUNICADO, NOTICE_LIMITS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInForTest } from '../../../platform/identity/testing.js';
import { filePart, pdf, upload, type Part } from '../../../platform/storage/testing.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../seed/demo.js';
import { buildTestApp, type TestApp } from '../../../test/harness.js';
import { insertUser } from '../../user-groups/testing.js';

// Notice attachments are uploaded through POST /api/upload with fileType COMUNICADO: by the
// notices' creators and approvers only, at most 25 MB each.

const INFO: Part = { name: 'info', value: JSON.stringify({ fileType: FILE_TYPE_COMUNICADO }) };

let t: TestApp;
let criador: string;
let dealer: string;

beforeAll(async () => {
  t = await buildTestApp();
  const id = await insertUser(t.database, { features: [FEATURES.PORTAL_CRIACAO_COMUNICADOS] });
  const email = (await t.database.db.execute<{ email: string }>(sql`select email from usuarios where id = ${id}`)).rows[0]!.email;
  criador = (await signInForTest(t.app, { email, password: DEMO_PASSWORD })).accessToken;
  dealer = (await signInForTest(t.app, { email: DEMO_USERS.dealer, password: DEMO_PASSWORD })).accessToken;
});
afterAll(() => t?.close());

describe('upload of a notice attachment', () => {
  it('is taken from a notices creator, recorded as COMUNICADO and not attached yet', async () => {
    const res = await upload(t.app, criador, [INFO, filePart('circular.pdf', pdf())]);
    expect(res.statusCode).toBe(200);
    const { id } = res.json<{ id: string }>();
    const row = (await t.database.db.execute<{ tipo: string; anexado: boolean }>(
      sql`select tipo_arquivo as tipo, anexado_em is not null as anexado from arquivos where id = ${id}::uuid`,
    )).rows[0];
    expect(row).toEqual({ tipo: 'COMUNICADO', anexado: false });
  });

  it('is refused to a user without the notices features (403)', async () => {
    const res = await upload(t.app, dealer, [INFO, filePart('circular.pdf', pdf())]);
    expect(res.statusCode).toBe(403);
  });

  it('is refused over 25 MB (413)', async () => {
    const res = await upload(t.app, criador, [INFO, filePart('grande.pdf', pdf(NOTICE_LIMITS.attachmentMaxBytes + 1))], { 'accept-language': 'en' });
    expect(res.statusCode).toBe(413);
    expect(res.json<{ code: string }>().code).toBe('BAD_USER_INPUT');
  });
});
