import 'reflect-metadata';
import { setPriority } from 'node:os';
import { Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CONTEXTS } from './bounded-contexts';
import { loadConfig } from './config/app-config';
import { AppConfigModule } from './config/config.module';
import { ClockModule } from './platform/clock';
import { DatabaseModule } from './platform/database/database.module';
import { typeormOptions } from './platform/database/typeorm-options';
import { EventsModule } from './platform/events';
import { createAppLogger } from './platform/logging/app-logger';
import { MailModule } from './platform/mail';

/**
 * The production worker: sends queued e-mail, sweeps the outbox and expands mail fan-outs, for which it loads the
 * contexts (their expanders list the recipients); no HTTP. The API alone seeds accounts.
 */
async function bootstrap(): Promise<void> {
  const config = { ...loadConfig(), runWorkerInProcess: true, seedDemoAccounts: false, firstAdmin: null };
  // Unsubscribe links are signed with it (platform/mail/unsubscribe-link.ts): a per-start secret would break them.
  if (config.env === 'production' && !config.sessionSecretConfigured) throw new Error('SESSION_SECRET must be set in production');

  @Module({
    imports: [
      AppConfigModule.forRoot(config),
      TypeOrmModule.forRoot({ ...typeormOptions(config.databaseUrl, config.database), autoLoadEntities: true }),
      DatabaseModule,
      CqrsModule.forRoot(),
      ClockModule,
      EventsModule,
      MailModule.register({ withWorker: true }),
      ...CONTEXTS,
    ],
  })
  class WorkerModule {}

  const app = await NestFactory.createApplicationContext(WorkerModule, { logger: createAppLogger(config.env, config.logLevel) });
  app.enableShutdownHooks();
  const logger = new Logger('Worker');
  yieldToTheApi(config.mail.workerNice, logger);
  logger.log('E-mail worker started');
}

/**
 * Sending a mail costs the worker about as much CPU as the request that wrote it costs the API: on two shared cores
 * a registration burst ran at 0.42-0.55x of the bare handler while its confirmations went out, 0.74-0.79x with the
 * worker at niceness 10, which sends them in the time the API leaves (docs/architecture.md, "The mail outbox and the
 * worker"). Lowering one's own priority needs no privilege; where the system refuses, the worker runs as it is.
 */
function yieldToTheApi(niceness: number, logger: Logger): void {
  try {
    setPriority(niceness);
  } catch (error) {
    logger.warn(`could not lower the worker's priority: ${String(error)}`);
  }
}

void bootstrap();
