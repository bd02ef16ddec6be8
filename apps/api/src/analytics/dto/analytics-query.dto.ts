import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { KeyQuery } from '../../http/key-query.dto';

/**
 * `GET /analytics/:name?from=&to=&player=&format=`: the parameters as typed here (an unknown or
 * repeated one is a 400 naming it); what the dates and the player name must look like is the
 * reports' own check (`parseAnalyticsQuery`), which names the field too.
 */
export class AnalyticsQuery extends KeyQuery {
  @ApiPropertyOptional({ description: 'games started on or after this ISO date or date-time', example: '2025-01-01' })
  @IsOptional()
  @IsString()
  from?: string;

  @ApiPropertyOptional({ description: 'games started on or before this ISO date (the whole day) or date-time', example: '2025-01-31' })
  @IsOptional()
  @IsString()
  to?: string;

  @ApiPropertyOptional({ description: "rows about this player (see the report's playerFilter)", example: 'alice' })
  @IsOptional()
  @IsString()
  player?: string;

  @ApiPropertyOptional({ enum: ['json', 'csv'], description: 'CSV also with Accept: text/csv' })
  @IsOptional()
  @IsIn(['json', 'csv'])
  format?: 'json' | 'csv';
}
