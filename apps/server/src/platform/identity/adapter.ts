import type { Adapter, AdapterPayload } from 'oidc-provider';
import type pg from 'pg';
import type { SessionsEnded } from './sessions-ended.js';

/**
 * oidc-provider's storage in PostgreSQL (table oidc_payloads): sessions, interactions, grants,
 * codes, refresh tokens … one row per model instance, so every instance of the portal sees the
 * same state and a restart loses nothing. Expired rows are invisible to find() (as in a TTL
 * store) and removed later by the identity clean-up.
 */
export class PostgresAdapter implements Adapter {
  constructor(
    private readonly pool: pg.Pool,
    private readonly model: string,
    private readonly ended?: Pick<SessionsEnded, 'notify'>,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    await this.pool.query(
      `insert into oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
       values ($1, $2, $3, $4, $5, $6, case when $7::int is null then null else now() + make_interval(secs => $7::int) end)
       on conflict (model, id) do update set
         payload = excluded.payload, grant_id = excluded.grant_id, user_code = excluded.user_code,
         uid = excluded.uid, expires_at = excluded.expires_at`,
      [
        this.model,
        id,
        payload,
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        typeof expiresIn === 'number' ? Math.ceil(expiresIn) : null,
      ],
    );
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findOne('id = $2', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findOne('uid = $2', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findOne('user_code = $2', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.pool.query(`update oidc_payloads set consumed_at = now() where model = $1 and id = $2`, [this.model, id]);
  }

  async destroy(id: string): Promise<void> {
    const { rows } = await this.pool.query<{ uid: string | null }>(`delete from oidc_payloads where model = $1 and id = $2 returning uid`, [
      this.model,
      id,
    ]);
    // A destroyed Session is a sign-out: its uid is the `sid` of the tokens it issued.
    if (this.model === 'Session' && this.ended) await this.ended.notify(rows.flatMap((r) => (r.uid ? [r.uid] : [])));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.pool.query(`delete from oidc_payloads where model = $1 and grant_id = $2`, [this.model, grantId]);
  }

  private async findOne(where: string, value: string): Promise<AdapterPayload | undefined> {
    const { rows } = await this.pool.query<{ payload: AdapterPayload; consumed: number | null }>(
      `select payload, extract(epoch from consumed_at)::bigint as consumed from oidc_payloads
       where model = $1 and ${where} and (expires_at is null or expires_at > now()) limit 1`,
      [this.model, value],
    );
    const row = rows[0];
    if (!row) return undefined;
    // oidc-provider reads `consumed` (epoch seconds) to detect a replayed code or refresh token.
    return row.consumed === null ? row.payload : { ...row.payload, consumed: row.consumed };
  }
}

/** The adapter factory oidc-provider calls once per model name. */
export function postgresAdapter(pool: pg.Pool, ended?: Pick<SessionsEnded, 'notify'>): (model: string) => Adapter {
  return (model) => new PostgresAdapter(pool, model, ended);
}
