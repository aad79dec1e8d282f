import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * pending → sending (claimed by one live worker) → sent, or back to pending to retry, or failed after SEND_ATTEMPTS;
 * a bulk mail to an address that opted out ends suppressed instead of sent.
 */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'suppressed';

/** An e-mail recorded in the same transaction as the change that asked for it. */
@Entity({ name: 'email_outbox' })
export class OutboxEmail {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'to_address', type: 'varchar', length: 320 })
  to: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text', nullable: true })
  html: string | null;

  /** Made once, sent on every attempt: a mail sent twice after a crash is recognisably one message. */
  @Column({ name: 'message_id', type: 'varchar', length: 255 })
  messageId: string;

  /** Values for the body's secret slots until the mail is sent (or fails for good), then null. */
  @Column({ type: 'jsonb', nullable: true })
  secrets: Record<string, string> | null;

  /** Why it was sent (e.g. 'signup-verification'), for support and tests. */
  @Column({ type: 'varchar', length: 60 })
  kind: string;

  /** Bulk mail (mail.constants.ts): carries List-Unsubscribe and is not sent to an address that opted out. */
  @Column({ type: 'boolean', default: false })
  bulk: boolean;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: OutboxStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'queued_at', type: 'timestamptz', nullable: true })
  queuedAt: Date | null;

  @Column({ name: 'claimed_at', type: 'timestamptz', nullable: true })
  claimedAt: Date | null;

  /** The worker (worker-lease.ts) whose claim this 'sending' row is; a claim outlives its worker only until the next sweep. */
  @Column({ name: 'claimed_by', type: 'int', nullable: true })
  claimedBy: number | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
