import ExcelJS from 'exceljs';
import type { Idioma, PortalLabels } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/transaction.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { t } from '../../platform/i18n/messages.js';
import { carregarCatalogos, type Catalogos } from './catalogos.js';
import { cabecalho, COLUNAS, type Lista } from './colunas.js';

/** Rows of the template that carry the drop-down lists (a longer sheet still imports; its extra rows just have no lists). */
export const MODELO_LINHAS = 1000;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A list's sheet column letter (A, B, … Z, AA …). */
const letra = (n: number): string => (n < 26 ? String.fromCharCode(65 + n) : letra(Math.floor(n / 26) - 1) + letra(n % 26));

/**
 * ModeloImportacaoUsuarios.xlsx, built from the current catalogs in the caller's language (spec
 * 01 §2 "Import users screen"): one column per field of the user wizard (colunas.ts) with a note
 * saying what goes in it, and a drop-down list on each coded column, its values on a hidden sheet
 * (a list of 2,000 dealers does not fit Excel's 255-character inline lists). Multi-valued columns
 * warn nothing (their cells hold several values separated by semicolons); single coded columns
 * warn on a value outside the list but let it through: the import also reads the other languages'
 * names and the codes, and says exactly what it did not recognise.
 */
export async function gerarModelo(db: DbOrTx, caller: CurrentUser, labels: PortalLabels): Promise<Buffer> {
  const catalogos = await carregarCatalogos(db, caller);
  return construir(catalogos, caller.idioma, labels);
}

async function construir(c: Catalogos, idioma: Idioma, labels: PortalLabels): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Portal';
  const ws = wb.addWorksheet(t(idioma, 'imports.modelo.planilha'), { views: [{ state: 'frozen', ySplit: 1 }] });
  const listasNome = t(idioma, 'imports.modelo.listas');
  const listas = wb.addWorksheet(listasNome, { state: 'hidden' });

  // The hidden sheet: one column per list, the values the template offers, in the caller's language.
  const intervalo = new Map<Lista, string>();
  const usadas = [...new Set(COLUNAS.flatMap((col) => (col.lista ? [col.lista] : [])))];
  usadas.forEach((lista, i) => {
    const valores = c.listas[lista].filter((o) => o.oferecida).map((o) => o.rotulo[idioma]);
    const col = letra(i);
    listas.getCell(`${col}1`).value = lista;
    valores.forEach((v, j) => {
      listas.getCell(`${col}${j + 2}`).value = v;
    });
    if (valores.length) intervalo.set(lista, `'${listasNome.replace(/'/g, "''")}'!$${col}$2:$${col}$${valores.length + 1}`);
  });

  ws.columns = COLUNAS.map((col) => ({
    header: cabecalho(col, idioma, labels),
    key: col.chave,
    width: col.largura,
    style: col.chave === 'cpf' ? { numFmt: '@' } : col.data ? { numFmt: 'dd/mm/yyyy' } : {},
  }));
  const header = ws.getRow(1);
  header.font = { bold: true };
  COLUNAS.forEach((col, i) => {
    const cell = header.getCell(i + 1);
    cell.note = t(idioma, `imports.nota.${col.chave}`, { ...labels });
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: col.obrigatoria ? 'FFFCE4D6' : 'FFE7E6E6' } };
  });
  COLUNAS.forEach((col, i) => {
    const range = col.lista && intervalo.get(col.lista);
    if (!range) return;
    const validation: ExcelJS.DataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: [range],
      showErrorMessage: !col.multipla,
      errorStyle: 'warning',
    };
    for (let r = 2; r <= MODELO_LINHAS + 1; r++) ws.getCell(r, i + 1).dataValidation = validation;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
