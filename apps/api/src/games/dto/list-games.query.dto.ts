import { plainToInstance, Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min, validateSync } from 'class-validator';
import { BadInputError, GAME_PAGE } from '@arbiter/platform';

/** `GET /games?limit=&after=`: a page of games, oldest first. */
export class ListGamesQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(GAME_PAGE.max)
  limit?: number;

  @IsOptional()
  @IsUUID('4')
  after?: string;
}

/** The OpenAPI description of the query (`@ApiQuery`), beside the checks it describes. */
export const LIST_GAMES_QUERY = [
  {
    name: 'limit',
    required: false,
    description: `games per page, 1 to ${GAME_PAGE.max} (default ${GAME_PAGE.default})`,
    schema: { type: 'integer', minimum: 1, maximum: GAME_PAGE.max, default: GAME_PAGE.default },
  },
  {
    name: 'after',
    required: false,
    description: 'the id of the last game of the previous page (the `Link: rel="next"` header gives it): the page starts after it',
    schema: { type: 'string', format: 'uuid' },
  },
] as const;

/**
 * The page a query string asks for, checked by class-validator; a bad value is a BadInputError
 * naming its field. Other parameters are ignored, as on every route (`?key=` is the guard's).
 */
export function listGamesQuery(query: Readonly<Record<string, unknown>>): ListGamesQueryDto {
  const dto = plainToInstance(ListGamesQueryDto, { limit: query['limit'], after: query['after'] });
  const [error] = validateSync(dto, { forbidUnknownValues: true });
  if (error !== undefined) {
    // Decorators register from the bottom up: the last failed check is the one written first
    // (not a whole number, before its range).
    const detail = Object.values(error.constraints ?? {}).at(-1) ?? 'is not valid';
    throw new BadInputError(error.property, detail.startsWith(`${error.property} `) ? detail.slice(error.property.length + 1) : detail);
  }
  return dto;
}
