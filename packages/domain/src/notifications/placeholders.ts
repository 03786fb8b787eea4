import { PLACEHOLDER_NAMES, type PlaceholderName } from './generic-rules.js';

/**
 * The placeholders of notification models (issue #13), as the model editor offers them and the
 * fan-out fills them per recipient: written `{{nome}}` in a title or text, named NOME … in the API
 * (the GraphQL enum PlaceholderModelo). What each is filled with:
 * - nome, email: the recipient's;
 * - marca, dealer: the recipient's brands / dealers by name, comma-separated;
 * - produto, link: the notification's product name and link.
 */
export const PLACEHOLDERS: readonly { readonly nome: PlaceholderName; readonly chave: Uppercase<PlaceholderName>; readonly token: string }[] =
  PLACEHOLDER_NAMES.map((nome) => ({ nome, chave: nome.toUpperCase() as Uppercase<PlaceholderName>, token: `{{${nome}}}` }));

/** A piece of a title or text: literal text, or a known placeholder to fill. */
export type TemplatePart = { readonly text: string } | { readonly placeholder: PlaceholderName };

const PLACEHOLDER = /\{\{\s*([a-z]+)\s*\}\}/g;
const isKnown = (name: string): name is PlaceholderName => (PLACEHOLDER_NAMES as readonly string[]).includes(name);

/**
 * A title or text split at its known placeholders (`{{ nome }}` too), in order; anything else,
 * an unknown `{{…}}` included, stays literal text. Filling the parts one by one (never replacing
 * in the filled text) means a value that itself reads `{{email}}` is never filled again.
 */
export function splitPlaceholders(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let at = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    if (!isKnown(m[1]!)) continue;
    if (m.index > at) parts.push({ text: template.slice(at, m.index) });
    parts.push({ placeholder: m[1] });
    at = m.index + m[0].length;
  }
  if (at < template.length) parts.push({ text: template.slice(at) });
  return parts;
}
