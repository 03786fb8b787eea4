import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/connection.js';
import { entregarComunicado } from '../entrega/entregar.service.js';
import { novoComunicado, novoGrupo } from '../entrega/testing.js';

/** Test data of a recipient's reading: notices delivered as sending would deliver them (entrega/'s entregarComunicado). */

let next = 1;
const fresh = () => next++;

export interface Recebido {
  autorId: number;
  usuarioIds: readonly number[];
  titulo?: string;
  mensagem?: string;
  requerCiencia?: boolean;
  departamentoId?: number | null;
  etiquetas?: readonly string[];
  expiraEm?: Date | null;
  idParent?: number | null;
  /** When it is delivered (the deliveries' data: lists are newest first). */
  envio?: Date;
  /** Ids of stored files (arquivos) attached in this order. */
  arquivos?: readonly string[];
}

/** A notice to `usuarioIds` (through a user group of them), delivered by entregarComunicado; returns its id. */
export async function comunicadoRecebido(database: Database, r: Recebido): Promise<number> {
  const grupo = await novoGrupo(database, r.autorId, r.usuarioIds);
  const id = await novoComunicado(database, {
    criadorId: r.autorId,
    titulo: r.titulo ?? `Comunicado de leitura ${fresh()}`,
    ...(r.mensagem !== undefined ? { mensagem: r.mensagem } : {}),
    grupos: [grupo],
    departamentoId: r.departamentoId ?? null,
    idParent: r.idParent ?? null,
  });
  await database.db.execute(sql`
    update comunicados set requer_ciencia = ${r.requerCiencia ?? false}, expira_em = ${r.expiraEm?.toISOString() ?? null}::timestamptz where id = ${id}`);
  for (const e of r.etiquetas ?? []) await database.db.execute(sql`insert into comunicado_etiquetas (comunicado_id, etiqueta) values (${id}, ${e})`);
  for (const [ordem, a] of (r.arquivos ?? []).entries()) {
    await database.db.execute(sql`insert into comunicado_arquivos (comunicado_id, arquivo_id, ordem) values (${id}, ${a}, ${ordem})`);
  }
  await database.db.transaction((tx) => entregarComunicado(tx, id, r.envio ?? new Date()));
  return id;
}

/** A department of the organisation catalog; returns its id. */
export async function novoDepartamento(database: Database, d: { nome: string; sigla?: string; assinatura?: string; active?: boolean }): Promise<number> {
  const res = await database.db.execute<{ id: number }>(sql`
    insert into departamentos (nome, sigla, assinatura, active) values (${d.nome}, ${d.sigla ?? null}, ${d.assinatura ?? null}, ${d.active ?? true}) returning id`);
  return res.rows[0]!.id;
}

/** A stored file record (no bytes: links are only signed, never followed here); returns its id. */
export async function novoArquivo(database: Database, enviadoPorId: number, nome: string, tamanho = 1234): Promise<string> {
  const res = await database.db.execute<{ id: string }>(sql`
    insert into arquivos (nome, tamanho, tipo_arquivo, chave, tipo_conteudo, enviado_por_id, anexado_em)
    values (${nome}, ${tamanho}, 'COMUNICADO', ${`leitura/${fresh()}`}, 'application/pdf', ${enviadoPorId}, now()) returning id`);
  return res.rows[0]!.id;
}

// Documents of the recipient's operations, as the web asks them.
export const ENVIO_CAMPOS = `id lido lidoEm arquivado favorito ciente cienteEm active data
  comunicado { id numero titulo envioDateTime expiraEm requerCiencia errata
    usuarioCriador { id nome email } departamento { id nome sigla assinatura }
    original { id numero titulo } }`;
export const ENVIO_DETALHE = `id lido ciente cienteEm favorito arquivado
  comunicado { id numero titulo mensagem etiquetas arquivos { id nome tamanho link } erratas { id numero titulo }
    original { id numero titulo } departamento { nome assinatura } usuarioCriador { nome } }`;
export const ENVIOS = `query($f: ComunicadoEnvioFiltro!) { comunicadoEnvios(filtro: $f) { totalElements content { ${ENVIO_CAMPOS} } } }`;
export const ENVIO = `query($id: ID!) { comunicadoEnvio(idComunicado: $id) { ${ENVIO_DETALHE} } }`;
export const RECENTES = `query { comunicadoEnviosRecentes { ${ENVIO_CAMPOS} comunicado { arquivos { id } } } }`;
export const COUNT = 'query { countComunicadosNaoLidos }';
export const DEPARTAMENTOS = 'query { departamentosComunicados { id nome sigla assinatura } }';
export const MARCAR_LIDO = `mutation($id: ID!) { marcarComunicadoComoLido(idComunicado: $id) { ${ENVIO_CAMPOS} } }`;
export const CIENCIA = `mutation($id: ID!) { darCienciaComunicado(idComunicado: $id) { ${ENVIO_CAMPOS} } }`;
export const FAVORITAR = `mutation($id: ID!, $v: Boolean!) { favoritarComunicado(idComunicado: $id, favorito: $v) { ${ENVIO_CAMPOS} } }`;
export const ARQUIVAR = `mutation($id: ID!, $v: Boolean!) { arquivarComunicado(idComunicado: $id, arquivado: $v) { ${ENVIO_CAMPOS} } }`;
