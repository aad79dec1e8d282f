import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many entries a tournament's registration form holds, kept on the tournament's row and kept within its places
 * by the database itself. A deferred constraint trigger takes the place at COMMIT: entries racing for one tournament
 * queue on its row only for the commit itself, never for a round trip of the application (which, under load, held
 * the lock for milliseconds), and past the tournament's size the commit fails with
 * `tournament_registrations_within_places`, undoing the entry and everything written with it. Entries are never
 * deleted on their own, only with their tournament, so there is nothing to count down.
 */
export class TournamentFormEntries1734600000000 implements MigrationInterface {
  name = 'TournamentFormEntries1734600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tournaments ADD COLUMN form_entries int NOT NULL DEFAULT 0`);
    await q.query(`
      UPDATE tournaments t SET form_entries = c.entries
        FROM (SELECT tournament_id, count(*)::int AS entries FROM tournament_registrations GROUP BY tournament_id) c
       WHERE c.tournament_id = t.id`);
    await q.query(`
      CREATE FUNCTION take_registration_place() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        taken int;
        places int;
      BEGIN
        UPDATE tournaments SET form_entries = form_entries + 1 WHERE id = NEW.tournament_id
          RETURNING form_entries, max_participants INTO taken, places;
        IF taken > places THEN
          RAISE EXCEPTION 'tournament % has no place left', NEW.tournament_id
            USING ERRCODE = 'check_violation', CONSTRAINT = 'tournament_registrations_within_places';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER tournament_registrations_within_places AFTER INSERT ON tournament_registrations
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION take_registration_place()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER tournament_registrations_within_places ON tournament_registrations`);
    await q.query(`DROP FUNCTION take_registration_place()`);
    await q.query(`ALTER TABLE tournaments DROP COLUMN form_entries`);
  }
}
