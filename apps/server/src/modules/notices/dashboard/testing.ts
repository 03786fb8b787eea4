import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/connection.js';
import { demoCnpj } from '../../../seed/demo.js';
import { entregarComunicado } from '../entrega/entregar.service.js';
import { novoComunicado } from '../entrega/testing.js';

/** Test data of the notices dashboard: a delivered notice, people with dealer links, reads. */

let next = 9000;
export const fresh = () => next++;

/**
 * A notice delivered by entrega/'s entregarComunicado at `envio` (numbered then, deliveries,
 * notification) to `usuarioIds` through a user group of those people, as sending would.
 */
export async function comunicadoEntregue(
  database: Database,
  opts: {
    autorId: number;
    aprovadorId?: number | null;
    usuarioIds: readonly number[];
    requerCiencia?: boolean;
    titulo?: string;
    envio?: Date;
  },
): Promise<number> {
  const grupo = await grupoDe(database, opts.autorId, opts.usuarioIds);
  const id = await novoComunicado(database, { criadorId: opts.autorId, titulo: opts.titulo ?? `Comunicado ${fresh()}`, grupos: [grupo] });
  await database.db.execute(
    sql`update comunicados set requer_ciencia = ${opts.requerCiencia ?? false}, usuario_aprovador_id = ${opts.aprovadorId ?? null} where id = ${id}`,
  );
  await database.db.transaction((tx) => entregarComunicado(tx, id, opts.envio ?? new Date()));
  return id;
}

/** A user group of manual users, its members written by one statement (thousands of people in a test). */
async function grupoDe(database: Database, criadorId: number, usuarioIds: readonly number[]): Promise<number> {
  const res = await database.db.execute<{ id: number }>(sql`
    insert into grupos_usuarios (nome, criador_id, possui_usuarios_manuais, publico)
    values (${`Grupo painel ${fresh()}`}, ${criadorId}, true, true) returning id`);
  const id = res.rows[0]!.id;
  await database.db.execute(sql`
    insert into grupo_usuarios_usuarios (grupo_usuarios_id, usuario_id) select ${id}, unnest(${sql.param([...usuarioIds])}::int[])`);
  return id;
}

/** Marks a delivery read (and acknowledged) at given instants, as leitura/ does. */
export async function leitura(database: Database, comunicadoId: number, usuarioId: number, lidoEm: Date, cienteEm: Date | null = null): Promise<void> {
  await database.db.execute(sql`
    update comunicado_envios set lido_em = ${lidoEm.toISOString()}::timestamptz, ciente_em = ${cienteEm?.toISOString() ?? null}::timestamptz
     where comunicado_id = ${comunicadoId} and usuario_id = ${usuarioId}`);
}

export async function novoGrupoDealer(database: Database, nome: string): Promise<number> {
  const res = await database.db.execute<{ id: number }>(sql`insert into grupos (nome) values (${nome}) returning id`);
  return res.rows[0]!.id;
}

export async function novoDealer(database: Database, nome: string, grupoId: number | null): Promise<number> {
  const n = fresh();
  const res = await database.db.execute<{ id: number }>(sql`
    insert into dealers (razao_social, nome_exibicao, cnpj, codigo_principal, grupo_id)
    values (${`${nome} Ltda`}, ${nome}, ${demoCnpj(n)}, ${`Q${n}`}, ${grupoId}) returning id`);
  return res.rows[0]!.id;
}

/** A user (no password) with links to dealers, dealer groups and brands (by brand name); a dealer-group user's dealers belong to their groups (the user form's cascade). */
export async function pessoa(
  database: Database,
  opts: { nome: string; tipo?: string; dealers?: number[]; grupos?: number[]; marcas?: string[]; email?: string; active?: boolean },
): Promise<number> {
  const n = fresh();
  const res = await database.db.execute<{ id: number }>(sql`
    insert into usuarios (nome, email, tipo, active) values (${opts.nome}, ${opts.email ?? `pessoa${n}@painel.test`}, ${opts.tipo ?? 'DEALER_GRUPO'}, ${opts.active ?? true})
    returning id`);
  const id = res.rows[0]!.id;
  for (const d of opts.dealers ?? []) await database.db.execute(sql`insert into usuario_dealers (usuario_id, dealer_id) values (${id}, ${d})`);
  for (const g of opts.grupos ?? []) await database.db.execute(sql`insert into usuario_grupos_dealer (usuario_id, grupo_id) values (${id}, ${g})`);
  if (opts.marcas?.length) {
    await database.db.execute(sql`insert into usuario_marcas (usuario_id, marca_id) select ${id}, id from marcas where nome = any(${sql.param(opts.marcas)}::text[])`);
  }
  return id;
}
