/**
 * The query strings of the game routes, as typed DTOs (the README's HTTP API section). Numbers
 * arrive as text: the validation pipe reads a property declared `number` from its digits (an
 * empty value is no value), then class-validator checks it; a bad or unknown parameter is a 400
 * naming it (http/query-validation.ts).
 */
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsInt, IsISO8601, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { KeyQuery } from '../../http/key-query.dto';

const MAX_REVISION = Number.MAX_SAFE_INTEGER;

/** A revision in a query: a whole number from 0, required or not, documented with `description` and `fallback` (its default). */
function Revision(options: { readonly required: boolean; readonly description?: string; readonly fallback?: number }): PropertyDecorator {
  const doc = { type: 'integer', minimum: 0, ...(options.description === undefined ? {} : { description: options.description }), ...(options.fallback === undefined ? {} : { default: options.fallback }) } as const;
  // Listed as they would be stacked, applied bottom up as stacked decorators are: the type check is
  // then the constraint query-validation.ts reports first.
  const stacked = [...(options.required ? [ApiProperty(doc), IsDefined()] : [ApiPropertyOptional(doc), IsOptional()]), IsInt(), Min(0), Max(MAX_REVISION)];
  return applyDecorators(...stacked.reverse());
}

/** `?as=`: whose view (judges only; a player may name themselves). */
export class PerspectiveQuery extends KeyQuery {
  @ApiPropertyOptional({ description: "judge only: that player's view", example: 'alice' })
  @IsOptional()
  @IsString()
  @Length(1, 32)
  as?: string;
}

/** `GET /games/:id/view`: at a revision or at an instant, not both. */
export class ViewQuery extends PerspectiveQuery {
  @Revision({ required: false, description: 'the revision (a past revision never changes: cacheable, with an ETag)' })
  at?: number;

  @ApiPropertyOptional({ format: 'date-time', description: 'an ISO 8601 instant: the game as it was then' })
  @IsOptional()
  @IsISO8601({ strict: true })
  time?: string;
}

/** `GET /games/:id/events`: revisions `from` (default 0) to `to` (default the last). */
export class EventsQuery extends KeyQuery {
  @Revision({ required: false, fallback: 0 })
  from?: number;

  @Revision({ required: false })
  to?: number;
}

/** `GET /games/:id/diff`: between two revisions. */
export class DiffQuery extends KeyQuery {
  @Revision({ required: true })
  from!: number;

  @Revision({ required: true })
  to!: number;
}

/** `GET /games/:id/live`: history from `from` (default 0), then live. */
export class LiveQuery extends KeyQuery {
  @Revision({ required: false, fallback: 0 })
  from?: number;
}

/** `GET /games/:id/backup`: the revision to back up to. */
export class BackupQuery extends KeyQuery {
  @Revision({ required: true })
  to!: number;
}
