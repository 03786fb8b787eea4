/**
 * The notice message's HTML cleaned once more in the browser before it is drawn (issue #14: "sanitized
 * on write and again on render, so no stored markup ever runs"). The server already keeps only its
 * allowlist (modules/notifications/html.ts `sanitizeNotificationHtml`); this is the same allowlist
 * applied again, so a row written around the service (SQL, an old import) still cannot run.
 *
 * How: the text is parsed into an inert `<template>` (no script runs, no image loads, no handler
 * fires while it is parsed), then the tree is rebuilt from the allowed elements only, with only
 * `href`/`title` on links and only safe link targets. An element off the list is unwrapped (its
 * text stays); code, embedded documents and controls go with their content.
 */

const ALLOWED = new Set([
  'p', 'div', 'br', 'hr', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark',
  'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
]);

const DROPPED = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'param', 'svg', 'math',
  'template', 'noscript', 'noembed', 'noframes', 'textarea', 'select', 'option', 'optgroup', 'button', 'input',
  'title', 'xmp', 'plaintext', 'head', 'meta', 'link', 'base', 'img', 'picture', 'source', 'video', 'audio',
  'track', 'canvas', 'map', 'area', 'portal', 'dialog',
]);

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** A link target kept: http(s), mailto, a same-origin path or a fragment (as the server's `safeHref`). */
export function safeHref(raw: string): string | null {
  // eslint-disable-next-line no-control-regex
  const v = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(v)) return null;
  if (v.startsWith('#')) return v;
  if (v.startsWith('/')) return v[1] === '/' || v[1] === '\\' ? null : v;
  if (/^(https?|mailto):/i.test(v)) {
    try {
      return ['http:', 'https:', 'mailto:'].includes(new URL(v).protocol) ? v : null;
    } catch {
      return null;
    }
  }
  return null;
}

function copy(from: Node, to: Node, doc: Document): void {
  for (const node of Array.from(from.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(node.textContent ?? ''));
      continue;
    }
    if (!(node instanceof Element) || node.namespaceURI !== HTML_NS) continue;
    const tag = node.localName;
    if (DROPPED.has(tag)) continue;
    if (!ALLOWED.has(tag)) {
      copy(node, to, doc);
      continue;
    }
    const el = doc.createElement(tag);
    if (tag === 'a') {
      const href = safeHref(node.getAttribute('href') ?? '');
      if (href !== null && node.hasAttribute('href')) el.setAttribute('href', href);
      const title = node.getAttribute('title');
      if (title !== null) el.setAttribute('title', title);
      // Another site opens in a new tab and never gets a handle on the portal's window.
      if (href && /^https?:/i.test(href)) {
        el.setAttribute('target', '_blank');
        el.setAttribute('rel', 'noopener noreferrer');
      }
    }
    copy(node, el, doc);
    to.appendChild(el);
  }
}

/** The allowlisted subset of `html`, as markup to draw. */
export function sanitizeNoticeHtml(html: string): string {
  const doc = document.implementation.createHTMLDocument('');
  const template = doc.createElement('template');
  template.innerHTML = html;
  const out = doc.createElement('div');
  copy(template.content, out, doc);
  return out.innerHTML;
}
