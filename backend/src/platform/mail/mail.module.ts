import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailQueue } from './email-queue';
import { ExpandFanoutJob } from './expand-fanout.job';
import { FanoutQueue } from './fanout-queue';
import { FanoutRelay } from './fanout-relay';
import { MailFanouts } from './mail-fanouts';
import { MailOptOuts } from './mail-opt-outs';
import { MailOutbox } from './mail-outbox';
import { MailTransport } from './mail-transport';
import { OutboxEmail } from './outbox-email.entity';
import { OutboxRelay } from './outbox-relay';
import { SendEmailJob } from './send-email.job';
import { SentMarks } from './sent-marks';
import { UnsubscribeLinks } from './unsubscribe-link';
import { WorkerLease } from './worker-lease';

/** Producer side everywhere; the worker side only where `withWorker` (worker entry, or in-process in development). */
@Global()
@Module({})
export class MailModule {
  static register(options: { withWorker: boolean }): DynamicModule {
    const worker = options.withWorker ? [MailTransport, WorkerLease, SentMarks, SendEmailJob, ExpandFanoutJob] : [];
    return {
      module: MailModule,
      imports: [TypeOrmModule.forFeature([OutboxEmail])],
      providers: [
        EmailQueue,
        OutboxRelay,
        MailOutbox,
        MailOptOuts,
        UnsubscribeLinks,
        FanoutQueue,
        FanoutRelay,
        MailFanouts,
        ...worker,
      ],
      exports: [MailOutbox, OutboxRelay, MailOptOuts, UnsubscribeLinks, MailFanouts],
    };
  }
}
