import type { Option } from '@/components/ui/form/text-fields';

/** The organizer's own zone, as the browser knows it: where a new tournament is most likely played. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Every IANA zone the browser knows, by name; `current` is kept even when the list lacks it (e.g. 'UTC'). */
export function timeZoneOptions(current: string | undefined): Option[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = current && !zones.includes(current) ? [current, ...zones] : zones;
  return all.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}
