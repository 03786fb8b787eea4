import type { FastifyInstance } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import { makeExecutableSchema } from './executable-schema.js';
import { idiomaFromTag, type Idioma, type PortalLabels } from '@portal/domain';
import type { Config } from '../../config.js';
import type { Storage } from '../storage/types.js';
import { jobRunner } from '../jobs/plugin.js';
import type { Database } from '../db/connection.js';
import { applyPolicies } from './auth.js';
import type { Resolvers } from '../../generated/graphql.js';
import type { PortalContext, ResolveUser } from './context.js';
import { formatErrors } from './errors.js';
import { assertIntrospectionAllowed } from './introspection.js';
import { assertTokenLimit, limitRules } from './limits.js';
import { mercuriusLoaders, type PortalLoaders } from './loaders.js';
import { loadTypeDefs } from './schema.js';

/** One area's part of the API: its SDL file is `modules/<area>/<area>.graphql`. */
export interface ApiModule {
  area: string;
  /** Typed by the generated `Resolvers`: the contract (docs/architecture.md "GraphQL types"). */
  resolvers: Resolvers;
  /** Batched fields, typed by the generated resolver types (loaders.ts defineLoaders). */
  loaders?: PortalLoaders;
}

/** Builds the schema of the given modules with every root field wrapped by its policy. */
export function buildSchema(modules: readonly ApiModule[]) {
  const typeDefs = loadTypeDefs(modules.map((m) => m.area));
  const resolvers: Record<string, Record<string, unknown>> = {};
  for (const m of modules) {
    for (const [type, fields] of Object.entries(m.resolvers)) {
      resolvers[type] = { ...(resolvers[type] ?? {}), ...(fields as Record<string, unknown>) };
    }
  }
  const schema = makeExecutableSchema(typeDefs);
  applyPolicies(schema, resolvers);
  return { schema, typeDefs, resolvers };
}

/** Mounts POST /api/graphql (Mercurius, JIT on) with context, limits and error mapping. */
export async function registerGraphql(
  app: FastifyInstance,
  opts: {
    modules: readonly ApiModule[];
    database: Database;
    resolveUser: ResolveUser;
    config: Config;
    storage: Storage;
    /** The portal's dealer/brand/group labels in a language (messages name them). */
    portalLabels: (idioma: Idioma) => Promise<PortalLabels>;
  },
): Promise<void> {
  // Mercurius builds its own schema from the SDL (with its own graphql instance); ours is only
  // read for the @auth policies that wrap the resolvers.
  const { typeDefs, resolvers } = buildSchema(opts.modules);
  const loaders = mercuriusLoaders(opts.modules.map((m) => m.loaders));
  await app.register(mercurius, {
    schema: typeDefs,
    resolvers: resolvers as IResolvers,
    loaders,
    path: '/api/graphql',
    graphiql: false,
    ide: false,
    jit: 1,
    routes: true,
    allowBatchedQueries: false,
    validationRules: limitRules,
    context: async (req, reply): Promise<PortalContext> => {
      const user = await opts.resolveUser(req);
      const idioma = user?.idioma ?? idiomaFromTag(req.headers['accept-language']);
      return {
        user,
        idioma,
        labels: await opts.portalLabels(idioma),
        requestId: req.id,
        database: opts.database,
        publicUrl: opts.config.publicUrl,
        config: opts.config,
        storage: opts.storage,
        runJob: jobRunner(app),
        reply,
      };
    },
    errorFormatter: (execution, ctx) => {
      const c = ctx as unknown as PortalContext & { reply: { request: { log: FastifyInstance['log'] } } };
      const { errors, status } = formatErrors(execution.errors ?? [], {
        idioma: c.idioma ?? 'PT_BR',
        requestId: c.requestId ?? '',
        log: c.reply?.request?.log ?? app.log,
        signedIn: Boolean(c.user),
        labels: c.labels,
      });
      const onlyValidation = errors.every((e) => e.extensions.code === 'GRAPHQL_VALIDATION_FAILED');
      return {
        statusCode: status ?? (!execution.data && onlyValidation ? 400 : 200),
        response: { data: execution.data ?? null, errors },
      };
    },
  });
  app.graphql.addHook('preParsing', async (_schema, source) => {
    assertTokenLimit(source);
  });
  // Before execution, not validation: Mercurius caches validated documents, so a check there
  // would let an anonymous caller reuse a signed-in caller's introspection query.
  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    assertIntrospectionAllowed(document, (context as unknown as PortalContext).user);
  });
}
