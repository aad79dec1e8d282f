/**
 * The tables the platform owns, declared once: the event log, the mail outbox with its fan-outs and opt-outs, and
 * TypeORM's record of the migrations run. Only code under platform/ names them in SQL or in an entity; contexts
 * use them through the platform's services (docs/decisions/0001, checked by tools/scripts/check-table-ownership.mjs).
 */
export const OWNED_TABLES = ['event_log', 'email_outbox', 'mail_fanouts', 'mail_opt_outs', 'migrations'] as const;
