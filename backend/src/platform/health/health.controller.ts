import { Controller, Get, Inject, OnModuleDestroy, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { healthReportSchema } from '@rallypoint/shared';
import type { z } from 'zod';
import type { FastifyReply } from 'fastify';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Public } from '../auth';
import { Answers, componentRef, UNAVAILABLE_RETRY_SECONDS } from '../http';
import { producerConnection } from '../redis/redis-connection';
import { withTimeout } from '../support/with-timeout';
import { pingDatabase } from './health.sql';

type Status = 'up' | 'down';
const CHECK_TIMEOUT_MS = 2000;

type HealthReport = z.output<typeof healthReportSchema>;

@ApiTags('system')
@Controller('health')
export class HealthController implements OnModuleDestroy {
  private readonly redis: Redis;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.redis = new Redis({ ...producerConnection(config.redisUrl), lazyConnect: true });
    this.redis.on('error', () => undefined);
  }

  /** 503 while the database is unreachable, so load balancers and orchestrators stop sending traffic. */
  @ApiOperation({ summary: 'Check whether the API, its database and Redis are up' })
  @ApiResponse({
    status: 503,
    description: 'The database is unreachable.',
    schema: componentRef(healthReportSchema),
  })
  @Answers(healthReportSchema)
  @Public()
  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const [database, redis] = await Promise.all([this.databaseStatus(), this.redisStatus()]);
    if (database === 'down') {
      reply.status(503).header('Retry-After', String(UNAVAILABLE_RETRY_SECONDS));
      return { status: 'down', database, redis };
    }
    return { status: redis === 'up' ? 'ok' : 'degraded', database, redis };
  }

  private async databaseStatus(): Promise<Status> {
    const check = pingDatabase(this.dataSource.manager)
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
    return withTimeout(check, CHECK_TIMEOUT_MS, 'down');
  }

  private async redisStatus(): Promise<Status> {
    try {
      if (this.redis.status === 'wait' || this.redis.status === 'end') await this.redis.connect();
      const answer = await withTimeout(this.redis.ping(), CHECK_TIMEOUT_MS / 2, 'timeout');
      return answer === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }

  onModuleDestroy(): void {
    this.redis.disconnect();
  }
}
