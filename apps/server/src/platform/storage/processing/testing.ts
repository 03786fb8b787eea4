import { crc32 } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';

/*
 * Real files for the processing tests, built in memory: a PDF, office zips holding the XML parts
 * their formats require, images. Kept small so tests stay fast.
 */

/** A PDF literal string: escapes, and non-ASCII Latin-1 characters as octal codes (WinAnsiEncoding). */
function pdfString(s: string): string {
  return [...s]
    .map((c) => {
      const code = c.charCodeAt(0);
      if (c === '\\' || c === '(' || c === ')') return `\\${c}`;
      return code < 0x80 ? c : `\\${code.toString(8).padStart(3, '0')}`;
    })
    .join('');
}

/**
 * A one-page PDF 1.4 showing `lines` in Helvetica (WinAnsiEncoding, so Portuguese accents are
 * real characters), with a correct stream /Length and cross-reference table.
 */
export function minimalPdf(lines: string[]): Uint8Array {
  const content = `BT /F1 12 Tf 72 720 Td ${lines.map((l, i) => `${i ? '0 -16 Td ' : ''}(${pdfString(l)}) Tj`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}

/** XML-escapes text for a fixture part. */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const SS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * A DOCX: one paragraph per entry, each split into two runs at its first space (as Word splits
 * text), plus the content types and relationships a word processor needs to open it.
 */
export function docxFile(paragraphs: string[]): Uint8Array {
  const body = paragraphs
    .map((p) => {
      const cut = p.indexOf(' ');
      const runs = cut < 0 ? [p] : [p.slice(0, cut), p.slice(cut)];
      return `<w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr>${runs
        .map((r) => `<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">${esc(r)}</w:t></w:r>`)
        .join('')}</w:p>`;
    })
    .join('');
  return zipSync({
    '[Content_Types].xml': strToU8(
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`,
    ),
    'word/document.xml': strToU8(`${XML}<w:document ${W} ${R}><w:body>${body}<w:sectPr/></w:body></w:document>`),
  });
}

/**
 * An XLSX with one sheet: `shared` strings in xl/sharedStrings.xml referenced by cells, `inline`
 * strings written in the sheet itself (<is><t>), and `numbers` as plain numeric cells.
 */
export function xlsxFile(opts: { shared: string[]; inline: string[]; numbers: number[] }): Uint8Array {
  const cells = [
    ...opts.shared.map((_, i) => `<c r="A${i + 1}" t="s"><v>${i}</v></c>`),
    ...opts.inline.map((s, i) => `<c r="B${i + 1}" t="inlineStr"><is><t>${esc(s)}</t></is></c>`),
    ...opts.numbers.map((n, i) => `<c r="C${i + 1}"><v>${n}</v></c>`),
  ];
  return zipSync({
    '[Content_Types].xml': strToU8(
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(`${XML}<workbook ${SS} ${R}><sheets><sheet name="Plan1" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    'xl/_rels/workbook.xml.rels': strToU8(
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    'xl/sharedStrings.xml': strToU8(
      `${XML}<sst ${SS} count="${opts.shared.length}" uniqueCount="${opts.shared.length}">${opts.shared.map((s) => `<si><t>${esc(s)}</t></si>`).join('')}</sst>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(`${XML}<worksheet ${SS}><sheetData><row r="1">${cells.join('')}</row></sheetData></worksheet>`),
  });
}

/**
 * An ODT (OpenDocument text): `paragraphs` in content.xml, each in a span, its first space written
 * as <text:s/> (as LibreOffice writes repeated spaces).
 */
export function odtFile(paragraphs: string[]): Uint8Array {
  const body = paragraphs
    .map((p) => `<text:p text:style-name="P1"><text:span>${esc(p).replace(' ', '<text:s/>')}</text:span></text:p>`)
    .join('');
  return zipSync({
    mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }],
    'META-INF/manifest.xml': strToU8(
      `${XML}<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>`,
    ),
    'content.xml': strToU8(
      `${XML}<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:automatic-styles><style:style xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" style:name="P1"/></office:automatic-styles><office:body><office:text>${body}</office:text></office:body></office:document-content>`,
    ),
  });
}

/** A PNG of one colour. */
export async function pngImage(width: number, height: number): Promise<Uint8Array> {
  const png = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
  return new Uint8Array(png);
}

/** A JPEG stored sideways with an EXIF orientation (6: rotate 90° clockwise to view), as phones save photos. */
export async function sidewaysJpeg(width: number, height: number): Promise<Uint8Array> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 30, b: 200 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return new Uint8Array(jpeg);
}

/** A PNG chunk: length, type, data and CRC. */
function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A few hundred bytes that declare a width × height greyscale PNG: a decompression bomb's header
 * (the pixel data is never there; a decoder that trusts the header allocates the whole canvas).
 */
export function pngBombHeader(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', new Uint8Array([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
  return new Uint8Array(png);
}
