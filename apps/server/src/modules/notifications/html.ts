import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

type ChildNode = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

/**
 * The HTML a notification's text may hold (spec 02 §3: "texto (rendered as HTML)"), sanitized on
 * write so the web may render it as HTML (`NotificationText`), however it was written: a model, a
 * generic notification, another area's message.
 *
 * How: the text is parsed by parse5 (the WHATWG parsing algorithm, as a browser parses it, so
 * encoded, malformed and nested tricks are decoded before any rule looks at them), then written
 * out again from the tree by this file alone: only the tags below, only `href`/`title` on links,
 * every text and attribute escaped. Nothing of the input is copied through as markup: no
 * comments, no raw-text elements (script, style, textarea …), no foreign content (svg, math), no
 * event handlers, styles or classes. An element not on the list is unwrapped (its text stays);
 * one whose content is code or a control (script, iframe, form fields …) goes with its content.
 */

/** Kept as they are (without attributes, links aside). */
const ALLOWED = new Set([
  'p', 'div', 'br', 'hr', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark',
  'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
]);

const VOID = new Set(['br', 'hr']);

/** Removed with everything inside them: code, embedded documents, form controls, metadata. */
const DROPPED = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'param', 'svg', 'math',
  'template', 'noscript', 'noembed', 'noframes', 'textarea', 'select', 'option', 'optgroup', 'button', 'input',
  'title', 'xmp', 'plaintext', 'head', 'meta', 'link', 'base', 'img', 'picture', 'source', 'video', 'audio',
  'track', 'canvas', 'map', 'area', 'portal', 'dialog',
]);

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** The placeholder a personalised text may put in a link: filled with the notification's (checked) link. */
const LINK_PLACEHOLDER = '{{link}}';

/**
 * A link target kept in a text: http(s), mailto, a same-origin path or a fragment. The browser
 * ignores tabs and line breaks inside a URL and control characters around it, so they are taken
 * out before the scheme is read (`java\tscript:`). A `{{placeholder}}` is allowed only as the whole
 * `{{link}}` (filled with the checked link): any other one could become a scheme when filled.
 */
export function safeHref(raw: string): string | null {
  // eslint-disable-next-line no-control-regex
  const v = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (v === LINK_PLACEHOLDER) return v;
  // eslint-disable-next-line no-control-regex
  if (v.includes('{{') || /[\u0000-\u001f\u007f]/.test(v)) return null;
  if (v.startsWith('#')) return v;
  if (v.startsWith('/')) return v[1] === '/' || v[1] === '\\' ? null : v;
  if (/^(https?|mailto):/i.test(v)) {
    try {
      const url = new URL(v);
      return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? v : null;
    } catch {
      return null;
    }
  }
  return null;
}

function attributes(el: Element): string {
  if (el.nodeName !== 'a') return '';
  let out = '';
  for (const a of el.attrs) {
    if (a.namespace) continue;
    if (a.name === 'href') {
      const href = safeHref(a.value);
      if (href !== null) out += ` href="${escapeAttr(href)}"`;
    } else if (a.name === 'title') out += ` title="${escapeAttr(a.value)}"`;
  }
  return out;
}

function write(nodes: readonly ChildNode[], out: string[]): void {
  for (const node of nodes) {
    if (node.nodeName === '#text') out.push(escapeText((node as DefaultTreeAdapterMap['textNode']).value));
    else if ('tagName' in node) {
      const el = node as Element;
      // Only HTML elements: anything the parser put in a foreign namespace (svg, math) is dropped.
      if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml' || DROPPED.has(el.tagName)) continue;
      if (!ALLOWED.has(el.tagName)) {
        write(el.childNodes, out);
        continue;
      }
      out.push(`<${el.tagName}${attributes(el)}>`);
      if (VOID.has(el.tagName)) continue;
      write(el.childNodes, out);
      out.push(`</${el.tagName}>`);
    }
    // Comments and doctypes are never written.
  }
}

/** The text as it is kept and shown: the allowlisted subset of its HTML (see above). */
export function sanitizeNotificationHtml(html: string): string {
  const out: string[] = [];
  write(parseFragment(html).childNodes, out);
  return out.join('').trim();
}
