import { defineConfig } from 'vitest/config';

/** Unit, integration and component tests; end-to-end tests have their own config in e2e/. */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});
