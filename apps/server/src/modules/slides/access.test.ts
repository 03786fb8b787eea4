import { afterAll, beforeAll, describe } from 'vitest';
import { accessTables } from '../../test/access-table.js';
import { buildTestApp } from '../../test/harness.js';
import { demoTokens, type DemoRole } from '../../test/graphql.js';
import { slidesAccessCases, type SlidesAccessFixtures } from './access.cases.js';

let tokens: Record<DemoRole, string>;
const fx = {} as SlidesAccessFixtures;

beforeAll(async () => {
  fx.t = await buildTestApp();
  tokens = await demoTokens(fx.t.app);
});
afterAll(() => fx.t?.close());

describe('access table of the slides and adverts operations (every demo role, anonymous included)', () => {
  accessTables(() => ({ app: fx.t.app, tokens }), slidesAccessCases(fx));
});
