// Checks a schedule against the hard rules before the benchmark counts it: a placed match that breaks one would make
// "placed against the upper bound" meaningless. Rules as docs/event-day.md states them; league round order is a
// preference, so it is not checked here.

/**
 * `timeline` from schedule-timeline.mjs; `placed` the scheduler's placements. Returns each placement in playing
 * minutes (by match id) and the rules broken, as sentences (empty when the schedule keeps every rule).
 */
export function checkSchedule(timeline, placed) {
  const byId = new Map(timeline.matches.map((m) => [m.id, m]));
  const at = new Map();
  const broken = [];
  for (const p of placed) {
    const match = byId.get(p.matchId);
    const start = timeline.toPlaying(p.start);
    const end = timeline.toPlaying(p.end);
    if (!match) broken.push(`${p.matchId} is not a match of the input`);
    else if (at.has(p.matchId)) broken.push(`${p.matchId} is placed twice`);
    else if (!start || !end || start.day !== end.day) broken.push(`${p.matchId} lies outside the playing hours`);
    else if (end.time - start.time !== match.length) broken.push(`${p.matchId} lasts ${end.time - start.time} minutes`);
    else {
      if (!match.stretches.some((s) => s.start <= start.time && end.time <= s.end))
        broken.push(`${p.matchId} lies outside its players' common time`);
      at.set(p.matchId, { match, court: p.court, start: start.time, end: end.time, day: start.day });
    }
  }

  const overlaps = (groups, gapOf, what) => {
    for (const [key, list] of groups) {
      list.sort((a, b) => a.start - b.start);
      for (let i = 1; i < list.length; i++) {
        const [prev, next] = [list[i - 1], list[i]];
        if (next.start < prev.end + gapOf(prev, next))
          broken.push(`${what} ${key}: ${prev.match.id} and ${next.match.id} are too close`);
      }
    }
  };
  const group = (keysOf) => {
    const groups = new Map();
    for (const p of at.values()) {
      for (const key of keysOf(p)) {
        if (!groups.has(key)) groups.set(key, []);
        groups.get(key).push(p);
      }
    }
    return groups;
  };
  overlaps(
    group((p) => [p.court]),
    () => 0,
    'court',
  );
  overlaps(
    group((p) => p.match.players),
    (a, b) => (a.day === b.day ? timeline.rest : 0),
    'player',
  );

  for (const p of at.values()) {
    for (const i of p.match.prerequisites) {
      const before = at.get(timeline.matches[i].id);
      if (before && before.end > p.start) broken.push(`${p.match.id} starts before ${before.match.id} ends`);
    }
  }
  return { at, broken };
}
