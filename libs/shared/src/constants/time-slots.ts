export const TIME_SLOTS = [
  'early_morning',
  'morning',
  'afternoon',
  'late_afternoon',
  'evening',
  'weekend_morning',
  'weekend_afternoon',
  'flexible',
] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

export const TIME_SLOT_LABELS: Record<TimeSlot, string> = {
  early_morning: 'Early Morning 6-9 AM',
  morning: 'Morning 9-12',
  afternoon: 'Afternoon 12-3 PM',
  late_afternoon: 'Late Afternoon 3-6',
  evening: 'Evening 6-9',
  weekend_morning: 'Weekend Morning (Sat/Sun 8-12)',
  weekend_afternoon: 'Weekend Afternoon (Sat/Sun 1-5)',
  flexible: 'Flexible - Any available time',
};
