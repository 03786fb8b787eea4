import { ONBOARDING_TOURS } from '@portal/domain';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * Marks every onboarding tour seen for the user with this e-mail, as if they had skipped them all:
 * a tour opens about 1 s after its screen and masks the page until it is closed, which the other
 * files' steps (a click on the top bar right after signing in …) do not expect. tours.e2e.test.ts
 * signs in a user of its own without this. Outside the e2e's own portal (a portal of a test's own,
 * bench:web), `databaseUrl` says which.
 */
export async function markToursSeen(email: string, databaseUrl = inject('databaseUrl')): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `insert into onboarding_vistos (usuario_id, tour_id)
       select u.id, t from usuarios u cross join unnest($2::text[]) t where u.email = $1
       on conflict do nothing`,
      [email, [...ONBOARDING_TOURS]],
    );
  } finally {
    await db.end();
  }
}
