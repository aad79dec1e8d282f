/**
 * The tables this context owns, declared once: only its own code names them in SQL or in an entity, and other
 * contexts read them through its queries or a read model it publishes (docs/decisions/0001). The backend's lint
 * checks it (tools/scripts/check-table-ownership.mjs).
 */
export const OWNED_TABLES = ['match_results', 'result_settings'] as const;
