import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIME_SLOTS, type TimeSlot } from '../constants/time-slots';
import { SLOT_HOURS, intersectWindows, joinWindows, slotWindows } from './slot-windows';
import { MONDAY, SATURDAY } from './test-support.test';

const h = (from: number, to: number) => ({ start: from * 60, end: to * 60 });
const SUNDAY = '2026-12-06';

describe('slotWindows', () => {
  it('joins adjoining slots into one window', () => {
    expect(slotWindows(['morning', 'afternoon'], MONDAY)).toEqual([h(9, 15)]);
    expect(slotWindows(['evening', 'early_morning', 'late_afternoon', 'afternoon', 'morning'], MONDAY)).toEqual([h(6, 21)]);
  });

  it('keeps slots with a gap between them apart', () => {
    expect(slotWindows(['evening', 'morning'], MONDAY)).toEqual([h(9, 12), h(18, 21)]);
  });

  it('counts the weekend slots on Saturdays and Sundays only, joining and overlapping the daily ones', () => {
    expect(slotWindows(['weekend_morning'], SATURDAY)).toEqual([h(8, 12)]);
    expect(slotWindows(['weekend_afternoon'], SUNDAY)).toEqual([h(13, 17)]);
    expect(slotWindows(['weekend_morning', 'morning'], SATURDAY)).toEqual([h(8, 12)]);
    expect(slotWindows(['weekend_morning', 'afternoon', 'weekend_afternoon'], SATURDAY)).toEqual([h(8, 17)]);
    expect(slotWindows(['weekend_morning', 'weekend_afternoon'], SATURDAY)).toEqual([h(8, 12), h(13, 17)]);
    expect(slotWindows(['weekend_morning', 'weekend_afternoon'], MONDAY)).toEqual([]);
    expect(slotWindows(['weekend_morning', 'evening'], MONDAY)).toEqual([h(18, 21)]);
  });

  it('reads no slots, or flexible, as all day', () => {
    expect(slotWindows([], MONDAY)).toEqual([h(0, 24)]);
    expect(slotWindows(undefined, MONDAY)).toEqual([h(0, 24)]);
    expect(slotWindows(['morning', 'flexible'], MONDAY)).toEqual([h(0, 24)]);
  });

  it('ignores names that are no slot', () => {
    expect(slotWindows(['constructor' as TimeSlot, 'morning'], MONDAY)).toEqual([h(9, 12)]);
  });

  it('covers a minute exactly when one of the chosen slots that apply that day covers it', () => {
    const slots = fc.uniqueArray(fc.constantFrom(...TIME_SLOTS.filter((s) => s !== 'flexible')), { minLength: 1 });
    fc.assert(
      fc.property(slots, fc.constantFrom(MONDAY, SATURDAY, SUNDAY), (chosen, date) => {
        const windows = slotWindows(chosen, date);
        windows.forEach((w, i) => {
          expect(w.start).toBeLessThan(w.end);
          if (i > 0) expect(w.start).toBeGreaterThan(windows[i - 1].end);
        });
        const weekend = date !== MONDAY;
        for (let minute = 0; minute < 1440; minute += 15) {
          const inSlot = chosen.some((s) => {
            const slot = SLOT_HOURS[s as keyof typeof SLOT_HOURS];
            return (weekend || !slot.weekendOnly) && slot.start <= minute && minute < slot.end;
          });
          expect(windows.some((w) => w.start <= minute && minute < w.end)).toBe(inSlot);
        }
      }),
    );
  });
});

describe('joinWindows and intersectWindows', () => {
  it('joins overlapping and touching windows in any order', () => {
    expect(joinWindows([h(12, 15), h(9, 12), h(14, 16), h(18, 19)])).toEqual([h(9, 16), h(18, 19)]);
  });

  it('keeps what lies in both lists', () => {
    expect(intersectWindows([h(9, 15), h(18, 21)], [h(8, 12), h(13, 20)])).toEqual([h(9, 12), h(13, 15), h(18, 20)]);
    expect(intersectWindows([h(9, 12)], [h(12, 15)])).toEqual([]);
  });
});
