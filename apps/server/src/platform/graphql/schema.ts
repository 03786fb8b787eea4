import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server/src/modules, from both src/ and dist/ (the .graphql files stay in src). */
const MODULES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../src/modules');

/** Reads the SDL of the given areas (`<area>/<area>.graphql`), shell first: it declares the shared types. */
export function loadTypeDefs(areas: readonly string[]): string {
  return areas
    .map((area) => fs.readFileSync(path.join(MODULES_DIR, area, `${area}.graphql`), 'utf8'))
    .join('\n');
}
