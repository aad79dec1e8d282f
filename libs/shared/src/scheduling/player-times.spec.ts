import { describe, expect, it } from 'vitest';
import { PlayerTimes } from './player-times';

describe('PlayerTimes', () => {
  it('asks for rest around a match on the same day only', () => {
    const player = new PlayerTimes();
    player.take(600, 660, '2026-12-07');
    expect(player.nextTry(660, 60, '2026-12-07', 30)).toBe(690);
    expect(player.nextTry(690, 60, '2026-12-07', 30)).toBe(690);
    expect(player.nextTry(510, 60, '2026-12-07', 30)).toBe(510);
    expect(player.nextTry(511, 60, '2026-12-07', 30)).toBe(690);
    expect(player.nextTry(660, 60, '2026-12-08', 30)).toBe(660);
    expect(player.nextTry(630, 60, '2026-12-08', 30)).toBe(660);
  });

  it('frees a match again', () => {
    const player = new PlayerTimes();
    player.take(600, 660, '2026-12-07');
    player.release(600, 660);
    expect(player.nextTry(630, 60, '2026-12-07', 30)).toBe(630);
  });
});
