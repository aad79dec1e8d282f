import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { AppModule } from './app.module';
import { loadConfig } from './config/app-config';
import { RebuildRatingsCommand, type RatingsRebuildSummary } from './contexts/ratings';
import { createAppLogger } from './platform/logging/app-logger';

/** `npm run ratings:rebuild -w backend`: every rating and trend again, from the event log, against DATABASE_URL. */
async function rebuild(): Promise<void> {
  const config = { ...loadConfig(), runWorkerInProcess: false };
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: createAppLogger(config.env, config.logLevel),
  });
  try {
    const summary = await app.get(CommandBus).execute<RebuildRatingsCommand, RatingsRebuildSummary>(new RebuildRatingsCommand());
    new Logger('Ratings').log(
      `Rebuilt from the event log: ${summary.results} approved results, ${summary.players} player ratings`,
    );
  } finally {
    await app.close();
  }
}

void rebuild().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
