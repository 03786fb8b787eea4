import { sql } from 'drizzle-orm';
import type { StatusComunicado } from '@portal/domain';
import type { Database } from '../../../platform/db/connection.js';

/** Test data of the author's side: notices written straight into their tables in a given state. */

export const COMUNICADO_FIELDS = `id numero titulo mensagem status { id description } rascunho enviado emAprovacao rejeitado motivoRejeicao
  dataHoraAgendamento expiraEm requerCiencia destinatarios errata idParent original { id numero } erratas { id numero }
  usuarioCriador { id nome } usuarioAprovador { id nome } grupos { id nome } usuariosRemovidos { id } etiquetas
  emailsAvulsos { email status { name descricao } motivo } arquivos { id nome link } departamento { id nome assinatura }
  podeEditar podeEnviar podeAprovar podeCriarErrata`;

export const SALVAR = `mutation($c: ComunicadoInput!) { salvarComunicado(comunicado: $c) { ${COMUNICADO_FIELDS} } }`;
export const COMUNICADO = `query($id: ID!) { comunicado(id: $id) { ${COMUNICADO_FIELDS} } }`;
export const COMUNICADOS = `query($f: ComunicadoFiltro!) { comunicados(filtro: $f) { totalElements content { id titulo status { id } } } }`;
export const ENVIAR = `mutation($id: ID!) { enviarComunicado(id: $id) { id status { id } numero destinatarios } }`;
export const PARA_APROVACAO = `mutation($id: ID!, $a: ID!) { enviarComunicadoParaAprovacao(id: $id, idAprovador: $a) { id status { id } usuarioAprovador { id } } }`;
export const APROVAR = `mutation($id: ID!) { aprovarComunicado(id: $id) { id status { id } numero destinatarios } }`;
export const REJEITAR = `mutation($id: ID!, $m: String!) { rejeitarComunicado(id: $id, motivo: $m) { id status { id } motivoRejeicao } }`;
export const CANCELAR = `mutation($id: ID!) { cancelarAgendamentoComunicado(id: $id) { id status { id } } }`;
export const EXCLUIR = `mutation($id: ID!) { excluirComunicado(id: $id) }`;
export const ERRATA = `mutation($id: ID!) { criarErrataComunicado(idParent: $id) { id idParent errata titulo original { id numero } status { id } } }`;
export const APROVADORES = `query($b: String) { aprovadoresComunicado(busca: $b) { id nome email } }`;
export const ETIQUETAS = `query($b: String) { etiquetasComunicados(busca: $b) }`;
export const AUDIENCIA = `query($d: AudienciaComunicadoInput!) { audienciaComunicado(destinatarios: $d) { usuarios emails } }`;
export const PREVIEW_GRUPOS = `query($f: DestinatariosGruposComunicadoFiltro!) { destinatariosGruposComunicado(filtro: $f) { totalElements content { id nome email } } }`;
export const PESSOAS_FORMULARIO = `query($t: String!) { usuariosComunicado(texto: $t) { id nome email } }`;

let next = 1;

export interface NovoComunicado {
  autorId: number;
  status?: StatusComunicado;
  aprovadorId?: number | null;
  grupoIds?: readonly number[];
  emails?: readonly string[];
  titulo?: string;
  mensagem?: string;
  dataHoraAgendamento?: Date | null;
}

/** A notice in the given state (a draft with a title, a message and the given recipients by default); returns its id. */
export async function novoComunicado(database: Database, n: NovoComunicado): Promise<number> {
  const res = await database.db.execute<{ id: number }>(sql`
    insert into comunicados (titulo, mensagem, status, usuario_criador_id, usuario_aprovador_id, data_hora_agendamento)
    values (${n.titulo ?? `Comunicado de teste ${next++}`}, ${n.mensagem ?? '<p>Mensagem.</p>'}, ${n.status ?? 'RASCUNHO'},
            ${n.autorId}, ${n.aprovadorId ?? null}, ${n.dataHoraAgendamento?.toISOString() ?? null}::timestamptz)
    returning id`);
  const id = res.rows[0]!.id;
  for (const g of n.grupoIds ?? []) await database.db.execute(sql`insert into comunicado_grupos (comunicado_id, grupo_usuarios_id) values (${id}, ${g})`);
  for (const e of n.emails ?? []) await database.db.execute(sql`insert into comunicado_emails_avulsos (comunicado_id, email) values (${id}, ${e})`);
  return id;
}
