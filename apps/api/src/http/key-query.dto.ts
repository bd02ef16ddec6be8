import { ApiHideProperty } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

/**
 * The base of every query DTO: any route takes the API key as `?key=` (for EventSource and
 * links). The guard reads it; the OpenAPI document leaves it out of the parameters, as it
 * documents the bearer token as the way to send a key.
 */
export class KeyQuery {
  @ApiHideProperty()
  @IsOptional()
  @IsString()
  key?: string;
}
