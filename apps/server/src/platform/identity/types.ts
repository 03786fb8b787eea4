import type { FastifyInstance } from 'fastify';
import type { SessionCache } from './signed-in-cache.js';

/** What the API reads from a verified access token. */
export interface VerifiedToken {
  /** Identity-provider subject (embedded IdP: the portal user id as text). */
  sub: string;
  email?: string;
  /** Session id, when the issuer puts one in the token. */
  sid?: string;
  /** Token expiry, seconds since the epoch. */
  exp: number;
}

/**
 * The identity side of the portal: the embedded OpenID provider (or an external issuer such as
 * Keycloak), its pages, and access-token verification for the API.
 */
export interface Identity {
  /** Mounts /oidc, the login/interaction pages and the password-reset pages (embedded mode). */
  register(app: FastifyInstance): Promise<void>;
  /**
   * Verifies a bearer token (signature, issuer, audience, expiry) and, for the embedded IdP, that
   * its session is still alive (from `sessions` when it knows, else the database); null when any
   * check fails.
   */
  verify(token: string, sessions?: SessionCache): Promise<VerifiedToken | null>;
  /**
   * Registers what to do when sign-in sessions end (sign-out, password reset), with their ids
   * (the tokens' `sid`). An external issuer owns its sessions: nothing is reported then.
   */
  onSessionsEnded(listener: (sessionIds: string[]) => Promise<void>): void;
  close(): Promise<void>;
}
