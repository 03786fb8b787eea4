import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));

/** The packages a module and every module it imports (relative `.js` imports, followed) import. */
function packagesReachedFrom(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const [, typeOnly, spec] of source.matchAll(/^(?:import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'/gm)) {
    if (typeOnly || !spec) continue;
    if (spec.startsWith('.')) {
      const next = path.resolve(path.dirname(file), spec.replace(/\.js$/, '.ts'));
      for (const p of packagesReachedFrom(next, seen)) packages.add(p);
    } else packages.add(spec);
  }
  return packages;
}

describe('the package entries', () => {
  it('keeps zod out of the main entry (the web loads it with the route table on the first view)', () => {
    expect(packagesReachedFrom(path.join(SRC, 'index.ts'))).not.toContain('zod');
  });

  it('offers the zod schemas at @portal/domain/schemas', () => {
    expect(packagesReachedFrom(path.join(SRC, 'schemas.ts'))).toContain('zod');
  });
});
