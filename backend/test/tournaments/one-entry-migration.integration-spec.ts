import request from 'supertest';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/platform/database/typeorm-options';
import { createUser, signedInAs, type TestUser } from '../support/factories';
import { createTestDatabase } from '../support/test-database';
import { startTestApp } from '../support/test-app';
import { approvedTournament } from './tournament-factories';

const MIGRATION = 'OneEntryPerPerson1735100000000';

/** Back to just before OneEntryPerPerson, undoing whatever later migrations there are first. */
async function undoOneEntryPerPerson(dataSource: DataSource): Promise<void> {
  const newest = async () =>
    ((await dataSource.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`)) as Array<{ name: string }>)[0].name;
  while ((await newest()) !== MIGRATION) await dataSource.undoLastMigration();
  await dataSource.undoLastMigration();
}

interface Entry {
  id: number;
  tournament_id: number;
  user_id: number | null;
  email: string;
  full_name: string;
  form_filled: boolean;
  status: string;
  available_times: string[];
}

/**
 * Migration OneEntryPerPerson merges the form's registrations and the enrolments into one entry per person, on a copy
 * of realistic data made with the tables as they were: nobody is lost, nobody is counted twice, the fixtures' stand-in
 * ids of the enrolled who never filled the form follow their new entries, results name both sides' entries, the line
 * keeps its people by e-mail; and down() gives the two tables back.
 */
describe('migration OneEntryPerPerson on realistic data', () => {
  it('merges registrations and enrolments into entries, and back', async () => {
    const database = await createTestDatabase();
    try {
      let app = await startTestApp({ databaseUrl: database.url });
      const { tournament: spring } = await approvedTournament(app, { maxParticipants: 16 });
      const { tournament: summer } = await approvedTournament(app, { maxParticipants: 8 });
      const organizer = await signedInAs(app, 'organizer');
      const people: Record<string, TestUser> = {};
      for (const [name, verified] of [
        ['alice', true], // the form (her address in capitals) and Enroll: one entry
        ['bob', true], // the form only: linked, his address is verified
        ['carol', false], // the form only, unverified: her entry stays without an account
        ['dave', false], // the form and Enroll, unverified: the enrolment says the entry is his
        ['erin', true], // Enroll only, in the fixtures by the stand-in id -erin
        ['frank', true], // Enroll only, in both tournaments
        ['gina', true], // waiting in line
      ] as const) {
        people[name] = await createUser(app, 'player', {
          isEmailVerified: verified,
          firstName: name[0].toUpperCase() + name.slice(1),
        });
      }
      await app.close();

      const dataSource = new DataSource(typeormOptions(database.url));
      await dataSource.initialize();
      try {
        await undoOneEntryPerPerson(dataSource);
        const q = (sql: string, params: unknown[] = []) => dataSource.query(sql, params);
        const register = async (tournamentId: number, email: string, fullName: string, at: string): Promise<number> =>
          (
            await q(
              `INSERT INTO tournament_registrations (tournament_id, full_name, sport, email, phone, skill_level, handedness,
                 available_times, commitment_acknowledged, registration_date)
               VALUES ($1, $2, 'tennis', $3, '5551234567', 'L3', 'right', ARRAY['morning', 'evening'], true, $4) RETURNING id`,
              [tournamentId, fullName, email, at],
            )
          )[0].id;
        const enrol = (tournamentId: number, user: TestUser, at: string) =>
          q(`INSERT INTO tournament_participants (tournament_id, participant_id, registration_date) VALUES ($1, $2, $3)`, [
            tournamentId,
            user.id,
            at,
          ]);

        const form = {
          alice: await register(spring.id, people.alice.email.toUpperCase(), 'Alice Court', '2030-01-01T09:00:00Z'),
          bob: await register(spring.id, people.bob.email, 'Bob Baseline', '2030-01-01T09:05:00Z'),
          carol: await register(spring.id, people.carol.email, 'Carol Net', '2030-01-01T09:10:00Z'),
          dave: await register(spring.id, people.dave.email, 'Dave Lob', '2030-01-01T09:15:00Z'),
          walkIn: await register(spring.id, 'walk.in@example.com', 'Walk In', '2030-01-01T09:20:00Z'),
          bobSummer: await register(summer.id, people.bob.email, 'Bob Baseline', '2030-01-02T09:00:00Z'),
        };
        await enrol(spring.id, people.alice, '2030-01-01T08:00:00Z');
        await enrol(spring.id, people.dave, '2030-01-01T10:00:00Z');
        await enrol(spring.id, people.erin, '2030-01-01T11:00:00Z');
        await enrol(spring.id, people.frank, '2030-01-01T12:00:00Z');
        await enrol(summer.id, people.frank, '2030-01-02T10:00:00Z');
        await q(`INSERT INTO tournament_waitlist (tournament_id, user_id) VALUES ($1, $2)`, [spring.id, people.gina.id]);

        // Saved fixtures naming the enrolled who never filled the form by the negative of their user id.
        const player = (id: number, name: string) => ({ id, name, email: 'hidden@example.com', skillLevel: 'L3' });
        await q(
          `INSERT INTO fixture_matches (tournament_id, match_key, position, match_type, fixture_type, division, round, player1, player2)
           VALUES ($1, 'league:A:1', 1, 'league', 'singles', 'Division A', 1, $2, $3),
                  ($1, 'league:A:2', 2, 'league', 'singles', 'Division A', 1, $4, $5)`,
          [
            spring.id,
            player(form.bob, 'Bob Baseline'),
            player(-people.erin.id, 'Erin Tester'),
            player(-people.frank.id, 'Frank Tester'),
            player(form.walkIn, 'Walk In'),
          ],
        );
        await q(
          `INSERT INTO fixture_sets (tournament_id, fixture_type, match_type, divisions, teams, saved_by, brackets)
           VALUES ($1, 'singles', 'league', $2, '[]', $3, '[]')`,
          [
            spring.id,
            JSON.stringify([
              {
                name: 'Division A',
                players: [player(form.bob, 'Bob'), player(-people.erin.id, 'Erin'), player(-people.frank.id, 'Frank')],
              },
            ]),
            organizer.user.id,
          ],
        );
        // A result between two enrolled accounts, as results named them.
        await q(
          `INSERT INTO match_results (tournament_id, player_id, opponent_id, opponent_name, match_type, sets, winner, sport, status)
           VALUES ($1, $2, $3, 'Erin Tester', 'league', '[{"player": 6, "opponent": 3}, {"player": 6, "opponent": 4}]', 'player', 'tennis', 'approved')`,
          [spring.id, people.alice.id, people.erin.id],
        );

        await dataSource.runMigrations();

        const entries: Entry[] = await q(
          `SELECT id, tournament_id, user_id, email, full_name, form_filled, status, available_times FROM tournament_entries
            ORDER BY tournament_id, registration_date, id`,
        );
        const of = (tournamentId: number) => entries.filter((entry) => entry.tournament_id === tournamentId);
        const entryOf = (tournamentId: number, user: TestUser) => of(tournamentId).find((entry) => entry.user_id === user.id)!;

        // Nobody lost, nobody twice: one entry per person, every form entry under its own id.
        expect(of(spring.id).map((entry) => [entry.user_id, entry.full_name])).toEqual([
          [people.alice.id, 'Alice Court'],
          [people.bob.id, 'Bob Baseline'],
          [null, 'Carol Net'],
          [people.dave.id, 'Dave Lob'],
          [null, 'Walk In'],
          [people.erin.id, 'Erin Tester'],
          [people.frank.id, 'Frank Tester'],
        ]);
        expect(of(summer.id).map((entry) => [entry.id, entry.user_id])).toEqual([
          [form.bobSummer, people.bob.id],
          [expect.any(Number), people.frank.id],
        ]);
        for (const id of Object.values(form)) expect(entries.filter((entry) => entry.id === id)).toHaveLength(1);
        expect(entryOf(spring.id, people.alice)).toMatchObject({ id: form.alice, form_filled: true, status: 'pending' });
        expect(entryOf(spring.id, people.dave)).toMatchObject({ id: form.dave, form_filled: true });
        expect(entryOf(spring.id, people.erin)).toMatchObject({
          email: people.erin.email,
          form_filled: false,
          status: 'registered',
          available_times: [],
        });

        // One count, kept by the trigger from here on.
        const counts = await q(`SELECT id, entry_count FROM tournaments WHERE id = ANY($1) ORDER BY id`, [
          [spring.id, summer.id],
        ]);
        expect(counts).toEqual([
          { id: spring.id, entry_count: 7 },
          { id: summer.id, entry_count: 2 },
        ]);

        // The fixtures' stand-in ids follow the new entries; the form's ids stay.
        const erin = entryOf(spring.id, people.erin).id;
        const frank = entryOf(spring.id, people.frank).id;
        const matches = await q(
          `SELECT player1->'id' AS p1, player2->'id' AS p2, player2->>'name' AS name2 FROM fixture_matches WHERE tournament_id = $1 ORDER BY position`,
          [spring.id],
        );
        expect(matches).toEqual([
          { p1: form.bob, p2: erin, name2: 'Erin Tester' },
          { p1: frank, p2: form.walkIn, name2: 'Walk In' },
        ]);
        const [set] = await q(`SELECT divisions FROM fixture_sets WHERE tournament_id = $1`, [spring.id]);
        expect(set.divisions[0].players.map((p: { id: number }) => p.id)).toEqual([form.bob, erin, frank]);

        // Results name both sides' entries; the line keeps its people by e-mail.
        const [result] = await q(`SELECT player_entry_id, opponent_entry_id FROM match_results WHERE tournament_id = $1`, [
          spring.id,
        ]);
        expect(result).toEqual({ player_entry_id: form.alice, opponent_entry_id: erin });
        expect(await q(`SELECT user_id, email, form FROM tournament_waitlist WHERE tournament_id = $1`, [spring.id])).toEqual([
          { user_id: people.gina.id, email: people.gina.email, form: null },
        ]);
        expect(await q(`SELECT to_regclass('tournament_participants') AS t`)).toEqual([{ t: null }]);

        // down() gives the two tables back as far as they hold today's data, the stand-in ids with them.
        await undoOneEntryPerPerson(dataSource);
        const participants = await q(
          `SELECT tournament_id, participant_id FROM tournament_participants ORDER BY tournament_id, participant_id`,
        );
        expect(participants).toEqual(
          [
            [spring.id, people.alice.id],
            [spring.id, people.bob.id],
            [spring.id, people.dave.id],
            [spring.id, people.erin.id],
            [spring.id, people.frank.id],
            [summer.id, people.bob.id],
            [summer.id, people.frank.id],
          ].map(([tournament_id, participant_id]) => ({ tournament_id, participant_id })),
        );
        const registrations = await q(`SELECT id FROM tournament_registrations ORDER BY id`);
        expect(registrations.map((row: { id: number }) => row.id)).toEqual(Object.values(form).sort((a, b) => a - b));
        const back = await q(
          `SELECT player1->'id' AS p1, player2->'id' AS p2 FROM fixture_matches WHERE tournament_id = $1 ORDER BY position`,
          [spring.id],
        );
        expect(back).toEqual([
          { p1: form.bob, p2: -people.erin.id },
          { p1: -people.frank.id, p2: form.walkIn },
        ]);
        await dataSource.runMigrations();
      } finally {
        await dataSource.destroy();
      }

      // The app runs on the merged data: one list of entries, one count.
      app = await startTestApp({ databaseUrl: database.url });
      try {
        const viewer = await signedInAs(app, 'player');
        const listed = (await viewer.agent.get(`/api/tournaments/${spring.id}/participants`).expect(200)).body;
        expect(listed.total).toBe(7);
        expect((await request(app.http).get(`/api/tournaments/${spring.id}`).expect(200)).body.participantCount).toBe(7);
      } finally {
        await app.close();
      }
    } finally {
      await database.drop();
    }
  });
});
