import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { EXPAND_FANOUT_JOB, ExpandFanoutJobData, FANOUT_QUEUE } from './mail.constants';
import { RowJobQueue } from './row-job-queue';

/** The producer side of fan-outs: the row waits for the sweep (fanout-relay.ts) while Redis is down. */
@Injectable()
export class FanoutQueue extends RowJobQueue<ExpandFanoutJobData> {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config, {
      queueName: FANOUT_QUEUE,
      jobName: EXPAND_FANOUT_JOB,
      jobIdPrefix: 'fanout',
      jobData: (fanoutId) => ({ fanoutId }),
      waitingWhileDown: 'mail fan-outs wait in their table',
    });
  }
}
