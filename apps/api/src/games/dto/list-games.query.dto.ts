import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUUID, Max, Min } from 'class-validator';
import { GAME_PAGE } from '@arbiter/platform';

/** `GET /games?limit=&after=`: a page of games, oldest first. */
export class ListGamesQueryDto {
  @ApiPropertyOptional({
    description: `games per page, 1 to ${GAME_PAGE.max}`,
    default: GAME_PAGE.default,
    minimum: 1,
    maximum: GAME_PAGE.max,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(GAME_PAGE.max)
  limit?: number;

  @ApiPropertyOptional({
    description: 'the id of the last game of the previous page (the `Link: rel="next"` header gives it): the page starts after it',
    format: 'uuid',
  })
  @IsOptional()
  @IsUUID('4')
  after?: string;

  /** The guard reads the key from here too (for clients that cannot send a header). */
  @ApiPropertyOptional({ description: 'the API key, for clients that cannot send an Authorization header' })
  @IsOptional()
  @IsString()
  key?: string;
}
