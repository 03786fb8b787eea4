import type pg from 'pg';

/** The link tables a copy takes over from its model, with each table's column. */
const LINKS = [
  ['usuario_marcas', 'marca_id'],
  ['usuario_grupos_dealer', 'grupo_id'],
  ['usuario_dealers', 'dealer_id'],
] as const;

/**
 * A new user copied from a demo user (same type and password hash; with `links`, also its
 * brands, dealer groups and dealers), in one transaction. e2e files that change a user's state
 * (password, tours seen, audiences) work on a copy: the demo users are shared by every file, in
 * whatever order the runner picks. The embedded identity provider's subject is the user id, as
 * in the demo seed.
 */
export async function copyDemoUser(
  db: pg.Client,
  model: string,
  user: { nome: string; email: string },
  { links = true }: { links?: boolean } = {},
): Promise<number> {
  await db.query('begin');
  try {
    const created = await db.query<{ id: number }>(
      `insert into usuarios (nome, email, tipo, idioma, password_hash)
       select $1, $2, tipo, 'PT_BR', password_hash from usuarios where email = $3 returning id`,
      [user.nome, user.email, model],
    );
    const id = created.rows[0]!.id;
    await db.query('update usuarios set idp_subject = id::text where id = $1', [id]);
    if (links) {
      for (const [table, column] of LINKS) {
        await db.query(
          `insert into ${table} (usuario_id, ${column}) select $1, ${column} from ${table} where usuario_id = (select id from usuarios where email = $2)`,
          [id, model],
        );
      }
    }
    await db.query('commit');
    return id;
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}
