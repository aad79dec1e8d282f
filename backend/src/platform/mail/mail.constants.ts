export const EMAIL_QUEUE = 'email';
export const SEND_EMAIL_JOB = 'send-email';
/** A queued mail not sent after this long is handed to the queue again (idempotent by outbox id). */
export const REQUEUE_AFTER_MS = 2 * 60 * 1000;
export const SEND_ATTEMPTS = 5;
/**
 * BullMQ's hold on a job a worker has taken, and how often workers look for lapsed ones: a job a dead worker had taken
 * but not yet claimed comes back within their sum. Short, as a job run twice is harmless (the row's claim decides).
 */
export const JOB_LOCK_MS = 3000;
export const STALLED_CHECK_MS = 1000;

export interface SendEmailJobData {
  outboxId: number;
}

/** Mail to many recipients: one `mail_fanouts` row a request writes, expanded by the worker (mail-fanouts.ts). */
export const FANOUT_QUEUE = 'mail-fanout';
export const EXPAND_FANOUT_JOB = 'expand-fanout';
/** Recipients enqueued per transaction of an expansion: one short transaction each, however many recipients. */
export const FANOUT_CHUNK = 200;

export interface ExpandFanoutJobData {
  fanoutId: number;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  /** Values for the body's secret slots (mail-secrets.ts), stored apart from it and cleared once the mail is sent. */
  secrets?: Record<string, string>;
  /** Bulk mail (announcements, order-of-play news) gets List-Unsubscribe and is not sent to recipients who opted out. */
  bulk?: true;
}
