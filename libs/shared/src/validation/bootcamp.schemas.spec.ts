import { describe, expect, it } from 'vitest';
import { createBootcampSchema } from './bootcamp.schemas';
import { BOOTCAMP_MESSAGES as M } from './messages';

const valid = {
  title: 'Serve Clinic',
  type: 'clinic',
  description: 'Two days of serve technique and drills.',
  skillLevel: 'all-levels',
  startDate: '2026-07-01',
  endDate: '2026-07-02',
  startTime: '09:00',
  endTime: '12:30',
  duration: 2,
  venue: 'Riverside Courts',
  venueAddress: '1 River Road, Springfield',
  maxParticipants: 12,
  price: '49.5',
};

function messagesOf(input: Record<string, unknown>): Record<string, string[]> {
  const result = createBootcampSchema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) (fields[issue.path.join('.')] ??= []).push(issue.message);
  return fields;
}

describe('createBootcampSchema', () => {
  it('accepts a valid clinic and stores the price as exact two-decimal text', () => {
    expect(createBootcampSchema.parse(valid)).toMatchObject({ price: '49.50', duration: 2, maxParticipants: 12 });
  });

  it('reads form text for numbers and drops seconds from times', () => {
    const parsed = createBootcampSchema.parse({
      ...valid,
      duration: '2',
      maxParticipants: '12',
      price: 0,
      startTime: '09:00:00',
    });
    expect(parsed).toMatchObject({ duration: 2, maxParticipants: 12, price: '0.00', startTime: '09:00' });
  });

  it('says each spec message for an empty form', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, '']));
    expect(messagesOf(empty)).toEqual({
      title: [M.title],
      type: [M.type],
      description: [M.description],
      skillLevel: [M.skillLevel],
      startDate: [M.startDate],
      endDate: [M.endDate],
      startTime: [M.startTime],
      endTime: [M.endTime],
      duration: [M.duration],
      venue: [M.venue],
      venueAddress: [M.venueAddress],
      maxParticipants: [M.maxParticipants],
      price: [M.price],
    });
  });

  it('says the same when the fields are missing altogether', () => {
    const fields = messagesOf({});
    expect(fields.title).toEqual(['Title is required']);
    expect(fields.venueAddress).toEqual(['Venue address is required']);
    expect(fields.maxParticipants).toEqual(['Maximum participants is required']);
    expect(fields.price).toEqual(['Price is required']);
    expect(fields.startDate).toEqual(['Start date is required']);
  });

  it('refuses an end date before the start date', () => {
    expect(messagesOf({ ...valid, endDate: '2026-06-30' })).toEqual({ endDate: [M.endBeforeStart] });
  });

  it('names a date problem together with a problem in another field', () => {
    expect(messagesOf({ ...valid, endDate: '2026-06-30', price: '1.999' })).toEqual({
      endDate: [M.endBeforeStart],
      price: [M.priceInvalid],
    });
  });

  it('accepts a one-day clinic', () => {
    expect(messagesOf({ ...valid, endDate: valid.startDate, duration: 1 })).toEqual({});
  });

  it('refuses a duration longer than the dates allow, or not a whole number of at least 1', () => {
    expect(messagesOf({ ...valid, duration: 3 })).toEqual({ duration: [M.durationTooLong] });
    expect(messagesOf({ ...valid, duration: 0 })).toEqual({ duration: [M.durationInvalid] });
    expect(messagesOf({ ...valid, duration: 1.5 })).toEqual({ duration: [M.durationInvalid] });
  });

  it('gives the 366-day cap its own message, even when the dates would allow more days', () => {
    expect(M.durationTooMany).toBe('Duration must be at most 366 days');
    const twoYears = { ...valid, startDate: '2026-01-01', endDate: '2027-12-31' };
    expect(messagesOf({ ...twoYears, duration: 367 })).toEqual({ duration: [M.durationTooMany] });
    expect(messagesOf({ ...twoYears, duration: '400' })).toEqual({ duration: [M.durationTooMany] });
    expect(createBootcampSchema.parse({ ...twoYears, duration: 366 }).duration).toBe(366);
  });

  it('keeps the date-range message for a duration within the cap but beyond the dates', () => {
    expect(messagesOf({ ...valid, duration: 366 })).toEqual({ duration: [M.durationTooLong] });
  });

  it('refuses fewer than 1 participant or a fraction', () => {
    expect(messagesOf({ ...valid, maxParticipants: 0 })).toEqual({ maxParticipants: [M.maxParticipantsInvalid] });
    expect(messagesOf({ ...valid, maxParticipants: '2.5' })).toEqual({ maxParticipants: [M.maxParticipantsInvalid] });
  });

  it('refuses a negative price, a third decimal and a float that is not exactly two decimals', () => {
    expect(messagesOf({ ...valid, price: '-1' })).toEqual({ price: [M.priceInvalid] });
    expect(messagesOf({ ...valid, price: '10.005' })).toEqual({ price: [M.priceInvalid] });
    expect(messagesOf({ ...valid, price: 0.1 + 0.2 })).toEqual({ price: [M.priceInvalid] });
    expect(messagesOf({ ...valid, price: '100000000' })).toEqual({ price: [M.priceTooHigh] });
    expect(createBootcampSchema.parse({ ...valid, price: '99999999.99' }).price).toBe('99999999.99');
  });

  it('refuses an end time not after the start time, and impossible dates and times', () => {
    expect(messagesOf({ ...valid, endTime: '09:00' })).toEqual({ endTime: [M.endTimeBeforeStart] });
    expect(messagesOf({ ...valid, startDate: '2026-02-30' })).toEqual({ startDate: [M.startDateInvalid] });
    expect(messagesOf({ ...valid, startTime: '25:00' })).toEqual({ startTime: [M.startTimeInvalid] });
  });

  it('refuses an unknown type or skill level and a title over 255 characters', () => {
    expect(messagesOf({ ...valid, type: 'camp', skillLevel: 'pro', title: 'x'.repeat(256) })).toEqual({
      type: [M.type],
      skillLevel: [M.skillLevel],
      title: [M.titleTooLong],
    });
  });
});
