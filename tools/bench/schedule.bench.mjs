// The order-of-play scheduler on club tournaments with the availability registrants give (lib/schedule-instances.mjs):
// how many matches it places against an upper bound, how late it finishes against a lower bound
// (lib/schedule-bounds.mjs), how long it takes, and whether it gives the same schedule every run.
// Build first (run-all.mjs does): npx tsc -p libs/shared/tsconfig.build.json
// Usage: node tools/bench/schedule.bench.mjs [--size=1000|5000] [--smoke]
//   --smoke: the 1,000-match size only, one warm-up and one timed run (CI); the time target gets twice the headroom
//   there, since a shared CI machine can be slow for a moment; placing, determinism and the rules stay as strict.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { makespanLowerBound, placedUpperBound } from './lib/schedule-bounds.mjs';
import { checkSchedule } from './lib/schedule-check.mjs';
import { clubTournament } from './lib/schedule-instances.mjs';
import { playingTimeline } from './lib/schedule-timeline.mjs';

// Both sizes play 08:00-21:00 (the form's slots run 06:00-21:00) in June in Madrid (no clock change), 40-minute league
// and knockout matches, 50-minute semi-finals, 60-minute finals, 30 minutes' rest.
const hours = (dates) => dates.map((date) => ({ date, start: '08:00', end: '21:00' }));
const dateRange = (first, count) =>
  Array.from({ length: count }, (_, i) => new Date(Date.parse(`${first}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));
const SIZES = {
  // Friday to Sunday: the issue's 3 days on 20 courts.
  1000: { seed: 41, courts: 20, days: hours(dateRange('2026-06-05', 3)), targetMs: 2000, targetShare: 0.95 },
  // 5,000 matches need about 5 days of 40 courts at full use; a club would spread them over ten days, Friday to the
  // Sunday after next, so two weekends (a quarter of the players come at weekends only).
  5000: { seed: 4141, courts: 40, days: hours(dateRange('2026-06-05', 10)), targetMs: 10_000 },
};
const COMMON = {
  timeZone: 'Europe/Madrid',
  minutes: { league: 40, 'semi-final': 50, final: 60 },
  restMinutes: 30,
};

const smoke = process.argv.includes('--smoke');
const sizeArg = process.argv.find((a) => a.startsWith('--size='))?.slice('--size='.length);
const sizes = smoke ? ['1000'] : sizeArg ? [sizeArg] : Object.keys(SIZES);
const WARMUP = smoke ? 1 : 2;
const ITERATIONS = smoke ? 1 : Number(process.env.BENCH_ITERATIONS) || 5;
const TIME_HEADROOM = smoke ? 2 : 1;

const dist = fileURLToPath(new URL('../../libs/shared/dist/index.js', import.meta.url));
if (!existsSync(dist)) {
  console.error(`schedule: ${dist} is missing; build it with: npx tsc -p libs/shared/tsconfig.build.json`);
  process.exit(1);
}
const shared = createRequire(import.meta.url)(dist);

const median = (sorted) =>
  sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
const round = (value, digits = 3) => Number(value.toFixed(digits));

function bench(size) {
  const name = `schedule-${size}`;
  const line = (value) => console.log(`${name}: ${JSON.stringify(value)}`);
  const config = SIZES[size];
  if (!config) throw new Error(`no size ${size}; sizes: ${Object.keys(SIZES).join(', ')}`);
  const { input, drawn } = clubTournament({ ...COMMON, ...config, targetMatches: Number(size) });
  const timeline = playingTimeline(input, shared);
  const upper = placedUpperBound(timeline);
  line({
    matches: input.matches.length,
    ...drawn,
    courts: config.courts,
    days: `${config.days.length} (${config.days[0].date} to ${config.days[config.days.length - 1].date}, 08:00-21:00)`,
  });

  const runOnce = () => {
    const start = performance.now();
    const schedule = shared.scheduleMatches(input);
    return { elapsed: performance.now() - start, json: JSON.stringify(schedule), schedule };
  };
  const warmups = Array.from({ length: WARMUP }, runOnce);
  const runs = Array.from({ length: ITERATIONS }, runOnce);
  const times = runs.map((r) => r.elapsed).sort((a, b) => a - b);
  const { schedule } = runs[0];
  const deterministic = [...warmups, ...runs].every((r) => r.json === runs[0].json);
  const targetMs = config.targetMs * TIME_HEADROOM;
  line({ medianMs: round(median(times), 1), fastestMs: round(times[0], 1), runs: ITERATIONS, targetMs });

  const { broken } = checkSchedule(timeline, schedule.placed);
  const unplacedKinds = {};
  for (const u of schedule.unplaced) {
    const kind = u.kind ?? u.reason;
    unplacedKinds[kind] = (unplacedKinds[kind] ?? 0) + 1;
  }
  const placed = schedule.placed.length;
  const share = placed / upper.bound;
  line({
    placed,
    upperBound: upper.bound,
    share: round(share),
    targetShare: config.targetShare ?? null,
    issueBound: upper.issueBound,
    withCommonTime: upper.withCommonTime,
    playerCaps: upper.playerCaps,
    unplaced: unplacedKinds,
    flagged: schedule.flagged?.length ?? 0,
    deterministic,
    rulesBroken: broken.length,
  });

  const lastEnd = Math.max(0, ...schedule.placed.map((p) => timeline.toPlaying(p.end)?.time ?? 0));
  const lower = makespanLowerBound(timeline, new Set(schedule.placed.map((p) => p.matchId)));
  line({
    lastEndPlayingMinutes: lastEnd,
    playingMinutes: timeline.totalMinutes,
    lowerBound: round(lower.lowerBound, 1),
    ratio: round(lastEnd / lower.lowerBound),
    courtBound: round(lower.courtBound, 1),
    matchBound: lower.matchBound,
    playerBound: lower.playerBound,
  });

  const missed = [];
  if (median(times) >= targetMs) missed.push(`median ${median(times).toFixed(1)} ms misses the ${targetMs} ms target`);
  if (config.targetShare && share < config.targetShare)
    missed.push(
      `placed ${placed} is ${(share * 100).toFixed(1)} % of the upper bound ${upper.bound}, under ${config.targetShare * 100} %`,
    );
  if (!deterministic) missed.push('two runs gave different schedules');
  for (const rule of broken.slice(0, 5)) missed.push(`a placement breaks a rule: ${rule}`);
  if (!broken.length && placed > upper.bound)
    missed.push(`placed ${placed} exceeds the upper bound ${upper.bound}: the bound is wrong`);
  for (const reason of missed) console.error(`${name}: ${reason}`);
  return missed.length === 0;
}

const results = sizes.map(bench);
if (results.includes(false)) process.exit(1);
