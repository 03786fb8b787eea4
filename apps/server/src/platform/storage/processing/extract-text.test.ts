import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { extractText, normaliseText, textKindOf } from './extract-text.js';
import { TEXT_MAX_CHARS } from './limits.js';
import { officeText } from './office-text.js';
import { docxFile, minimalPdf, odtFile, xlsxFile } from './testing.js';
import { decodeXmlEntities } from './xml-text.js';
import { readZipEntry, zipEntries } from './zip-entries.js';

const text = async (...args: Parameters<typeof extractText>) => normaliseText((await extractText(...args)).text);

describe('text extraction by format', () => {
  it('PDF: the text of its pages, accents included', async () => {
    const pdf = minimalPdf(['Relatório de garantias', 'Revisão (2ª edição) 2024']);
    expect(await text('pdf', pdf)).toBe('Relatório de garantias\nRevisão (2ª edição) 2024');
  });

  it('PDF: a corrupt file throws (the job records the reason)', async () => {
    const pdf = minimalPdf(['Relatório']);
    await expect(extractText('pdf', pdf.subarray(0, 60))).rejects.toThrow();
    await expect(extractText('pdf', strToU8('not a pdf at all'))).rejects.toThrow();
  });

  it('DOCX: runs joined, one paragraph per line, entities decoded, markup and tab stops left out', async () => {
    const docx = docxFile(['Manual de garantia', 'Peças & serviços <revisão>', 'Concessionária']);
    expect(await text('docx', docx)).toBe('Manual de garantia\nPeças & serviços <revisão>\nConcessionária');
  });

  it('XLSX: shared strings and inline strings, never the numbers of the cells', async () => {
    const xlsx = xlsxFile({ shared: ['Tabela de preços', 'Óleo'], inline: ['Filtro de ar'], numbers: [123456789] });
    const got = await text('xlsx', xlsx);
    expect(got).toContain('Tabela de preços\nÓleo');
    expect(got).toContain('Filtro de ar');
    expect(got).not.toContain('123456789');
  });

  it('ODT: the paragraphs of content.xml, spans included, <text:s/> a space', async () => {
    expect(await text('odf', odtFile(['Ata da reunião', 'Próximos passos']))).toBe('Ata da reunião\nPróximos passos');
  });

  it('plain text: UTF-8, a UTF-8 BOM dropped, Latin-1 when the bytes are not UTF-8, UTF-16 by its BOM', async () => {
    expect(await text('plain', strToU8('Relatório;Peças\n1;2'))).toBe('Relatório;Peças\n1;2');
    expect(await text('plain', new Uint8Array([0xef, 0xbb, 0xbf, ...strToU8('Ação')]))).toBe('Ação');
    expect(await text('plain', new Uint8Array(Buffer.from('Relatório de garantias, ação', 'latin1')))).toBe(
      'Relatório de garantias, ação',
    );
    expect(await text('plain', new Uint8Array(Buffer.from('\ufeffPeças', 'utf16le')))).toBe('Peças');
  });

  it('plain text: a UTF-8 sequence cut by the end of a partial read is dropped, not taken for Latin-1', async () => {
    const bytes = strToU8('Relatório ação');
    // The read stopped inside "ã" (its last byte and the "o" are missing).
    const cut = bytes.subarray(0, bytes.length - 2);
    expect(await text('plain', cut)).toBe('Relatório aç');
  });
});

describe('which files get text', () => {
  it('by extension first (an office file detected as application/zip), then by content type', () => {
    expect(textKindOf('Manual.DOCX', 'application/zip')).toBe('docx');
    expect(textKindOf('planilha.xlsx', 'application/zip')).toBe('xlsx');
    expect(textKindOf('ata.odt', 'application/zip')).toBe('odf');
    expect(textKindOf('dados.csv', 'text/plain')).toBe('plain');
    expect(textKindOf('sem-extensao', 'application/pdf')).toBe('pdf');
    expect(textKindOf('sem-extensao', 'text/plain; charset=utf-8')).toBe('plain');
    for (const [nome, tipo] of [
      ['foto.jpg', 'image/jpeg'],
      ['video.mp4', 'video/mp4'],
      ['pacote.zip', 'application/zip'],
      ['antigo.doc', 'application/x-cfb'],
    ]) {
      expect(textKindOf(nome!, tipo!)).toBeNull();
    }
  });
});

describe('normalised, capped text', () => {
  it('drops control characters (PostgreSQL text cannot hold NUL) and collapses blanks and empty lines', () => {
    expect(normaliseText('  a\u0000b\t\t c \r\n\r\n\r\n\r\n d\u00a0 e  ')).toBe('a b c\n\nd e');
  });

  it(`keeps at most ${TEXT_MAX_CHARS} characters, never half a surrogate pair`, () => {
    expect(normaliseText('palavra '.repeat(50_000))).toHaveLength(TEXT_MAX_CHARS - 1); // the cut lands on a space, trimmed
    const emoji = 'a'.repeat(TEXT_MAX_CHARS - 1) + '😀😀';
    const capped = normaliseText(emoji);
    expect(capped).toBe('a'.repeat(TEXT_MAX_CHARS - 1));
  });

  it('stops reading an office file once the cap is reached', () => {
    const big = docxFile(Array.from({ length: 30_000 }, (_, i) => `parágrafo número ${i}`));
    const { text: got } = officeText(big, 'docx', 1000);
    expect(got.length).toBeGreaterThanOrEqual(1000);
    expect(got.length).toBeLessThan(1100);
    expect(normaliseText(got)).toMatch(/^parágrafo número 0\nparágrafo número 1\n/);
  });
});

describe('zip and XML reading', () => {
  it('inflates an entry as a stream and stops when the reader has enough (a zip bomb costs only what is read)', () => {
    const zeros = new Uint8Array(20 * 1024 * 1024);
    const zip = zipSync({ 'bomb.xml': zeros, 'small.xml': strToU8('<a>ok</a>') });
    expect(zip.length).toBeLessThan(100_000);
    const entries = zipEntries(zip);
    expect(entries.map((e) => e.name)).toEqual(['bomb.xml', 'small.xml']);
    let read = 0;
    readZipEntry(zip, entries[0]!, (chunk) => {
      read += chunk.length;
      return false;
    });
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(zeros.length / 2);
  });

  it('refuses what is not a zip', () => {
    expect(() => zipEntries(strToU8('PK not really a zip file'))).toThrow(/invalid zip/);
  });

  it('decodes predefined and numeric character references', () => {
    expect(decodeXmlEntities('a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos; &#233; &#xE7;&#x0; &nbsp;')).toBe(
      'a & b <c> "d" \'e\' é ç &nbsp;',
    );
  });
});
