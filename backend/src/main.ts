import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { AppModule } from './app.module';
import { loadConfig } from './config/app-config';
import { createApi } from './platform/http/create-api';
import { createAppLogger } from './platform/logging/app-logger';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  // Sessions signed with a per-start secret would end at every restart and differ between instances.
  if (config.env === 'production' && !config.sessionSecretConfigured) throw new Error('SESSION_SECRET must be set in production');
  const app = await createApi(AppModule.forRoot(config), config, createAppLogger(config.env, config.logLevel));
  // All interfaces, as in a container; Fastify would otherwise listen on localhost only.
  await app.listen(config.port, '0.0.0.0');
  const logger = new Logger('Bootstrap');
  logger.log(
    `RallyPoint ${config.version} listening on ${config.appUrl}${config.apiDocs ? ` (API docs at ${config.appUrl}/api/docs)` : ''}`,
  );
  logger.log(config.runWorkerInProcess ? 'E-mail worker running in-process' : 'E-mail worker expected as a separate process');
  const shutdown = () => void app.close().finally(() => process.exit(0));
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

void bootstrap();
