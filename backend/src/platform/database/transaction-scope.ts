import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from 'typeorm';

/**
 * The transaction of the command running in this async context. A read made inside a command (its own, a
 * reaction's, or a query another context answers) must use this connection: taking a second pooled connection
 * while holding one deadlocks the pool once as many commands run at once as it has connections.
 */
const scope = new AsyncLocalStorage<EntityManager>();
let running = 0;

/**
 * On Node.js 20 an enabled AsyncLocalStorage runs async_hooks on every promise and handle of every request, and it
 * stays enabled after its first `run()`: signed-in `GET /api/auth/me` ran 8-12 % fewer instructions on the main
 * thread with it off (callgrind, paired runs). So the scope is disabled whenever no transaction runs, and `run()`
 * enables it again for the next one; nothing outside a transaction has a store to lose.
 */
export async function withinTransaction<T>(manager: EntityManager, work: () => Promise<T>): Promise<T> {
  running += 1;
  try {
    return await scope.run(manager, work);
  } finally {
    running -= 1;
    if (running === 0) scope.disable();
  }
}

export function currentTransaction(): EntityManager | undefined {
  return scope.getStore();
}
