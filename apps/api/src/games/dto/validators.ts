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
const id = (v: unknown): boolean => typeof v === 'string' && v.length > 0 && v.length <= 200;
const plainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
/** At most 100 entries, each key an id (1 to 200 characters); `__proto__` is never a key. */
const idKeyed = (v: unknown, value: (x: unknown) => boolean): boolean => {
  if (!plainObject(v)) return false;
  const keys = Object.keys(v);
  return keys.length <= 100 && !Object.hasOwn(v, '__proto__') && keys.every((k) => id(k) && value(v[k]));
};
const amount = (v: unknown): boolean => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= 1000;

/** A damage division (`combatDamage`, docs/scenario-format.md): `{ "<blocker id or player>": amount }`. */
export const isDamageDivision = (v: unknown): boolean => idKeyed(v, amount);

/**
 * `attack`'s `attackers` (creature id → the player it attacks) or `block`'s `blockers` (blocker id →
 * the attacker it blocks): an object of at most 100 ids to ids. `{}` declares none.
 */
export function IsDeclaration(options?: ValidationOptions) {
  return (object: object, propertyName: string): void => {
    registerDecorator({
      name: 'isDeclaration',
      target: object.constructor,
      propertyName,
      ...(options === undefined ? {} : { options }),
      validator: {
        validate: (v: unknown) => idKeyed(v, id),
        defaultMessage: () => `${propertyName} must be an object of at most 100 ids (1 to 200 characters) to ids ({} for none)`,
      },
    });
  };
}

/** A choice answer: a string, a whole number, a list of them (at most 100), or a damage division. */
export function IsChoiceAnswer(options?: ValidationOptions) {
  return (object: object, propertyName: string): void => {
    registerDecorator({
      name: 'isChoiceAnswer',
      target: object.constructor,
      propertyName,
      ...(options === undefined ? {} : { options }),
      validator: {
        validate: (v: unknown) => scalar(v) || (Array.isArray(v) && v.length <= 100 && v.every(scalar)) || isDamageDivision(v),
        defaultMessage: () =>
          `${propertyName} must be a string, a whole number, a list of them, or a damage division (an object of at most 100 ids to whole numbers from 0 to 1000)`,
      },
    });
  };
}
