/**
 * The query strings of the game routes, as typed DTOs (the README's HTTP API section). Numbers
 * arrive as text: the validation pipe reads a property declared `number` from its digits (an
 * empty value is no value), then class-validator checks it; a bad or unknown parameter is a 400
 * naming it (http/query-validation.ts).
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsInt, IsISO8601, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { KeyQuery } from '../../http/key-query.dto';

const MAX_REVISION = Number.MAX_SAFE_INTEGER;

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
  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'the revision (a past revision never changes: cacheable, with an ETag)' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_REVISION)
  at?: number;

  @ApiPropertyOptional({ format: 'date-time', description: 'an ISO 8601 instant: the game as it was then' })
  @IsOptional()
  @IsISO8601({ strict: true })
  time?: string;
}

/** `GET /games/:id/events`: revisions `from` (default 0) to `to` (default the last). */
export class EventsQuery extends KeyQuery {
  @ApiPropertyOptional({ type: 'integer', minimum: 0, default: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_REVISION)
  from?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_REVISION)
  to?: number;
}

/** `GET /games/:id/diff`: between two revisions. */
export class DiffQuery extends KeyQuery {
  @ApiProperty({ type: 'integer', minimum: 0 })
  @IsDefined()
  @IsInt()
  @Min(0)
  @Max(MAX_REVISION)
  from!: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  @IsDefined()
  @IsInt()
  @Min(0)
  @Max(MAX_REVISION)
  to!: number;
}

/** `GET /games/:id/live`: history from `from` (default 0), then live. */
export class LiveQuery extends KeyQuery {
  @ApiPropertyOptional({ type: 'integer', minimum: 0, default: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_REVISION)
  from?: number;
}

/** `GET /games/:id/backup`: the revision to back up to. */
export class BackupQuery extends KeyQuery {
  @ApiProperty({ type: 'integer', minimum: 0 })
  @IsDefined()
  @IsInt()
  @Min(0)
  @Max(MAX_REVISION)
  to!: number;
}
