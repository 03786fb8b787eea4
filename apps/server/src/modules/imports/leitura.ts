import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ChaveColuna, Coluna } from './colunas.js';
import type { ErroLinha } from './imports.tables.js';
import type { LinhaLida } from './linha.js';

/** A problem of the whole file: the import ends in ERROR with this message. */
export class ProblemaArquivo extends Error {
  constructor(readonly erro: ErroLinha) {
    super(erro.key);
    this.name = 'ProblemaArquivo';
  }
}

/** A cell's value as text: rich text joined, formulas by their result, dates as yyyy-mm-dd. */
export function textoDaCelula(v: ExcelJS.CellValue, coluna?: Coluna): string | null {
  if (v == null) return null;
  if (typeof v === 'string') return v.trim() || null;
  if (typeof v === 'number') {
    // A CPF typed as a number lost its leading zeros.
    if (coluna?.chave === 'cpf') return String(Math.trunc(v)).padStart(11, '0');
    return String(v);
  }
  if (typeof v === 'boolean') return String(v);
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString().slice(0, 10);
  if ('richText' in v) return v.richText.map((r) => r.text).join('').trim() || null;
  if ('formula' in v || 'sharedFormula' in v) return textoDaCelula((v as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue, coluna);
  if ('text' in v) return String(v.text).trim() || null;
  return null;
}

/**
 * Reads the first sheet of an xlsx as a stream (exceljs's WorkbookReader: one row at a time, so
 * memory stays flat whatever the file's size): the header row first (`cabecalhos`), then each
 * row with a value, by its number in the sheet. Rows left entirely blank are skipped.
 */
export async function* lerPlanilha(
  body: Readable,
  colunasDe: (cabecalhos: (string | null)[]) => Map<number, Coluna>,
): AsyncGenerator<LinhaLida> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(body, { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' });
  for await (const sheet of reader) {
    let colunas: Map<number, Coluna> | null = null;
    for await (const row of sheet) {
      if (!colunas) {
        const cabecalhos: (string | null)[] = [];
        row.eachCell({ includeEmpty: false }, (cell, col) => {
          cabecalhos[col - 1] = textoDaCelula(cell.value);
        });
        colunas = colunasDe(cabecalhos);
        continue;
      }
      const valores: Partial<Record<ChaveColuna, string>> = {};
      let algum = false;
      for (const [posicao, coluna] of colunas) {
        const texto = textoDaCelula(row.getCell(posicao + 1).value, coluna);
        if (texto != null) {
          valores[coluna.chave] = texto;
          algum = true;
        }
      }
      if (algum) yield { linha: row.number, valores };
    }
    // Only the first sheet holds users; the template's lists come after it.
    return;
  }
  // A zip without a sheet (the byte check lets any zip named .xlsx through).
  throw new ProblemaArquivo({ coluna: null, key: 'error.importacao.ilegivel' });
}
