import { Clock } from '../../src/platform/clock';
import type { TestApp } from './test-app';

/** Stands the server's one clock at a fixed instant until `restore` is called. */
export function standClockAt(t: TestApp, at: Date): { restore: () => void } {
  const spy = jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(at);
  return { restore: () => spy.mockRestore() };
}
