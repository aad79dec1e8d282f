import type { EntityManager } from 'typeorm';

/** Statements on `mail_opt_outs`: addresses (lower case) that want no bulk mail (docs/architecture.md, e-mail). */
export async function isOptedOut(manager: EntityManager, address: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(`SELECT 1 FROM mail_opt_outs WHERE address = lower($1)`, [address]);
  return rows.length > 0;
}

/** Idempotent: opting out twice keeps the first time. */
export async function optOut(manager: EntityManager, address: string): Promise<void> {
  await manager.query(`INSERT INTO mail_opt_outs (address) VALUES (lower($1)) ON CONFLICT (address) DO NOTHING`, [address]);
}

export async function optIn(manager: EntityManager, address: string): Promise<void> {
  await manager.query(`DELETE FROM mail_opt_outs WHERE address = lower($1)`, [address]);
}
