import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { alias: { '@portal/domain': new URL('../../packages/domain/src/index.ts', import.meta.url).pathname } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
