import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Db } from '../../platform/db/connection.js';
import { newObjectKey } from '../../platform/storage/keys.js';
import { arquivos } from '../../platform/storage/storage.tables.js';
import type { Storage } from '../../platform/storage/types.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { dadosDoRelatorio, type DadosRelatorio } from './internos.service.js';
import { tituloEm } from './relatorio.view.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What a report export is (arquivos.tipo_arquivo); never attached, so the storage cleanup removes it after 24 h. */
export const TIPO_ARQUIVO_RELATORIO = 'RELATORIO_EXPORTACAO';

/** The report's table as one xlsx sheet: the headers in the caller's language, then one row per line. */
export async function planilha(titulo: string, dados: DadosRelatorio): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  // Excel's limit on sheet names: 31 characters, none of []:*?/\.
  const sheet = workbook.addWorksheet(titulo.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Relatorio');
  sheet.addRow([...dados.rotulos, ...dados.colunas]).font = { bold: true };
  for (const linha of dados.linhas) sheet.addRow([...linha.rotulos, ...linha.valores]);
  sheet.columns.forEach((col, i) => (col.width = i < dados.rotulos.length ? 40 : 18));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A built-in report's table as the caller may see it (dadosDoRelatorio), stored as xlsx; answers
 * its signed download link (short-lived). The built-in reports are aggregates (a row per brand ×
 * dealer group at most), so the sheet is made in the request, unlike a notice's per-person export
 * (a job); the file is left unattached, so the hourly storage cleanup removes it after 24 h.
 */
export async function exportarRelatorio(db: Db, storage: Storage, user: CurrentUser, slug: string): Promise<string> {
  const { row, dados } = await dadosDoRelatorio(db, user, slug);
  const body = await planilha(tituloEm(row, user.idioma), dados);
  const key = newObjectKey();
  const { size } = await storage.store.put(key, PassThrough.from(body));
  const [arquivo] = await db
    .insert(arquivos)
    .values({
      nome: `${row.slug}.xlsx`,
      tamanho: size,
      tipoConteudo: XLSX_TYPE,
      chave: key,
      tipoArquivo: TIPO_ARQUIVO_RELATORIO,
      enviadoPorId: user.id,
      // Nothing to extract or draw: the processing job leaves it alone.
      processadoEm: new Date(),
    })
    .returning({ id: arquivos.id });
  return storage.links.sign({ arquivoId: arquivo!.id, variant: 'original', inline: false });
}
