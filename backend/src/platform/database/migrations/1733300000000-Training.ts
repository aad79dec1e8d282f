import { MigrationInterface, QueryRunner } from 'typeorm';

export class Training1733300000000 implements MigrationInterface {
  name = 'Training1733300000000';

  async up(q: QueryRunner): Promise<void> {
    // No foreign keys to users: contexts own their tables; a deleted user arrives as an event.
    await q.query(`
      CREATE TABLE student_schedules (
        id serial PRIMARY KEY,
        student_id int NOT NULL,
        title varchar(200) NOT NULL,
        type varchar(20) NOT NULL,
        date date NOT NULL,
        time varchar(5) NOT NULL,
        duration int NOT NULL DEFAULT 60,
        instructor varchar(120) NOT NULL,
        court varchar(60),
        notes text NOT NULL DEFAULT '',
        status varchar(20) NOT NULL DEFAULT 'scheduled',
        created_by int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX student_schedules_upcoming_idx ON student_schedules (student_id, date, time, id)`);
    await q.query(`
      CREATE TABLE student_progress (
        id serial PRIMARY KEY,
        student_id int NOT NULL,
        skill_area varchar(20) NOT NULL,
        current_level varchar(20) NOT NULL,
        progress_percentage int NOT NULL DEFAULT 0 CHECK (progress_percentage BETWEEN 0 AND 100),
        lessons_completed int NOT NULL DEFAULT 0 CHECK (lessons_completed >= 0),
        total_lessons int,
        last_assessment timestamptz NOT NULL,
        next_goal text,
        instructor_notes text NOT NULL DEFAULT '',
        CONSTRAINT student_progress_student_skill_key UNIQUE (student_id, skill_area)
      )`);
    await q.query(`
      CREATE TABLE student_announcements (
        id serial PRIMARY KEY,
        student_id int,
        title varchar(200) NOT NULL,
        message text NOT NULL,
        type varchar(20) NOT NULL DEFAULT 'general',
        priority varchar(10) NOT NULL DEFAULT 'normal',
        created_by int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX student_announcements_student_idx ON student_announcements (student_id, created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX student_announcements_broadcast_idx ON student_announcements (created_at DESC, id DESC) WHERE student_id IS NULL`,
    );
    await q.query(`
      CREATE TABLE student_announcement_reads (
        announcement_id int NOT NULL REFERENCES student_announcements (id) ON DELETE CASCADE,
        student_id int NOT NULL,
        read_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (announcement_id, student_id)
      )`);
    await q.query(`
      CREATE TABLE student_metrics (
        id serial PRIMARY KEY,
        student_id int NOT NULL,
        metric_type varchar(20) NOT NULL DEFAULT 'performance',
        metric_name varchar(30) NOT NULL,
        value int NOT NULL CHECK (value BETWEEN 0 AND 100),
        unit varchar(10) NOT NULL DEFAULT '%',
        date date NOT NULL,
        notes text NOT NULL DEFAULT ''
      )`);
    await q.query(
      `CREATE INDEX student_metrics_latest_idx ON student_metrics (student_id, metric_type, metric_name, date DESC, id DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE student_metrics`);
    await q.query(`DROP TABLE student_announcement_reads`);
    await q.query(`DROP TABLE student_announcements`);
    await q.query(`DROP TABLE student_progress`);
    await q.query(`DROP TABLE student_schedules`);
  }
}
