import { registerDecorator, type ValidationOptions } from 'class-validator';

const MANA = ['W', 'U', 'B', 'R', 'G', 'C'];

/** The first key of a payment that is not a mana type, or whose amount is not a whole number from 0 to 1000. */
function badManaKey(v: unknown): string | undefined {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return undefined;
  return Object.entries(v).find(([k, n]) => !MANA.includes(k) || typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0 || n > 1000)?.[0];
}

/** `{ "G": 1, "C": 2 }`: mana types only, whole numbers ≥ 0. */
export function IsManaPayment(options?: ValidationOptions) {
  return (object: object, propertyName: string): void => {
    registerDecorator({
      name: 'isManaPayment',
      target: object.constructor,
      propertyName,
      ...(options === undefined ? {} : { options }),
      validator: {
        validate: (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v) && badManaKey(v) === undefined,
        defaultMessage: (args) => {
          const bad = args === undefined ? undefined : badManaKey(args.value);
          const place = bad === undefined ? propertyName : `${propertyName}.${bad}`;
          return `${place}: ${propertyName} must be an object of mana types (W, U, B, R, G, C) to whole numbers from 0 to 1000`;
        },
      },
    });
  };
}

const scalar = (v: unknown): boolean => (typeof v === 'string' && v.length > 0 && v.length <= 200) || (typeof v === 'number' && Number.isSafeInteger(v));

/** A choice answer: a string, a whole number, or a list of them (at most 100). */
export function IsChoiceAnswer(options?: ValidationOptions) {
  return (object: object, propertyName: string): void => {
    registerDecorator({
      name: 'isChoiceAnswer',
      target: object.constructor,
      propertyName,
      ...(options === undefined ? {} : { options }),
      validator: {
        validate: (v: unknown) => scalar(v) || (Array.isArray(v) && v.length <= 100 && v.every(scalar)),
        defaultMessage: () => `${propertyName} must be a string, a whole number or a list of them`,
      },
    });
  };
}
