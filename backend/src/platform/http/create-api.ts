import { DynamicModule, LoggerService, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { AppConfig } from '../../config/app-config';
import { ApiExpressAdapter } from './api-express-adapter';
import { configureApp } from './configure-app';

/** The API application as production and the tests run it: our Express adapter, then {@link configureApp}. */
export async function createApi(
  module: DynamicModule,
  config: AppConfig,
  logger: LoggerService | LogLevel[],
): Promise<{ app: NestExpressApplication; closeHttp: () => Promise<void> }> {
  const app = await NestFactory.create<NestExpressApplication>(module, new ApiExpressAdapter(), {
    logger,
    // configureApp installs the JSON parser with its own limits; Nest's defaults would add a form parser.
    bodyParser: false,
  });
  const http = configureApp(app, config);
  return { app, closeHttp: http.close };
}
