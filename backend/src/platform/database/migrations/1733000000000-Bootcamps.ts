import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The bootcamps context's tables. Organizer, approver and registrant ids point at users owned by the identity
 * context, so they carry no foreign key across the boundary; registrations belong to their bootcamp.
 */
export class Bootcamps1733000000000 implements MigrationInterface {
  name = 'Bootcamps1733000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bootcamps (
        id serial PRIMARY KEY,
        title varchar(255) NOT NULL,
        type varchar(50) NOT NULL,
        description text NOT NULL,
        skill_level varchar(20) NOT NULL,
        start_date date NOT NULL,
        end_date date NOT NULL,
        start_time time NOT NULL,
        end_time time NOT NULL,
        duration int NOT NULL,
        venue varchar(255) NOT NULL,
        venue_address varchar(500) NOT NULL,
        max_participants int NOT NULL,
        price numeric(10,2) NOT NULL,
        organizer_id int NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'pending',
        approved_by int,
        approved_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT bootcamps_type_check CHECK (type IN ('bootcamp', 'clinic')),
        CONSTRAINT bootcamps_skill_level_check CHECK (skill_level IN ('beginner', 'intermediate', 'advanced', 'all-levels')),
        CONSTRAINT bootcamps_status_check CHECK (status IN ('pending', 'approved', 'rejected')),
        CONSTRAINT bootcamps_dates_check CHECK (end_date >= start_date),
        CONSTRAINT bootcamps_duration_check CHECK (duration >= 1),
        CONSTRAINT bootcamps_max_participants_check CHECK (max_participants >= 1),
        CONSTRAINT bootcamps_price_check CHECK (price >= 0)
      )`);
    // my-bootcamps (newest first), the admin list (newest first, by status) and the players' list (approved, by start).
    await q.query(`CREATE INDEX bootcamps_organizer_idx ON bootcamps (organizer_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX bootcamps_created_idx ON bootcamps (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX bootcamps_status_idx ON bootcamps (status, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX bootcamps_available_idx ON bootcamps (start_date, id) WHERE status = 'approved'`);

    await q.query(`
      CREATE TABLE bootcamp_registrations (
        id serial PRIMARY KEY,
        bootcamp_id int NOT NULL REFERENCES bootcamps (id) ON DELETE CASCADE,
        user_id int NOT NULL,
        registered_at timestamptz NOT NULL DEFAULT now(),
        status varchar(20) NOT NULL DEFAULT 'registered',
        payment_status varchar(20) NOT NULL DEFAULT 'pending',
        CONSTRAINT bootcamp_registrations_bootcamp_user_key UNIQUE (bootcamp_id, user_id)
      )`);
    // The unique key serves counts and the registrant list per bootcamp; this one a user's own registrations.
    await q.query(`CREATE INDEX bootcamp_registrations_user_idx ON bootcamp_registrations (user_id, registered_at)`);
    await q.query(`CREATE INDEX bootcamp_registrations_list_idx ON bootcamp_registrations (bootcamp_id, registered_at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE bootcamp_registrations`);
    await q.query(`DROP TABLE bootcamps`);
  }
}
