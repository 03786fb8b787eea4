import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from '../users/users.tables.js';

/** Onboarding tours a user has finished (spec 01 §2 "Onboarding tours"). */
export const onboardingVistos = pgTable(
  'onboarding_vistos',
  {
    usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
    tourId: text('tour_id').notNull(),
    vistoEm: timestamp('visto_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.tourId] })],
);
