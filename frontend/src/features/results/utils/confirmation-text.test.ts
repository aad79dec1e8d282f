import { describe, expect, it } from 'vitest';
import { makeResult } from '../testing/result-data';
import { confirmationText, isOpenDispute } from './confirmation-text';
import { formatDateTime } from '@/lib/format';

describe('confirmationText', () => {
  it("names every state of the opponent's answer", () => {
    const due = '2026-11-22T10:00:00.000Z';
    expect(confirmationText(makeResult({ confirmationDueAt: due }))).toBe(`Awaiting opponent (until ${formatDateTime(due)})`);
    expect(confirmationText(makeResult({ confirmationDueAt: null }))).toBe('Awaiting opponent');
    expect(confirmationText(makeResult({ confirmation: 'confirmed' }))).toBe('Confirmed by opponent');
    expect(confirmationText(makeResult({ confirmation: 'disputed', confirmationComment: 'Set 2 was 4-6' }))).toBe(
      'Disputed: "Set 2 was 4-6"',
    );
    expect(confirmationText(makeResult({ confirmation: 'expired' }))).toBe('No answer in 48 hours');
    expect(confirmationText(makeResult({ confirmation: 'not-needed', source: 'organizer' }))).toBe('Entered by organizer');
    expect(confirmationText(makeResult({ confirmation: 'not-needed', source: 'player', status: 'approved' }))).toBe(
      'Decided before the opponent answered',
    );
    expect(confirmationText(makeResult({ confirmation: 'organizer', opponentId: null }))).toBe(
      'For the organizer: the opponent has no account to confirm it',
    );
  });

  it('flags a dispute only while the organizer has yet to decide', () => {
    expect(isOpenDispute(makeResult({ confirmation: 'disputed' }))).toBe(true);
    expect(isOpenDispute(makeResult({ confirmation: 'disputed', status: 'approved' }))).toBe(false);
    expect(isOpenDispute(makeResult({ confirmation: 'expired' }))).toBe(false);
  });
});
