import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../platform/db/typed-rows.js';
import type { DbOrTx } from '../../platform/db/transaction.js';
import { badInput } from '../../platform/errors.js';
import './notifications.messages.js';

/**
 * Where a notification may send its reader (issue #13: "same-origin path or a product's base
 * address; anything else refused"):
 * - a path of the portal: starts with one `/` (not `//` nor `/\`, which a browser reads as another
 *   host), resolved against the portal it stays on the portal;
 * - an http(s) address under a product's base address (`produtos.base_uri`): same scheme, host and
 *   port, and its path is the base path or below it (`/app` admits `/app/x`, not `/apps`); with the
 *   notification's product given, under that product's, otherwise under any product's.
 * Anything else (javascript:, data:, `//evil.com`, another host, user:password@, whitespace or
 * backslashes anywhere) is refused as BAD_USER_INPUT naming the field.
 */

const refused = (field: string) => badInput([{ field, key: 'error.notificacao.linkNaoPermitido' }]);

const PORTAL = 'http://portal.invalid';

/** A same-origin path of the portal, or null when `v` is not one. */
function portalPath(v: string): string | null {
  if (!v.startsWith('/') || v[1] === '/') return null;
  const url = new URL(v, PORTAL);
  return url.origin === PORTAL ? v : null;
}

/** Whether `url` lies under the base address `base` (see above). */
export function isUnderBase(url: URL, baseUri: string): boolean {
  let base: URL;
  try {
    base = new URL(baseUri);
  } catch {
    return false;
  }
  if (url.protocol !== base.protocol || url.host !== base.host) return false;
  const path = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  return url.pathname === base.pathname || url.pathname.startsWith(path);
}

/**
 * The link as it is kept (trimmed; null when blank), or BAD_USER_INPUT on `field` (`link` unless
 * told) when it is not allowed.
 */
export async function checkedLink(db: DbOrTx, link: string | null | undefined, produtoId?: number | null, field = 'link'): Promise<string | null> {
  const v = (link ?? '').trim();
  if (!v) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f\\]/.test(v)) throw refused(field);
  if (v.startsWith('/')) {
    if (portalPath(v) === null) throw refused(field);
    return v;
  }
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    throw refused(field);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) throw refused(field);
  // Products are the organisation's reference catalog (read here for their base addresses).
  const bases = await queryRows(
    db,
    z.object({ base_uri: z.string() }),
    produtoId == null ? sql`select base_uri from produtos` : sql`select base_uri from produtos where id = ${produtoId}`,
  );
  if (!bases.some((p) => isUnderBase(url, p.base_uri))) throw refused(field);
  return v;
}
