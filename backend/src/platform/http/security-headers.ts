import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Security headers on every response, the API's and the built UI's (@fastify/helmet). The CSP fits the Vite build:
 * scripts and styles come from our own origin; styles also inline, because Radix components (scroll lock, select,
 * popper) set style attributes and inject small <style> elements at run time. Nothing may frame the app.
 */
export function securityHeaders(options: { https: boolean }): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Over plain HTTP (development, the journeys) upgrading would break every asset.
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: options.https ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: true } : false,
  };
}
