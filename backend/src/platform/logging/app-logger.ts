import { ConsoleLogger, LogLevel } from '@nestjs/common';

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** Structured JSON lines in production, readable lines in development. */
export function createAppLogger(env: string, level: string): ConsoleLogger {
  const threshold = level === 'info' ? 'log' : (level as LogLevel);
  const index = Math.max(0, LEVELS.indexOf(threshold));
  return new ConsoleLogger('RallyPoint', {
    json: env === 'production',
    logLevels: LEVELS.slice(0, index + 1),
    colors: env === 'development',
  });
}
