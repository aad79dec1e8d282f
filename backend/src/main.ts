import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { loadConfig } from './config/app-config';
import { configureApp } from './platform/http/configure-app';
import { createAppLogger } from './platform/logging/app-logger';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  // Sessions signed with a per-start secret would end at every restart and differ between instances.
  if (config.env === 'production' && !config.sessionSecretConfigured) throw new Error('SESSION_SECRET must be set in production');
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: createAppLogger(config.env, config.logLevel),
    // configureApp installs the JSON parser with its own limits; Nest's defaults would add a form parser.
    bodyParser: false,
  });
  const http = configureApp(app, config);
  await app.listen(config.port);
  const logger = new Logger('Bootstrap');
  logger.log(`RallyPoint ${config.version} listening on ${config.appUrl}${config.apiDocs ? ` (API docs at ${config.appUrl}/api/docs)` : ''}`);
  logger.log(config.runWorkerInProcess ? 'E-mail worker running in-process' : 'E-mail worker expected as a separate process');
  const shutdown = () => void app.close().then(http.close).finally(() => process.exit(0));
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

void bootstrap();
