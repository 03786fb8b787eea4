import { sql } from 'drizzle-orm';
import type { StatusComunicado } from '@portal/domain';
import type { Database } from '../../../platform/db/connection.js';

/** Test data of a notice's delivery: users, a group of manual users and notices written as the form would save them. */

let next = 1;
export const fresh = () => next++;

/** Inserts a user (tipo MONTADORA unless told); returns its id and e-mail. */
export async function novoUsuario(database: Database, over: { active?: boolean; tipo?: string } = {}): Promise<{ id: number; email: string }> {
  const n = fresh();
  const email = `entrega${n}-${Date.now()}@comunicados.test`;
  const res = await database.db.execute<{ id: number }>(sql`
    insert into usuarios (nome, email, tipo, active) values (${`Pessoa ${n}`}, ${email}, ${over.tipo ?? 'MONTADORA'}, ${over.active ?? true}) returning id`);
  return { id: res.rows[0]!.id, email };
}

/** A user group of manual users (its audience is kept by the user-groups triggers); returns its id. */
export async function novoGrupo(database: Database, criadorId: number, usuarioIds: readonly number[]): Promise<number> {
  const res = await database.db.execute<{ id: number }>(sql`
    insert into grupos_usuarios (nome, criador_id, possui_usuarios_manuais, publico)
    values (${`Grupo entrega ${fresh()} ${Date.now()}`}, ${criadorId}, true, true) returning id`);
  const id = res.rows[0]!.id;
  for (const u of usuarioIds) await database.db.execute(sql`insert into grupo_usuarios_usuarios (grupo_usuarios_id, usuario_id) values (${id}, ${u})`);
  return id;
}

export interface NovoComunicado {
  criadorId: number;
  titulo?: string;
  mensagem?: string;
  status?: StatusComunicado;
  grupos?: readonly number[];
  removidos?: readonly number[];
  emails?: readonly string[];
  idParent?: number | null;
  dataHoraAgendamento?: Date | null;
  departamentoId?: number | null;
}

/** A notice with its recipients, as salvarComunicado would leave it; returns its id. */
export async function novoComunicado(database: Database, c: NovoComunicado): Promise<number> {
  const res = await database.db.execute<{ id: number }>(sql`
    insert into comunicados (titulo, mensagem, usuario_criador_id, status, id_parent, data_hora_agendamento, departamento_id)
    values (${c.titulo ?? `Comunicado ${fresh()}`}, ${c.mensagem ?? '<p>Mensagem do comunicado.</p>'}, ${c.criadorId}, ${c.status ?? 'RASCUNHO'},
            ${c.idParent ?? null}, ${c.dataHoraAgendamento?.toISOString() ?? null}, ${c.departamentoId ?? null})
    returning id`);
  const id = res.rows[0]!.id;
  for (const g of c.grupos ?? []) await database.db.execute(sql`insert into comunicado_grupos (comunicado_id, grupo_usuarios_id) values (${id}, ${g})`);
  for (const u of c.removidos ?? []) await database.db.execute(sql`insert into comunicado_usuarios_removidos (comunicado_id, usuario_id) values (${id}, ${u})`);
  for (const e of c.emails ?? []) await database.db.execute(sql`insert into comunicado_emails_avulsos (comunicado_id, email) values (${id}, ${e})`);
  return id;
}

/** The users holding a delivery of a notice, by id. */
export async function entregues(database: Database, comunicadoId: number): Promise<number[]> {
  const res = await database.db.execute<{ usuario_id: number }>(sql`select usuario_id from comunicado_envios where comunicado_id = ${comunicadoId} order by usuario_id`);
  return res.rows.map((r) => r.usuario_id);
}

/** The notice's single addresses and their e-mail status. */
export async function emailsDo(database: Database, comunicadoId: number): Promise<{ email: string; status: string; motivo: string | null; tentativas: number }[]> {
  const res = await database.db.execute<{ email: string; status: string; motivo: string | null; tentativas: number }>(
    sql`select email::text as email, status, motivo, tentativas from comunicado_emails_avulsos where comunicado_id = ${comunicadoId} order by email`,
  );
  return res.rows;
}
