import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tournaments context's tables. Organizer, participant and recipient ids point at users owned by the
 * identity context, so they carry no foreign key across the boundary; children of a tournament cascade with it.
 */
export class Tournaments1732400000000 implements MigrationInterface {
  name = 'Tournaments1732400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tournaments (
        id serial PRIMARY KEY,
        name varchar(200) NOT NULL,
        tournament_code varchar(20) NOT NULL,
        sport varchar(20) NOT NULL,
        venue varchar(300) NOT NULL,
        divisions int NOT NULL DEFAULT 1,
        description text,
        organizer_id int NOT NULL,
        start_date date NOT NULL,
        end_date date NOT NULL,
        registration_deadline date,
        max_participants int NOT NULL DEFAULT 32,
        entry_fee numeric(10,2),
        prize_pool numeric(10,2),
        rules text NOT NULL,
        additional_info text,
        poc1_name varchar(200) NOT NULL,
        poc1_contact varchar(50) NOT NULL,
        poc1_email varchar(320) NOT NULL,
        poc2_name varchar(200),
        poc2_contact varchar(50),
        poc2_email varchar(320),
        status varchar(20) NOT NULL DEFAULT 'pending',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT tournaments_tournament_code_key UNIQUE (tournament_code),
        CONSTRAINT tournaments_status_check CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
        CONSTRAINT tournaments_divisions_check CHECK (divisions BETWEEN 1 AND 6),
        CONSTRAINT tournaments_dates_check CHECK (end_date >= start_date),
        CONSTRAINT tournaments_deadline_check CHECK (registration_deadline IS NULL OR registration_deadline <= start_date),
        CONSTRAINT tournaments_max_participants_check CHECK (max_participants >= 2)
      )`);
    await q.query(`CREATE INDEX tournaments_organizer_idx ON tournaments (organizer_id)`);
    await q.query(`CREATE INDEX tournaments_status_idx ON tournaments (status, start_date)`);

    await q.query(`
      CREATE TABLE tournament_participants (
        id serial PRIMARY KEY,
        tournament_id int NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        participant_id int NOT NULL,
        registration_date timestamptz NOT NULL DEFAULT now(),
        status varchar(20) NOT NULL DEFAULT 'registered',
        CONSTRAINT tournament_participants_tournament_participant_key UNIQUE (tournament_id, participant_id)
      )`);
    await q.query(`CREATE INDEX tournament_participants_participant_idx ON tournament_participants (participant_id)`);

    await q.query(`
      CREATE TABLE tournament_registrations (
        id serial PRIMARY KEY,
        tournament_id int NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        full_name varchar(200) NOT NULL,
        sport varchar(20) NOT NULL,
        email varchar(320) NOT NULL,
        phone varchar(30) NOT NULL,
        skill_level varchar(5) NOT NULL,
        skill_description text,
        handedness varchar(10) NOT NULL,
        available_times text[] NOT NULL DEFAULT '{}',
        commitment_acknowledged boolean NOT NULL DEFAULT false,
        registration_date timestamptz NOT NULL DEFAULT now(),
        status varchar(20) NOT NULL DEFAULT 'pending'
      )`);
    // One registration per e-mail address and tournament, whatever its case.
    await q.query(
      `CREATE UNIQUE INDEX tournament_registrations_tournament_email_key ON tournament_registrations (tournament_id, lower(email))`,
    );

    await q.query(`
      CREATE TABLE registration_notifications (
        id serial PRIMARY KEY,
        tournament_id int NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        registration_id int NOT NULL REFERENCES tournament_registrations (id) ON DELETE CASCADE,
        recipient_id int NOT NULL,
        recipient_type varchar(20) NOT NULL,
        tournament_code varchar(20) NOT NULL,
        player_name varchar(200) NOT NULL,
        player_email varchar(320) NOT NULL,
        is_read boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX registration_notifications_recipient_idx ON registration_notifications (recipient_id, created_at)`,
    );
    await q.query(`CREATE INDEX registration_notifications_tournament_idx ON registration_notifications (tournament_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE registration_notifications`);
    await q.query(`DROP TABLE tournament_registrations`);
    await q.query(`DROP TABLE tournament_participants`);
    await q.query(`DROP TABLE tournaments`);
  }
}
