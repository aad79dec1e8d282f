import type { DataSource } from 'typeorm';
import { eventually } from './eventually';

/**
 * Waits until the worker has expanded every mail fan-out of the test's database into the outbox (announcements and
 * order-of-play news are expanded after their commit); throws naming what is left.
 */
export async function fanoutsExpanded(dataSource: DataSource, timeoutMs = 30000): Promise<void> {
  const left = await eventually(
    async () => (await dataSource.query(`SELECT id, status, last_error FROM mail_fanouts WHERE status <> 'done'`)) as unknown[],
    (rows) => rows.length === 0,
    timeoutMs,
  );
  if (left.length) throw new Error(`mail fan-outs not expanded within ${timeoutMs} ms: ${JSON.stringify(left)}`);
}
