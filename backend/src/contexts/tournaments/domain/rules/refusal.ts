import { ConflictException, ForbiddenException, HttpException, NotFoundException } from '@nestjs/common';

/** Why a rule said no, and how the API answers it: 404 missing/invisible, 403 not yours, 409 not now. */
export interface Refusal {
  kind: 'not-found' | 'forbidden' | 'conflict';
  message: string;
}

export const notFound = (message: string): Refusal => ({ kind: 'not-found', message });
export const forbidden = (message: string): Refusal => ({ kind: 'forbidden', message });
export const conflict = (message: string): Refusal => ({ kind: 'conflict', message });

export function refusalException({ kind, message }: Refusal): HttpException {
  if (kind === 'not-found') return new NotFoundException(message);
  if (kind === 'forbidden') return new ForbiddenException(message);
  return new ConflictException(message);
}

/** Throws the refusal's HTTP answer, if there is one. */
export function enforce(refusal: Refusal | null): void {
  if (refusal) throw refusalException(refusal);
}
