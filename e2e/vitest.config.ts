import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built portal started for real, driven by Debian's Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['*.e2e.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
    fileParallelism: false,
  },
});
