/** A timestamptz as the contracts' ISO string in UTC, with milliseconds (as Date.toISOString gives), made in SQL. */
export const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
