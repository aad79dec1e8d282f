import { INestApplication, Logger } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import connectPgSimple from 'connect-pg-simple';
import express from 'express';
import session from 'express-session';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import passport from 'passport';
import { Pool } from 'pg';
import { AppConfig } from '../../config/app-config';
import { poolOptions } from '../database/typeorm-options';
import { readSessionUser, SESSION_COOKIE_NAME, SessionReader } from '../auth';
import { inOrder, onPaths } from './in-order';
import { type LargeBodyRoute } from './json-body';
import { requestChecks } from './request-checks';
import { securityHeaders } from './security-headers';

const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** The routes that create or destroy a session row. */
const SESSION_ROUTES = ['/api/auth/login', '/api/auth/logout'];

/** Saved fixtures of a big league; every other body is a form. nginx (frontend/nginx.conf) allows the same. */
const LARGE_BODIES: LargeBodyRoute[] = [{ method: 'POST', path: /^\/api\/tournaments\/[^/]+\/fixtures\/?$/, limit: '5mb' }];

/**
 * Everything HTTP-level the API and the tests share: headers, request checks, sessions, passport, docs, the UI.
 * Bodies and queries are validated per route with `ZodBody` / `ZodQuery` and the shared schemas, so there is no
 * global pipe.
 */
export function configureApp(app: INestApplication, config: AppConfig): { close: () => Promise<void> } {
  const server = app as NestExpressApplication;
  server.setGlobalPrefix('api');
  server.set('trust proxy', config.trustProxy ? 1 : false);
  server.disable('x-powered-by');
  // API answers are written by sendJson (no-store, no ETag); static files keep their own validators.
  server.set('etag', false);
  const pool = new Pool({ connectionString: config.databaseUrl, ...poolOptions(config.database), max: 5 });
  // An idle connection the server ends (restart, failover, a test database dropped) must not crash the process.
  pool.on('error', (error) => new Logger('Sessions').warn(`session store connection lost: ${error.message}`));
  const PgStore = connectPgSimple(session);
  // No touch: a signed-in request reads its session row and never writes it (the expiry is fixed at sign-in).
  const store = new PgStore({ pool, tableName: 'session', pruneSessionInterval: 15 * 60, disableTouch: true });

  // Everything before the routes, as one Express layer.
  server.use(
    inOrder([
      // Before anything can answer, so every response carries them.
      securityHeaders({ https: config.appUrl.startsWith('https:') }),
      // The UI next (compressed here; sendJson compresses the API's JSON itself), so its files never reach the API's checks.
      frontend(config.frontendDist),
      requestChecks(config.appUrl, LARGE_BODIES),
      // express-session and passport only where a session starts or ends; every other API request is read by readSessionUser.
      onPaths(
        SESSION_ROUTES,
        inOrder([
          session({
            name: SESSION_COOKIE_NAME,
            store,
            secret: config.sessionSecret,
            resave: false,
            saveUninitialized: false,
            rolling: false,
            cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: SESSION_MAX_AGE_MS },
          }),
          passport.initialize(),
          passport.session(),
        ]),
      ),
      onPaths(['/api'], readSessionUser(server.get(SessionReader, { strict: false }))),
    ]),
  );

  if (config.apiDocs) {
    const docs = new DocumentBuilder().setTitle('RallyPoint API').setVersion(config.version).addCookieAuth(SESSION_COOKIE_NAME).build();
    SwaggerModule.setup('api/docs', server, () => SwaggerModule.createDocument(server, docs));
  }

  return {
    close: async () => {
      store.close();
      await pool.end();
    },
  };
}

/** The built UI on the same port; any non-API path gets index.html so client routes work on reload. */
function frontend(dist: string | null): express.RequestHandler {
  const compress = compression();
  const hasUi = !!dist && existsSync(join(dist, 'index.html'));
  if (dist && !hasUi) new Logger('Web').warn(`No built UI at ${dist}; serving the API only`);
  const assets = hasUi ? express.static(dist, { index: false, maxAge: '1h' }) : null;
  return (request: express.Request, response: express.Response, next: express.NextFunction) => {
    // API requests skip the file system (no fs.stat per API GET); the API docs are pages, compressed here.
    if (request.path.startsWith('/api/docs')) return compress(request, response, next);
    if (!assets || request.path.startsWith('/api')) return next();
    compress(request, response, () =>
      assets(request, response, (error?: unknown) => {
        if (error || request.method !== 'GET') return next(error);
        response.sendFile(join(dist!, 'index.html'));
      }),
    );
  };
}
