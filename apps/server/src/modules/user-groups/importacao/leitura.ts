import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { AppError } from '../../../platform/errors.js';

/** One non-blank line of the uploaded list: its number in the file and the first value on it. */
export interface LinhaLida {
  linha: number;
  valor: string;
}

/** Most lines one file may hold (a group's manual members, not a user base: that is the user import). */
export const MAX_LINHAS = 5000;

/** A file-level refusal (BAD_USER_INPUT on `file`), with the key's values. */
export const problemaArquivo = (key: string, values: Record<string, string | number>) => new AppError('BAD_USER_INPUT', key, values, [{ field: 'file', key, values }]);

/** A cell as text: rich text joined, hyperlinks (Excel turns typed e-mails into them) by their text, formulas by their result. */
function textoDaCelula(v: ExcelJS.CellValue): string | null {
  if (v == null) return null;
  if (typeof v === 'string') return v.trim() || null;
  // A CPF typed as a number lost its leading zeros; more than 11 digits is left as it came (refused later).
  if (typeof v === 'number') return Number.isInteger(v) ? String(v).padStart(11, '0') : String(v);
  if (typeof v === 'boolean' || v instanceof Date) return null;
  if ('richText' in v) return v.richText.map((r) => r.text).join('').trim() || null;
  if ('formula' in v || 'sharedFormula' in v) return textoDaCelula((v as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('text' in v) return textoDaCelula(v.text as ExcelJS.CellValue);
  return null;
}

/**
 * The value a line holds: the first of its cells that looks like an e-mail or a CPF (a list
 * exported with a name beside each address still reads), else its first cell.
 */
function valorDaLinha(celulas: readonly string[]): string | undefined {
  return celulas.find((c) => c.includes('@') || c.replace(/\D/g, '').length >= 11) ?? celulas[0];
}

/**
 * A first line is a header ("E-mail", "CPF", "Usuários") when it cannot be an e-mail or a CPF:
 * no @ and fewer than 11 digits. The header row is optional, so this is how it is told apart.
 */
const ehCabecalho = (valor: string) => !valor.includes('@') && valor.replace(/\D/g, '').length < 11;

/** Yields the lines, the header (if any) dropped, at most MAX_LINHAS. */
async function* limitadas(linhas: AsyncIterable<LinhaLida>): AsyncGenerator<LinhaLida> {
  let primeira = true;
  let n = 0;
  for await (const l of linhas) {
    if (primeira) {
      primeira = false;
      if (ehCabecalho(l.valor)) continue;
    }
    if (++n > MAX_LINHAS) throw problemaArquivo('error.grupoUsuariosImportacao.linhas', { max: MAX_LINHAS });
    yield l;
  }
}

/**
 * The first sheet of an xlsx, streamed (exceljs's WorkbookReader: one row at a time): each
 * row's value, by the row's number in the sheet.
 */
async function* linhasXlsx(body: Readable): AsyncGenerator<LinhaLida> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(body, { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore', entries: 'ignore' });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const celulas: string[] = [];
      row.eachCell({ includeEmpty: false }, (cell) => {
        const texto = textoDaCelula(cell.value);
        if (texto) celulas.push(texto);
      });
      const valor = valorDaLinha(celulas);
      if (valor) yield { linha: row.number, valor };
    }
    return;
  }
}

/** A text list (.csv, .txt): each line's fields split on ; , or tab, quotes dropped. */
async function* linhasTexto(body: Readable): AsyncGenerator<LinhaLida> {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(c as Buffer);
  const texto = Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '');
  let linha = 0;
  for (const l of texto.split(/\r\n|\r|\n/)) {
    linha++;
    const valor = valorDaLinha(l.split(/[;,\t]/).flatMap((c) => c.trim().replace(/^"(.*)"$/, '$1').trim() || []));
    if (valor) yield { linha, valor };
  }
}

/**
 * Reads an uploaded list of e-mails or CPFs. The content was checked on arrival (an xlsx is an
 * OOXML zip, a text list is text); a zip that is no workbook is refused here as unreadable.
 */
export async function lerLista(body: Readable, formato: 'xlsx' | 'texto', maxMb: number): Promise<LinhaLida[]> {
  const out: LinhaLida[] = [];
  try {
    for await (const l of limitadas(formato === 'xlsx' ? linhasXlsx(body) : linhasTexto(body))) out.push(l);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw problemaArquivo('error.grupoUsuariosImportacao.ilegivel', { max: maxMb });
  }
  if (out.length === 0) throw problemaArquivo('error.grupoUsuariosImportacao.vazio', {});
  return out;
}
