import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { BOUNDARY, multipartBody } from '../../../platform/storage/testing.js';
import { gql } from '../../../test/graphql.js';

/** Test helpers of the import of a group's manual members. */

/** An .xlsx whose first column holds these values, one per row (no header unless given). */
export async function listaXlsx(valores: readonly (string | number)[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Membros');
  valores.forEach((v, i) => {
    ws.getCell(i + 1, 1).value = v;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** POST /import/user-groups/:grupoId/members with one `file` part. */
export function enviarLista(app: FastifyInstance, token: string | null, grupoId: string, file: Buffer, filename = 'membros.xlsx') {
  return app.inject({
    method: 'POST',
    url: `/import/user-groups/${grupoId}/members`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: multipartBody([{ name: 'file', filename, value: file, contentType: 'application/octet-stream' }]),
  });
}

/** The preview as the upload answers it. */
export interface Previa {
  id: number;
  grupo: { id: number; nome: string };
  nomeArquivo: string;
  adicionar: number;
  membros: number;
  erros: number;
  linhas: { linha: number; valor: string; situacao: 'ADICIONAR' | 'MEMBRO' | 'ERRO'; usuario?: { id: number; nome: string; email: string }; mensagem?: string }[];
}

export const IMPORTAR = `mutation($id: ID!) { importarGrupoUsuarios(importacaoId: $id) { adicionados grupo { id possuiUsuariosManuais usuariosManuais { id } } } }`;

export const importar = (app: FastifyInstance, token: string, id: number | string) =>
  gql<{ importarGrupoUsuarios: { adicionados: number; grupo: { id: string; possuiUsuariosManuais: boolean; usuariosManuais: { id: string }[] } } }>(app, IMPORTAR, {
    token,
    variables: { id: String(id) },
  });
