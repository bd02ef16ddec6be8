/**
 * How the per-card exercise makes a trigger on what others do happen (creatures entering or
 * dying, spells cast, steps of alice's turn, attacks and blocks), and the card's own two-event
 * triggers ("When ~ enters or dies"). Alice's card is `c1`; `ab` is her Grizzly Bears, `gb` bob's,
 * `sp` bob's Giant Spider (reach) in the blocking games.
 */
import { activatedAbilitiesOf, type CardCatalog, type CardDefinition, type GameCommand, type PermanentKind, type TriggerCondition } from '@arbiter/rules';
import { cardOfKind } from './cost-exercise';

/** What the exercise needs of its game. */
export interface ExerciseGame {
  readonly state: { readonly step: string };
  must(command: GameCommand): void;
  try(command: GameCommand): boolean;
  drain(): void;
  payFor(manaCost: string): void;
}

export interface TriggerUse {
  readonly what: string;
  /** Bob's turn (he attacks), or alice's with bob's Giant Spider to block her fliers. */
  readonly setup?: 'bobsTurn' | 'bobsSpider' | 'bobCasts';
  /** The game begins in alice's untap step rather than her precombat main phase. */
  readonly fromUntapStep?: boolean;
  /** Cards alice holds besides the usual ones. */
  readonly hand?: readonly { readonly id: string; readonly card: string }[];
  /** Permanents alice controls besides the usual ones. */
  readonly battlefield?: readonly { readonly id: string; readonly card: string; readonly controller: string }[];
  play(game: ExerciseGame): void;
}

const castViper = (game: ExerciseGame): void => {
  // Ambush Viper (compiled): a creature spell that enters as a creature.
  game.payFor('{1}{G}');
  game.must({ do: 'cast', player: 'alice', card: 'av' });
};
const castBolt = (game: ExerciseGame): void => {
  game.payFor('{R}');
  game.must({ do: 'cast', player: 'alice', card: 'lb', targets: ['bob'] });
};
const murder = (target: string) => (game: ExerciseGame): void => {
  game.payFor('{1}{B}{B}');
  game.must({ do: 'cast', player: 'alice', card: 'mu', targets: [target] });
};
const steps = (n: number) => (game: ExerciseGame): void => {
  for (let i = 0; i < n; i++) {
    // A trigger of the step before (an upkeep trigger) resolves first: a step ends with the stack empty (500.2).
    game.drain();
    game.must({ do: 'nextStep' });
  }
};
const attackWith = (id: string) => (game: ExerciseGame): void => {
  game.must({ do: 'attack', player: 'alice', attackers: { [id]: 'bob' } });
};
/** Alice's bears `ab` and `n - 1` more (`ab2` ...) attack together: "Whenever you attack with N or more creatures". */
const moreBears = (n: number) => Array.from({ length: Math.max(0, n - 1) }, (_, i) => ({ id: `ab${i + 2}`, card: 'Grizzly Bears', controller: 'alice' }));
const attackWithBears = (n: number) => (game: ExerciseGame): void => {
  game.must({ do: 'attack', player: 'alice', attackers: Object.fromEntries([{ id: 'ab' }, ...moreBears(n)].map((b) => [b.id, 'bob'])) });
};
/** Alice's Battlegrowth (`bg`, compiled) puts a +1/+1 counter on a creature of hers. */
const battlegrowth = (target: string) => (game: ExerciseGame): void => {
  game.payFor('{G}');
  game.must({ do: 'cast', player: 'alice', card: 'bg', targets: [target] });
};
const blockC1 = (game: ExerciseGame): void => {
  game.must({ do: 'attack', player: 'alice', attackers: { c1: 'bob' } });
  game.drain();
  const blocks: Record<string, string>[] = [{ sp: 'c1' }, { sp: 'c1', gb: 'c1' }, { gb: 'c1' }];
  if (!blocks.some((blockers) => game.try({ do: 'block', player: 'bob', blockers }))) throw new Error('bob could not block it');
};
const c1Blocks = (game: ExerciseGame): void => {
  game.must({ do: 'attack', player: 'bob', attackers: { gb: 'alice' } });
  game.drain();
  game.must({ do: 'block', player: 'alice', blockers: { c1: 'gb' } });
};

/** Taps the card: an ability of its with {T} in the cost, or else an attack (508.1f). */
const tapIt = (card: CardDefinition) => (game: ExerciseGame): void => {
  const index = activatedAbilitiesOf(card).findIndex((a) => a.cost.some((part) => part.kind === 'tap'));
  const ability = activatedAbilitiesOf(card)[index];
  if (ability === undefined && card.abilities.some((a) => a.kind === 'keyword' && a.text.toLowerCase() === 'vigilance')) {
    // Vigilance: attacking doesn't tap it (702.20b); Pressure Point (compiled, in alice's hand as `pp`) does.
    game.payFor('{1}{W}');
    game.must({ do: 'cast', player: 'alice', card: 'pp', targets: ['c1'] });
    return;
  }
  if (ability === undefined) {
    attackWith('c1')(game);
    return;
  }
  for (const part of ability.cost) if (part.kind === 'mana') game.payFor(part.cost);
  game.must({ do: 'activate', player: 'alice', source: 'c1', ability: index, ...(ability.kind === 'activated' && ability.targets !== undefined ? { targets: ['gb'] } : {}) });
};
/** Bob, with his Mountain, Forests, Island, Plains and Swamp (`bm`, `bf1`, `bf2`, `bi`, `bp`, `bs`), casts Lightning Bolt (`bl`) or Ambush Viper (`bv`) on alice's turn. */
const bobTaps = (game: ExerciseGame, land: string, color: string): void => {
  game.must({ do: 'activate', player: 'bob', source: land, ability: 0 });
  // Bob's Pulse of Llanowar asks him which color his basic land makes: the land's own.
  game.try({ do: 'choose', player: 'bob', choice: color });
};
const bobCastsBolt = (game: ExerciseGame): void => {
  bobTaps(game, 'bm', 'R');
  game.must({ do: 'cast', player: 'bob', card: 'bl', targets: ['alice'] });
};
/** Ward (702.21a): bob's Lightning Bolt targets alice's card. */
const bobBoltsIt = (game: ExerciseGame): void => {
  bobTaps(game, 'bm', 'R');
  game.must({ do: 'cast', player: 'bob', card: 'bl', targets: ['c1'] });
};
const bobCastsViper = (game: ExerciseGame): void => {
  bobTaps(game, 'bf1', 'G');
  bobTaps(game, 'bf2', 'G');
  game.must({ do: 'cast', player: 'bob', card: 'bv' });
};
/** Bob casts Disperse (`bd`, blue) on alice's Grizzly Bears, Holy Day (`bh`, white) or Disfigure (`bx`, black) on it, with his Island, Plains or Swamp. */
const bobCasts: Readonly<Record<'U' | 'W' | 'B', (game: ExerciseGame) => void>> = {
  U: (game) => {
    bobTaps(game, 'bi', 'U');
    bobTaps(game, 'bf1', 'G');
    game.must({ do: 'cast', player: 'bob', card: 'bd', targets: ['ab'] });
  },
  W: (game) => {
    bobTaps(game, 'bp', 'W');
    game.must({ do: 'cast', player: 'bob', card: 'bh' });
  },
  B: (game) => {
    bobTaps(game, 'bs', 'B');
    game.must({ do: 'cast', player: 'bob', card: 'bx', targets: ['ab'] });
  },
};
const castDivination = (game: ExerciseGame): void => {
  game.payFor('{2}{U}');
  game.must({ do: 'cast', player: 'alice', card: 'dv' });
};
const castHolyDay = (game: ExerciseGame): void => {
  game.payFor('{W}');
  game.must({ do: 'cast', player: 'alice', card: 'hd' });
};
const castDisfigure = (game: ExerciseGame): void => {
  game.payFor('{B}');
  game.must({ do: 'cast', player: 'alice', card: 'df', targets: ['gb'] });
};
const noSpellOf = (colors: readonly string[]) => (): void => {
  throw new Error(`no spell of the colors ${colors.join(', ')} to cast`);
};
/** On to the end step of alice's turn, from wherever in it the game is. */
const toEndStep = (game: ExerciseGame): void => {
  for (let i = 0; i < 8 && game.state.step !== 'end'; i++) game.must({ do: 'nextStep' });
};
const drawStep = steps(2);
const drawStepThenDivination = (game: ExerciseGame): void => {
  steps(3)(game);
  game.payFor('{2}{U}');
  game.must({ do: 'cast', player: 'alice', card: 'dv' });
};

/** A card of that kind for alice to cast or play (`pe`): a copy of the card itself if it is one. */
function enteringCard(catalog: CardCatalog, card: CardDefinition, what: PermanentKind): string | undefined {
  const itself = 'type' in what ? card.types.includes(what.type) : card.subtypes.includes(what.subtype);
  return itself ? card.name : cardOfKind(catalog, what);
}
const castOrPlay = (catalog: CardCatalog, name: string) => (game: ExerciseGame): void => {
  const entering = catalog.get(name);
  if (entering.types.includes('Land')) {
    game.must({ do: 'play', player: 'alice', card: 'pe' });
    return;
  }
  game.payFor(entering.manaCostText ?? '');
  // An Aura is cast targeting what it will enchant (303.4a): alice's Grizzly Bears, or a Forest.
  const host = entering.enchant === 'creature' ? ['ab'] : entering.enchant === 'land' ? ['land-G-1'] : [];
  game.must({ do: 'cast', player: 'alice', card: 'pe', ...(host.length > 0 ? { targets: host } : {}) });
};

const SELF: Readonly<Record<'selfEnters' | 'selfDies' | 'selfAttacks' | 'selfBlocks' | 'selfBecomesBlocked', TriggerUse | null>> = {
  // Checked as the card is cast.
  selfEnters: null,
  selfDies: { what: 'dies', play: murder('c1') },
  selfAttacks: { what: 'attack', play: attackWith('c1') },
  selfBlocks: { what: 'block', setup: 'bobsTurn', play: c1Blocks },
  selfBecomesBlocked: { what: 'become blocked', setup: 'bobsSpider', play: blockC1 },
};

/** The ways to make a trigger of these kinds happen, or null for a kind this file does not handle. */
export function watcherUses(trigger: TriggerCondition, card: CardDefinition, catalog: CardCatalog): TriggerUse[] | null {
  switch (trigger.kind) {
    case 'permanentEnters': {
      const name = enteringCard(catalog, card, trigger.what);
      if (name === undefined) {
        return [{ what: 'a permanent enters', play: () => { throw new Error(`no card of the kind ${JSON.stringify(trigger.what)} to make enter`); } }];
      }
      return [{ what: `${name} enters`, hand: [{ id: 'pe', card: name }], play: castOrPlay(catalog, name) }];
    }
    case 'spellCast':
      // Of a color: Lightning Bolt (red), Ambush Viper (green), Disperse (blue), Holy Day (white), Disfigure (black).
      if (trigger.colors !== undefined) {
        const colors = trigger.colors;
        if (colors.includes('G') && (trigger.spell === 'creature' || trigger.spell === 'any')) return [{ what: 'bob casts a green spell', setup: 'bobCasts', play: bobCastsViper }];
        const color = trigger.spell === 'creature' ? undefined : (['R', 'U', 'W', 'B'] as const).find((c) => colors.includes(c));
        const play = color === undefined ? noSpellOf(colors) : color === 'R' ? bobCastsBolt : bobCasts[color];
        return [{ what: 'bob casts a spell of a color', setup: 'bobCasts', play }];
      }
      return [{ what: 'bob casts a spell', setup: 'bobCasts', play: trigger.spell === 'creature' ? bobCastsViper : bobCastsBolt }];
    case 'selfBecomesTapped':
      return [{ what: 'become tapped', hand: [{ id: 'pp', card: 'Pressure Point' }], play: tapIt(card) }];
    case 'youDrawACard':
      return [{ what: 'draw step', fromUntapStep: true, play: drawStep }];
    case 'opponentDrawsACard':
      return [{ what: "bob's draw step", setup: 'bobsTurn', fromUntapStep: true, play: drawStep }];
    case 'youDrawYourSecondCardEachTurn':
      return [{ what: 'draw two', fromUntapStep: true, hand: [{ id: 'dv', card: 'Divination' }], play: drawStepThenDivination }];
    case 'creatureEnters':
      return [{ what: 'a creature enters', play: castViper }];
    case 'creatureDies':
      return [{ what: 'a creature dies', play: murder(trigger.whose === 'opponent' ? 'gb' : 'ab') }];
    case 'youCastSpell':
      // "during an opponent's turn": alice casts her instant on bob's turn.
      if (trigger.duringAnOpponentsTurn === true) return [{ what: "cast a spell on bob's turn", setup: 'bobsTurn', play: castBolt }];
      // Of a color: Lightning Bolt (red), Ambush Viper (green), Divination (blue).
      if (trigger.colors !== undefined) {
        if (trigger.colors.includes('R')) return [{ what: 'cast a red spell', play: castBolt }];
        if (trigger.colors.includes('G')) return [{ what: 'cast a green spell', play: castViper }];
        if (trigger.colors.includes('U')) return [{ what: 'cast a blue spell', hand: [{ id: 'dv', card: 'Divination' }], play: castDivination }];
        if (trigger.colors.includes('W')) return [{ what: 'cast a white spell', hand: [{ id: 'hd', card: 'Holy Day' }], play: castHolyDay }];
        if (trigger.colors.includes('B')) return [{ what: 'cast a black spell', hand: [{ id: 'df', card: 'Disfigure' }], play: castDisfigure }];
        return [{ what: 'cast a spell of a color', play: noSpellOf(trigger.colors) }];
      }
      return [{ what: 'cast a spell', play: trigger.spell === 'creature' ? castViper : castBolt }];
    case 'countersPutOn':
      return [{ what: 'a counter is put on', hand: [{ id: 'bg', card: 'Battlegrowth' }], play: battlegrowth(trigger.on === 'self' ? 'c1' : 'ab') }];
    case 'yourEndStep':
      return [{ what: 'end step', play: toEndStep }];
    case 'eachUpkeep':
      return [{ what: 'upkeep', fromUntapStep: true, play: steps(1) }];
    case 'beginningOfCombatOnYourTurn':
      return [{ what: 'beginning of combat', play: steps(1) }];
    case 'youAttack':
      if (trigger.atLeast !== undefined) return [{ what: 'attack', battlefield: moreBears(trigger.atLeast), play: attackWithBears(trigger.atLeast) }];
      return [{ what: 'attack', play: attackWith('ab') }];
    case 'selfBlocks':
    case 'selfBecomesBlocked':
      return [SELF[trigger.kind]].filter((u) => u !== null);
    case 'selfBecomesTargetOfOpponent':
      return [{ what: 'bob targets it', setup: 'bobCasts', play: bobBoltsIt }];
    case 'either':
      return trigger.conditions.flatMap((c) => [SELF[c.kind]].filter((u) => u !== null));
    default:
      return null;
  }
}
