import { Foundation1732350000000 } from './1732350000000-Foundation';

/** Every migration in order; contexts add theirs here. */
export const MIGRATIONS = [Foundation1732350000000];
