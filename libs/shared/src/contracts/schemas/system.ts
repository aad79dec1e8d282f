import { z } from 'zod';

const serviceStatus = z.enum(['up', 'down']);

/** `GET /api/health`. ok: all up; degraded: Redis down, the app still serves (mail waits in the outbox); down: no database (503). */
export const healthReportSchema = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  database: serviceStatus,
  redis: serviceStatus,
});
