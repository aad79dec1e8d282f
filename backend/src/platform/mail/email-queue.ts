import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { EMAIL_QUEUE, SEND_EMAIL_JOB, SendEmailJobData } from './mail.constants';
import { RowJobQueue } from './row-job-queue';

/** The producer side of the outbox: the outbox keeps the mail while Redis is down. */
@Injectable()
export class EmailQueue extends RowJobQueue<SendEmailJobData> {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config, {
      queueName: EMAIL_QUEUE,
      jobName: SEND_EMAIL_JOB,
      jobIdPrefix: 'outbox',
      jobData: (outboxId) => ({ outboxId }),
      waitingWhileDown: 'e-mails stay in the outbox',
      backAgain: 'Redis is reachable again; queued e-mails are going out',
    });
  }

  enqueue(outboxId: number): Promise<boolean> {
    return this.enqueueMany([outboxId]);
  }
}
