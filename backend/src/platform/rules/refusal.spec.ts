import { BadRequestException, ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { badRequest, conflict, enforce, forbidden, notFound, orRefuse } from './refusal';

describe('enforce', () => {
  it('does nothing without a refusal', () => {
    expect(() => enforce(null)).not.toThrow();
  });

  it.each([
    [badRequest('a'), BadRequestException],
    [notFound('b'), NotFoundException],
    [forbidden('c'), ForbiddenException],
    [conflict('d'), ConflictException],
  ])('answers %j with its HTTP status', (refusal, exception) => {
    expect(() => enforce(refusal)).toThrow(exception);
    expect(() => enforce(refusal)).toThrow(refusal.message);
  });
});

describe('orRefuse', () => {
  it('passes a found value through', () => {
    expect(orRefuse({ id: 1 }, notFound('Court not found'))).toEqual({ id: 1 });
    expect(orRefuse(0, notFound('Court not found'))).toBe(0);
  });

  it.each([null, undefined])('refuses when the value is %s', (missing) => {
    expect(() => orRefuse(missing, notFound('Court not found'))).toThrow(new NotFoundException('Court not found'));
  });
});
