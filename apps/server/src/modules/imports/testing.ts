import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { Database } from '../../platform/db/connection.js';
import { BOUNDARY, multipartBody } from '../../platform/storage/testing.js';
import type { PortalStorage } from '../../platform/storage/index.js';
import type { TestApp } from '../../test/harness.js';
import { demoCpf } from '../../seed/demo.js';
import { COLUNAS, type ChaveColuna } from './colunas.js';
import { processarImportacoes } from './importacoes.job.js';
import { importacoes, type StatusImportacao } from './imports.tables.js';

/** Test data and helpers of the user import. */

let next = 5000;
/** A fresh number for unique e-mails and CPFs. */
export const fresh = () => next++;

export type Linha = Partial<Record<ChaveColuna, string | Date>>;

/** A valid dealer-group row at Horizonte Centro (D0001, brand Aurora), with its position and management data. */
export function linhaDealer(over: Linha = {}): Linha {
  const n = fresh();
  return {
    nome: `Importado Dealer ${n}`,
    email: `importado.${n}@rede.test`,
    cpf: demoCpf(n),
    tipo: 'DEALER_GRUPO',
    marcas: 'Aurora',
    grupos: 'Grupo Horizonte',
    dealers: 'D0001 — Horizonte Centro',
    cargo: 'Vendedor',
    departamento: 'Vendas',
    dataInicioCargo: '10/01/2024',
    dataAdmissao: '10/01/2024',
    emailSuperior: 'chefe@rede.test',
    ...over,
  };
}

/** A valid manufacturer row (no dealers, positions or management data). */
export function linhaMontadora(over: Linha = {}): Linha {
  const n = fresh();
  return { nome: `Importada Montadora ${n}`, email: `montadora.importada.${n}@rede.test`, tipo: 'MONTADORA', marcas: 'Cometa', ...over };
}

/** GET /import/users/modelo. */
export function baixarModelo(app: FastifyInstance, token: string | null) {
  return app.inject({ method: 'GET', url: '/import/users/modelo', headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** The template's workbook as the caller gets it. */
export async function modelo(app: FastifyInstance, token: string): Promise<ExcelJS.Workbook> {
  const res = await baixarModelo(app, token);
  if (res.statusCode !== 200) throw new Error(`template: ${res.statusCode} ${res.body}`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  return wb;
}

/** A filled template: the rows under the template's headers (the caller's language), as an xlsx. */
export async function planilha(app: FastifyInstance, token: string, linhas: readonly Linha[]): Promise<Buffer> {
  const wb = await modelo(app, token);
  const ws = wb.worksheets[0]!;
  linhas.forEach((l, i) => {
    COLUNAS.forEach((c, j) => {
      const v = l[c.chave];
      if (v !== undefined) ws.getCell(i + 2, j + 1).value = v;
    });
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** POST /import/users with one `file` part. */
export function enviar(app: FastifyInstance, token: string | null, file: Buffer, filename = 'usuarios.xlsx') {
  return app.inject({
    method: 'POST',
    url: '/import/users',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: multipartBody([{ name: 'file', filename, value: file, contentType: 'application/octet-stream' }]),
  });
}

/** One run of the import job, as the per-minute schedule runs it. */
export function processar(t: TestApp, now?: Date) {
  const storage = t.app.getDecorator<PortalStorage>('storage');
  return processarImportacoes({ database: t.database, store: storage.store, config: t.config, log: pino({ level: 'silent' }) }, now);
}

/** An import row of a user in a status (access tables: the operations' targets). */
export async function novaImportacao(database: Database, usuarioId: number, status: StatusImportacao, over: Partial<typeof importacoes.$inferInsert> = {}): Promise<number> {
  const [row] = await database.db.insert(importacoes).values({ usuarioId, nomeArquivo: 'x.xlsx', status, ...over }).returning({ id: importacoes.id });
  return row!.id;
}

/** A demo user's id by e-mail. */
export async function userId(database: Database, email: string): Promise<number> {
  const res = await database.db.execute<{ id: number }>(sql`select id from usuarios where email = ${email}`);
  return res.rows[0]!.id;
}

/** Users with these e-mails (how many rows exist). */
export async function contarUsuarios(database: Database, emails: readonly string[]): Promise<number> {
  const res = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from usuarios where email = any(${sql.param([...emails])}::citext[])`);
  return res.rows[0]!.n;
}

export const IMPORT_STATUS = `query($id: ID) { importStatus(id: $id) { id fileName status statusDescricao total done progress linhas criar atualizar comErro falhas erro } }`;
export const ERROS = `query($id: ID!, $page: Int, $rows: Int) { errosImportacao(id: $id, page: $page, rowsPerPage: $rows) { totalElements content { linha coluna mensagem } } }`;
export const CONFIRMAR = `mutation($id: ID!) { confirmarImportacao(id: $id) { id status total done } }`;
export const CANCELAR = `mutation($id: ID!) { cancelarImportacao(id: $id) { id status } }`;
export const IMPORTACOES = `query { importacoes(page: 0, rowsPerPage: 10) { totalElements content { id status } } }`;
