const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Calendar days (YYYY-MM-DD) are read as local dates so they never shift by a day. */
export function toDate(value: string): Date {
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  return new Date(value);
}

// The app's one date format, en-US ("Nov 22, 2026", "Nov 22, 2026, 10:00 AM"), written out by hand: the first
// Intl.DateTimeFormat of a page loads the locale's data, a long task on a slow phone (tools/bench/lighthouse.mjs).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const dayText = (date: Date) => `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;

function timeText(date: Date): string {
  const hours = date.getHours();
  return `${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? value : dayText(date);
}

/** "Nov 22, 2026, 10:00 AM": deadlines and histories need the time of day too, not only the date. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : `${dayText(date)}, ${timeText(date)}`;
}

export function formatMoney(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Free';
  const amount = Number(value);
  if (Number.isNaN(amount)) return value;
  return amount === 0 ? 'Free' : `$${amount.toFixed(2)}`;
}

export function capitalize(value: string): string {
  return value ? value[0].toUpperCase() + value.slice(1) : value;
}
