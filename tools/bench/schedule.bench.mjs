// Times the order-of-play scheduler on ~1,000 matches and measures how tight its schedule is.
// Build first (run-all.mjs does): npx tsc -p libs/shared/tsconfig.build.json
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const NAME = 'schedule-1000';
const DIVISIONS = 5;
const PLAYERS = 20;
const COURTS = 20;
// Three 14-hour days on 20 courts hold 50,400 court minutes; 965 matches of 40 (league) and 60 minutes need 38,900.
// 40 minutes divide a 14-hour day exactly, so the ratio measures the scheduler, not minutes lost at each day's end.
const DATES = ['2026-12-04', '2026-12-05', '2026-12-06'];
const TARGET_MS = 2000;
const TARGET_RATIO = 1.1;
const WARMUP = 2;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS) || 7;

const dist = fileURLToPath(new URL('../../libs/shared/dist/index.js', import.meta.url));
if (!existsSync(dist)) {
  console.error(`${NAME}: ${dist} is missing; build it with: npx tsc -p libs/shared/tsconfig.build.json`);
  process.exit(1);
}
const { generateFixtures, scheduleMatches, zonedDateTime } = createRequire(import.meta.url)(dist);

const settings = {
  timeZone: 'Europe/London',
  courts: Array.from({ length: COURTS }, (_, i) => ({ name: `Court ${i + 1}` })),
  days: DATES.map((date) => ({ date, start: '08:00', end: '22:00' })),
  minutes: { league: 40, 'semi-final': 60, final: 60 },
  restMinutes: 30,
};

// League rounds from the fixture engine (circle method), then two semi-finals and a final per division.
const divisions = Object.fromEntries(
  Array.from({ length: DIVISIONS }, (_, d) => [
    `Division ${d + 1}`,
    Array.from({ length: PLAYERS }, (_, i) => ({ id: (d + 1) * 1000 + i, name: `Player ${d + 1}-${i}`, skillLevel: 'L1' })),
  ]),
);
const { matches: league } = generateFixtures({ fixtureType: 'singles', matchType: 'league', divisions, seed: 1 });
const matches = league.map((m) => ({
  id: m.id,
  division: m.division,
  matchType: 'league',
  round: m.round,
  players: [String(m.player1.id), String(m.player2.id)],
}));
Object.keys(divisions).forEach((division, d) => {
  const id = (i) => String((d + 1) * 1000 + i);
  matches.push(
    { id: `${d + 1}-semi-final-1-1`, division, matchType: 'semi-final', round: 1, players: [id(0), id(3)] },
    { id: `${d + 1}-semi-final-1-2`, division, matchType: 'semi-final', round: 1, players: [id(1), id(2)] },
    { id: `${d + 1}-final-1-1`, division, matchType: 'final', round: 1, players: [id(0), id(1)] },
  );
});
const input = { settings, matches, availability: {} };

function runOnce() {
  const start = performance.now();
  const schedule = scheduleMatches(input);
  return { elapsed: performance.now() - start, schedule };
}

for (let i = 0; i < WARMUP; i++) runOnce();
const runs = Array.from({ length: ITERATIONS }, runOnce);
const times = runs.map((r) => r.elapsed).sort((a, b) => a - b);
const median = times.length % 2 ? times[(times.length - 1) / 2] : (times[times.length / 2 - 1] + times[times.length / 2]) / 2;
const { schedule } = runs[0];
const deterministic = runs.every((r) => JSON.stringify(r.schedule) === JSON.stringify(schedule));

// Playing minutes: minutes inside the days' hours since the first day's start.
const MS = 60_000;
const days = settings.days.map((d) => ({
  start: Date.parse(zonedDateTime(d.date, d.start, settings.timeZone)) / MS,
  end: Date.parse(zonedDateTime(d.date, d.end, settings.timeZone)) / MS,
}));
function playingMinutes(iso) {
  const t = Date.parse(iso) / MS;
  let before = 0;
  for (const day of days) {
    if (t <= day.end) return before + Math.max(0, t - day.start);
    before += day.end - day.start;
  }
  return before;
}
const lastEnd = Math.max(...schedule.placed.map((p) => playingMinutes(p.end)));

// Lower bound: court time shared by all courts, or the longest chain of matches that must follow one another
// (a player's own matches with rest between them, and each stage after the one before).
const length = (m) => (m.matchType === 'knockout' ? settings.minutes.league : settings.minutes[m.matchType]);
const totalMinutes = matches.reduce((sum, m) => sum + length(m), 0);
const finish = new Map();
const shares = (a, b) => a.players.some((p) => b.players.includes(p));
const after = (m, before) => Math.max(0, ...before.map((b) => finish.get(b.id) + (shares(m, b) ? settings.restMinutes : 0)));
const ordered = [...matches].sort(
  (a, b) =>
    ['league', 'semi-final', 'final'].indexOf(a.matchType) - ['league', 'semi-final', 'final'].indexOf(b.matchType) ||
    a.round - b.round,
);
for (const m of ordered) {
  const same = matches.filter((b) => b.division === m.division);
  const before =
    m.matchType === 'league'
      ? same.filter((b) => b.matchType === 'league' && b.round < m.round && shares(m, b))
      : same.filter((b) => b.matchType === (m.matchType === 'final' ? 'semi-final' : 'league'));
  finish.set(m.id, after(m, before) + length(m));
}
const players = new Set(matches.flatMap((m) => m.players));
const playerLoad = Math.max(
  ...[...players].map((p) => {
    const own = matches.filter((m) => m.players.includes(p));
    return own.reduce((sum, m) => sum + length(m), 0) + (own.length - 1) * settings.restMinutes;
  }),
);
const chain = Math.max(...finish.values(), playerLoad);
const lowerBound = Math.max(totalMinutes / COURTS, chain);
const ratio = lastEnd / lowerBound;

const line = (value) => console.log(`${NAME}: ${JSON.stringify(value)}`);
line({
  matches: matches.length,
  courts: COURTS,
  days: DATES.length,
  medianMs: Number(median.toFixed(1)),
  fastestMs: Number(times[0].toFixed(1)),
  runs: ITERATIONS,
  targetMs: TARGET_MS,
});
line({ placed: schedule.placed.length, unplaced: schedule.unplaced.length, deterministic });
line({
  lastEndPlayingMinutes: lastEnd,
  lowerBound: Number(lowerBound.toFixed(1)),
  courtBound: totalMinutes / COURTS,
  chainBound: chain,
  ratio: Number(ratio.toFixed(3)),
  targetRatio: TARGET_RATIO,
});

const missed = [];
if (median >= TARGET_MS) missed.push(`median ${median.toFixed(1)} ms misses the ${TARGET_MS} ms target`);
if (schedule.unplaced.length) missed.push(`${schedule.unplaced.length} matches were left unplaced`);
if (!deterministic) missed.push('two runs gave different schedules');
if (ratio > TARGET_RATIO) missed.push(`ratio ${ratio.toFixed(3)} misses the ${TARGET_RATIO} target`);
for (const reason of missed) console.error(`${NAME}: ${reason}`);
if (missed.length) process.exit(1);
