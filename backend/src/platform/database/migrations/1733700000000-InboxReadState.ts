import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The player dashboard's inbox (issue 11): kudos get read state like direct messages, listed unread first, then
 * newest, ties by id; and the invitations still awaiting their invitee's answer are counted and listed first.
 */
export class InboxReadState1733700000000 implements MigrationInterface {
  name = 'InboxReadState1733700000000';

  async up(q: QueryRunner): Promise<void> {
    // Kudos received before read state existed count as unread: nobody has marked them.
    await q.query(`ALTER TABLE kudos ADD COLUMN read_at timestamptz`);
    // The received list's exact order, so a page is an index range read; the unread count reads its prefix.
    await q.query(`DROP INDEX kudos_recipient_idx`);
    await q.query(`CREATE INDEX kudos_inbox_idx ON kudos (recipient_id, (read_at IS NULL) DESC, created_at DESC, id DESC)`);
    // Invitations awaiting the invitee's answer: pending, counted from today on.
    await q.query(`CREATE INDEX events_awaiting_answer_idx ON events (opponent_id, date) WHERE response = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX events_awaiting_answer_idx`);
    await q.query(`DROP INDEX kudos_inbox_idx`);
    await q.query(`CREATE INDEX kudos_recipient_idx ON kudos (recipient_id, created_at DESC, id DESC)`);
    await q.query(`ALTER TABLE kudos DROP COLUMN read_at`);
  }
}
