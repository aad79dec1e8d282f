// The ratings study's parts that decide its figures: the Elo baseline, the scoring protocol, the data filters and
// the fit (tools/bench/ratings-study.mjs, docs/ratings-study.md).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { byPlayOrder, loadAtpMatches, parseCsvLine, parseSets } from './lib/ratings-study/atp-matches.mjs';
import { createElo, eloExpected, eloK } from './lib/ratings-study/elo.mjs';
import { coordinateDescent } from './lib/ratings-study/fit.mjs';
import { correctness, logLoss, scoreBySeason } from './lib/ratings-study/metrics.mjs';

test("Elo follows FiveThirtyEight's formulas", () => {
  assert.equal(eloExpected(1500, 1500), 0.5);
  assert.ok(Math.abs(eloExpected(1900, 1500) - 10 / 11) < 1e-12);
  assert.ok(Math.abs(eloK(0) - 250 / 5 ** 0.4) < 1e-12);
  assert.ok(Math.abs(eloK(95) - 250 / 100 ** 0.4) < 1e-12);

  const elo = createElo();
  elo.record('a', 'b');
  // Two newcomers: each moves K(0) * 0.5, the winner up and the loser down.
  assert.ok(Math.abs(elo.rating('a') - (1500 + eloK(0) / 2)) < 1e-9);
  assert.ok(Math.abs(elo.rating('b') - (1500 - eloK(0) / 2)) < 1e-9);
  // A newcomer's K is larger than a player's with one match behind them, so 'c' moves further than 'a'.
  const before = elo.rating('a');
  const surprise = 1 - eloExpected(1500, before);
  elo.record('c', 'a');
  assert.ok(Math.abs(elo.rating('c') - (1500 + eloK(0) * surprise)) < 1e-9);
  assert.ok(Math.abs(elo.rating('a') - (before - eloK(1) * surprise)) < 1e-9);
  assert.ok(elo.winProbability('c', 'a') > 0.5);
});

test('scores each match before learning from it, season by season, and averages the seasons unweighted', () => {
  const matches = [
    { season: 2000, winner: 'a', loser: 'b' },
    { season: 2001, winner: 'a', loser: 'b' },
    { season: 2001, winner: 'b', loser: 'a' },
    { season: 2002, winner: 'a', loser: 'b' },
  ];
  // A system that has seen `wins` of a's: it gives a 0.5 until it has learned anything, then 0.8 to a.
  let learned = 0;
  const calls = [];
  const system = {
    predict: (m) => {
      calls.push(`predict ${learned}`);
      const chanceA = learned === 0 ? 0.5 : 0.8;
      return m.winner === 'a' ? chanceA : 1 - chanceA;
    },
    learn: () => {
      calls.push(`learn ${learned}`);
      learned++;
    },
  };
  const result = scoreBySeason(matches, system, [2001, 2002]);
  // 2000 is learned from but not scored; every scored match is predicted before it is learned.
  assert.deepEqual(calls, ['learn 0', 'predict 1', 'learn 1', 'predict 2', 'learn 2', 'predict 3', 'learn 3']);
  assert.deepEqual(
    result.seasons.map((s) => [s.season, s.matches, s.accuracy]),
    [
      [2001, 2, 0.5],
      [2002, 1, 1],
    ],
  );
  assert.ok(Math.abs(result.seasons[0].logLoss - (-Math.log(0.8) - Math.log(0.2)) / 2) < 1e-12);
  assert.equal(result.accuracy, 0.75);
  assert.throws(() => scoreBySeason(matches, system, [1999]), /no matches/);
});

test('an even call counts half, and a certain miss has a finite log loss', () => {
  assert.equal(correctness(0.5), 0.5);
  assert.equal(correctness(0.51), 1);
  assert.equal(correctness(0.49), 0);
  assert.ok(logLoss(1) === 0);
  assert.ok(Number.isFinite(logLoss(0)));
});

test('reads the CSV, drops walkovers and unknown players, and orders matches as they were played', (t) => {
  assert.deepEqual(parseCsvLine('a,"b, c",,"f ""g"""'), ['a', 'b, c', '', 'f "g"']);
  assert.deepEqual(parseSets('7-6(5) 3-6 6-4 RET'), [
    { a: 7, b: 6 },
    { a: 3, b: 6 },
    { a: 6, b: 4 },
  ]);

  const folder = mkdtempSync(join(tmpdir(), 'ratings-study-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  const header = 'tourney_id,tourney_name,tourney_date,match_num,winner_id,loser_id,score,round';
  writeFileSync(
    join(folder, 'atp_matches_2020.csv'),
    [
      header,
      '2020-1,"Open, Big",20200106,300,1,2,6-3 6-4,F',
      '2020-1,"Open, Big",20200106,299,1,3,6-3 2-1 RET,SF',
      '2020-1,"Open, Big",20200106,298,2,4,W/O,SF',
      '2020-1,"Open, Big",20200106,297,199999,4,6-0 6-0,QF',
      '2019-9,Early,20191230,1,5,6,6-1 6-1,R32',
      '',
    ].join('\n'),
  );
  writeFileSync(join(folder, 'atp_matches_2021.csv'), `${header}\n2021-1,Later,20210104,1,1,2,6-1 6-1,R32\n`);
  writeFileSync(join(folder, 'notes.txt'), 'not data');

  const { matches, dropped, seasons } = loadAtpMatches(folder, 2020);
  assert.deepEqual(seasons, [2020]);
  assert.deepEqual(dropped, { 'walkover or no score': 1, 'unknown player': 1 });
  assert.deepEqual(
    matches.map((m) => [m.season, m.playedOn, m.winner, m.loser, m.sets.length]),
    [
      [2020, '2019-12-30', '5', '6', 2],
      [2020, '2020-01-06', '1', '3', 2],
      [2020, '2020-01-06', '1', '2', 2],
    ],
  );
  assert.equal(loadAtpMatches(folder).matches.length, 4);
  assert.ok(byPlayOrder(matches[1], matches[2]) < 0);
  assert.throws(() => loadAtpMatches(join(folder, '..')), /no git directory/);
});

test('coordinate descent finds the grid minimum and ignores improvements below the threshold', () => {
  const loss = ({ x, y }) => (x - 2) ** 2 + (y + 1) ** 2 + 0.5 * x * y;
  const grids = { x: [-2, -1, 0, 1, 2, 3], y: [-2, -1, 0, 1] };
  const { parameters } = coordinateDescent(loss, { x: 0, y: 0 }, grids);
  let best = null;
  for (const x of grids.x) for (const y of grids.y) if (best === null || loss({ x, y }) < loss(best)) best = { x, y };
  assert.deepEqual(parameters, best);

  const flat = coordinateDescent(({ x }) => 1 - x * 1e-9, { x: 0 }, { x: [1, 2] }, { minImprovement: 1e-6 });
  assert.deepEqual(flat.parameters, { x: 0 });
});
