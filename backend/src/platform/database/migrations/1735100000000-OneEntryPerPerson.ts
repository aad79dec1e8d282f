import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One entry per person per tournament (docs/decisions/0013). The registration form's table becomes the one table of
 * entries, so every form entry keeps its id (the fixtures and notifications name them by it); each enrolment
 * completes the entry of its account's e-mail or becomes an entry of its own, and the fixtures' stand-in ids for the
 * enrolled who never filled the form (the negative of their user id) become those entries' ids. Results name the
 * entries of both sides. The places count and its deferred trigger count entries that have not withdrawn, made by
 * either way; the waitlist holds form entrants (by e-mail) as well as accounts.
 */
/** The registration form's index names, and the entries' names for them. */
const ENTRY_INDEX_NAMES = [
  ['tournament_registrations_pkey', 'tournament_entries_pkey'],
  ['tournament_registrations_email_idx', 'tournament_entries_email_idx'],
  ['tournament_registrations_tournament_date_idx', 'tournament_entries_tournament_date_idx'],
  ['tournament_registrations_tournament_email_key', 'tournament_entries_tournament_email_key'],
] as const;

/** Which fixture player id becomes which, per tournament, for renumberFixturePlayers. */
const PLAYER_ID_MAP_SQL = `CREATE TEMPORARY TABLE player_id_map (tournament_id int, from_id int, to_id int)`;

/**
 * Renumbers the players that saved fixtures name (every nested object with a numeric id: sides, divisions, teams,
 * bracket seeds) as player_id_map says, then drops the map.
 */
async function renumberFixturePlayers(q: QueryRunner): Promise<void> {
  await q.query(`
    CREATE OR REPLACE FUNCTION pg_temp.renumbered(doc jsonb, tournament int) RETURNS jsonb LANGUAGE plpgsql AS $$
    DECLARE
      renumber int;
    BEGIN
      IF jsonb_typeof(doc) = 'array' THEN
        RETURN coalesce((SELECT jsonb_agg(pg_temp.renumbered(item, tournament) ORDER BY n)
                           FROM jsonb_array_elements(doc) WITH ORDINALITY AS a(item, n)), '[]'::jsonb);
      ELSIF jsonb_typeof(doc) = 'object' THEN
        IF jsonb_typeof(doc->'id') = 'number' THEN
          SELECT m.to_id INTO renumber FROM player_id_map m
           WHERE m.tournament_id = tournament AND m.from_id = (doc->>'id')::int;
          IF renumber IS NOT NULL THEN doc := jsonb_set(doc, '{id}', to_jsonb(renumber)); END IF;
        END IF;
        RETURN (SELECT jsonb_object_agg(key, pg_temp.renumbered(value, tournament)) FROM jsonb_each(doc));
      END IF;
      RETURN doc;
    END $$`);
  await q.query(`
    UPDATE fixture_matches SET player1 = pg_temp.renumbered(player1, tournament_id),
           player2 = pg_temp.renumbered(player2, tournament_id),
           player3 = pg_temp.renumbered(player3, tournament_id),
           player4 = pg_temp.renumbered(player4, tournament_id)
     WHERE tournament_id IN (SELECT tournament_id FROM player_id_map)`);
  await q.query(`
    UPDATE fixture_sets SET divisions = pg_temp.renumbered(divisions, tournament_id),
           teams = pg_temp.renumbered(teams, tournament_id), brackets = pg_temp.renumbered(brackets, tournament_id)
     WHERE tournament_id IN (SELECT tournament_id FROM player_id_map)`);
  await q.query(`DROP TABLE player_id_map`);
}

export class OneEntryPerPerson1735100000000 implements MigrationInterface {
  name = 'OneEntryPerPerson1735100000000';

  async up(q: QueryRunner): Promise<void> {
    await this.renameRegistrationsToEntries(q);
    await q.query(`
      ALTER TABLE tournament_entries
        ADD COLUMN user_id int,
        ADD COLUMN form_filled boolean NOT NULL DEFAULT true,
        ALTER COLUMN phone DROP NOT NULL,
        ALTER COLUMN skill_level DROP NOT NULL,
        ALTER COLUMN handedness DROP NOT NULL,
        ADD CONSTRAINT tournament_entries_status_check CHECK (status IN ('pending', 'registered', 'withdrawn')),
        ADD CONSTRAINT tournament_entries_form_check
          CHECK (NOT form_filled OR (phone IS NOT NULL AND skill_level IS NOT NULL AND handedness IS NOT NULL))`);
    // Form entries of an account that exists and is verified are that account's (decisions.md, "Entries").
    await q.query(`
      UPDATE tournament_entries e SET user_id = u.id
        FROM users u WHERE lower(u.email) = lower(e.email) AND u.is_email_verified`);
    await this.mergeEnrolments(q);
    await q.query(`CREATE UNIQUE INDEX tournament_entries_tournament_user_key ON tournament_entries (tournament_id, user_id)`);
    await q.query(`CREATE INDEX tournament_entries_user_idx ON tournament_entries (user_id) WHERE user_id IS NOT NULL`);
    await this.countEntries(q);
    await this.waitlistByEmail(q);
    await this.resultsNameEntries(q);
    await q.query(`DROP TABLE tournament_participants`);
  }

  private async renameRegistrationsToEntries(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER tournament_registrations_within_places ON tournament_registrations`);
    await q.query(`DROP FUNCTION take_registration_place()`);
    await q.query(`ALTER TABLE tournament_registrations RENAME TO tournament_entries`);
    await q.query(`ALTER SEQUENCE tournament_registrations_id_seq RENAME TO tournament_entries_id_seq`);
    for (const [from, to] of ENTRY_INDEX_NAMES) await q.query(`ALTER INDEX ${from} RENAME TO ${to}`);
    await q.query(
      `ALTER TABLE tournament_entries RENAME CONSTRAINT tournament_registrations_tournament_id_fkey TO tournament_entries_tournament_id_fkey`,
    );
    await q.query(`ALTER TABLE registration_notifications RENAME COLUMN registration_id TO entry_id`);
    await q.query(
      `ALTER TABLE registration_notifications RENAME CONSTRAINT registration_notifications_registration_id_fkey TO registration_notifications_entry_id_fkey`,
    );
  }

  /**
   * Each enrolment completes the entry its account already has (linked above, or by its e-mail even unverified: the
   * account holder enrolled) or becomes an entry made from the profile; the fixtures' negative stand-in ids follow.
   */
  private async mergeEnrolments(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE tournament_entries e SET user_id = p.participant_id
        FROM tournament_participants p JOIN users u ON u.id = p.participant_id
       WHERE e.tournament_id = p.tournament_id AND e.user_id IS NULL AND lower(e.email) = lower(u.email)
         AND NOT EXISTS (SELECT 1 FROM tournament_entries o WHERE o.tournament_id = p.tournament_id AND o.user_id = p.participant_id)`);
    await q.query(PLAYER_ID_MAP_SQL);
    await q.query(`
      WITH made AS (
        INSERT INTO tournament_entries (tournament_id, user_id, full_name, sport, email, phone, skill_level, skill_description,
            handedness, available_times, commitment_acknowledged, registration_date, status, form_filled)
        SELECT p.tournament_id, p.participant_id,
               left(coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username), 200), t.sport, u.email, u.phone,
               CASE u.level WHEN 'beginner' THEN 'L1' WHEN 'intermediate' THEN 'L2' WHEN 'advanced' THEN 'L4'
                            WHEN 'professional' THEN 'L5' END,
               NULL, NULL, '{}', false, p.registration_date, 'registered', false
          FROM tournament_participants p
          JOIN users u ON u.id = p.participant_id
          JOIN tournaments t ON t.id = p.tournament_id
         WHERE NOT EXISTS (SELECT 1 FROM tournament_entries e WHERE e.tournament_id = p.tournament_id AND e.user_id = p.participant_id)
        RETURNING tournament_id, user_id, id)
      INSERT INTO player_id_map SELECT tournament_id, -user_id, id FROM made`);
    // Enrolled players who never filled the form were -userId in saved fixtures: now their entries' ids.
    await renumberFixturePlayers(q);
  }

  /** One count of places for both ways in: entries that have not withdrawn, kept at commit (decision 0008). */
  private async countEntries(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tournaments RENAME COLUMN form_entries TO entry_count`);
    await q.query(`
      UPDATE tournaments t SET entry_count = coalesce(
        (SELECT count(*) FROM tournament_entries e WHERE e.tournament_id = t.id AND e.status <> 'withdrawn'), 0)`);
    await q.query(`
      CREATE FUNCTION count_tournament_entry() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        change int;
        tournament int;
        taken int;
        places int;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          change := (NEW.status <> 'withdrawn')::int; tournament := NEW.tournament_id;
        ELSIF TG_OP = 'DELETE' THEN
          change := -(OLD.status <> 'withdrawn')::int; tournament := OLD.tournament_id;
        ELSE
          change := (NEW.status <> 'withdrawn')::int - (OLD.status <> 'withdrawn')::int; tournament := NEW.tournament_id;
        END IF;
        IF change = 0 THEN RETURN NULL; END IF;
        UPDATE tournaments SET entry_count = entry_count + change WHERE id = tournament
          RETURNING entry_count, max_participants INTO taken, places;
        IF change > 0 AND taken > places THEN
          RAISE EXCEPTION 'tournament % has no place left', tournament
            USING ERRCODE = 'check_violation', CONSTRAINT = 'tournament_entries_within_places';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER tournament_entries_within_places AFTER INSERT OR DELETE OR UPDATE OF status ON tournament_entries
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_tournament_entry()`);
  }

  /** The line holds would-be entries: an account, or a form entrant by e-mail with the form they sent. */
  private async waitlistByEmail(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE tournament_waitlist ALTER COLUMN user_id DROP NOT NULL,
        ADD COLUMN email varchar(320), ADD COLUMN form jsonb`);
    await q.query(`UPDATE tournament_waitlist w SET email = u.email FROM users u WHERE u.id = w.user_id`);
    await q.query(`DELETE FROM tournament_waitlist WHERE email IS NULL`);
    await q.query(`ALTER TABLE tournament_waitlist ALTER COLUMN email SET NOT NULL`);
    await q.query(
      `CREATE UNIQUE INDEX tournament_waitlist_tournament_email_key ON tournament_waitlist (tournament_id, lower(email))`,
    );
  }

  /** A result names both sides' entries; a side's account (for ratings and "my results") only when it has one. */
  private async resultsNameEntries(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE match_results ADD COLUMN player_entry_id int, ADD COLUMN opponent_entry_id int,
        ALTER COLUMN player_id DROP NOT NULL, ALTER COLUMN opponent_id DROP NOT NULL`);
    await q.query(`
      UPDATE match_results r SET player_entry_id = e.id FROM tournament_entries e
       WHERE e.tournament_id = r.tournament_id AND e.user_id = r.player_id`);
    await q.query(`
      UPDATE match_results r SET opponent_entry_id = e.id FROM tournament_entries e
       WHERE e.tournament_id = r.tournament_id AND e.user_id = r.opponent_id`);
    await q.query(`CREATE INDEX match_results_player_entry_idx ON match_results (player_entry_id)`);
    await q.query(`CREATE INDEX match_results_opponent_entry_idx ON match_results (opponent_entry_id)`);
  }

  /** Back to two tables, as far as they can hold today's data: results and waiting form entrants without an account go. */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM match_results WHERE player_id IS NULL OR opponent_id IS NULL`);
    await q.query(`
      ALTER TABLE match_results DROP COLUMN player_entry_id, DROP COLUMN opponent_entry_id,
        ALTER COLUMN player_id SET NOT NULL, ALTER COLUMN opponent_id SET NOT NULL`);
    await q.query(`DELETE FROM tournament_waitlist WHERE user_id IS NULL`);
    await q.query(`DROP INDEX tournament_waitlist_tournament_email_key`);
    await q.query(`ALTER TABLE tournament_waitlist DROP COLUMN email, DROP COLUMN form, ALTER COLUMN user_id SET NOT NULL`);
    await q.query(`DROP TRIGGER tournament_entries_within_places ON tournament_entries`);
    await q.query(`DROP FUNCTION count_tournament_entry()`);
    await q.query(`
      CREATE TABLE tournament_participants (
        id serial PRIMARY KEY,
        tournament_id int NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
        participant_id int NOT NULL,
        registration_date timestamptz NOT NULL DEFAULT now(),
        status varchar(20) NOT NULL DEFAULT 'registered',
        CONSTRAINT tournament_participants_tournament_participant_key UNIQUE (tournament_id, participant_id)
      )`);
    await q.query(`CREATE INDEX tournament_participants_participant_idx ON tournament_participants (participant_id)`);
    await q.query(
      `CREATE INDEX tournament_participants_tournament_date_idx ON tournament_participants (tournament_id, registration_date, id)`,
    );
    await q.query(`
      INSERT INTO tournament_participants (tournament_id, participant_id, registration_date)
      SELECT tournament_id, user_id, registration_date FROM tournament_entries
       WHERE user_id IS NOT NULL AND status <> 'withdrawn'`);
    await q.query(PLAYER_ID_MAP_SQL);
    await q.query(`
      INSERT INTO player_id_map SELECT tournament_id, id, -user_id FROM tournament_entries WHERE NOT form_filled`);
    await renumberFixturePlayers(q);
    await q.query(`DELETE FROM tournament_entries WHERE NOT form_filled`);
    await q.query(`UPDATE tournament_entries SET status = 'pending' WHERE status <> 'pending'`);
    await q.query(`DROP INDEX tournament_entries_tournament_user_key`);
    await q.query(`DROP INDEX tournament_entries_user_idx`);
    await q.query(`
      ALTER TABLE tournament_entries DROP CONSTRAINT tournament_entries_status_check,
        DROP CONSTRAINT tournament_entries_form_check, DROP COLUMN user_id, DROP COLUMN form_filled,
        ALTER COLUMN phone SET NOT NULL, ALTER COLUMN skill_level SET NOT NULL, ALTER COLUMN handedness SET NOT NULL`);
    await q.query(`ALTER TABLE tournaments RENAME COLUMN entry_count TO form_entries`);
    await q.query(`
      UPDATE tournaments t SET form_entries = (SELECT count(*) FROM tournament_entries e WHERE e.tournament_id = t.id)`);
    await q.query(
      `ALTER TABLE registration_notifications RENAME CONSTRAINT registration_notifications_entry_id_fkey TO registration_notifications_registration_id_fkey`,
    );
    await q.query(`ALTER TABLE registration_notifications RENAME COLUMN entry_id TO registration_id`);
    await q.query(
      `ALTER TABLE tournament_entries RENAME CONSTRAINT tournament_entries_tournament_id_fkey TO tournament_registrations_tournament_id_fkey`,
    );
    for (const [to, from] of ENTRY_INDEX_NAMES) await q.query(`ALTER INDEX ${from} RENAME TO ${to}`);
    await q.query(`ALTER SEQUENCE tournament_entries_id_seq RENAME TO tournament_registrations_id_seq`);
    await q.query(`ALTER TABLE tournament_entries RENAME TO tournament_registrations`);
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
}
