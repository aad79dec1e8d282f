import { playingDayText } from '@rallypoint/shared';
import { cn } from '@/lib/cn';

/** The playing days as buttons that wrap on a phone; the shown one is pressed. */
export function DayPicker({ days, day, onChange }: { days: string[]; day: string | null; onChange: (day: string) => void }) {
  if (days.length < 2) return null;
  return (
    <div role="group" aria-label="Playing day" className="flex flex-wrap gap-2">
      {days.map((d) => (
        <button
          key={d}
          type="button"
          aria-pressed={d === day}
          onClick={() => onChange(d)}
          className={cn(
            'rounded-md border px-3 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none',
            d === day
              ? 'border-emerald-700 bg-emerald-700 text-white'
              : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
          )}
        >
          {playingDayText(d)}
        </button>
      ))}
    </div>
  );
}
