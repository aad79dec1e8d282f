import { Link } from 'react-router-dom';
import { ACADEMY_PRICE_RANGE_LABELS, SPORT_LABELS, type Academy } from '@rallypoint/shared';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export const placeOf = (academy: Pick<Academy, 'city' | 'state'>) => [academy.city, academy.state].filter(Boolean).join(', ');

/** One Find Academies result, linking to /academy/{id}. */
export function AcademyCard({ academy }: { academy: Academy }) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="text-base">{academy.name}</CardTitle>
          <span className="shrink-0 text-sm font-semibold text-amber-800" aria-label={`Rating ${academy.rating.toFixed(1)} of 5`}>
            ★ {academy.rating.toFixed(1)}
          </span>
        </div>
        <CardDescription>{placeOf(academy) || 'Location not listed'}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        {academy.description && <p className="line-clamp-3 text-sm text-slate-600">{academy.description}</p>}
        <div className="flex flex-wrap gap-1.5">
          {academy.sports.map((sport) => (
            <Badge key={sport} tone="blue">
              {SPORT_LABELS[sport] ?? sport}
            </Badge>
          ))}
          <Badge tone="purple">{ACADEMY_PRICE_RANGE_LABELS[academy.priceRange] ?? academy.priceRange}</Badge>
        </div>
        <Link to={`/academy/${academy.id}`} className={buttonClasses('outline', 'sm', 'mt-auto w-full')}>
          View Academy
        </Link>
      </CardContent>
    </Card>
  );
}
