import { createRequire } from 'node:module';
import path from 'node:path';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Alias, Plugin } from 'vite';

/**
 * The message catalogs of a production build, parsed at build time (react-intl's documented
 * "precompiled messages"): each `src/i18n/**.json` becomes the same ids with their ICU syntax
 * trees, and the app is built against the parser's `no-parser` entry, so the ICU parser (~9 KB
 * gzip) never reaches the browser. Tests and `vite dev` keep the text catalogs and the parser.
 * Every message react-intl formats comes from these catalogs (no defaultMessage anywhere).
 */

const require = createRequire(import.meta.url);
const parserDir = path.dirname(require.resolve('@formatjs/icu-messageformat-parser/package.json'));
const { parse } = require('@formatjs/icu-messageformat-parser') as {
  parse: (message: string) => MessageFormatElement[];
};

const CATALOG = /\/src\/i18n\/(?:[^/]+\/)?[^/]+\.json$/;

/** The parser's module without parse(): what intl-messageformat imports in a production build. */
export const NO_MESSAGE_PARSER: Alias = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: path.join(parserDir, 'lib/no-parser.js'),
};

export function precompiledMessages(): Plugin {
  return {
    name: 'portal:precompiled-messages',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!CATALOG.test(id.split('?')[0] ?? id)) return undefined;
      const catalog = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(catalog).map(([key, message]) => [key, parse(message)]));
      // Still JSON: Vite's JSON plugin turns it into the module as before.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
