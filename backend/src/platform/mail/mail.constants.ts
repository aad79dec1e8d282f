export const EMAIL_QUEUE = 'email';
export const SEND_EMAIL_JOB = 'send-email';
/** A queued mail not sent after this long is handed to the queue again (idempotent by outbox id). */
export const REQUEUE_AFTER_MS = 2 * 60 * 1000;
export const SEND_ATTEMPTS = 5;
/** A row claimed ('sending') longer than this belongs to a worker that died mid-send: it goes back to pending. */
export const STALE_CLAIM_MS = 2 * 60 * 1000;

export interface SendEmailJobData {
  outboxId: number;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
}
