import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes matching each paged list's filter and order (issue 16), so a page is an index range read and a
 * count an index-only scan; plus the outbox's claim column so no row lock is held across an SMTP send.
 */
export class ListIndexes1733100000000 implements MigrationInterface {
  name = 'ListIndexes1733100000000';

  async up(q: QueryRunner): Promise<void> {
    // Available tournaments: each lifecycle stage in its own order.
    await q.query(`DROP INDEX tournaments_status_idx`);
    await q.query(`CREATE INDEX tournaments_status_start_idx ON tournaments (status, start_date, id)`);
    await q.query(`CREATE INDEX tournaments_status_end_idx ON tournaments (status, end_date DESC, id)`);
    // Admin list (all, or by status) and the organizer's own: newest first.
    await q.query(`CREATE INDEX tournaments_created_idx ON tournaments (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX tournaments_status_created_idx ON tournaments (status, created_at DESC, id DESC)`);
    await q.query(`DROP INDEX tournaments_organizer_idx`);
    await q.query(`CREATE INDEX tournaments_organizer_created_idx ON tournaments (organizer_id, created_at DESC, id DESC)`);

    await q.query(
      `CREATE INDEX tournament_registrations_tournament_date_idx ON tournament_registrations (tournament_id, registration_date, id)`,
    );
    await q.query(
      `CREATE INDEX tournament_participants_tournament_date_idx ON tournament_participants (tournament_id, registration_date, id)`,
    );

    // Notifications: unread first, then newest; an organizer's own or (admin) all.
    await q.query(`DROP INDEX registration_notifications_recipient_idx`);
    await q.query(
      `CREATE INDEX registration_notifications_recipient_idx ON registration_notifications (recipient_id, is_read, created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX registration_notifications_all_idx ON registration_notifications (is_read, created_at DESC, id DESC)`,
    );

    // The mail worker claims a row ('sending' + claimed_at) instead of locking it during the send.
    await q.query(`ALTER TABLE email_outbox ADD COLUMN claimed_at timestamptz`);
    await q.query(`CREATE INDEX email_outbox_sending_idx ON email_outbox (claimed_at) WHERE status = 'sending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX email_outbox_sending_idx`);
    await q.query(`UPDATE email_outbox SET status = 'pending' WHERE status = 'sending'`);
    await q.query(`ALTER TABLE email_outbox DROP COLUMN claimed_at`);
    await q.query(`DROP INDEX registration_notifications_all_idx`);
    await q.query(`DROP INDEX registration_notifications_recipient_idx`);
    await q.query(
      `CREATE INDEX registration_notifications_recipient_idx ON registration_notifications (recipient_id, created_at)`,
    );
    await q.query(`DROP INDEX tournament_participants_tournament_date_idx`);
    await q.query(`DROP INDEX tournament_registrations_tournament_date_idx`);
    await q.query(`DROP INDEX tournaments_organizer_created_idx`);
    await q.query(`CREATE INDEX tournaments_organizer_idx ON tournaments (organizer_id)`);
    await q.query(`DROP INDEX tournaments_status_created_idx`);
    await q.query(`DROP INDEX tournaments_created_idx`);
    await q.query(`DROP INDEX tournaments_status_end_idx`);
    await q.query(`DROP INDEX tournaments_status_start_idx`);
    await q.query(`CREATE INDEX tournaments_status_idx ON tournaments (status, start_date)`);
  }
}
