import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsInt, IsOptional, Matches } from 'class-validator';

/** `POST /games` (the README's HTTP API section). */
export class CreateGameDto {
  @ApiProperty({ example: ['alice', 'bob'], description: '2 to 4 player names' })
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(4)
  @ArrayUnique()
  @Matches(/^[A-Za-z][A-Za-z0-9_-]{0,31}$/, { each: true, message: 'each of players must be a name of letters, digits, _ or - (at most 32)' })
  players!: string[];

  @ApiPropertyOptional({
    example: 7,
    description: "the seed of the game's shuffles; a game from `start.decks` without one gets a random seed (0 otherwise)",
  })
  @IsOptional()
  @IsInt()
  seed?: number;

  /** Checked in depth, every key, by the engine's set-up (a bad one is a 400 naming it). */
  @ApiPropertyOptional({
    description:
      "A starting position, as a scenario's `start` (docs/scenario-format.md), checked in depth by the rules engine (400 naming the field). " +
      '`decks` (docs/scenario-format.md) gives deck lists instead of hands and libraries: card ids are `<player>-<n>` in list order, ' +
      'each library is shuffled from the seed, seven cards are drawn and the game waits in the `mulligan` step.',
    type: 'object',
    additionalProperties: true,
    example: { decks: { alice: ['Forest', 'Forest', 'Grizzly Bears'], bob: ['Mountain', 'Mountain', 'Raging Goblin'] } },
  })
  @IsOptional()
  start?: Record<string, unknown>;
}
