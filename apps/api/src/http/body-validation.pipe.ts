/**
 * Validation of request bodies (DTOs) that refuses bad input before anything walks it in depth:
 * 1. one bounded pass for depth and lone surrogates (json-shape.ts);
 * 2. unknown keys refused at once, at the top and in nested DTOs — including keys named like
 *    Object.prototype's members (`toString`, `constructor`, `__proto__`), which class-transformer
 *    would drop without a word;
 * 3. fields marked `@PassedAsSent()` (a start position, checked in depth by the engine) are kept
 *    out of class-transformer and handed on exactly as sent;
 * 4. the rest goes through Nest's ValidationPipe as before (messages name the field).
 * Anything that is not a DTO body (query strings, route parameters, an uploaded log) goes straight
 * to the ValidationPipe, as before.
 */
import { Injectable, ValidationPipe, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { BadInputError } from '@arbiter/platform';
import { childPath, findJsonProblem } from './json-shape';

const PASSED_AS_SENT = 'arbiter:passed-as-sent';

/** This field is handed to the service exactly as sent, unvalidated here (the service checks it in depth). */
export function PassedAsSent(): PropertyDecorator {
  return (target, property) => {
    const fields = (Reflect.getOwnMetadata(PASSED_AS_SENT, target.constructor) as string[] | undefined) ?? [];
    Reflect.defineMetadata(PASSED_AS_SENT, [...fields, String(property)], target.constructor);
  };
}

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

/** Throws naming the first key that `dto` (or a DTO nested in it) does not declare. */
export function refuseUnknownKeys(value: Record<string, unknown>, dto: Dto, path = ''): void {
  const fields = declaredFields(dto);
  for (const key of Object.keys(value)) {
    if (!fields.has(key)) {
      throw new BadInputError(childPath(path, key), `is not a property of this body (it takes ${[...fields].join(', ')})`);
    }
    const nested: unknown = Reflect.getMetadata('design:type', dto.prototype as object, key);
    const child = value[key];
    if (isDto(nested) && isPlainObject(child)) refuseUnknownKeys(child, nested, childPath(path, key));
  }
}

@Injectable()
export class BodyValidationPipe implements PipeTransform {
  private readonly validation = new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    forbidUnknownValues: true,
    validationError: { target: false, value: false },
  });

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const dto = metadata.metatype;
    if (metadata.type !== 'body' || !isDto(dto)) return this.validation.transform(value, metadata);
    const problem = findJsonProblem(value);
    if (problem !== null) throw new BadInputError(problem.field, problem.detail);
    // Not an object: validation names the fields it lacks, as it always has.
    if (!isPlainObject(value)) return this.validation.transform(value, metadata);
    refuseUnknownKeys(value, dto);
    const asSent = (Reflect.getMetadata(PASSED_AS_SENT, dto) as string[] | undefined) ?? [];
    if (asSent.length === 0) return this.validation.transform(value, metadata);
    const rest = Object.fromEntries(Object.entries(value).filter(([k]) => !asSent.includes(k)));
    const validated = (await this.validation.transform(rest, metadata)) as Record<string, unknown>;
    for (const field of asSent) {
      if (Object.hasOwn(value, field)) Object.defineProperty(validated, field, { value: value[field], enumerable: true, writable: true, configurable: true });
    }
    return validated;
  }
}
