import { Transform } from 'class-transformer';
import { registerDecorator, type ValidationOptions } from 'class-validator';

/**
 * The value as sent, not class-transformer's copy of it: the copy of a plain object silently
 * drops keys named like Object.prototype's members (`toString`, `constructor`), which the
 * validator must see to refuse them.
 */
export const AsSent = (): PropertyDecorator => Transform(({ obj, key }) => (obj as Record<string, unknown>)[key], { toClassOnly: true });

const MANA = ['W', 'U', 'B', 'R', 'G', 'C'];

/** `{ "G": 1, "C": 2 }`: mana types only, whole numbers ≥ 0. */
export function IsManaPayment(options?: ValidationOptions) {
  return (object: object, propertyName: string): void => {
    registerDecorator({
      name: 'isManaPayment',
      target: object.constructor,
      propertyName,
      ...(options === undefined ? {} : { options }),
      validator: {
        validate: (v: unknown) =>
          v !== null && typeof v === 'object' && !Array.isArray(v) &&
          Object.entries(v).every(([k, n]) => MANA.includes(k) && typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 && n <= 1000),
        defaultMessage: () => `${propertyName} must be an object of mana types (W, U, B, R, G, C) to whole numbers from 0 to 1000`,
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
