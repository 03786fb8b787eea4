/** What the service worker receives (sw-portal.js `push` event), as JSON. */
export interface PushPayload {
  title: string;
  /** Plain text: an operating-system notification shows no HTML. */
  body: string;
  /** A same-origin path or a product's address (the worker opens only same-origin ones). */
  link: string | null;
  /** One tag per notification: a repeated delivery replaces the shown one instead of adding another. */
  tag: string;
}

/** Push services take about 4 KB of payload; the system shows a few lines anyway. */
const MAX_TITLE = 120;
const MAX_BODY = 300;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The text of a notification's (sanitized, allowlisted) HTML: block ends and line breaks become
 * spaces, tags go, entities are decoded, whitespace collapses. The result is shown by the
 * operating system as text, never parsed as HTML.
 */
export function plainText(html: string): string {
  const spaced = html.replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|blockquote|tr)>/gi, ' ');
  const stripped = spaced.replace(/<[^>]*>/g, '');
  return decodeEntities(stripped).replace(/\s+/g, ' ').trim();
}

/** The payload of one notification. */
export function pushPayload(n: { id: number; titulo: string; texto: string; link: string | null }): PushPayload {
  return {
    title: cut(plainText(n.titulo), MAX_TITLE),
    body: cut(plainText(n.texto), MAX_BODY),
    link: n.link,
    tag: `notificacao-${n.id}`,
  };
}
