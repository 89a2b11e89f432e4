import type { FastifyInstance } from 'fastify';
import { registerSecurityHeaders } from './security-headers';
import { inlineScriptSources } from './web/inline-scripts';

/**
 * The app's security headers: a Content-Security-Policy that allows the app's own origin only (and the
 * built pages' own inline scripts, by hash), no framing, and no referrer sent to other origins.
 */
export function registerAppSecurityHeaders(
  app: FastifyInstance,
  webDistDir: string | null | undefined,
): void {
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptSources(webDistDir)],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // A Google account's picture (the avatar) is served by Google's image host; the OpenID providers
        // Brief is set up with (Entra ID, Keycloak) send none, and any other falls back to the initials.
        imgSrc: ["'self'", 'data:', 'blob:', 'https://lh3.googleusercontent.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // The document viewer shows a cited PDF from an object URL the app made of the bytes it fetched.
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
