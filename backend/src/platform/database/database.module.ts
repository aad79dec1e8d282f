import { Global, Module } from '@nestjs/common';
import { Database } from './database';
import { SecondConnectionGuard } from './second-connection-guard';

@Global()
@Module({ providers: [Database, SecondConnectionGuard], exports: [Database, SecondConnectionGuard] })
export class DatabaseModule {}
