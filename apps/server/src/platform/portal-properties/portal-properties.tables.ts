import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** Portal properties (name, favicon, labels …) as key/value; GET /portalProperties serves them. */
export const portalProperties = pgTable('portal_properties', {
  chave: text('chave').primaryKey(),
  valor: jsonb('valor').notNull(),
});
