import { getDocumentProxy } from 'unpdf';

/**
 * The text of a PDF, page after page, up to about maxChars characters or until `deadline`
 * (epoch ms): the pages read by then are kept. unpdf's extractText reads every page at once
 * (all in memory together); a thousand-page manual needs only its first pages to fill the
 * text cap, so the pages are read one at a time here and reading stops early.
 * Throws on a file pdf.js cannot open (corrupt, encrypted with a password).
 */
export async function pdfText(bytes: Uint8Array, maxChars: number, deadline: number): Promise<string> {
  const pdf = await getDocumentProxy(bytes, {
    // Fonts are never rendered here; never compile font programs into JavaScript functions.
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  });
  try {
    const pages: string[] = [];
    let length = 0;
    for (let n = 1; n <= pdf.numPages && length < maxChars && Date.now() < deadline; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      // As unpdf's extractText: each item's string, a line break where pdf.js saw one.
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      page.cleanup();
      pages.push(text);
      length += text.length;
    }
    return pages.join('\n');
  } finally {
    await pdf.destroy();
  }
}
