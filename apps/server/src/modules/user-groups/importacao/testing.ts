import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { BOUNDARY, multipartBody } from '../../../platform/storage/testing.js';
import { gql } from '../../../test/graphql.js';

/** Test helpers of the import of a group's manual members. */

type Celula = string | number;

/** An .xlsx with one row per value (an array: the row's cells from column A), no header unless given. */
export async function listaXlsx(valores: readonly (Celula | readonly Celula[])[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Membros');
  valores.forEach((v, i) => {
    (Array.isArray(v) ? v : [v]).forEach((c: Celula, j) => {
      ws.getCell(i + 1, j + 1).value = c;
    });
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
export type { PreviaImportacao as Previa } from './importacao.service.js';

export const IMPORTAR = `mutation($id: ID!) { importarGrupoUsuarios(importacaoId: $id) { adicionados grupo { id possuiUsuariosManuais usuariosManuais { id } } } }`;

export const importar = (app: FastifyInstance, token: string, id: number | string) =>
  gql<{ importarGrupoUsuarios: { adicionados: number; grupo: { id: string; possuiUsuariosManuais: boolean; usuariosManuais: { id: string }[] } } }>(app, IMPORTAR, {
    token,
    variables: { id: String(id) },
  });
