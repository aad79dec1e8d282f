import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/config.module';
import { CONTEXTS } from './bounded-contexts';
import { RolesGuard } from './platform/auth';
import { DatabaseModule } from './platform/database/database.module';
import { runMigrations } from './platform/database/run-migrations';
import { typeormOptions } from './platform/database/typeorm-options';
import { ClockModule } from './platform/clock';
import { EventsModule } from './platform/events';
import { HealthController } from './platform/health/health.controller';
import { ApiExceptionFilter, ResponseContractCheck } from './platform/http';
import { MailModule } from './platform/mail';
import { MailPreferencesController, UnsubscribeController } from './platform/mail/http';
import { SystemController } from './platform/system/system.controller';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ ...typeormOptions(config.databaseUrl, config.database), autoLoadEntities: true }),
          // Inside the module's connection retries: a database that is still starting is waited for, migrations included.
          dataSourceFactory: async (options) => {
            await runMigrations(config.databaseUrl);
            return new DataSource(options!).initialize();
          },
        }),
        DatabaseModule,
        CqrsModule.forRoot(),
        ClockModule,
        EventsModule,
        MailModule.register({ withWorker: config.runWorkerInProcess }),
        ...CONTEXTS,
      ],
      controllers: [HealthController, SystemController, MailPreferencesController, UnsubscribeController],
      providers: [
        { provide: APP_GUARD, useClass: RolesGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        ...(config.env === 'test' ? [{ provide: APP_INTERCEPTOR, useClass: ResponseContractCheck }] : []),
      ],
    };
  }
}
