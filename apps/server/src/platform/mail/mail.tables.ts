import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail the portal sends; with no SMTP configured it stays here with status STORED (statuses: mailer.ts OutboxStatus). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    destinatario: text('destinatario').notNull(),
    assunto: text('assunto').notNull(),
    texto: text('texto').notNull(),
    html: text('html'),
    status: text('status').notNull(),
    erro: text('erro'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_destinatario_idx').on(t.destinatario, t.createdAt)],
);
