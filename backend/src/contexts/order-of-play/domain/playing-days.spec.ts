import { playingDayOutsideDates, SCHEDULE_MESSAGES } from '@rallypoint/shared';
import { movedDatesRefusal, playingDaysRefusal } from './playing-days';

const dates = { startDate: '2026-12-09', endDate: '2026-12-10' };
const days = (...dates: string[]) => dates.map((date) => ({ date, start: '09:00', end: '18:00' }));

describe('playing days within the tournament’s dates', () => {
  it('refuses each day outside them on its own field, and nothing when all lie within', () => {
    expect(playingDaysRefusal(days('2026-12-08', '2026-12-09', '2026-12-12'), dates)).toEqual({
      kind: 'bad-request',
      message: expect.any(String),
      fields: {
        'days.0.date': [playingDayOutsideDates('2026-12-08', dates)],
        'days.2.date': [playingDayOutsideDates('2026-12-12', dates)],
      },
    });
    expect(playingDaysRefusal(days('2026-12-09', '2026-12-10'), dates)).toBeNull();
  });

  it('holds a draft back after the dates moved, naming the first day left outside', () => {
    expect(movedDatesRefusal(days('2026-12-10', '2026-12-12', '2026-12-13'), dates)).toEqual({
      kind: 'conflict',
      message: `2026-12-12 is outside the tournament's dates (2026-12-09 to 2026-12-10). ${SCHEDULE_MESSAGES.daysOutsideDates}`,
    });
    expect(movedDatesRefusal(days('2026-12-10'), dates)).toBeNull();
  });
});
