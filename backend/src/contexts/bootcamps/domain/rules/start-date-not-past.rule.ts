import { badRequest, type Refusal } from '../../../../platform/rules';
import { START_DATE_IN_PAST } from '../bootcamp.errors';

/**
 * A new bootcamp cannot start before today: nobody could register for days already gone. The shared form
 * schema cannot check this (the browser's day may differ from the club's), so the server does.
 */
export function startDateRefusal(startDate: string, today: string): Refusal | null {
  return startDate < today ? badRequest(START_DATE_IN_PAST) : null;
}
