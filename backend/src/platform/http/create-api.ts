import { DynamicModule, LoggerService, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppConfig } from '../../config/app-config';
import { configureApp } from './configure-app';
import { DEFAULT_BODY_LIMIT_BYTES } from './request-body';

/** The API application as production and the tests run it: Nest on Fastify, then {@link configureApp}. */
export async function createApi(
  module: DynamicModule,
  config: AppConfig,
  logger: LoggerService | LogLevel[],
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    // One proxy hop (the bundled nginx, a load balancer) names the client; more would let a client name itself.
    trustProxy: config.trustProxy ? 1 : false,
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
    // As links have always worked: `/api/tournaments/` and `/API/Tournaments` find their routes.
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false },
    // No Nest middleware (guards, hooks and plugins do that work): without @fastify/middie, no hook of its own runs
    // on every request. A middleware added later fails at start (`use` is missing), not silently.
    skipMiddie: true,
  });
  // configureApp installs the JSON parser with its own rules; Nest's would add a form parser.
  const app = await NestFactory.create<NestFastifyApplication>(module, adapter, { logger, bodyParser: false });
  await configureApp(app, config);
  return app;
}
