import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from 'typeorm';

/**
 * The transaction of the command running in this async context. A read made inside a command (its own, a
 * reaction's, or a query another context answers) must use this connection: taking a second pooled connection
 * while holding one deadlocks the pool once as many commands run at once as it has connections.
 */
const scope = new AsyncLocalStorage<EntityManager>();

export function withinTransaction<T>(manager: EntityManager, work: () => Promise<T>): Promise<T> {
  return scope.run(manager, work);
}

export function currentTransaction(): EntityManager | undefined {
  return scope.getStore();
}
