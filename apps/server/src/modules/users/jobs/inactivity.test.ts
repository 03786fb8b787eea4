import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness.js';
import { inactivateIdleUsers, inactivityDays, inactivityDaysFrom } from './inactivity.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

const DAY_MS = 24 * 60 * 60 * 1000;
let next = 0;

/** A user whose last access (or creation, when never signed in) lies `idleDays` before `now`. */
async function idleUser(now: Date, opts: { idleDays: number; signedIn?: boolean; especial?: boolean; active?: boolean }) {
  const at = new Date(now.getTime() - opts.idleDays * DAY_MS).toISOString();
  const signedIn = opts.signedIn ?? true;
  const res = await database.db.execute<{ id: number }>(sql`
    insert into usuarios (nome, email, tipo, ultimo_acesso, created_at, ativacao_especial, active)
    values ('Idle', ${`idle${next++}@test.local`}, 'MONTADORA', ${signedIn ? at : null}::timestamptz,
            ${signedIn ? new Date(now.getTime() - 400 * DAY_MS).toISOString() : at}::timestamptz,
            ${opts.especial ?? false}, ${opts.active ?? true})
    returning id`);
  return res.rows[0]!.id;
}

async function state(id: number) {
  const res = await database.db.execute<{ active: boolean; audits: number }>(sql`
    select u.active, (select count(*)::int from auditoria a
                       where a.entidade = 'usuario' and a.entidade_id = ${String(id)}
                         and a.acao = 'INATIVAR_POR_INATIVIDADE' and a.usuario_id is null) as audits
      from usuarios u where u.id = ${id}`);
  return res.rows[0]!;
}

describe('inactivity sweep (spec 01 §4)', () => {
  it('inactivates users idle longer than the period, keeps the others, audits each one as the system', async () => {
    // A fixed instant in the future of every other row of this database, so the demo users
    // (created moments ago) are far from idle and the sweep touches only the rows made here.
    const now = new Date(Date.now() + 5 * DAY_MS);
    const idle91 = await idleUser(now, { idleDays: 91 });
    const idle89 = await idleUser(now, { idleDays: 89 });
    const especial = await idleUser(now, { idleDays: 400, especial: true });
    const neverSignedIn = await idleUser(now, { idleDays: 91, signedIn: false });
    const newNeverSignedIn = await idleUser(now, { idleDays: 10, signedIn: false });
    // Signed in recently although created long ago: the last access counts, not the creation.
    const oldButActive = await idleUser(now, { idleDays: 1 });
    const alreadyInactive = await idleUser(now, { idleDays: 200, active: false });

    const sweep = await inactivateIdleUsers(database.db, now, 90);

    expect(sweep).toEqual({ dias: 90, inativados: [idle91, neverSignedIn].sort((a, b) => a - b) });
    expect(await state(idle91)).toEqual({ active: false, audits: 1 });
    expect(await state(neverSignedIn)).toEqual({ active: false, audits: 1 });
    for (const kept of [idle89, especial, newNeverSignedIn, oldButActive]) {
      expect(await state(kept)).toEqual({ active: true, audits: 0 });
    }
    // Already inactive: not touched, not audited again.
    expect(await state(alreadyInactive)).toEqual({ active: false, audits: 0 });

    const audit = await database.db.execute<{ antes: { active: boolean }; depois: { active: boolean; diasInatividade: number } }>(
      sql`select antes, depois from auditoria where entidade_id = ${String(idle91)} and acao = 'INATIVAR_POR_INATIVIDADE'`,
    );
    expect(audit.rows[0]).toMatchObject({ antes: { active: true }, depois: { active: false, diasInatividade: 90 } });

    // Idempotent: the same run again finds nobody and writes no audit row.
    expect((await inactivateIdleUsers(database.db, now, 90)).inativados).toEqual([]);
    expect(await state(idle91)).toEqual({ active: false, audits: 1 });
  });

  it('reads the period from the portal property diasInatividadeUsuario (default 90)', async () => {
    // This database's properties have not been read yet in this file, so no cached copy hides the value.
    await database.db.execute(sql`insert into portal_properties (chave, valor) values ('diasInatividadeUsuario', '30'::jsonb)`);
    expect(await inactivityDays(database.db)).toBe(30);
    const now = new Date(Date.now() + 10 * DAY_MS);
    const idle31 = await idleUser(now, { idleDays: 31 });
    const idle29 = await idleUser(now, { idleDays: 29 });
    const sweep = await inactivateIdleUsers(database.db, now);
    expect(sweep.dias).toBe(30);
    expect(sweep.inativados).toContain(idle31);
    expect(sweep.inativados).not.toContain(idle29);
  });

  it('falls back to 90 days when the stored property is not a whole number of days', () => {
    expect(inactivityDaysFrom(45)).toBe(45);
    for (const bad of [0, -5, 1.5, '30', null, undefined]) expect(inactivityDaysFrom(bad)).toBe(90);
  });

  it('uses the partial index usuarios_inatividade_idx', async () => {
    const plan = await database.db.transaction(async (tx) => {
      // Few rows here: without this the planner would rightly prefer a sequential scan.
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute<{ 'QUERY PLAN': string }>(sql`
        explain update usuarios u set active = false
         where u.active and not u.ativacao_especial
           and coalesce(u.ultimo_acesso, u.created_at) < now() - make_interval(days => 90)`);
    });
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('usuarios_inatividade_idx');
  });
});
