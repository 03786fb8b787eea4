import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Case-insensitive text (PostgreSQL citext): e-mails compare without regard to case. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });

/** created_at / updated_at pair every entity table carries. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
