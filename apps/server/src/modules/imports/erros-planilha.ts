import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Idioma, PortalLabels } from '@portal/domain';
import type { Db } from '../../platform/db/connection.js';
import { t } from '../../platform/i18n/messages.js';
import { cabecalho, COLUNAS } from './colunas.js';
import { colunaLegivel, linhasComErro, mensagem } from './importacoes.service.js';

const LOTE = 1000;

/**
 * The error workbook of an import: the template's columns with each refused row as it was read,
 * its sheet row number, and an error column listing every problem ("Column: message"), streamed
 * (exceljs WorkbookWriter) batch by batch into `out`. The user fixes the rows and uploads them.
 */
export async function escreverPlanilhaErros(db: Db, id: number, out: Writable, ctx: { idioma: Idioma; labels: PortalLabels }): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(t(ctx.idioma, 'imports.modelo.planilha'));
  ws.columns = [
    ...COLUNAS.map((c) => ({ header: cabecalho(c, ctx.idioma, ctx.labels), key: c.chave, width: c.largura, style: c.chave === 'cpf' ? { numFmt: '@' } : {} })),
    { header: t(ctx.idioma, 'imports.erros.coluna'), key: '__erros', width: 80 },
  ];
  let depois = 0;
  for (;;) {
    const linhas = await linhasComErro(db, id, depois, LOTE);
    for (const l of linhas) {
      const erros = l.erros.map((e) => {
        const coluna = colunaLegivel(e.coluna, ctx);
        return `${t(ctx.idioma, 'imports.erros.linha', { linha: l.linha })}${coluna ? ` · ${coluna}` : ''}: ${mensagem(ctx.idioma, ctx.labels, e)}`;
      });
      ws.addRow({ ...l.valores, __erros: erros.join('\n') }).commit();
    }
    if (linhas.length < LOTE) break;
    depois = linhas[linhas.length - 1]!.linha;
  }
  ws.commit();
  await wb.commit();
}
