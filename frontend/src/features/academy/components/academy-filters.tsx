import { ACADEMY_PRICE_RANGES, ACADEMY_PRICE_RANGE_LABELS } from '@rallypoint/shared';
import { SportOptions } from '@/components/sport-options';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { AcademyFilters } from '../api/academies';

const RATINGS = ['3', '3.5', '4', '4.5'];

interface Props {
  filters: AcademyFilters;
  onChange: (filters: AcademyFilters) => void;
}

/** Search and filters of /find-academies; every change goes back to page 1. */
export function AcademyFiltersBar({ filters, onChange }: Props) {
  const set = (changes: AcademyFilters) => onChange({ ...filters, ...changes, page: 1 });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" role="search">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="academy-search">Search</Label>
        <Input
          id="academy-search"
          type="search"
          placeholder="Name, city or state"
          maxLength={100}
          value={filters.search ?? ''}
          onChange={(event) => set({ search: event.target.value || undefined })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="academy-sport">Sport</Label>
        <NativeSelect
          id="academy-sport"
          value={filters.sport ?? ''}
          onChange={(event) => set({ sport: (event.target.value || undefined) as AcademyFilters['sport'] })}
        >
          <option value="">All sports</option>
          <SportOptions />
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="academy-price">Price Range</Label>
        <NativeSelect
          id="academy-price"
          value={filters.priceRange ?? ''}
          onChange={(event) => set({ priceRange: (event.target.value || undefined) as AcademyFilters['priceRange'] })}
        >
          <option value="">Any price</option>
          {ACADEMY_PRICE_RANGES.map((range) => (
            <option key={range} value={range}>
              {ACADEMY_PRICE_RANGE_LABELS[range]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="academy-rating">Minimum Rating</Label>
        <NativeSelect
          id="academy-rating"
          value={filters.minRating === undefined ? '' : String(filters.minRating)}
          onChange={(event) => set({ minRating: event.target.value ? Number(event.target.value) : undefined })}
        >
          <option value="">Any rating</option>
          {RATINGS.map((rating) => (
            <option key={rating} value={rating}>
              {rating}+ stars
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
