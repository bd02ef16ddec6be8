/**
 * Validation of request bodies (DTOs) that refuses bad input before anything walks it in depth,
 * and never changes it on the way:
 * 1. one bounded pass for depth and lone surrogates (json-shape.ts);
 * 2. unknown keys refused at once, at the top and in nested DTOs — including keys named like
 *    Object.prototype's members (`toString`, `constructor`, `__proto__`);
 * 3. the DTO is built from the body as sent, nested DTOs included, every other value kept as it
 *    is (class-transformer's copy silently dropped keys named like Object.prototype's members,
 *    crashed on some, and walked every value of a `start`), then checked by class-validator with
 *    Nest's messages (naming the field).
 * A query string with a DTO is checked by `validateQuery` (query-validation.ts). Anything else
 * (route parameters, an uploaded log) goes to Nest's ValidationPipe, as before.
 */
import { Injectable, ValidationPipe, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { getMetadataStorage, validate } from 'class-validator';
import { BadInputError } from '@arbiter/platform';
import { childPath, findJsonProblem } from './json-shape';
import { validateQuery } from './query-validation';

type Dto = abstract new (...args: never[]) => object;

const fieldsCache = new WeakMap<Dto, ReadonlySet<string>>();

/** The properties a DTO declares (every one has at least one class-validator decorator). */
function declaredFields(dto: Dto): ReadonlySet<string> {
  let fields = fieldsCache.get(dto);
  if (fields === undefined) {
    fields = new Set(getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false).map((m) => m.propertyName));
    fieldsCache.set(dto, fields);
  }
  return fields;
}

const isDto = (type: unknown): type is Dto => typeof type === 'function' && declaredFields(type as Dto).size > 0;

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The DTO class of a property, when it is one (`action: ActionDto`). */
function nestedDto(dto: Dto, key: string): Dto | undefined {
  const type: unknown = Reflect.getMetadata('design:type', dto.prototype as object, key);
  return isDto(type) ? type : undefined;
}

/** Throws naming the first key that `dto` (or a DTO nested in it) does not declare. */
export function refuseUnknownKeys(value: Record<string, unknown>, dto: Dto, path = ''): void {
  const fields = declaredFields(dto);
  for (const key of Object.keys(value)) {
    if (!fields.has(key)) {
      throw new BadInputError(childPath(path, key), `is not a property of this body (it takes ${[...fields].join(', ')})`);
    }
    const nested = nestedDto(dto, key);
    const child = value[key];
    if (nested !== undefined && isPlainObject(child)) refuseUnknownKeys(child, nested, childPath(path, key));
  }
}

/** An instance of `dto` holding the body's own values as sent; nested DTOs become instances too. */
export function toDto(dto: Dto, value: Record<string, unknown>): object {
  const instance = Object.create(dto.prototype as object) as Record<string, unknown>;
  for (const key of Object.keys(value)) {
    const nested = nestedDto(dto, key);
    const child = value[key];
    Object.defineProperty(instance, key, {
      value: nested !== undefined && isPlainObject(child) ? toDto(nested, child) : child,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return instance;
}

@Injectable()
export class BodyValidationPipe implements PipeTransform {
  private readonly options = {
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    validationError: { target: false, value: false },
  } as const;
  private readonly validation = new ValidationPipe({ ...this.options, transform: true });
  private readonly refuse = this.validation.createExceptionFactory();

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const dto = metadata.metatype;
    if (metadata.type === 'query' && isDto(dto) && isPlainObject(value)) return validateQuery(dto, declaredFields(dto), value);
    if (metadata.type !== 'body' || !isDto(dto)) return this.validation.transform(value, metadata);
    const problem = findJsonProblem(value);
    if (problem !== null) throw new BadInputError(problem.field, problem.detail);
    // A body that is not an object is answered as an empty one: validation names what it lacks.
    const body = isPlainObject(value) ? value : {};
    refuseUnknownKeys(body, dto);
    const instance = toDto(dto, body);
    const errors = await validate(instance, this.options);
    if (errors.length > 0) throw this.refuse(errors);
    return instance;
  }
}
