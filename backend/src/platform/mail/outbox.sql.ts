import type { Client, Pool } from 'pg';
import type { EntityManager } from 'typeorm';
import { statementRows } from '../database/statement-rows';

/** Advisory-lock namespace of the mail workers' leases (any constant unique to this use). */
const WORKER_LOCK_SPACE = 7312;

/**
 * Rows claimed by a worker that no longer holds its lease: it died mid-send (or lost its session) and will never
 * finish them, so they may be claimed again at once.
 */
const ORPHANED_CLAIM = `status = 'sending' AND (claimed_by IS NULL OR claimed_by NOT IN (
  SELECT objid::int FROM pg_locks
  WHERE locktype = 'advisory' AND classid = ${WORKER_LOCK_SPACE} AND objsubid = 2 AND granted
    AND database = (SELECT oid FROM pg_database WHERE datname = current_database())))`;

/** What an outbox row (outbox-email.entity.ts) is written with; the rest is the table's defaults. */
export interface NewOutboxRow {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
  messageId: string;
  /** JSON, or null. */
  secrets: string | null;
  bulk: boolean;
}

/**
 * A pending outbox row, its id returned. Plain SQL, not the entity: sign-ups and registrations write one each, and the
 * registration path as plain SQL went from 416 to ~600 registrations/s (tools/bench/scale.mjs, commit c8b97de).
 */
export async function insertOutboxRow(manager: EntityManager, row: NewOutboxRow): Promise<number> {
  const [inserted] = await statementRows<{ id: number }>(
    manager,
    `INSERT INTO email_outbox (to_address, subject, text, html, kind, message_id, secrets, bulk)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [row.to, row.subject, row.text, row.html, row.kind, row.messageId, row.secrets, row.bulk],
  );
  return inserted.id;
}

/**
 * Many pending rows in one statement, their ids returned: a fan-out's chunk (mail-fanouts.ts).
 * `bulk` is the row's bulk flag (migration BulkMailOptOuts).
 */
export async function insertOutboxRows(manager: EntityManager, rows: Array<NewOutboxRow & { bulk: boolean }>): Promise<number[]> {
  if (rows.length === 0) return [];
  const column = <K extends keyof (NewOutboxRow & { bulk: boolean })>(key: K) => rows.map((row) => row[key]);
  const inserted: Array<{ id: number }> = await manager.query(
    `INSERT INTO email_outbox (to_address, subject, text, html, kind, message_id, secrets, bulk)
  SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::text[], $4::text[], $5::varchar[], $6::varchar[], $7::jsonb[], $8::boolean[])
  RETURNING id`,
    [
      column('to'),
      column('subject'),
      column('text'),
      column('html'),
      column('kind'),
      column('messageId'),
      column('secrets'),
      column('bulk'),
    ],
  );
  return inserted.map((row) => row.id);
}

/** Handed to the queue at `queuedAt`, unless a worker has taken them meanwhile. */
export async function markQueued(manager: EntityManager, ids: number[], queuedAt: Date): Promise<void> {
  await statementRows(manager, `UPDATE email_outbox SET queued_at = $2 WHERE id = ANY($1::int[]) AND status = 'pending'`, [
    ids,
    queuedAt,
  ]);
}

/** A worker that died mid-send leaves its rows 'sending': once its lease is gone they are pending and due again. */
export async function releaseOrphanedClaims(manager: EntityManager): Promise<void> {
  await manager.query(
    `UPDATE email_outbox SET status = 'pending', claimed_at = NULL, claimed_by = NULL, queued_at = NULL
       WHERE ${ORPHANED_CLAIM}`,
  );
}

/** Pending rows never queued or queued before `before`, oldest first: what the relay's sweep hands over. */
export async function dueOutboxIds(manager: EntityManager, before: Date, limit: number): Promise<number[]> {
  const rows: Array<{ id: number }> = await manager.query(
    `SELECT id FROM email_outbox WHERE status = 'pending' AND (queued_at IS NULL OR queued_at < $1) ORDER BY id LIMIT $2`,
    [before, limit],
  );
  return rows.map((row) => row.id);
}

/** A claimed row, as the worker sends it. */
export interface ClaimedMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  messageId: string;
  secrets: Record<string, string> | null;
  attempts: number;
  bulk: boolean;
  /** A bulk mail whose address opted out (mail_opt_outs): not to be sent. */
  optedOut: boolean;
}

/**
 * Pending → sending, stamped with the worker's lease, attempts + 1, in one statement outside any transaction; a row
 * this worker claimed and is not sending is its own to claim again. None when it is sent, failed or another's.
 */
export async function claimMail(pool: Pool, id: number, workerId: number): Promise<ClaimedMail | undefined> {
  const {
    rows: [mail],
  } = await pool.query<ClaimedMail>(
    `UPDATE email_outbox SET status = 'sending', claimed_at = now(), claimed_by = $2, attempts = attempts + 1
       WHERE id = $1 AND (status = 'pending' OR (status = 'sending' AND claimed_by = $2))
       RETURNING to_address AS "to", subject, text, html, message_id AS "messageId", secrets, attempts, bulk,
         bulk AND EXISTS (SELECT 1 FROM mail_opt_outs WHERE address = lower(to_address)) AS "optedOut"`,
    [id, workerId],
  );
  return mail;
}

/** Back to pending for a retry, or failed for good with its secrets dropped (`final`). */
export async function recordSendFailure(pool: Pool, id: number, final: boolean, error: string): Promise<void> {
  await pool.query(
    `UPDATE email_outbox SET status = $2, claimed_at = NULL, claimed_by = NULL, last_error = $3,
         secrets = CASE WHEN $4 THEN NULL ELSE secrets END
       WHERE id = $1 AND status = 'sending'`,
    [id, final ? 'failed' : 'pending', error, final],
  );
}

/** A bulk mail the worker will not send, as its address opted out: suppressed, its secrets dropped. */
export async function markSuppressed(pool: Pool, id: number): Promise<void> {
  await pool.query(
    `UPDATE email_outbox SET status = 'suppressed', claimed_at = NULL, claimed_by = NULL, secrets = NULL
       WHERE id = $1 AND status = 'sending'`,
    [id],
  );
}

/** The lease's own connection or the pool. */
export interface StatementRunner {
  query(sql: string, params: unknown[]): Promise<unknown>;
}

/** Sent: the secrets go with the claim, so the stored mail keeps nothing usable. */
export async function markSent(runner: StatementRunner, ids: number[]): Promise<void> {
  await runner.query(
    `UPDATE email_outbox
  SET status = 'sent', sent_at = now(), claimed_at = NULL, claimed_by = NULL, last_error = NULL, secrets = NULL
  WHERE id = ANY($1::int[]) AND status = 'sending'`,
    [ids],
  );
}

/**
 * Opens a worker's lease session: the server notices a vanished host by itself; marks need not wait for a WAL flush
 * (a mark lost in a database crash only means the mail may be sent once more). Returns the lease's id from the sequence
 * and whether its advisory lock was taken.
 */
export async function openLeaseSession(client: Client): Promise<{ id: number; locked: boolean }> {
  await client.query(`SET tcp_keepalives_idle = 10; SET tcp_keepalives_interval = 5; SET tcp_keepalives_count = 3;
        SET synchronous_commit = off`);
  const {
    rows: [{ id }],
  } = await client.query<{ id: number }>(`SELECT nextval('email_outbox_worker_seq')::int AS id`);
  const {
    rows: [{ locked }],
  } = await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock($1, $2) AS locked`, [WORKER_LOCK_SPACE, id]);
  return { id, locked };
}
