import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsBoolean, IsDefined, IsObject, IsIn, IsInt, IsOptional, IsString, Length, Max, Min, ValidateIf, ValidateNested, ArrayMaxSize } from 'class-validator';
import { COMMAND_FIELDS, COMMAND_NAMES, type GameCommand } from '@arbiter/rules';
import { BadInputError } from '@arbiter/platform';
import { IsChoiceAnswer, IsDeclaration, IsManaPayment } from './validators';

const withPlayer = ['activate', 'cast', 'play', 'choose', 'concede', 'pass', 'attack', 'block', 'mulligan', 'keep'];


/** One action, as in a scenario (docs/scenario-format.md). */
export class ActionDto {
  @ApiProperty({
    enum: COMMAND_NAMES,
    description: `the command; the fields each takes: ${COMMAND_NAMES.map((n) => `${n} (${COMMAND_FIELDS[n].join(', ') || 'nothing'})`).join('; ')}`,
  })
  @IsIn(COMMAND_NAMES)
  do!: GameCommand['do'];

  @ApiPropertyOptional({ example: 'alice' })
  @ValidateIf((o: ActionDto) => withPlayer.includes(o.do) || o.player !== undefined)
  @IsString()
  @Length(1, 32)
  player?: string;

  @ApiPropertyOptional({ description: 'activate: the permanent, or a card in hand for an ability that works there (cycling)' })
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

  @ApiPropertyOptional({ description: 'cast / play: the card in hand (cast: or in the graveyard, with flashback)' })
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

  @ApiPropertyOptional({ type: [Number], description: "cast / activate: a modal spell's or ability's modes (CR 700.2), their indexes in the order written, from 0" })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(100, { each: true })
  modes?: number[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @Length(1, 200, { each: true })
  targets?: string[];

  @ApiPropertyOptional({ type: [String], description: 'cast: creatures tapped to pay for a spell with convoke (CR 702.51a)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @Length(1, 200, { each: true })
  convoke?: string[];

  @ApiPropertyOptional({ description: 'cast: pay the spell’s kicker cost too (CR 702.33a)' })
  @IsOptional()
  @IsBoolean()
  kicked?: boolean;

  @ApiPropertyOptional({ description: 'cast: which of the spell’s additional costs “X or Y” is paid, from 0 (CR 118.8, 601.2b)' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10)
  additionalCost?: number;

  @ApiPropertyOptional({ description: 'cast: without paying its mana cost, as an effect allows (CR 118.9)' })
  @IsOptional()
  @IsBoolean()
  withoutPayingManaCost?: boolean;

  @ApiPropertyOptional({ example: { G: 1, C: 2 } })
  @IsOptional()
  @IsManaPayment()
  payment?: Record<string, number>;

  @ApiPropertyOptional({
    description: 'choose: a mana type, an id, a number, a list of them, or (a `combatDamage` choice) the damage by blocker id or player',
    oneOf: [
      { type: 'string' },
      { type: 'integer' },
      { type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'integer' }] }, maxItems: 100 },
      { type: 'object', additionalProperties: { type: 'integer', minimum: 0, maximum: 1000 }, example: { gs: 3, bob: 2 } },
    ],
  })
  @ValidateIf((o: ActionDto) => o.do === 'choose' || o.choice !== undefined)
  @IsDefined()
  @IsChoiceAnswer()
  choice?: string | number | (string | number)[] | Record<string, number>;

  @ApiPropertyOptional({
    description: 'attack: creature id → the player it attacks (CR 508.1); `{}` declares no attackers',
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { gb: 'bob', sa: 'bob' },
  })
  @ValidateIf((o: ActionDto) => o.do === 'attack' || o.attackers !== undefined)
  @IsDefined()
  @IsDeclaration()
  attackers?: Record<string, string>;

  @ApiPropertyOptional({
    description: 'block: blocker id → the attacker it blocks (CR 509.1); `{}` declares no blockers',
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { gs: 'gb' },
  })
  @ValidateIf((o: ActionDto) => o.do === 'block' || o.blockers !== undefined)
  @IsDefined()
  @IsDeclaration()
  blockers?: Record<string, string>;

  @ApiPropertyOptional({ type: [String], description: 'keep: the cards put on the bottom, one per mulligan taken (CR 103.5)', example: ['alice-3'] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @Length(1, 200, { each: true })
  bottom?: string[];
}

/** `POST /games/:id/actions` (the README's HTTP API section). */
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
