import { BadRequestException, ConflictException, ForbiddenException, HttpException, NotFoundException } from '@nestjs/common';

/**
 * Why a rule said no, and how the API answers it: 400 not acceptable as sent, 404 missing or invisible,
 * 403 not yours, 409 not now. Rules return a Refusal (or null) so they stay pure and testable without HTTP.
 */
export interface Refusal {
  kind: 'bad-request' | 'not-found' | 'forbidden' | 'conflict';
  message: string;
}

export const badRequest = (message: string): Refusal => ({ kind: 'bad-request', message });
export const notFound = (message: string): Refusal => ({ kind: 'not-found', message });
export const forbidden = (message: string): Refusal => ({ kind: 'forbidden', message });
export const conflict = (message: string): Refusal => ({ kind: 'conflict', message });

export function refusalException({ kind, message }: Refusal): HttpException {
  if (kind === 'bad-request') return new BadRequestException(message);
  if (kind === 'not-found') return new NotFoundException(message);
  if (kind === 'forbidden') return new ForbiddenException(message);
  return new ConflictException(message);
}

/** Throws the refusal's HTTP answer, if there is one. */
export function enforce(refusal: Refusal | null): void {
  if (refusal) throw refusalException(refusal);
}

/** The value when there is one, otherwise the refusal's HTTP answer: `orRefuse(row, notFound(X_NOT_FOUND))`. */
export function orRefuse<T>(value: T | null | undefined, refusal: Refusal): T {
  if (value === null || value === undefined) throw refusalException(refusal);
  return value;
}
