import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Idioma, PortalLabels, UserType } from '@portal/domain';
import type { Config } from '../../config.js';
import type { Database } from '../db/connection.js';
import type { Storage } from '../storage/types.js';

/** The signed-in portal user as every access decision sees it. */
export interface CurrentUser {
  id: number;
  nome: string;
  email: string;
  tipo: UserType;
  idioma: Idioma;
  /** Feature keys granted to the user. */
  funcionalidades: string[];
  /**
   * The sign-in session of the request's token (`sid`), when the issuer puts one in it: what
   * belongs to one device's sign-in (its push subscription) is kept under it and ends with it.
   */
  sessaoId?: string;
}

/** Context of every resolver. */
export interface PortalContext {
  user: CurrentUser | null;
  /** Language of messages: the user's, else the request's Accept-Language. */
  idioma: Idioma;
  /** The portal's dealer/brand/group labels in that language. */
  labels: PortalLabels;
  requestId: string;
  database: Database;
  /** The portal's public origin (PUBLIC_URL). */
  publicUrl: string;
  /** The parsed configuration (mail, sign-in mode …) for services that act on it. */
  config: Config;
  /** Stored files and their signed links. */
  storage: Storage;
  /** Queues a background job now (null when this instance runs no jobs, as in most tests). */
  runJob: ((name: string) => Promise<unknown>) | null;
  reply: FastifyReply;
}

/**
 * Context of a resolver whose @auth policy admits signed-in users only (SIGNED_IN, ACCESS): the
 * policy wrapper (auth.ts) has refused anonymous callers before it runs. The generated resolver
 * types give these fields this context (codegen.ts, signed-in-fields.ts).
 */
export interface SignedInContext extends PortalContext {
  user: CurrentUser;
}

/** Finds the user behind a request (set by app.ts from identity + the users area). */
export type ResolveUser = (req: FastifyRequest) => Promise<CurrentUser | null>;
