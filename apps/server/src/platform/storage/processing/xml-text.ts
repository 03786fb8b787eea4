/**
 * The readable text of an office XML part (OOXML word/document.xml, xl/sharedStrings.xml, ODF
 * content.xml …) without an XML parser: a tokenizer that keeps the character data of chosen
 * elements. Elements are matched by local name (w:t, a:t and t are all `t`), so text boxes and
 * generators that pick other prefixes are covered too.
 */
export interface XmlTextRules {
  /** Elements whose character data is text (w:t, text:p …); nested elements inherit it. */
  text: ReadonlySet<string>;
  /** Elements that end a line where they close, or stand for a line break when empty (w:p, w:br, row). */
  line: ReadonlySet<string>;
  /** Elements that end a word where they close, or stand for a space when empty (w:tab, text:s, a cell). */
  space: ReadonlySet<string>;
}

const LT = 0x3c;
/** Longest run without a '<' held back waiting for the rest of a tag; longer runs are read as they are. */
const CARRY_MAX_BYTES = 64 * 1024;
const EMPTY = new Uint8Array(0);

// CDATA, comments, declarations/processing instructions, tags (attribute values may hold '>'), text.
const TOKEN = /<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<[?!][^>]*>|<(\/?)([^\s/>]+)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)/g;

const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Decodes XML's predefined and numeric character references (&amp; &#233; &#xE9;); unknown ones stay as written. */
export function decodeXmlEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED_ENTITIES[ref] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    // A reference to no character (or to NUL, which PostgreSQL text cannot hold) is dropped.
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/**
 * Collects the text of one XML part fed as a stream of byte chunks (an inflating zip entry),
 * up to about maxChars characters. Each chunk is read up to its last '<' (a byte never inside a
 * multi-byte UTF-8 sequence) and the rest waits for the next chunk, so tags are never split.
 */
export class XmlTextReader {
  private readonly decoder = new TextDecoder('utf-8');
  private readonly parts: string[] = [];
  private pending: Uint8Array = EMPTY;
  private depth = 0;
  /** Characters collected so far. */
  length = 0;

  constructor(
    private readonly rules: XmlTextRules,
    private readonly maxChars: number,
  ) {}

  /** Whether enough text was collected: the caller stops feeding. */
  get full(): boolean {
    return this.length >= this.maxChars;
  }

  /** Feeds the next bytes of the part; `final` on the last ones (or call end()). */
  push(chunk: Uint8Array, final = false): void {
    let data = chunk;
    if (this.pending.length) {
      data = new Uint8Array(this.pending.length + chunk.length);
      data.set(this.pending);
      data.set(chunk, this.pending.length);
    }
    let end = data.length;
    if (!final) {
      const cut = data.lastIndexOf(LT);
      if (cut > 0) end = cut;
      else if (data.length < CARRY_MAX_BYTES) {
        this.pending = data === chunk ? chunk.slice() : data;
        return;
      }
    }
    // A copy: the inflater may reuse the chunk's memory.
    this.pending = end < data.length ? data.slice(end) : EMPTY;
    this.scan(this.decoder.decode(data.subarray(0, end), { stream: !final }));
  }

  /** Reads what is still held back and returns the text collected. */
  end(): string {
    if (this.pending.length && !this.full) this.push(EMPTY, true);
    return this.parts.join('');
  }

  private emit(s: string): void {
    this.parts.push(s);
    this.length += s.length;
  }

  private scan(chunk: string): void {
    for (const m of chunk.matchAll(TOKEN)) {
      if (this.full) return;
      const [, cdata, closing, name, attrs, chars] = m;
      if (chars !== undefined || cdata !== undefined) {
        if (this.depth > 0) this.emit(cdata ?? decodeXmlEntities(chars!));
        continue;
      }
      if (name === undefined) continue;
      const local = name.slice(name.indexOf(':') + 1);
      const empty = attrs!.endsWith('/');
      if (this.rules.text.has(local) && !empty) this.depth = closing ? Math.max(0, this.depth - 1) : this.depth + 1;
      if (closing || empty) {
        if (this.rules.line.has(local)) this.emit('\n');
        else if (this.rules.space.has(local)) this.emit(' ');
      }
    }
  }
}
