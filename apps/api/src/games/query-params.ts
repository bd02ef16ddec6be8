import { BadInputError } from '@arbiter/platform';

/** A whole-number route parameter (`/why/:revision`); names the field when bad. */
export function requiredInt(value: unknown, field: string): number {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) throw new BadInputError(field, `must be a whole number ≥ 0, got ${JSON.stringify(value)}`);
  return Number(value);
}
