import { SPORTS, SPORT_LABELS } from '@rallypoint/shared';

/** One option per sport, labelled as people read it, for a sport select's list. */
export function SportOptions() {
  return (
    <>
      {SPORTS.map((sport) => (
        <option key={sport} value={sport}>
          {SPORT_LABELS[sport]}
        </option>
      ))}
    </>
  );
}
