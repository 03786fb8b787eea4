import { ZIP_READ_MAX_BYTES } from './limits.js';
import { XmlTextReader, type XmlTextRules } from './xml-text.js';
import { readZipEntry, zipEntries } from './zip-entries.js';

/** Office formats whose text lives in XML parts of a zip. */
export type OfficeFormat = 'docx' | 'xlsx' | 'pptx' | 'odf';

const set = (...names: string[]): ReadonlySet<string> => new Set(names);

/** WordprocessingML: runs of w:t; a paragraph, w:br or w:cr ends a line. */
const WORD: XmlTextRules = { text: set('t'), line: set('p', 'br', 'cr'), space: set('tab') };
/** Shared strings: one string item (si) per line. */
const SHARED_STRINGS: XmlTextRules = { text: set('t'), line: set('si'), space: set() };
/** A worksheet: only inline strings (<is><t>) are text there; numbers and formulas are not. */
const SHEET: XmlTextRules = { text: set('t'), line: set('row'), space: set('c') };
/** DrawingML (slides): runs of a:t in paragraphs a:p. */
const SLIDE: XmlTextRules = { text: set('t'), line: set('p', 'br'), space: set() };
/** OpenDocument content.xml: the character data of text:p and text:h (spans included). */
const ODF: XmlTextRules = { text: set('p', 'h'), line: set('p', 'h', 'line-break'), space: set('s', 'tab', 'table-cell') };

/** Part names matching `pattern`, in their number's order (sheet2 before sheet10). */
const numbered = (names: string[], pattern: RegExp) =>
  names
    .map((name) => ({ name, n: Number(pattern.exec(name)?.[1] ?? NaN) }))
    .filter((p) => !Number.isNaN(p.n))
    .sort((a, b) => a.n - b.n)
    .map((p) => p.name);

/** The parts that hold each format's text, in reading order, each with its rules. */
const PARTS: Record<OfficeFormat, (names: string[]) => { name: string; rules: XmlTextRules }[]> = {
  docx: () => [{ name: 'word/document.xml', rules: WORD }],
  xlsx: (names) => [
    { name: 'xl/sharedStrings.xml', rules: SHARED_STRINGS },
    ...numbered(names, /^xl\/worksheets\/sheet(\d+)\.xml$/).map((name) => ({ name, rules: SHEET })),
  ],
  pptx: (names) => numbered(names, /^ppt\/slides\/slide(\d+)\.xml$/).map((name) => ({ name, rules: SLIDE })),
  odf: () => [{ name: 'content.xml', rules: ODF }],
};

/** Text of an office file and, when reading stopped at ZIP_READ_MAX_BYTES, why some text may be missing. */
export interface OfficeText {
  text: string;
  skipped: string | null;
}

/**
 * The text of a DOCX, XLSX, PPTX or OpenDocument file (the zip in memory), up to maxChars.
 * Each part is inflated as a stream straight into the text reader, which stops at maxChars;
 * the whole file stops after ZIP_READ_MAX_BYTES inflated bytes.
 */
export function officeText(zip: Uint8Array, format: OfficeFormat, maxChars: number): OfficeText {
  const entries = new Map(zipEntries(zip).map((e) => [e.name, e]));
  const texts: string[] = [];
  let length = 0;
  let inflated = 0;
  let skipped: string | null = null;
  for (const { name, rules } of PARTS[format]([...entries.keys()])) {
    const entry = entries.get(name);
    if (!entry) continue;
    const reader = new XmlTextReader(rules, maxChars - length);
    readZipEntry(zip, entry, (chunk) => {
      inflated += chunk.length;
      if (inflated > ZIP_READ_MAX_BYTES) {
        skipped = `stopped after ${ZIP_READ_MAX_BYTES / 1024 / 1024} MB of XML: the rest of the text was not read`;
        return false;
      }
      reader.push(chunk);
      return !reader.full;
    });
    const text = reader.end();
    texts.push(text);
    length += text.length;
    if (length >= maxChars || skipped) break;
  }
  return { text: texts.join('\n'), skipped };
}
