import helmet from 'helmet';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Security headers on every response, the API's and the built UI's. The CSP fits the Vite build: scripts and
 * styles come from our own origin; styles also inline, because Radix components (scroll lock, select, popper)
 * set style attributes and inject small <style> elements at run time. Nothing may frame the app.
 */
export function securityHeaders(options: { https: boolean }): RequestHandler {
  const headers = headersOf(helmetFor(options));
  return (_request: Request, response: Response, next: NextFunction) => {
    for (const [name, value] of headers) response.setHeader(name, value);
    next();
  };
}

/**
 * The headers a helmet middleware sets, read once: with these options they do not depend on the request, so each
 * response gets them in one loop instead of helmet's chain of twelve middlewares.
 */
function headersOf(middleware: ReturnType<typeof helmet>): Array<[string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  let finished = false;
  middleware({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers in one synchronous pass');
  return [...headers];
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
