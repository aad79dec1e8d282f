import 'reflect-metadata';
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
  new Logger('Worker').log('E-mail worker started');
}

void bootstrap();
