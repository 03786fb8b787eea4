import fs from 'node:fs';
import path from 'node:path';
import type { DocumentNode } from 'graphql';
import type { Plugin } from 'vite';

/**
 * The typed documents in a build (docs/architecture.md "GraphQL types"). `graphql()` of
 * src/generated looks each document up in a map of every document, and the generated
 * `…Document` constants are all in one module (src/generated/graphql.ts), which Rollup places in
 * one chunk whole; either way every area's documents would ship with the first screen. So each
 * `graphql(`…`)` of a `*.queries.ts` file (where codegen.ts reads the documents) is replaced by
 * its generated document (fragments included) as a syntax-tree literal: a document goes with the
 * route chunk of the file that writes it, and nothing is parsed in the browser, so GraphQL's parser
 * and graphql-tag stay out of the first view (only the administration lists, which build their
 * documents at run time, load them). Types are untouched: they come from `graphql()`'s overloads.
 */

const QUERIES_FILE = /\.queries\.ts$/;
const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const GRAPHQL_IMPORT = /^import \{ graphql \} from '[./]*\/generated';\n/m;
/** One generated document: `export const XDocument = {…json…} as unknown as DocumentNode<…>;` */
const GENERATED_DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
/** graphql()'s map (gql.ts): `    "…source…": types.XDocument,` — the same lookup graphql() does. */
const MAP_ENTRY = /^ {4}("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;

/** Each document's source, as written in graphql(`…`), to its generated document as a JS literal. */
function readDocuments(generatedDir: string): Map<string, string> {
  const constants = new Map([...fs.readFileSync(path.join(generatedDir, 'graphql.ts'), 'utf8').matchAll(GENERATED_DOCUMENT)].map((m) => [m[1]!, m[2]!]));
  const map = fs.readFileSync(path.join(generatedDir, 'gql.ts'), 'utf8').split('const documents')[1] ?? '';
  return new Map(
    [...map.matchAll(MAP_ENTRY)].map((m) => {
      const document = constants.get(m[2]!);
      if (!document) throw new Error(`${m[2]} is in gql.ts but not in graphql.ts (run npm run codegen)`);
      // Re-serialised compactly; a `loc` (none today) would only carry source text to the browser.
      return [JSON.parse(m[1]!) as string, JSON.stringify(JSON.parse(document) as DocumentNode, (k, v: unknown) => (k === 'loc' ? undefined : v))];
    }),
  );
}

export function typedDocuments(generatedDir: string): Plugin {
  const generatedFiles = ['graphql.ts', 'gql.ts'].map((f) => path.join(generatedDir, f));
  let documents: Map<string, string> | undefined;
  return {
    name: 'portal:typed-documents',
    enforce: 'pre',
    // `npm run codegen` rewrites the files: read them again.
    watchChange(id) {
      if (generatedFiles.includes(id)) documents = undefined;
    },
    transform(code, id) {
      if (!QUERIES_FILE.test(id.split('?')[0] ?? id)) return undefined;
      for (const file of generatedFiles) this.addWatchFile(file);
      documents ??= readDocuments(generatedDir);
      const all = documents;
      const out = code.replace(GRAPHQL_CALL, (call: string, source: string) => {
        const document = all.get(source);
        if (!document) throw new Error(`${id}: a graphql() document is not in ${generatedDir} (run npm run codegen):\n${call}`);
        return `(${document})`;
      });
      return out === code ? undefined : { code: out.replace(GRAPHQL_IMPORT, ''), map: null };
    },
  };
}
