import { Transform } from 'class-transformer';

/** Trims strings so '   ' counts as empty, as the client's schemas do. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Turns '' into undefined for optional fields the form sends empty. */
export const EmptyAsUndefined = () =>
  Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value));
