import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/connection.js';
import { getPortalProperties } from '../../platform/portal-properties/portal-properties.js';

/** GET /portalProperties: public, read before sign-in for the title, favicon and labels. */
export async function shellRoutes(app: FastifyInstance, opts: { database: Database }): Promise<void> {
  app.get('/portalProperties', async (_req, reply) => {
    const props = await getPortalProperties(opts.database.db);
    reply.header('cache-control', 'no-cache');
    return props;
  });
}
