/**
 * Decorators that document a route's answers in `/api-json`: its success with the schema of
 * api-schemas.ts it follows, and each error it may answer, all with the `Error` schema.
 */
import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';

export const schemaRef = (name: string): ReferenceObject => ({ $ref: `#/components/schemas/${name}` });
export const listOf = (name: string): SchemaObject => ({ type: 'array', items: schemaRef(name) });

const ERRORS: Readonly<Record<number, string>> = {
  400: 'Bad input: the field or parameter is named in `field`',
  401: 'No API key, or an unknown one',
  403: "The key's role may not do this",
  404: 'No such game (or report)',
  409: 'The game is not at `expectedRevision`: `currentRevision` says where it is',
  413: 'The body is past what the route takes (the message gives the limit)',
  415: 'A body that is not JSON, or JSON in a charset other than UTF-*',
  422: 'The rules refuse the action: `rule` and `reason`; the refusal is recorded',
  503: 'The store cannot write now: nothing was recorded (`reason`)',
};

/** The error answers a route may give, each with the `Error` schema. */
export function Fails(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: ERRORS[status] ?? 'Error', content: { 'application/json': { schema: schemaRef('Error') } } }),
    ),
  );
}

/** A JSON answer (`status`, default 200) with `schema`; other media types may be added as plain text. */
export function Answers(schema: SchemaObject | ReferenceObject, description: string, options: { status?: number; alsoText?: readonly string[] } = {}): MethodDecorator & ClassDecorator {
  const content: Record<string, { schema: SchemaObject | ReferenceObject }> = { 'application/json': { schema } };
  for (const type of options.alsoText ?? []) content[type] = { schema: { type: 'string' } };
  return ApiResponse({ status: options.status ?? 200, description, content });
}

/** An answer that is not JSON: text in `type`. */
export function AnswersText(type: string, description: string): MethodDecorator & ClassDecorator {
  return ApiResponse({ status: 200, description, content: { [type]: { schema: { type: 'string' } } } });
}
