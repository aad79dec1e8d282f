/** The largest value of a PostgreSQL `integer`: every id, and every count the database stores. */
export const PG_INTEGER_MAX = 2_147_483_647;
