import { Foundation1732350000000 } from './1732350000000-Foundation';
import { Tournaments1732400000000 } from './1732400000000-Tournaments';
import { Fixtures1732410000000 } from './1732410000000-Fixtures';

/** Every migration in order; contexts add theirs here. */
export const MIGRATIONS = [Foundation1732350000000, Tournaments1732400000000, Fixtures1732410000000];
