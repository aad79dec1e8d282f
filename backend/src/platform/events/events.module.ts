import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventLogEntry } from './event-log.entity';
import { TransactionalReactions } from './transactional-reactions';
import { UnitOfWork } from './unit-of-work';
import { WriteTurns } from './write-turns';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([EventLogEntry])],
  providers: [UnitOfWork, TransactionalReactions, WriteTurns],
  exports: [UnitOfWork, TransactionalReactions, TypeOrmModule],
})
export class EventsModule {}
