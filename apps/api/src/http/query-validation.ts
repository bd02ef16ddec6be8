/**
 * Query strings checked against a DTO (games/dto/game-queries.dto.ts): an unknown parameter, or
 * one given twice, is refused naming it; a property declared `number` is read from its digits (an
 * empty value is no value; anything else is left as text for validation to refuse); then
 * class-validator checks every property, and the first problem is a 400 naming its field.
 */
import { validate, type ValidationError } from 'class-validator';
import { BadInputError } from '@arbiter/platform';

type Dto = abstract new (...args: never[]) => object;

const DIGITS = /^\d+$/;

/** The first constraint a field failed, without the field's name that class-validator puts first. */
function firstProblem(errors: readonly ValidationError[]): BadInputError {
  const error = errors[0] as ValidationError;
  // A missing value is said first; otherwise the first constraint the DTO lists (the type before
  // its bounds), which is the last one here: decorators run bottom up.
  const constraints = error.constraints ?? {};
  const message = constraints['isDefined'] ?? Object.values(constraints).at(-1) ?? 'is not valid';
  const detail = message.startsWith(`${error.property} `) ? message.slice(error.property.length + 1) : message;
  return new BadInputError(error.property, detail);
}

/** An instance of `dto` from the query's values, numbers read from their digits; throws naming a bad parameter. */
export async function validateQuery(dto: Dto, fields: ReadonlySet<string>, query: Record<string, unknown>): Promise<object> {
  const instance = Object.create(dto.prototype as object) as Record<string, unknown>;
  for (const key of Object.keys(query)) {
    if (!fields.has(key)) throw new BadInputError(key, `is not a query parameter of this route (it takes ${[...fields].filter((f) => f !== 'key').join(', ')})`);
    const value = query[key];
    if (Array.isArray(value)) throw new BadInputError(key, 'is given more than once');
    if (value === '') continue;
    const numeric = Reflect.getMetadata('design:type', dto.prototype as object, key) === Number;
    instance[key] = numeric && typeof value === 'string' && DIGITS.test(value) ? Number(value) : value;
  }
  const errors = await validate(instance, { forbidUnknownValues: true, validationError: { target: false, value: false } });
  if (errors.length > 0) throw firstProblem(errors);
  return instance;
}
