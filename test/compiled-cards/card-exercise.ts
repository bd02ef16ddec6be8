/**
 * Puts one card through the engine in a seeded game: cast (or played), then each of its abilities
 * used once — mana and activated abilities activated with their costs paid, enters triggers
 * resolved, dies triggers by destroying it, upkeep triggers by starting the turn, attack triggers
 * by attacking, prowess by casting an instant; cycling from the hand, flashback from the graveyard, convoke with a creature. Every command
 * must be accepted; every pending choice is answered with the first answer the rules accept.
 * Returns the problems found (none for a card that plays).
 */
import {
  activatedAbilitiesOf, candidateCommands, createDecider, normalizeSetup,
  type CardCatalog, type CardDefinition, type Decider, type GameCommand, type GameEvent, type GameStart, type GameState, type ManaType, type TargetSpec,
} from '@arbiter/rules';

const BASICS: Readonly<Record<Exclude<ManaType, 'C'>, string>> = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' };
const LANDS_PER_TYPE = 10;

class Game {
  state: GameState;
  readonly events: GameEvent[] = [];

  constructor(private readonly decider: Decider, readonly catalog: CardCatalog, start: GameStart) {
    const first = decider.start('compiled-card', normalizeSetup(['alice', 'bob'], 15, start, catalog));
    this.state = first.reduce((s, e) => decider.evolve(s, e), decider.initialState());
    this.events.push(...first);
  }

  /** Applies a command; returns false (changing nothing but the revision) if it was refused. */
  try(command: GameCommand): boolean {
    const events = this.decider.decide(command, this.state);
    if (events.length === 1 && events[0]?.type === 'ActionRejected') return false;
    for (const e of events) this.state = this.decider.evolve(this.state, e);
    this.events.push(...events);
    return true;
  }

  /** Applies a command that must be accepted. */
  must(command: GameCommand): void {
    const events = this.decider.decide(command, this.state);
    const first = events[0];
    if (first?.type === 'ActionRejected') throw new Error(`${JSON.stringify(command)} refused: ${first.data.reason} (CR ${first.data.rule})`);
    for (const e of events) this.state = this.decider.evolve(this.state, e);
    this.events.push(...events);
  }

  /** Answers pending choices and resolves the stack until both are empty. */
  drain(): void {
    for (let i = 0; i < 60; i++) {
      if (this.state.winner !== null) return;
      if (this.state.pendingChoice !== null) {
        const answer = candidateCommands(this.state, this.catalog).find((c) => c.do === 'choose' && this.try(c));
        if (answer === undefined) throw new Error(`no accepted answer to the ${this.state.pendingChoice.kind} choice`);
        continue;
      }
      if (this.state.stack.length === 0) return;
      this.must({ do: 'resolve' });
    }
    throw new Error('the stack did not empty');
  }

  /** Taps alice's lands for a mana cost (+ X): colored symbols from basics, the rest from Wastes, then anything. */
  payFor(manaCost: string, x = 0): void {
    const lands = Object.values(this.state.battlefield).filter((p) => p.controller === 'alice' && !p.tapped && p.id.startsWith('land-'));
    const tapOne = (prefix: string): boolean => {
      const land = lands.find((p) => p.id.startsWith(prefix) && !this.state.battlefield[p.id]?.tapped);
      return land !== undefined && this.try({ do: 'activate', player: 'alice', source: land.id, ability: 0 });
    };
    let generic = x;
    for (const m of manaCost.matchAll(/\{([^}]+)\}/g)) {
      const sym = m[1] ?? '';
      if (/^\d+$/.test(sym)) generic += Number(sym);
      else if (sym === 'C') tapOne('land-C-');
      else if (sym in BASICS) tapOne(`land-${sym}-`);
    }
    for (let i = 0; i < generic; i++) if (!tapOne('land-C-')) for (const t of Object.keys(BASICS)) if (tapOne(`land-${t}-`)) break;
  }
}

function lands(): { id: string; card: string; controller: string }[] {
  const out: { id: string; card: string; controller: string }[] = [];
  for (const [type, card] of [...Object.entries(BASICS), ['C', 'Wastes'] as const]) {
    for (let i = 1; i <= LANDS_PER_TYPE; i++) out.push({ id: `land-${type}-${i}`, card, controller: 'alice' });
  }
  return out;
}

const targetOptions = (game: Game): (readonly string[])[] => [[], ['gb'], ['bob'], ...game.state.stack.map((o) => [o.id]), ['sr'], ['en'], ['land-G-1']];

/** A spell for a counterspell to target: Ambush Viper (a creature with flash) or Lightning Bolt. */
function putASpellOnTheStack(game: Game, spec: TargetSpec): void {
  if (spec.kind === 'spellOfKind' && spec.spell === 'creature') {
    game.payFor('{1}{G}');
    game.must({ do: 'cast', player: 'alice', card: 'av' });
  } else {
    game.payFor('{R}');
    game.must({ do: 'cast', player: 'alice', card: 'lb', targets: ['bob'] });
  }
}

/** A mana cost with one {1} (or else one {G}) less: what is left when a green creature convokes. */
function withoutOneMana(cost: string): string {
  const generic = /\{(\d+)\}/.exec(cost);
  if (generic?.[1] !== undefined && Number(generic[1]) > 0) return cost.replace(generic[0], Number(generic[1]) > 1 ? `{${Number(generic[1]) - 1}}` : '');
  return cost.replace('{G}', '');
}

/** Casts (or plays) the card from alice's hand (or graveyard, for its flashback cost); its enters triggers resolve. */
function castIt(game: Game, card: CardDefinition, cost = card.manaCostText ?? '', convoke?: readonly string[]): void {
  if (card.types.includes('Land')) {
    game.must({ do: 'play', player: 'alice', card: 'c1' });
    game.drain();
    return;
  }
  const spellTargets = card.abilities.find((a) => a.kind === 'spell')?.targets;
  if (spellTargets?.kind === 'spell' || spellTargets?.kind === 'spellOfKind') putASpellOnTheStack(game, spellTargets);
  const x = (card.manaCost?.xCount ?? 0) > 0 ? 1 : undefined;
  game.payFor(cost, x ?? 0);
  const cast = targetOptions(game).find((targets) =>
    game.try({ do: 'cast', player: 'alice', card: 'c1', ...(x === undefined ? {} : { x }), ...(targets.length > 0 ? { targets } : {}), ...(convoke === undefined ? {} : { convoke }) }),
  );
  if (cast === undefined) throw new Error('no accepted cast');
  game.drain();
}

/** Activates one activated ability of the card on the battlefield, its costs paid. */
function activate(game: Game, card: CardDefinition, index: number): void {
  const ability = activatedAbilitiesOf(card)[index];
  if (ability === undefined) return;
  if (ability.kind === 'activated' && (ability.targets?.kind === 'spell' || ability.targets?.kind === 'spellOfKind')) putASpellOnTheStack(game, ability.targets);
  for (const part of ability.cost) if (part.kind === 'mana') game.payFor(part.cost);
  const command = candidateCommands(game.state, game.catalog).find((c) => c.do === 'activate' && c.source === 'c1' && c.ability === index && game.try(c));
  if (command === undefined) throw new Error(`ability ${ability.number} (${ability.text}) could not be activated`);
  game.drain();
}

/** The problems playing one card (an empty list when it plays). */
export function exerciseCard(catalog: CardCatalog, decider: Decider, name: string): string[] {
  const card = catalog.get(name);
  const problems: string[] = [];
  // Bob's permanents are targets: a creature, an artifact and an enchantment.
  const bob = [{ id: 'gb', card: 'Grizzly Bears', controller: 'bob' }, { id: 'sr', card: 'Sol Ring', controller: 'bob' }, { id: 'en', card: 'Pulse of Llanowar', controller: 'bob' }];
  // Alice's own creature, for "target creature you control" (equip).
  const ownCreature = [{ id: 'ab', card: 'Grizzly Bears', controller: 'alice' }];
  const hands = { alice: [{ id: 'c1', card: name }, { id: 'lb', card: 'Lightning Bolt' }, { id: 'mu', card: 'Murder' }, { id: 'di', card: 'Disperse' }, { id: 'tc', card: 'Tranquil Cove' }, { id: 'av', card: 'Ambush Viper' }] };
  const libraries = { alice: 20, bob: 20 };
  try {
    const cast = new Game(decider, catalog, { turn: 2, activePlayer: 'alice', step: 'precombatMain', battlefield: [...lands(), ...bob], hands, libraries });
    castIt(cast, card);
    for (const a of card.abilities) {
      if (a.kind === 'triggered' && a.trigger.kind === 'selfEnters' && !cast.events.some((e) => e.type === 'AbilityTriggered' && e.data.source === 'c1' && e.data.ability === a.number)) {
        problems.push(`enters trigger ${a.number} did not trigger`);
      }
    }
  } catch (err) {
    problems.push(`cast: ${(err as Error).message}`);
  }
  if (card.abilities.some((a) => a.kind === 'static' && a.static.kind === 'convoke')) {
    // Convoke: alice's Grizzly Bears (green) is tapped for one mana of the cost, lands pay the rest (702.51a).
    try {
      const game = new Game(decider, catalog, { turn: 2, activePlayer: 'alice', step: 'precombatMain', battlefield: [...lands(), ...ownCreature, ...bob], hands, libraries });
      castIt(game, card, withoutOneMana(card.manaCostText ?? ''), ['ab']);
      if (!game.events.some((e) => e.type === 'PermanentTapped' && e.data.permanent === 'ab' && e.data.forCost)) problems.push('convoke: the creature was not tapped');
    } catch (err) {
      problems.push(`convoke: ${(err as Error).message}`);
    }
  }
  for (const a of card.abilities) {
    if (a.kind !== 'static' || a.static.kind !== 'flashback') continue;
    // Flashback: cast from the graveyard for its flashback cost, then exiled (702.34a).
    const flashbackCost = a.static.cost;
    try {
      const game = new Game(decider, catalog, { turn: 2, activePlayer: 'alice', step: 'precombatMain', battlefield: [...lands(), ...bob], hands: { alice: hands.alice.slice(1) }, graveyards: { alice: [{ id: 'c1', card: name }] }, libraries });
      castIt(game, card, flashbackCost);
      if (!game.state.playerStates['alice']?.exile.some((c) => c.id === 'c1')) problems.push('flashback: the card was not exiled');
    } catch (err) {
      problems.push(`flashback: ${(err as Error).message}`);
    }
  }
  const permanent = !card.types.includes('Instant') && !card.types.includes('Sorcery');
  if (!permanent) return problems;
  const attachedTo = card.enchant === 'creature' ? 'gb' : card.enchant === 'land' ? 'land-G-1' : undefined;
  const self = { id: 'c1', card: name, controller: 'alice', ...(attachedTo === undefined ? {} : { attachedTo }) };
  // A fresh game for each use: the card on the battlefield since the turn began, untapped.
  const onBattlefield = (step: 'untap' | 'precombatMain', tapped = false): Game =>
    new Game(decider, catalog, { turn: 2, activePlayer: 'alice', step, battlefield: [...lands(), ...ownCreature, ...bob, { ...self, tapped }], hands: { alice: hands.alice.slice(1) }, libraries });
  const use = (what: string, play: (game: Game) => void, tapped = false): void => {
    try {
      play(onBattlefield(what === 'upkeep' ? 'untap' : 'precombatMain', tapped));
    } catch (err) {
      problems.push(`${what}: ${(err as Error).message}`);
    }
  };
  activatedAbilitiesOf(card).forEach((ability, index) => {
    if (ability.kind === 'activated' && ability.fromHand === true) {
      // Cycling and its kin work from the hand (702.29a): the card is discarded to pay.
      try {
        const game = new Game(decider, catalog, { turn: 2, activePlayer: 'alice', step: 'precombatMain', battlefield: [...lands(), ...ownCreature, ...bob], hands, libraries });
        activate(game, card, index);
        if (!game.state.playerStates['alice']?.graveyard.some((c) => c.id === 'c1')) problems.push(`ability ${index}: the card was not discarded`);
      } catch (err) {
        problems.push(`ability ${index} from hand: ${(err as Error).message}`);
      }
      return;
    }
    // An {Q} cost needs the permanent tapped to begin with (107.6).
    const untapCost = ability.cost.some((part) => part.kind === 'untap');
    use(`ability ${index}`, (game) => {
      activate(game, card, index);
    }, untapCost);
  });
  const triggered = (game: Game, a: (typeof card.abilities)[number]): boolean =>
    game.events.some((e) => e.type === 'AbilityTriggered' && e.data.source === 'c1' && e.data.ability === a.number);
  for (const a of card.abilities) {
    if (a.kind !== 'triggered' || a.trigger.kind === 'selfEnters') continue;
    if (a.trigger.kind === 'yourUpkeep') {
      use('upkeep', (game) => {
        game.must({ do: 'nextStep' });
        game.drain();
        if (!triggered(game, a)) problems.push(`trigger ${a.number} (${a.text}) did not trigger`);
      });
    } else if (a.trigger.kind === 'selfAttacks') {
      use('attack', (game) => {
        game.must({ do: 'attack', player: 'alice', attackers: { c1: 'bob' } });
        game.drain();
        if (!triggered(game, a)) problems.push(`trigger ${a.number} (${a.text}) did not trigger`);
      });
    } else if (a.trigger.kind === 'creatureYouControlAttacksAlone') {
      // Exalted: alice's Grizzly Bears attacks alone (702.83b).
      use('attack alone', (game) => {
        game.must({ do: 'attack', player: 'alice', attackers: { ab: 'bob' } });
        game.drain();
        if (!triggered(game, a)) problems.push(`trigger ${a.number} (${a.text}) did not trigger`);
      });
    } else if (a.trigger.kind === 'selfBlocksOrBecomesBlocked') {
      // Bushido: it blocks bob's attacking Grizzly Bears on bob's turn (702.45a).
      try {
        const game = new Game(decider, catalog, { turn: 3, activePlayer: 'bob', step: 'precombatMain', battlefield: [...lands(), ...bob, self], hands: { alice: hands.alice.slice(1) }, libraries });
        game.must({ do: 'attack', player: 'bob', attackers: { gb: 'alice' } });
        game.drain();
        game.must({ do: 'block', player: 'alice', blockers: { c1: 'gb' } });
        game.drain();
        if (!triggered(game, a)) problems.push(`trigger ${a.number} (${a.text}) did not trigger`);
      } catch (err) {
        problems.push(`block: ${(err as Error).message}`);
      }
    } else if (a.trigger.kind === 'blockedByCreatureWithoutFlanking' || a.trigger.kind === 'selfBecomesBlocked') {
      // Flanking, rampage: it attacks, and bob's Grizzly Bears blocks it (702.25a, 702.23a).
      use('attack and be blocked', (game) => {
        game.must({ do: 'attack', player: 'alice', attackers: { c1: 'bob' } });
        game.drain();
        game.must({ do: 'block', player: 'bob', blockers: { gb: 'c1' } });
        game.drain();
        if (!triggered(game, a)) problems.push(`trigger ${a.number} (${a.text}) did not trigger`);
      });
    } else if (a.trigger.kind === 'selfDealsCombatDamageToPlayer') {
      use('combat damage', (game) => {
        game.must({ do: 'attack', player: 'alice', attackers: { c1: 'bob' } });
        game.drain();
        game.must({ do: 'block', player: 'bob', blockers: {} });
        for (let i = 0; i < 3 && !triggered(game, a) && game.state.battlefield['c1'] !== undefined; i++) {
          game.must({ do: 'nextStep' });
          game.drain();
        }
        // A creature with 0 power deals no combat damage (510.1a): nothing to trigger.
        if (!triggered(game, a) && (card.power ?? 0) > 0) problems.push(`trigger ${a.number} (${a.text}) did not trigger`);
      });
    } else if (a.trigger.kind === 'youGainLife' || a.trigger.kind === 'eachEndStep' || a.trigger.kind === 'landEntersUnderYourControl') {
      use(a.trigger.kind === 'eachEndStep' ? 'end step' : 'play a land', (game) => {
        if (a.trigger.kind !== 'eachEndStep') {
          // Tranquil Cove: a land, and "When this land enters, you gain 1 life."
          game.must({ do: 'play', player: 'alice', card: 'tc' });
        } else {
          game.must({ do: 'nextStep' });
          game.must({ do: 'nextStep' });
          game.must({ do: 'nextStep' });
          game.must({ do: 'nextStep' });
          game.must({ do: 'nextStep' });
        }
        game.drain();
        if (!triggered(game, a)) problems.push(`trigger ${a.number} (${a.text}) did not trigger`);
      });
    } else if (a.trigger.kind === 'youCastNoncreatureSpell') {
      use('cast a noncreature spell', (game) => {
        game.payFor('{R}');
        game.must({ do: 'cast', player: 'alice', card: 'lb', targets: ['bob'] });
        game.drain();
        if (!triggered(game, a)) problems.push(`trigger ${a.number} (${a.text}) did not trigger`);
      });
    } else if (a.trigger.kind === 'selfLeavesBattlefield' && !card.types.includes('Creature') && !card.types.includes('Land')) {
      use('leave', (game) => {
        // Disperse (compiled): "Return target nonland permanent to its owner's hand."
        game.payFor('{1}{U}');
        game.must({ do: 'cast', player: 'alice', card: 'di', targets: ['c1'] });
        game.drain();
        if (!triggered(game, a)) problems.push(`trigger ${a.number} (${a.text}) did not trigger`);
      });
    } else if ((a.trigger.kind === 'selfDies' || a.trigger.kind === 'selfLeavesBattlefield') && card.types.includes('Creature')) {
      use('dies', (game) => {
        game.payFor('{1}{B}{B}');
        game.must({ do: 'cast', player: 'alice', card: 'mu', targets: ['c1'] });
        game.drain();
        if (!triggered(game, a)) problems.push(`trigger ${a.number} (${a.text}) did not trigger`);
      });
    } else problems.push(`trigger ${a.number} (${a.text}): no way to make it trigger in this test`);
  }
  return problems;
}

/** A decider over the catalog, for `exerciseCard`. */
export function deciderFor(catalog: CardCatalog): Decider {
  return createDecider(catalog);
}
