import { Controller, Get, Inject, OnModuleDestroy } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Public } from '../auth';
import { producerConnection } from '../redis/redis-connection';

type Status = 'up' | 'down';

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

  @Public()
  @Get()
  async health(): Promise<{ status: 'ok' | 'degraded'; database: Status; redis: Status }> {
    const [database, redis] = await Promise.all([this.databaseStatus(), this.redisStatus()]);
    return { status: database === 'up' && redis === 'up' ? 'ok' : 'degraded', database, redis };
  }

  private async databaseStatus(): Promise<Status> {
    return this.dataSource
      .query('SELECT 1')
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
  }

  private async redisStatus(): Promise<Status> {
    try {
      if (this.redis.status === 'wait' || this.redis.status === 'end') await this.redis.connect();
      const answer = await Promise.race([
        this.redis.ping(),
        new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), 1000).unref()),
      ]);
      return answer === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }

  onModuleDestroy(): void {
    this.redis.disconnect();
  }
}
