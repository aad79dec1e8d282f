import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The draft says what keeps each match off the courts as a kind and a sentence that names the player, window or stage
 * (docs/event-day.md, The scheduler), and opens with a summary and the fixes that would place more. The sentence outgrows
 * 200 characters, so it becomes text. The old reasons take the kind they meant; a reason naming who withdrew is
 * `withdrawn`.
 */
export class DraftReasonsAndSummary1735310000000 implements MigrationInterface {
  name = 'DraftReasonsAndSummary1735310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE schedule_entries ALTER COLUMN draft_reason TYPE text, ADD COLUMN draft_reason_kind varchar(20)`);
    await q.query(`
      UPDATE schedule_entries SET draft_reason_kind = CASE draft_reason
          WHEN 'no common slot' THEN 'common-time'
          WHEN 'no court free before the last day ends' THEN 'courts'
          WHEN 'waits for a match that could not be placed' THEN 'stage'
          WHEN 'its locked court is not one of the courts' THEN 'locked-court'
          ELSE 'withdrawn' END
        WHERE draft_reason IS NOT NULL`);
    await q.query(
      `ALTER TABLE schedule_entries ADD CONSTRAINT schedule_entries_draft_reason_kind_check
         CHECK ((draft_reason IS NULL) = (draft_reason_kind IS NULL))`,
    );
    // The last computed draft's summary: { lines, fixes }; none before the first draft.
    await q.query(`ALTER TABLE schedule_settings ADD COLUMN draft_summary jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE schedule_settings DROP COLUMN draft_summary`);
    await q.query(`ALTER TABLE schedule_entries DROP CONSTRAINT schedule_entries_draft_reason_kind_check`);
    await q.query(
      `ALTER TABLE schedule_entries DROP COLUMN draft_reason_kind,
         ALTER COLUMN draft_reason TYPE varchar(200) USING left(draft_reason, 200)`,
    );
  }
}
