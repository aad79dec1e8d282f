import { packingBound } from './packing-lp.mjs';

// Bounds the scheduler's result is measured against, on the timeline of schedule-timeline.mjs (playing minutes;
// each match carries the stretches it fits in, wholly inside one day's hours and every player's window).
//
// UPPER bound on the matches any valid schedule places. With x_m = 1 when m is placed, every valid schedule keeps:
//   (a) x_m = 0 when m has no stretch (no common time long enough, inside the days and hours);
//   (b) per player p, and per set S of p's matches (all of them, or those whose stretches lie inside the stretches
//       of one of them): the sum of x_m over S <= how many matches of S's shortest length fit, with the rest between
//       them, in the union of S's stretches (a merged stretch of W minutes holds floor((W + rest) / (length + rest))).
//       A shorter length, a larger union and no rest across stretches only raise the cap, so it is a true cap;
//   (c) per time region T (the stretches of some match, or all playing time): the minutes of the matches whose every
//       stretch lies inside T are at most courts x the minutes of T, since they can only be played there.
// The bound is the linear relaxation of (a)-(c) with 0 <= x <= 1, solved exactly (packing-lp.mjs), so it is at
// least the best integer schedule. The issue's own bound (a, then as many of those as fit the total court minutes,
// shortest first) is reported beside it; the smaller of the two is used. Dependencies are left out, which can only
// raise the bound: on the 1,000-match instance the linear relaxation of an exact time-indexed model with them (solved
// once with an LP solver) gave 762 against this bound's 776.
//
// LOWER bound on the makespan (the end of the last match in playing minutes) of the matches a scheduler placed:
// the placed minutes spread over all courts; and, going through the placed matches in stage and round order, the
// earliest each could start inside its own stretches after the placed matches it waits for and, for each of its
// players, after their own placed matches among those (at one match of the shortest length each, in the union of
// their stretches, with the rest between matches on one day); and the same chain over each player's placed matches.
// Identical jobs with release times go earliest first without loss, so each chain is a true lower bound.

/** Disjoint sorted stretches covering the given ones (same day only joins). */
function merge(stretches) {
  const sorted = [...stretches].sort((a, b) => a.start - b.start || a.end - b.end);
  const merged = [];
  for (const s of sorted) {
    const last = merged[merged.length - 1];
    if (last && last.day === s.day && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  return merged;
}

/** Earliest start inside one of `stretches` for `length` minutes, at or after every `{ time, day, gap }` (gap on `day` only). */
export function earliestStart(stretches, length, constraints) {
  for (const s of stretches) {
    let start = s.start;
    for (const c of constraints) start = Math.max(start, c.time + (c.day === s.day ? c.gap : 0));
    if (start + length <= s.end) return { start, day: s.day };
  }
  return null;
}

/** [match, value] pairs → player → the values of their matches. */
function groupByPlayer(pairs) {
  const groups = new Map();
  for (const [m, value] of pairs) {
    for (const p of m.players) {
      if (!groups.has(p)) groups.set(p, []);
      groups.get(p).push(value);
    }
  }
  return groups;
}

const regionKey = (m) => m.stretches.map((s) => `${s.start}-${s.end}`).join(',');
const insideOf = (outer) => (inner) => inner.every((s) => outer.some((o) => o.start <= s.start && s.end <= o.end));
const minutesOf = (stretches) => stretches.reduce((sum, s) => sum + s.end - s.start, 0);

/** How many matches of `length` fit, with `rest` between them, in the merged `stretches`. */
const fitting = (stretches, length, rest) =>
  merge(stretches).reduce((sum, s) => sum + Math.floor((s.end - s.start + rest) / (length + rest)), 0);

/** Per player: over all their matches, and over those inside the stretches of each one of them. */
function playerCaps(candidates, rest) {
  const caps = [];
  const add = (members) => {
    const cap = fitting(
      members.flatMap((i) => candidates[i].stretches),
      Math.min(...members.map((i) => candidates[i].length)),
      rest,
    );
    if (cap < members.length) caps.push({ cost: cap, members: members.map((i) => ({ i, a: 1 })) });
  };
  for (const members of groupByPlayer(candidates.map((m, i) => [m, i])).values()) {
    add(members);
    const regions = new Map(members.map((i) => [regionKey(candidates[i]), candidates[i].stretches]));
    if (regions.size < 2) continue;
    for (const region of regions.values()) {
      const inside = insideOf(region);
      add(members.filter((i) => inside(candidates[i].stretches)));
    }
  }
  return caps;
}

/** Per time region: the stretches of each match, and all playing time. */
function regionCaps(candidates, problem) {
  // Matches grouped by their stretches, so containment is asked once per pair of regions.
  const regions = new Map();
  candidates.forEach((m, i) => {
    const key = regionKey(m);
    if (!regions.has(key)) regions.set(key, { stretches: m.stretches, members: [] });
    regions.get(key).members.push({ i, a: m.length });
  });
  const everything = problem.days.map((d) => ({ day: d.index, start: d.offset, end: d.offset + d.end - d.start }));
  return [...[...regions.values()].map((r) => r.stretches), everything].map((outer) => {
    const inside = insideOf(outer);
    const members = [...regions.values()].filter((r) => inside(r.stretches)).flatMap((r) => r.members);
    return { cost: problem.courts * minutesOf(outer), members };
  });
}

/** Upper bounds on the matches any valid schedule places (see the top of this file). */
export function placedUpperBound(problem) {
  const candidates = problem.matches.filter((m) => m.stretches.length);
  const capacity = problem.courts * problem.totalMinutes;
  let used = 0;
  let issueBound = 0;
  for (const length of candidates.map((m) => m.length).sort((a, b) => a - b)) {
    if ((used += length) > capacity) break;
    issueBound++;
  }
  const players = playerCaps(candidates, problem.rest);
  const relaxed = packingBound(candidates.length, [...players, ...regionCaps(candidates, problem)]);
  return {
    withCommonTime: candidates.length,
    issueBound,
    playerCaps: players.length,
    bound: Math.min(issueBound, relaxed),
  };
}

/** Lower bound on the makespan of the matches with ids in `placedIds` (see the top of this file). */
export function makespanLowerBound(problem, placedIds) {
  const placed = problem.matches.filter((m) => placedIds.has(m.id)).sort((a, b) => a.stage - b.stage || a.round - b.round);
  const isPlaced = new Set(placed.map((m) => m.index));
  const courtBound = placed.reduce((sum, m) => sum + m.length, 0) / problem.courts;
  const earliest = new Map();

  // One player's matches, each no earlier than its own earliest start, one after another with rest.
  const chainEnd = (jobs) => {
    const shortest = Math.min(...jobs.map((m) => m.length));
    const union = merge(jobs.flatMap((m) => m.stretches));
    let last = null;
    for (const m of [...jobs].sort((a, b) => earliest.get(a.index).start - earliest.get(b.index).start)) {
      const after = [{ time: earliest.get(m.index).start, day: -1, gap: 0 }];
      if (last) after.push({ time: last.end, day: last.day, gap: problem.rest });
      const slot = earliestStart(union, shortest, after);
      if (!slot) return last;
      last = { end: slot.start + shortest, day: slot.day };
    }
    return last;
  };

  let matchBound = 0;
  for (const m of placed) {
    const before = m.prerequisites.filter((i) => isPlaced.has(i)).map((i) => problem.matches[i]);
    const after = before.map((d) => ({ time: earliest.get(d.index).start + d.length, day: -1, gap: 0 }));
    for (const p of m.players) {
      const own = before.filter((d) => d.players.includes(p));
      const end = own.length ? chainEnd(own) : null;
      if (end) after.push({ time: end.end, day: end.day, gap: problem.rest });
    }
    // A placed match always has such a start; should the schedule break a rule, its own stretch start still bounds it.
    const slot = earliestStart(m.stretches, m.length, after) ?? { start: m.stretches[0]?.start ?? 0 };
    earliest.set(m.index, slot);
    matchBound = Math.max(matchBound, slot.start + m.length);
  }

  const byPlayer = groupByPlayer(placed.map((m) => [m, m]));
  let playerBound = 0;
  for (const jobs of byPlayer.values()) playerBound = Math.max(playerBound, chainEnd(jobs)?.end ?? 0);

  return { lowerBound: Math.max(courtBound, matchBound, playerBound), courtBound, matchBound, playerBound };
}
