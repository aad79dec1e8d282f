import type { Bootcamp } from '@rallypoint/shared';
import { cn } from '@/lib/cn';
import { dateRange, priceLabel, skillLevelLabel } from '../utils/bootcamp-text';

/** When, where, level and price, as every bootcamp listing shows them; `capacity` ends the second line. */
export function BootcampFacts({ bootcamp, capacity, className }: { bootcamp: Bootcamp; capacity: string; className?: string }) {
  return (
    <>
      <p className={cn('text-sm text-slate-600', className)}>
        {dateRange(bootcamp)} · {bootcamp.startTime}–{bootcamp.endTime} · {bootcamp.venue}
      </p>
      <p className="text-xs text-slate-500">
        {skillLevelLabel(bootcamp.skillLevel)} · {priceLabel(bootcamp.price)} · {capacity}
      </p>
    </>
  );
}
