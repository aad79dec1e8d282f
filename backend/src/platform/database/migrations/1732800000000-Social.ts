import { MigrationInterface, QueryRunner } from 'typeorm';

export class Social1732800000000 implements MigrationInterface {
  name = 'Social1732800000000';

  async up(q: QueryRunner): Promise<void> {
    // No foreign keys to users or tournaments: contexts own their tables; deletions arrive as events.
    await q.query(`
      CREATE TABLE direct_messages (
        id serial PRIMARY KEY,
        sender_id int NOT NULL,
        recipient_id int NOT NULL,
        subject varchar(200) NOT NULL,
        body text NOT NULL,
        read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT direct_messages_not_to_self CHECK (sender_id <> recipient_id)
      )`);
    await q.query(`CREATE INDEX direct_messages_inbox_idx ON direct_messages (recipient_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX direct_messages_unread_idx ON direct_messages (recipient_id) WHERE read_at IS NULL`);
    await q.query(`CREATE INDEX direct_messages_sent_idx ON direct_messages (sender_id, created_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE kudos (
        id serial PRIMARY KEY,
        sender_id int NOT NULL,
        recipient_id int NOT NULL,
        message varchar(500) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT kudos_not_to_self CHECK (sender_id <> recipient_id)
      )`);
    await q.query(`CREATE INDEX kudos_recipient_idx ON kudos (recipient_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX kudos_sender_idx ON kudos (sender_id)`);

    // The product's match events, plus what a proposed match needs. starts_at / ends_at are wall-clock times of the club's
    // calendar, derived so overlap checks and "upcoming first" ordering read indexes, never recompute.
    await q.query(`
      CREATE TABLE events (
        id serial PRIMARY KEY,
        title varchar(255) NOT NULL,
        type varchar(20) NOT NULL CHECK (type IN ('tournament', 'free_play', 'invite')),
        date date NOT NULL,
        time time NOT NULL,
        duration int NOT NULL DEFAULT 60 CHECK (duration > 0),
        court_id int,
        player_id int NOT NULL,
        opponent_id int NOT NULL,
        coach_id int,
        notes text,
        status varchar(20) NOT NULL DEFAULT 'scheduled',
        venue varchar(200) NOT NULL,
        sport varchar(20),
        tournament_id int,
        response varchar(10) NOT NULL DEFAULT 'pending' CHECK (response IN ('pending', 'accepted', 'declined')),
        responded_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        starts_at timestamp GENERATED ALWAYS AS (date + time) STORED,
        ends_at timestamp GENERATED ALWAYS AS (date + time + duration * interval '1 minute') STORED,
        CONSTRAINT events_two_players CHECK (player_id <> opponent_id)
      )`);
    await q.query(`CREATE INDEX events_player_idx ON events (player_id, starts_at)`);
    await q.query(`CREATE INDEX events_opponent_idx ON events (opponent_id, starts_at)`);
    await q.query(`CREATE INDEX events_tournament_idx ON events (tournament_id) WHERE tournament_id IS NOT NULL`);

    // Find Players lists active individual players by name; the search itself is a contains-ILIKE.
    await q.query(`
      CREATE INDEX users_active_players_name_idx ON users (lower(first_name), lower(last_name), id)
      WHERE is_active AND role = 'player' AND user_type = 'individual_player'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX users_active_players_name_idx`);
    await q.query(`DROP TABLE events`);
    await q.query(`DROP TABLE kudos`);
    await q.query(`DROP TABLE direct_messages`);
  }
}
