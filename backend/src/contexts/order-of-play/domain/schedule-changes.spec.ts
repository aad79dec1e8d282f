import type { FixtureMatch } from '@rallypoint/shared';
import { playerScheduleChanges } from './schedule-changes';
import type { ScheduleEntry } from './schedule-entry.entity';

const player = (name: string, email: string | null) => ({ id: name, name, email, phone: '', skillLevel: 'Intermediate' });

const row = (matchKey: string, one: ReturnType<typeof player>, two: ReturnType<typeof player>) =>
  ({
    id: matchKey,
    fixtureType: 'singles',
    matchType: 'league',
    player1: one,
    player2: two,
    player3: null,
    player4: null,
  }) as unknown as FixtureMatch;

const entry = (
  matchKey: string,
  published: { court: string | null; start: string | null },
  sides: ScheduleEntry['publishedSides'] = null,
) =>
  ({
    matchKey,
    publishedCourt: published.court,
    publishedStart: published.start ? new Date(published.start) : null,
    publishedSides: sides,
  }) as ScheduleEntry;

describe('playerScheduleChanges', () => {
  const ann = player('Ann Lee', 'Ann@Example.com');
  const bob = player('Bob Ray', 'bob@example.com');

  it('gives both players of a court-only move the same match, naming the old and the new court and time', () => {
    const changes = playerScheduleChanges(
      [
        {
          entry: entry('m1', { court: 'Court 2', start: '2026-06-13T09:00:00Z' }),
          previous: { court: 'Centre', start: new Date('2026-06-13T09:00:00Z') },
        },
      ],
      new Map([['m1', row('m1', ann, bob)]]),
      'UTC',
    );
    expect(changes.map((c) => c.email)).toEqual(['ann@example.com', 'bob@example.com']);
    expect(changes[0].matches).toEqual([
      {
        matchId: 'm1',
        sides: 'Ann Lee v Bob Ray',
        court: 'Court 2',
        start: '2026-06-13T09:00:00+00:00',
        previousCourt: 'Centre',
        previousStart: '2026-06-13T09:00:00+00:00',
      },
    ]);
    expect(changes[1].matches).toEqual(changes[0].matches);
  });

  it('tells the players of a match that left the fixtures, by the players it was published with', () => {
    const sides: ScheduleEntry['publishedSides'] = [
      [{ name: 'Ann Lee', email: 'ann@example.com' }],
      [{ name: 'Bob Ray', email: null }],
    ];
    const changes = playerScheduleChanges(
      [
        {
          entry: entry('gone', { court: null, start: null }, sides),
          previous: { court: 'Centre', start: new Date('2026-06-13T09:00:00Z') },
        },
      ],
      new Map(),
      'UTC',
    );
    expect(changes).toEqual([
      {
        email: 'ann@example.com',
        name: 'Ann Lee',
        matches: [
          expect.objectContaining({
            matchId: 'gone',
            sides: 'Ann Lee v Bob Ray',
            court: null,
            start: null,
            previousCourt: 'Centre',
          }),
        ],
      },
    ]);
  });

  it('tells nobody about a match without a saved row or published players', () => {
    expect(
      playerScheduleChanges(
        [{ entry: entry('x', { court: null, start: null }), previous: { court: 'A', start: new Date() } }],
        new Map(),
        'UTC',
      ),
    ).toEqual([]);
  });
});
