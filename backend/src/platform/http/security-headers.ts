import helmet from 'helmet';

/**
 * The security headers every response carries, the API's and the built UI's, as helmet sets them. The CSP fits the
 * Vite build: scripts and styles come from our own origin; styles also inline, because Radix components (scroll
 * lock, select, popper) set style attributes and inject small <style> elements at run time. Nothing may frame the
 * app.
 *
 * With these options the headers do not depend on the request, so helmet runs once at start and each response
 * gets the result in one `reply.headers()` call: running helmet per request (what @fastify/helmet does) cost
 * ~12 µs of a ~70 µs request in tools/bench/scale.mjs's signed-in read, a sixth of the API's throughput.
 */
export function securityHeaders(options: { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let finished = false;
  helmetFor(options)({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers in one synchronous pass');
  return headers;
}

function helmetFor(options: { https: boolean }): ReturnType<typeof helmet> {
  return helmet({
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
  });
}
