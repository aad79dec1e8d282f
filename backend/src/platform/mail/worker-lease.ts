import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Client, QueryResult, QueryResultRow } from 'pg';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { openLeaseSession } from './outbox.sql';

const RETRY_MS = 1000;

/**
 * Whether a claim still belongs to a live worker. Each worker process holds a session-level advisory lock on its own
 * connection, keyed by an id from a sequence, and stamps that id on the rows it claims. PostgreSQL drops the lock the
 * moment the session ends: at once when the process is killed (the kernel closes its socket), within ~25 s when its
 * host vanishes (the keepalives openLeaseSession sets). So a dead worker's rows are free exactly when it can no longer send them:
 * no heartbeat to tune, and no fixed wait that either resends a slow live worker's mail or leaves a dead one's late.
 * The connection also carries the sent marks (sent-marks.ts): nothing else queues on it.
 */
@Injectable()
export class WorkerLease implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(WorkerLease.name);
  private session: { client: Client; workerId: number } | null = null;
  private closing = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    await this.acquire();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    const session = this.session;
    this.session = null;
    await session?.client.end().catch(() => undefined);
  }

  /** The id this worker's claims carry; throws while it holds no lease (the job is then retried). */
  get workerId(): number {
    if (!this.session) throw new Error('the e-mail worker holds no lease (database connection lost)');
    return this.session.workerId;
  }

  /** A statement on the lease's own connection, sent at once when it is idle: it never waits for the pool. */
  query<R extends QueryResultRow>(sql: string, params: unknown[]): Promise<QueryResult<R>> {
    if (!this.session) return Promise.reject(new Error('the e-mail worker holds no lease'));
    return this.session.client.query<R>(sql, params);
  }

  private async acquire(): Promise<void> {
    const client = new Client({
      connectionString: this.config.databaseUrl,
      keepAlive: true,
      application_name: 'rallypoint-mail-worker',
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      const { id, locked } = await openLeaseSession(client);
      if (!locked) throw new Error(`worker lease ${id} is held by another session`);
      if (this.closing) throw new Error('shutting down');
      this.session = { client, workerId: id };
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  /** Claims made under the old id are orphaned now (the sweep frees them); new ones carry a new id. */
  private lost(client: Client, error: Error): void {
    if (this.session?.client !== client) return;
    this.session = null;
    void client.end().catch(() => undefined);
    if (this.closing) return;
    this.logger.warn(`e-mail worker lost its lease (${error.message}); taking a new one`);
    void this.reacquire();
  }

  private async reacquire(): Promise<void> {
    while (!this.closing && !this.session) {
      try {
        await this.acquire();
        this.logger.log(`e-mail worker holds lease ${this.session!.workerId} again`);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }
}
