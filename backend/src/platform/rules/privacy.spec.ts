import { refusalKnowing } from './privacy';
import { forbidden, notFound } from './refusal';

describe('refusalKnowing', () => {
  const missing = notFound('Result not found');

  it('answers a caller who may not know the record exactly as a missing one, whatever else applies', () => {
    expect(refusalKnowing(false, missing, forbidden('Not yours'))).toBe(missing);
    expect(refusalKnowing(false, missing)).toBe(missing);
  });

  it('tells a caller who may know the record the rule that applies, or lets them through', () => {
    expect(refusalKnowing(true, missing, forbidden('Not yours'))).toEqual(forbidden('Not yours'));
    expect(refusalKnowing(true, missing)).toBeNull();
  });
});
