import { conflict, Refused } from './refusal';

const PG_UNIQUE_VIOLATION = '23505';
const PG_FOREIGN_KEY_VIOLATION = '23503';
const PG_CHECK_VIOLATION = '23514';

type PgError = { code?: string; constraint?: string };
/** pg's error, as TypeORM wraps it (driverError) or as pg throws it (statement-rows.ts). */
const driverErrorOf = (error: unknown): PgError | undefined =>
  (error as { driverError?: PgError } | null)?.driverError ?? (error as PgError | null) ?? undefined;

/** Whether a database error is the named check (a constraint or a constraint trigger) refusing the change. */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  const driverError = driverErrorOf(error);
  return driverError?.code === PG_CHECK_VIOLATION && driverError.constraint === constraint;
}

/** Whether a database error is the named foreign key refusing a row whose parent is gone (deleted meanwhile). */
export function isForeignKeyViolation(error: unknown, constraint: string): boolean {
  const driverError = driverErrorOf(error);
  return driverError?.code === PG_FOREIGN_KEY_VIOLATION && driverError.constraint === constraint;
}

/**
 * Whether a database error is a unique constraint or index refusing a duplicate: the named one, or any when no
 * name is given.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const driverError = driverErrorOf(error);
  return driverError?.code === PG_UNIQUE_VIOLATION && (constraint === undefined || driverError.constraint === constraint);
}

/**
 * The 409 a racing duplicate earns when it reaches a unique index past the handler's own check:
 * `messages` maps constraint names to the conflict message. Anything else is returned unchanged to rethrow.
 */
export function conflictFromUniqueViolation(error: unknown, messages: Record<string, string>): unknown {
  const constraint = Object.keys(messages).find((name) => isUniqueViolation(error, name));
  return constraint ? new Refused(conflict(messages[constraint])) : error;
}
