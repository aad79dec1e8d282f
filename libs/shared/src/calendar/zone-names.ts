// Each English locale carries only the abbreviations its readers use (EST in en-US, BST and CET in en-GB, AEST in
// en-AU, IST in en-IN); elsewhere Intl writes 'GMT+1', which is an offset, not a name.
const LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-IN'];
const OFFSET_ONLY = /^(GMT|UTC)[+\-\u2212]/;

const pad = (value: number) => String(value).padStart(2, '0');

/** '+0530', '-03' or '+01', as tz data writes zones that have no abbreviation. */
export function offsetName(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const minutes = Math.floor(Math.abs(offsetSeconds) / 60);
  const rest = minutes % 60;
  return `${sign}${pad(Math.floor(minutes / 60))}${rest ? pad(rest) : ''}`;
}

/** The zone's short name at an instant ('GMT', 'BST', 'EDT', 'IST'), or its offset when Intl knows no name. */
export function shortZoneName(ms: number, timeZone: string, offsetSeconds: number): string {
  for (const locale of LOCALES) {
    const name = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(ms)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (name && !OFFSET_ONLY.test(name)) return name;
  }
  return offsetName(offsetSeconds);
}
