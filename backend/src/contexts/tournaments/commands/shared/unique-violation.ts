const PG_UNIQUE_VIOLATION = '23505';

/** Whether a database error is the named unique constraint or index refusing a duplicate. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const driverError = (error as { driverError?: { code?: string; constraint?: string } } | null)?.driverError;
  return driverError?.code === PG_UNIQUE_VIOLATION && driverError.constraint === constraint;
}
