import { Clock } from '../../src/platform/clock';
import type { TestApp } from './test-app';

/** Stands the server's one clock at a fixed instant until `restore` is called. */
export function standClockAt(t: TestApp, at: Date): { restore: () => void } {
  const spy = jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(at);
  return { restore: () => spy.mockRestore() };
}

/** Runs `act` with the server's clock stood at `at`, then lets it run on again, whatever `act` threw. */
export async function whileClockStandsAt<T>(t: TestApp, at: Date, act: () => Promise<T>): Promise<T> {
  const clock = standClockAt(t, at);
  try {
    return await act();
  } finally {
    clock.restore();
  }
}
