import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The academy context's tables, and academy 1 (the /academy enrollment page always applies to it).
 * User ids (owner, member, student) point at identity's users, so they carry no foreign key across the boundary.
 */
export class Academies1732900000000 implements MigrationInterface {
  name = 'Academies1732900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE academies (
        id serial PRIMARY KEY,
        name varchar(200) NOT NULL,
        description text,
        location varchar(300),
        address_line1 varchar(300),
        city varchar(100),
        state varchar(50),
        zip_code varchar(20),
        contact_email varchar(320),
        contact_phone varchar(30),
        website varchar(300),
        sports text[] NOT NULL DEFAULT '{}',
        facilities text[] NOT NULL DEFAULT '{}',
        rating numeric(2,1) NOT NULL DEFAULT 4.0,
        price_range varchar(20) NOT NULL DEFAULT 'mid-range',
        owner_id int,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT academies_rating_check CHECK (rating BETWEEN 0 AND 5),
        CONSTRAINT academies_price_range_check CHECK (price_range IN ('budget', 'mid-range', 'premium'))
      )`);
    // Find academies: active ones by rating; sport membership through the array index.
    await q.query(`CREATE INDEX academies_active_rating_idx ON academies (is_active, rating DESC, name, id)`);
    await q.query(`CREATE INDEX academies_sports_idx ON academies USING gin (sports)`);
    await q.query(`CREATE INDEX academies_price_range_idx ON academies (price_range)`);

    await q.query(`
      CREATE TABLE academy_members (
        id serial PRIMARY KEY,
        academy_id int NOT NULL REFERENCES academies (id) ON DELETE CASCADE,
        user_id int NOT NULL,
        membership_type varchar(20) NOT NULL DEFAULT 'student',
        reason text,
        experience text,
        goals text,
        age int,
        current_grade varchar(50),
        school_name varchar(200),
        preferred_time varchar(30),
        preferred_schedule varchar(30),
        additional_notes text,
        status varchar(20) NOT NULL DEFAULT 'pending',
        created_at timestamptz NOT NULL DEFAULT now(),
        joined_at timestamptz,
        decided_at timestamptz,
        decided_by int,
        CONSTRAINT academy_members_status_check CHECK (status IN ('pending', 'active', 'rejected')),
        CONSTRAINT academy_members_age_check CHECK (age IS NULL OR age BETWEEN 1 AND 150)
      )`);
    // At most one open (pending or active) application per user and academy; rejected ones stay as history.
    await q.query(
      `CREATE UNIQUE INDEX academy_members_open_application_key ON academy_members (academy_id, user_id)
       WHERE status IN ('pending', 'active')`,
    );
    await q.query(`CREATE INDEX academy_members_user_idx ON academy_members (user_id, academy_id)`);
    // Active students of an academy, longest-standing first (the training context's lists).
    await q.query(`CREATE INDEX academy_members_academy_status_idx ON academy_members (academy_id, status, joined_at, id)`);
    // The admin list: pending first, newest first.
    await q.query(`CREATE INDEX academy_members_review_idx ON academy_members ((status <> 'pending'), created_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE academy_classes (
        id serial PRIMARY KEY,
        academy_id int NOT NULL REFERENCES academies (id) ON DELETE CASCADE,
        class_name varchar(200) NOT NULL,
        description text,
        instructor varchar(200),
        level varchar(50),
        sport varchar(20) NOT NULL,
        duration int NOT NULL DEFAULT 60,
        max_students int NOT NULL DEFAULT 8,
        current_students int NOT NULL DEFAULT 0,
        price_per_session numeric(10,2),
        schedule text[] NOT NULL DEFAULT '{}',
        start_date date,
        end_date date,
        is_active boolean NOT NULL DEFAULT true,
        CONSTRAINT academy_classes_seats_check CHECK (current_students BETWEEN 0 AND max_students),
        CONSTRAINT academy_classes_max_students_check CHECK (max_students >= 1)
      )`);
    await q.query(`CREATE INDEX academy_classes_academy_idx ON academy_classes (academy_id, id)`);

    await q.query(`
      CREATE TABLE class_enrollments (
        id serial PRIMARY KEY,
        class_id int NOT NULL REFERENCES academy_classes (id) ON DELETE CASCADE,
        user_id int NOT NULL,
        academy_id int NOT NULL REFERENCES academies (id) ON DELETE CASCADE,
        enrollment_date timestamptz NOT NULL DEFAULT now(),
        status varchar(20) NOT NULL DEFAULT 'enrolled',
        payment_status varchar(20) NOT NULL DEFAULT 'pending',
        CONSTRAINT class_enrollments_class_user_key UNIQUE (class_id, user_id)
      )`);
    await q.query(`CREATE INDEX class_enrollments_user_idx ON class_enrollments (user_id)`);

    await q.query(`
      INSERT INTO academies (id, name, description, location, address_line1, city, state, zip_code, contact_email,
        contact_phone, website, sports, facilities, rating, price_range)
      VALUES (1, 'RallyPoint Academy',
        'Coaching for juniors and adults in tennis, pickleball and table tennis, from first lessons to competition.',
        'RallyPoint Sports Center', '100 Baseline Avenue', 'San Francisco', 'CA', '94110', 'academy@rallypoint.local',
        '4155550100', 'https://rallypoint.local/academy', '{tennis,pickleball,table_tennis}',
        '{Indoor courts,Outdoor courts,Table tennis hall,Fitness room}', 4.8, 'mid-range')`);
    await q.query(`SELECT setval(pg_get_serial_sequence('academies', 'id'), (SELECT max(id) FROM academies))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE class_enrollments`);
    await q.query(`DROP TABLE academy_classes`);
    await q.query(`DROP TABLE academy_members`);
    await q.query(`DROP TABLE academies`);
  }
}
