import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * Security headers (ASVS V14.4): a strict CSP with no third-party origin and no inline script
 * (tokens live in localStorage, so the page must not run foreign code); inline styles are
 * allowed because MUI's emotion injects <style> elements. No CORS headers: one origin only.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: {
    https: boolean;
    /**
     * Further origins the page may frame (the reports' external dashboards), asked on every
     * response, so a new one applies at once: exact https origins kept by the caller, never a wildcard.
     */
    frameOrigins?: () => readonly string[];
  },
): Promise<void> {
  const frameOrigins = opts.frameOrigins;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        frameSrc: frameOrigins ? ["'self'", () => frameOrigins().join(' ')] : ["'self'"],
        ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: opts.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The silent-renew iframe of the web is same-origin; frames from elsewhere are refused.
    frameguard: { action: 'sameorigin' },
  });
}
