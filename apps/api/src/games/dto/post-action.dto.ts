import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsDefined, IsObject, IsIn, IsInt, IsOptional, IsString, Length, Max, Min, ValidateIf, ValidateNested, ArrayMaxSize } from 'class-validator';
import { COMMAND_FIELDS, COMMAND_NAMES, type GameCommand } from '@arbiter/rules';
import { BadInputError } from '@arbiter/platform';
import { IsChoiceAnswer, IsManaPayment } from './validators';

const withPlayer = ['activate', 'cast', 'play', 'choose', 'concede'];

/** One action, as in a scenario (contract §3). */
export class ActionDto {
  @ApiProperty({ enum: COMMAND_NAMES })
  @IsIn(COMMAND_NAMES)
  do!: GameCommand['do'];

  @ApiPropertyOptional({ example: 'alice' })
  @ValidateIf((o: ActionDto) => withPlayer.includes(o.do) || o.player !== undefined)
  @IsString()
  @Length(1, 32)
  player?: string;

  @ApiPropertyOptional({ description: 'activate: the permanent' })
  @ValidateIf((o: ActionDto) => o.do === 'activate' || o.source !== undefined)
  @IsString()
  @Length(1, 200)
  source?: string;

  @ApiPropertyOptional({ description: "activate: index among the object's activated abilities" })
  @ValidateIf((o: ActionDto) => o.do === 'activate' || o.ability !== undefined)
  @IsInt()
  @Min(0)
  @Max(100)
  ability?: number;

  @ApiPropertyOptional({ description: 'cast / play: the card in hand' })
  @ValidateIf((o: ActionDto) => o.do === 'cast' || o.do === 'play' || o.card !== undefined)
  @IsString()
  @Length(1, 200)
  card?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1000)
  x?: number;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @Length(1, 200, { each: true })
  targets?: string[];

  @ApiPropertyOptional({ example: { G: 1, C: 2 } })
  @IsOptional()
  @IsManaPayment()
  payment?: Record<string, number>;

  @ApiPropertyOptional({ description: 'choose: a mana type, an id, a number, or a list' })
  @ValidateIf((o: ActionDto) => o.do === 'choose' || o.choice !== undefined)
  @IsDefined()
  @IsChoiceAnswer()
  choice?: string | number | (string | number)[];
}

/** `POST /games/:id/actions` (contract §7). */
export class PostActionDto {
  @ApiProperty({ type: ActionDto })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  action!: ActionDto;

  @ApiPropertyOptional({ description: 'the revision the client saw; 409 if the game has moved on' })
  @IsOptional()
  @IsInt()
  @Min(0)
  expectedRevision?: number;

  @ApiPropertyOptional({ description: 'idempotency key: the same commandId twice returns the first answer' })
  @IsOptional()
  @IsString()
  @Length(1, 100)
  commandId?: string;
}

/** The engine command for a validated action; a field the action does not take is bad input. */
export function toCommand(a: ActionDto): GameCommand {
  const defined = Object.fromEntries(Object.entries(a).filter(([, v]) => v !== undefined));
  const allowed = COMMAND_FIELDS[a.do];
  for (const key of Object.keys(defined)) {
    if (key !== 'do' && !allowed.includes(key)) throw new BadInputError(`action.${key}`, `"${a.do}" takes no ${key} (it takes: ${allowed.join(', ') || 'nothing'})`);
  }
  return defined as unknown as GameCommand;
}
