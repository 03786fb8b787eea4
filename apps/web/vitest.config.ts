import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

// react-router ships CJS and ESM builds; under Node's conditions the app's imports and
// react-router/dom can load different copies (two router contexts). Pin both to the ESM build.
const routerDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/development');

/** Component tests of the web app: jsdom + Testing Library; the root config lists this project. */
export default defineProject({
  root,
  plugins: [react()],
  resolve: {
    alias: [
      // Exact matches, as in vite.config.ts: `@portal/domain/schemas` is an entry of its own.
      { find: /^@portal\/domain$/, replacement: fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)) },
      { find: /^@portal\/domain\/schemas$/, replacement: fileURLToPath(new URL('../../packages/domain/src/schemas.ts', import.meta.url)) },
      { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
      { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // Room for the 4 s find timeout of src/test/setup.ts under a loaded CI machine.
    testTimeout: 20000,
    server: { deps: { inline: ['react-router'] } },
  },
});
