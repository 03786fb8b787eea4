import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness.js';
import { produtos } from './organisation/organisation.tables.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

describe('the database drizzle is given (modules/schema.ts)', () => {
  it('knows every table: db.query reads a row as the table types it', async () => {
    const portal = await database.db.query.produtos.findFirst({ where: eq(produtos.codigo, 'PORTAL') });
    // Typed by organisation.tables.ts: baseUri is the property, not the base_uri column.
    expect(portal?.baseUri).toBe('http://localhost:8080');
    expect(Object.keys(database.db.query)).toEqual(expect.arrayContaining(['usuarios', 'dealers', 'itensBiblioteca', 'auditoria', 'arquivos']));
  });
});
