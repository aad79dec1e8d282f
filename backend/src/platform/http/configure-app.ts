import { INestApplication, Logger } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import connectPgSimple from 'connect-pg-simple';
import express from 'express';
import session from 'express-session';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import passport from 'passport';
import { Pool } from 'pg';
import { AppConfig } from '../../config/app-config';
import { SESSION_COOKIE_NAME } from '../auth';
import { createValidationPipe } from './validation.pipe';

const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Everything HTTP-level the API and the tests share: sessions, passport, validation, docs, the UI. */
export function configureApp(app: INestApplication, config: AppConfig): { close: () => Promise<void> } {
  const server = app as NestExpressApplication;
  server.setGlobalPrefix('api');
  server.set('trust proxy', config.trustProxy ? 1 : false);
  server.disable('x-powered-by');
  // Large enough for a big league's saved fixtures; everything else is far smaller.
  server.useBodyParser('json', { limit: '10mb' });
  server.useGlobalPipes(createValidationPipe());

  const pool = new Pool({ connectionString: config.databaseUrl, max: 5 });
  // An idle connection the server ends (restart, failover, a test database dropped) must not crash the process.
  pool.on('error', (error) => new Logger('Sessions').warn(`session store connection lost: ${error.message}`));
  const PgStore = connectPgSimple(session);
  const store = new PgStore({ pool, tableName: 'session', pruneSessionInterval: 15 * 60 });
  server.use(
    session({
      name: SESSION_COOKIE_NAME,
      store,
      secret: config.sessionSecret,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: SESSION_MAX_AGE_MS },
    }),
  );
  server.use(passport.initialize());
  server.use(passport.session());

  const docs = new DocumentBuilder().setTitle('RallyPoint API').setVersion(config.version).addCookieAuth(SESSION_COOKIE_NAME).build();
  SwaggerModule.setup('api/docs', server, () => SwaggerModule.createDocument(server, docs));

  serveFrontend(server, config.frontendDist);
  return {
    close: async () => {
      store.close();
      await pool.end();
    },
  };
}

/** The built UI on the same port; any non-API path gets index.html so client routes work on reload. */
function serveFrontend(server: NestExpressApplication, dist: string | null): void {
  if (!dist || !existsSync(join(dist, 'index.html'))) {
    if (dist) new Logger('Web').warn(`No built UI at ${dist}; serving the API only`);
    return;
  }
  server.use(express.static(dist, { index: false, maxAge: '1h' }));
  server.use((request: express.Request, response: express.Response, next: express.NextFunction) => {
    if (request.method !== 'GET' || request.path.startsWith('/api')) return next();
    response.sendFile(join(dist, 'index.html'));
  });
}
