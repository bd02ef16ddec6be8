import { BadInputError } from '@arbiter/platform';

/** A whole-number query parameter, or undefined when absent; names the field when bad. */
export function intParam(value: unknown, field: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) throw new BadInputError(field, `must be a whole number ≥ 0, got ${JSON.stringify(value)}`);
  return Number(value);
}

export function requiredInt(value: unknown, field: string): number {
  const n = intParam(value, field);
  if (n === undefined) throw new BadInputError(field, 'is required');
  return n;
}
