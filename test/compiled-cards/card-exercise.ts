/**
 * Puts one card through the engine in a seeded game: cast (or played), then each of its abilities
 * used once — mana and activated abilities activated with their costs paid, enters triggers
 * resolved, dies triggers by destroying it, upkeep triggers by starting the turn, attack triggers
 * by attacking, prowess by casting an instant; cycling from the hand, flashback from the graveyard, convoke with a creature. A modal spell or trigger (700.2) is played once for
 * each of its modes. Every command must be accepted; every pending choice is answered with the
 * first answer the rules accept (a choice of modes, with one holding the mode being tried).
 * Returns the problems found (none for a card that plays).
 */
import {
  activatedAbilitiesOf, candidateCommands, createDecider, normalizeSetup, spellMatchesTarget,
  type CardCatalog, type CardDefinition, type Decider, type GameCommand, type GameEvent, type GameStart, type GameState, type ManaType, type TargetSpec,
} from '@arbiter/rules';
import { costsOf, fodder, forConditions } from './cost-exercise';
import { watcherUses, type TriggerUse } from './watcher-exercise';
import { graveyardFiller, graveyardStandIns } from './graveyard-exercise';

const BASICS: Readonly<Record<Exclude<ManaType, 'C'>, string>> = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' };
const LANDS_PER_TYPE = 10;

class Game {
  state: GameState;
  readonly events: GameEvent[] = [];
  /** The mode to choose when a modal trigger asks for its modes (603.3c). */
  mode: number | undefined;

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
        const wanted = (c: GameCommand): boolean =>
          this.state.pendingChoice?.kind !== 'modes' || this.mode === undefined || (c.do === 'choose' && Array.isArray(c.choice) && c.choice.includes(this.mode));
        const answer = candidateCommands(this.state, this.catalog).find((c) => c.do === 'choose' && wanted(c) && this.try(c));
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
      if (land === undefined || !this.try({ do: 'activate', player: 'alice', source: land.id, ability: 0 })) return false;
      // A mana replacement (Pulse of Llanowar) asks which color: the land's own color if offered, else the first the rules accept.
      const answers = candidateCommands(this.state, this.catalog).filter((c) => c.do === 'choose');
      const own = answers.filter((c) => 'choice' in c && JSON.stringify(c.choice).includes(prefix.charAt(5)));
      if (this.state.pendingChoice?.kind === 'manaType') [...own, ...answers].find((c) => this.try(c));
      return true;
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

const targetOptions = (game: Game): (readonly string[])[] => [[], ['gb'], ['bob'], ...game.state.stack.map((o) => [o.id]), ['sr'], ['en'], ['land-G-1'], ['ab'], ['gy'], ['gi'], ['tb'], ['fl'], ['dw'], ['gz'], ['gz2'], ['ct-U'], ['ct-B'], ['ct-R']];

/** Spells alice may cast for "target red or green spell" and its kin to target (the first that fits is added to her hand). */
const SPELL_BAIT: readonly { card: string; cost: string; targets?: string[] }[] = [
  { card: 'Lightning Bolt', cost: '{R}', targets: ['bob'] }, { card: 'Ambush Viper', cost: '{1}{G}' }, { card: 'Savannah Lions', cost: '{W}' },
  { card: 'Murder', cost: '{1}{B}{B}', targets: ['gb'] }, { card: 'Divination', cost: '{2}{U}' }, { card: 'Sol Ring', cost: '{1}' }, { card: 'Pacifism', cost: '{1}{W}', targets: ['gb'] },
];

/** Bob's creatures of the colors bob's board lacks, for "target black creature" and its kin (Wind Drake flies). */
const COLORED_TARGETS: Readonly<Partial<Record<ManaType, string>>> = { U: 'Wind Drake', B: 'Scathe Zombies', R: 'Hill Giant' };
/** Alice's creatures of a color, for "target white or black creature you control". */
const OWN_COLORED: Readonly<Partial<Record<ManaType, string>>> = { W: 'Savannah Lions', B: 'Scathe Zombies' };

/** The target requirements of a card's abilities and modes. */
function targetSpecsOf(card: CardDefinition): TargetSpec[] {
  return card.abilities.flatMap((a) => ('targets' in a && a.targets !== undefined ? [a.targets] : a.kind === 'spell' && a.effect.kind === 'modal' ? a.effect.modes.flatMap((m) => (m.targets === undefined ? [] : [m.targets])) : []));
}

/** A creature of bob's for each color a "target ... permanent" by color asks for. */
function coloredTargetsFor(card: CardDefinition): { id: string; card: string; controller: string }[] {
  const filters = targetSpecsOf(card).flatMap((t) => (t.kind === 'permanentMatching' ? [t.filter] : []));
  const colors = (own: boolean): ManaType[] => [...new Set(filters.filter((f) => (f.controller === 'you') === own).flatMap((f) => f.colors ?? []))];
  const bobs = colors(false).flatMap((c) => {
    const creature = COLORED_TARGETS[c];
    return creature === undefined ? [] : [{ id: `ct-${c}`, card: creature, controller: 'bob' }];
  });
  const alices = colors(true).slice(0, 1).flatMap((c) => {
    const creature = OWN_COLORED[c];
    return creature === undefined ? [] : [{ id: `ct-own-${c}`, card: creature, controller: 'alice' }];
  });
  return [...bobs, ...alices];
}

/** The bait a card's "target ... spell" by quality needs, if any. */
function baitFor(catalog: CardCatalog, card: CardDefinition): (typeof SPELL_BAIT)[number] | undefined {
  const wanted = targetSpecsOf(card).find((t) => t.kind === 'spellMatching');
  return wanted?.kind === 'spellMatching' ? SPELL_BAIT.find((b) => spellMatchesTarget(catalog, wanted.filter, b.card)) : undefined;
}

/** A spell for a counterspell to target: the bait for its quality, Ambush Viper (a creature with flash) or Lightning Bolt. */
function putASpellOnTheStack(game: Game, spec: TargetSpec): void {
  const bait = spec.kind === 'spellMatching' ? SPELL_BAIT.find((b) => spellMatchesTarget(game.catalog, spec.filter, b.card)) : undefined;
  if (bait !== undefined) {
    game.payFor(bait.cost);
    game.must({ do: 'cast', player: 'alice', card: 'bt', ...(bait.targets === undefined ? {} : { targets: bait.targets }) });
  } else if (spec.kind === 'spellOfKind' && spec.spell === 'creature') {
    game.payFor('{1}{G}');
    game.must({ do: 'cast', player: 'alice', card: 'av' });
  } else {
    game.payFor('{R}');
    game.must({ do: 'cast', player: 'alice', card: 'lb', targets: ['bob'] });
  }
}

/** The modes of an ability (700.2), or one pass with none for an ability that is not modal. */
function modesOf(ability: CardDefinition['abilities'][number] | undefined): (number | undefined)[] {
  if (ability === undefined || (ability.kind !== 'spell' && ability.kind !== 'triggered') || ability.effect.kind !== 'modal') return [undefined];
  return ability.effect.modes.map((_, i) => i);
}

/** The target requirement of a spell ability, or of the mode of a modal one being tried. */
function spellTargetsOf(card: CardDefinition, mode: number | undefined): TargetSpec | undefined {
  const spell = card.abilities.find((a) => a.kind === 'spell');
  if (spell?.kind !== 'spell') return undefined;
  return mode !== undefined && spell.effect.kind === 'modal' ? spell.effect.modes[mode]?.targets : spell.targets;
}

/** Whether the card has an ability that triggers only if its controller attacked this turn (603.4). */
const needsAnAttack = (card: CardDefinition): boolean => card.abilities.some((a) => a.kind === 'triggered' && a.ifYouAttackedThisTurn === true);

/** Alice attacks with her Grizzly Bears, bob doesn't block, and the game goes on to her postcombat main phase. */
function attackFirst(game: Game): void {
  game.must({ do: 'attack', player: 'alice', attackers: { ab: 'bob' } });
  game.drain();
  for (let i = 0; i < 6 && game.state.step !== 'postcombatMain'; i++) {
    game.must({ do: 'nextStep' });
    game.drain();
  }
}

/** Target requirements only a creature in combat meets (506.4). */
const IN_COMBAT: ReadonlySet<string> = new Set(['attackingOrBlocking', 'attacking', 'blocking']);

/**
 * For a target only a creature in combat can be: alice attacks with her bears ('ab') and bob
 * blocks them with his ('gb'); alice then acts in the declare blockers step.
 */
function toCombatIfNeeded(game: Game, spec: TargetSpec | undefined): void {
  if (spec?.kind !== 'creatureWith' || !IN_COMBAT.has(spec.filter)) return;
  // Beginning-of-combat triggers (the card's own among them) resolve before attackers are declared.
  game.must({ do: 'nextStep' });
  game.drain();
  game.must({ do: 'attack', player: 'alice', attackers: { ab: 'bob' } });
  game.drain();
  game.must({ do: 'nextStep' });
  game.must({ do: 'block', player: 'bob', blockers: { gb: 'ab' } });
  game.drain();
}

/** A mana cost with one {1} (or else one {G}) less: what is left when a green creature convokes. */
function withoutOneMana(cost: string): string {
  const generic = /\{(\d+)\}/.exec(cost);
  if (generic?.[1] !== undefined && Number(generic[1]) > 0) return cost.replace(generic[0], Number(generic[1]) > 1 ? `{${Number(generic[1]) - 1}}` : '');
  return cost.replace('{G}', '');
}

/** Casts (or plays) the card from alice's hand (or graveyard, for its flashback cost; with the mode tried, for a modal spell); its enters triggers resolve. */
function castIt(game: Game, card: CardDefinition, mode?: number, cost = card.manaCostText ?? '', convoke?: readonly string[], kicked = false): void {
  if (needsAnAttack(card)) attackFirst(game);
  if (card.types.includes('Land')) {
    game.must({ do: 'play', player: 'alice', card: 'c1' });
    game.drain();
    return;
  }
  const spellTargets = spellTargetsOf(card, mode);
  if (spellTargets?.kind === 'spell' || spellTargets?.kind === 'spellOfKind' || spellTargets?.kind === 'spellMatching') putASpellOnTheStack(game, spellTargets);
  toCombatIfNeeded(game, spellTargets);
  const x = (card.manaCost?.xCount ?? 0) > 0 ? 1 : undefined;
  game.payFor(cost, x ?? 0);
  // An additional cost "X or Y" (118.8): the first one is announced (601.2b), its mana paid too.
  const either = card.abilities.flatMap((a) => (a.kind === 'static' && a.static.kind === 'additionalCostEither' ? [a.static.costs[0]] : []))[0];
  if (either?.kind === 'mana') game.payFor(either.cost);
  const additionalCost = either === undefined ? {} : { additionalCost: 0 };
  if (mode !== undefined) {
    // A modal spell: the first cast the rules accept among those with this mode chosen (601.2b).
    const cast = candidateCommands(game.state, game.catalog).find((c) => c.do === 'cast' && c.card === 'c1' && (c.modes ?? []).includes(mode) && (convoke === undefined || c.convoke !== undefined) && (c.kicked === true) === kicked && game.try(c));
    if (cast !== undefined) {
      game.drain();
      return;
    }
  }
  const modes = mode === undefined ? {} : { modes: [mode] };
  const cast = targetOptions(game).find((targets) => game.try({ do: 'cast', player: 'alice', card: 'c1', ...(x === undefined ? {} : { x }), ...modes, ...(targets.length > 0 ? { targets } : {}), ...(convoke === undefined ? {} : { convoke }), ...(kicked ? { kicked } : {}), ...additionalCost }));
  if (cast === undefined) throw new Error('no accepted cast');
  game.drain();
}

/** Activates one activated ability of the card on the battlefield, its costs paid. */
function activate(game: Game, card: CardDefinition, index: number): void {
  const ability = activatedAbilitiesOf(card)[index];
  if (ability === undefined) return;
  if (ability.kind === 'activated' && (ability.targets?.kind === 'spell' || ability.targets?.kind === 'spellOfKind' || ability.targets?.kind === 'spellMatching')) putASpellOnTheStack(game, ability.targets);
  if (ability.kind === 'activated') toCombatIfNeeded(game, ability.targets);
  for (const part of ability.cost) if (part.kind === 'mana') game.payFor(part.cost);
  const command = candidateCommands(game.state, game.catalog).find((c) => c.do === 'activate' && c.source === 'c1' && c.ability === index && game.try(c));
  if (command === undefined) throw new Error(`ability ${ability.number} (${ability.text}) could not be activated`);
  game.drain();
}

/** The problems playing one card (an empty list when it plays). */
export function exerciseCard(catalog: CardCatalog, decider: Decider, name: string): string[] {
  const card = catalog.get(name);
  const problems: string[] = [];
  // Bob's permanents are targets: a creature, an artifact and an enchantment; a tapped creature and a flyer.
  const bob = [
    { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }, { id: 'sr', card: 'Sol Ring', controller: 'bob' }, { id: 'en', card: 'Pulse of Llanowar', controller: 'bob' },
    { id: 'tb', card: 'Grizzly Bears', controller: 'bob', tapped: true }, { id: 'fl', card: 'Serra Angel', controller: 'bob' },
    // A big creature, for "target creature with power 5 or greater".
    { id: 'dw', card: 'Colossal Dreadmaw', controller: 'bob' },
    ...coloredTargetsFor(card),
  ];
  // Alice's own creature, for "target creature you control" (equip).
  // With the permanents an intervening "if you control ..." asks for (603.4).
  const ownCreature = [{ id: 'ab', card: 'Grizzly Bears', controller: 'alice' }, ...forConditions(catalog, card)];
  // A spell of the quality a "target red or green spell" asks for, to counter.
  const baitCard = baitFor(catalog, card);
  const bait = baitCard === undefined ? [] : [{ id: 'bt', card: baitCard.card }];
  const hands = { alice: [{ id: 'c1', card: name }, { id: 'lb', card: 'Lightning Bolt' }, { id: 'mu', card: 'Murder' }, { id: 'di', card: 'Disperse' }, { id: 'tc', card: 'Tranquil Cove' }, { id: 'av', card: 'Ambush Viper' }, ...bait] };
  const libraries = { alice: 20, bob: 20 };
  // A creature and an instant card in alice's graveyard, for "target creature card from your graveyard" and its kin.
  const graveyards = { alice: [{ id: 'gy', card: 'Grizzly Bears' }, { id: 'gi', card: 'Lightning Bolt' }, ...graveyardStandIns(catalog, card), ...graveyardFiller(card)] };
  // Permanents an additional cost to cast may sacrifice (alice's Grizzly Bears is one).
  const additional = card.abilities.flatMap((a) => (a.kind === 'static' && a.static.kind === 'additionalCost' ? [a.static.cost] : a.kind === 'static' && a.static.kind === 'additionalCostEither' ? a.static.costs : []));
  const forCosts = fodder(catalog, additional);
  // Each mode of a modal spell, or of a modal enters trigger, once (700.2).
  const spellModes = modesOf(card.abilities.find((a) => a.kind === 'spell'));
  const entersModes = modesOf(card.abilities.find((a) => a.kind === 'triggered' && a.trigger.kind === 'selfEnters' && a.effect.kind === 'modal'));
  const tries = spellModes.length > 1 ? spellModes.map((mode) => ({ spell: mode, enters: undefined })) : entersModes.map((mode) => ({ spell: undefined, enters: mode }));
  for (const { spell: mode, enters } of tries) {
    const what = mode !== undefined ? `cast (mode ${mode})` : enters !== undefined ? `cast (enters mode ${enters})` : 'cast';
    try {
      const cast = new Game(decider, catalog, { turn: 2, activePlayer: 'alice', step: 'precombatMain', battlefield: [...lands(), ...bob, ...ownCreature, ...forCosts], hands, libraries, graveyards });
      cast.mode = enters;
      castIt(cast, card, mode);
      for (const a of card.abilities) {
        const entersTrigger = a.kind === 'triggered' && (a.trigger.kind === 'selfEnters' || (a.trigger.kind === 'either' && a.trigger.conditions.some((c) => c.kind === 'selfEnters')));
        if (entersTrigger && a.ifKicked !== true && !cast.events.some((e) => e.type === 'AbilityTriggered' && e.data.source === 'c1' && e.data.ability === a.number)) {
          problems.push(`enters trigger ${a.number} did not trigger`);
        }
      }
      const chosen = mode ?? enters;
      if (chosen !== undefined && !cast.events.some((e) => (e.type === 'SpellCast' || e.type === 'AbilityPutOnStack') && (e.data.modes ?? []).includes(chosen))) {
        problems.push(`${what}: mode ${chosen} was not chosen`);
      }
    } catch (err) {
      problems.push(`${what}: ${(err as Error).message}`);
    }
  }
  const convokable = /\{\d+\}|\{G\}/.test((card.manaCostText ?? '').replace('{0}', ''));
  if (convokable && card.abilities.some((a) => a.kind === 'static' && a.static.kind === 'convoke')) {
    // Convoke: alice's Llanowar Elves (green, `cv`) is tapped for one mana of the cost, lands pay the rest
    // (702.51a); her Grizzly Bears stay free to attack or be a target. A cost with neither generic mana
    // nor {G} can't be helped by a green creature: nothing to try then.
    try {
      const game = new Game(decider, catalog, { turn: 2, activePlayer: 'alice', step: 'precombatMain', battlefield: [...lands(), ...ownCreature, { id: 'cv', card: 'Llanowar Elves', controller: 'alice' }, ...bob], hands, libraries, graveyards });
      castIt(game, card, spellModes[0], withoutOneMana(card.manaCostText ?? ''), ['cv']);
      if (!game.events.some((e) => e.type === 'PermanentTapped' && e.data.permanent === 'cv' && e.data.forCost)) problems.push('convoke: the creature was not tapped');
    } catch (err) {
      problems.push(`convoke: ${(err as Error).message}`);
    }
  }
  for (const a of card.abilities) {
    if (a.kind !== 'static' || a.static.kind !== 'kicker') continue;
    // Kicker: cast with its kicker cost paid too (702.33a); its "if it was kicked" enters triggers trigger (702.33d).
    try {
      const game = new Game(decider, catalog, { turn: 2, activePlayer: 'alice', step: 'precombatMain', battlefield: [...lands(), ...bob, ...ownCreature, ...forCosts], hands, libraries, graveyards });
      castIt(game, card, spellModes[0], `${card.manaCostText ?? ''}${a.static.cost}`, undefined, true);
      if (!game.events.some((e) => e.type === 'SpellCast' && e.data.kicked === true)) problems.push('kicker: the spell was not kicked');
      for (const t of card.abilities) {
        if (t.kind === 'triggered' && t.ifKicked === true && !game.events.some((e) => e.type === 'AbilityTriggered' && e.data.source === 'c1' && e.data.ability === t.number)) problems.push(`kicked enters trigger ${t.number} did not trigger`);
      }
    } catch (err) {
      problems.push(`kicker: ${(err as Error).message}`);
    }
  }
  for (const a of card.abilities) {
    if (a.kind !== 'static' || a.static.kind !== 'flashback') continue;
    // Flashback: cast from the graveyard for its flashback cost, then exiled (702.34a).
    const flashbackCost = a.static.cost;
    try {
      const game = new Game(decider, catalog, { turn: 2, activePlayer: 'alice', step: 'precombatMain', battlefield: [...lands(), ...ownCreature, ...bob], hands: { alice: hands.alice.slice(1) }, graveyards: { alice: [{ id: 'c1', card: name }, ...graveyards.alice] }, libraries });
      castIt(game, card, spellModes[0], flashbackCost);
      if (!game.state.playerStates['alice']?.exile.some((c) => c.id === 'c1')) problems.push('flashback: the card was not exiled');
    } catch (err) {
      problems.push(`flashback: ${(err as Error).message}`);
    }
  }
  const permanent = !card.types.includes('Instant') && !card.types.includes('Sorcery');
  if (!permanent) return problems;
  const attachedTo = card.enchant === 'creature' ? 'gb' : card.enchant === 'land' ? 'land-G-1' : undefined;
  // A creature that "enters with X +1/+1 counters" is put onto the battlefield as if cast with X = 1 (107.3m), not as a 0/0.
  const xCounters = card.abilities.flatMap((a) => (a.kind === 'static' && a.static.kind === 'entersWithXCounters' ? [a.static.counter] : []));
  const self = { id: 'c1', card: name, controller: 'alice', ...(attachedTo === undefined ? {} : { attachedTo }), ...(xCounters.length > 0 ? { counters: Object.fromEntries(xCounters.map((k) => [k, 1])) } : {}) };
  // A fresh game for each use: the card on the battlefield since the turn began, untapped.
  // Bob's lands and spells, for games where he casts one.
  const bobsLands = [{ id: 'bm', card: 'Mountain', controller: 'bob' }, { id: 'bf1', card: 'Forest', controller: 'bob' }, { id: 'bf2', card: 'Forest', controller: 'bob' }, { id: 'bi', card: 'Island', controller: 'bob' },
    { id: 'bp', card: 'Plains', controller: 'bob' }, { id: 'bs', card: 'Swamp', controller: 'bob' }];
  const bobsHand = [{ id: 'bl', card: 'Lightning Bolt' }, { id: 'bv', card: 'Ambush Viper' }, { id: 'bd', card: 'Disperse' }, { id: 'bh', card: 'Holy Day' }, { id: 'bx', card: 'Disfigure' }];
  // Bob's Giant Spider (reach), to block alice's fliers.
  const spider = { id: 'sp', card: 'Giant Spider', controller: 'bob' };
  // Alice's Ancient Brontodon (9/9), for a trigger on the creatures she controls: "while you control a creature with power 4 or greater", "if you control three or more creatures".
  const onCreatures = card.abilities.some((a) => a.kind === 'triggered' && (a.ifCreaturesYouControl !== undefined || (a.trigger.kind === 'selfAttacks' && a.trigger.while !== undefined)));
  const army = onCreatures ? [{ id: 'big', card: 'Ancient Brontodon', controller: 'alice' }] : [];
  const onBattlefield = (step: 'untap' | 'precombatMain', tapped = false, setup?: TriggerUse['setup'], extraHand: TriggerUse['hand'] = [], extraBattlefield: TriggerUse['battlefield'] = []): Game =>
    new Game(decider, catalog, {
      turn: 2, activePlayer: setup === 'bobsTurn' ? 'bob' : 'alice', step, battlefield: [...lands(), ...ownCreature, ...army, ...extraBattlefield, ...fodder(catalog, costsOf(card)), ...bob, ...(setup === 'bobsSpider' ? [spider] : []), ...(setup === 'bobCasts' ? bobsLands : []), { ...self, tapped }],
      hands: { alice: [...hands.alice.slice(1), ...extraHand], ...(setup === 'bobCasts' ? { bob: bobsHand } : {}) }, libraries, graveyards,
    });
  const useIn = (what: string, play: (game: Game) => void, tapped = false, setup?: TriggerUse['setup'], how?: TriggerUse): void => {
    try {
      play(onBattlefield(what === 'upkeep' || how?.fromUntapStep === true ? 'untap' : 'precombatMain', tapped, setup, how?.hand, how?.battlefield));
    } catch (err) {
      problems.push(`${what}: ${(err as Error).message}`);
    }
  };
  activatedAbilitiesOf(card).forEach((ability, index) => {
    if (ability.kind === 'activated' && ability.fromHand === true) {
      // Cycling and its kin work from the hand (702.29a): the card is discarded to pay.
      try {
        const game = new Game(decider, catalog, { turn: 2, activePlayer: 'alice', step: 'precombatMain', battlefield: [...lands(), ...ownCreature, ...bob], hands, libraries, graveyards });
        activate(game, card, index);
        if (!game.state.playerStates['alice']?.graveyard.some((c) => c.id === 'c1')) problems.push(`ability ${index}: the card was not discarded`);
      } catch (err) {
        problems.push(`ability ${index} from hand: ${(err as Error).message}`);
      }
      return;
    }
    if (ability.kind === 'activated' && ability.fromGraveyard === true) {
      // An ability that moves its card out of the graveyard works there (113.6m).
      try {
        const game = new Game(decider, catalog, { turn: 2, activePlayer: 'alice', step: 'precombatMain', battlefield: [...lands(), ...ownCreature, ...bob], hands: { alice: hands.alice.slice(1) }, libraries, graveyards: { alice: [{ id: 'c1', card: name }, ...graveyards.alice] } });
        activate(game, card, index);
        // It returns itself, or its cost exiles it: either way it has left the graveyard.
        if (game.state.playerStates['alice']?.graveyard.some((c) => c.id === 'c1')) problems.push(`ability ${index}: the card did not leave the graveyard`);
      } catch (err) {
        problems.push(`ability ${index} from graveyard: ${(err as Error).message}`);
      }
      return;
    }
    // An {Q} cost needs the permanent tapped to begin with (107.6).
    const untapCost = ability.cost.some((part) => part.kind === 'untap');
    useIn(`ability ${index}`, (game) => {
      activate(game, card, index);
    }, untapCost);
  });
  const triggered = (game: Game, a: (typeof card.abilities)[number]): boolean =>
    game.events.some((e) => e.type === 'AbilityTriggered' && e.data.source === 'c1' && e.data.ability === a.number);
  for (const a of card.abilities) {
    if (a.kind !== 'triggered' || a.trigger.kind === 'selfEnters') continue;
    for (const mode of modesOf(a)) exerciseTrigger(a, mode);
  }
  return problems;

  /** Makes a trigger other than "enters" trigger, choosing the mode given if it is modal. */
  function exerciseTrigger(a: Extract<CardDefinition['abilities'][number], { kind: 'triggered' }>, mode: number | undefined): void {
    const use = (what: string, play: (game: Game) => void, setup?: TriggerUse['setup'], how?: TriggerUse): void => {
      useIn(`${what}${mode === undefined ? '' : ` (mode ${mode})`}`, (game) => {
        game.mode = mode;
        play(game);
      }, false, setup, how);
    };
    const watcher = watcherUses(a.trigger, card, catalog);
    if (watcher !== null) {
      for (const how of watcher) {
        use(how.what, (game) => {
          if (a.ifYouAttackedThisTurn === true) attackFirst(game);
          how.play(game);
          game.drain();
          if (!triggered(game, a)) problems.push(`trigger ${a.number} (${a.text}) did not trigger (${how.what})`);
        }, how.setup, how);
      }
    } else if (a.trigger.kind === 'yourUpkeep') {
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
    } else if (a.trigger.kind === 'creatureYouControlAttacks') {
      // "Whenever a (white) creature you control attacks": the card itself attacks if it is a creature, else alice's Grizzly Bears.
      use('a creature attacks', (game) => {
        game.must({ do: 'attack', player: 'alice', attackers: { [card.types.includes('Creature') ? 'c1' : 'ab']: 'bob' } });
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
    } else if (a.trigger.kind === 'attachedCreatureDealsCombatDamageToPlayer') {
      // Attached to alice's Grizzly Bears, which attacks unblocked.
      try {
        const game = new Game(decider, catalog, { turn: 2, activePlayer: 'alice', step: 'precombatMain', battlefield: [...lands(), ...ownCreature, ...bob, { ...self, attachedTo: 'ab' }], hands: { alice: hands.alice.slice(1) }, libraries, graveyards });
        game.must({ do: 'attack', player: 'alice', attackers: { ab: 'bob' } });
        game.drain();
        game.must({ do: 'block', player: 'bob', blockers: {} });
        for (let i = 0; i < 3 && !triggered(game, a); i++) {
          game.must({ do: 'nextStep' });
          game.drain();
        }
        if (!triggered(game, a)) problems.push(`trigger ${a.number} (${a.text}) did not trigger`);
      } catch (err) {
        problems.push(`attached creature's combat damage: ${(err as Error).message}`);
      }
    } else if (
      a.trigger.kind === 'selfDealsCombatDamageToPlayer' ||
      (a.trigger.kind === 'creatureYouControlDealsCombatDamageToPlayer' && (card.types.includes('Creature') || a.trigger.keyword === undefined))
    ) {
      // "a creature you control deals combat damage": the card itself, or alice's Grizzly Bears for a card that is no creature.
      const attacker = card.types.includes('Creature') ? 'c1' : 'ab';
      const power = card.types.includes('Creature') ? (card.power ?? 0) : 2;
      use('combat damage', (game) => {
        game.must({ do: 'attack', player: 'alice', attackers: { [attacker]: 'bob' } });
        game.drain();
        game.must({ do: 'block', player: 'bob', blockers: {} });
        for (let i = 0; i < 3 && !triggered(game, a) && game.state.battlefield[attacker] !== undefined; i++) {
          game.must({ do: 'nextStep' });
          game.drain();
        }
        // A creature with 0 power deals no combat damage (510.1a): nothing to trigger.
        if (!triggered(game, a) && power > 0) problems.push(`trigger ${a.number} (${a.text}) did not trigger`);
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
}

/** A decider over the catalog, for `exerciseCard`. */
export function deciderFor(catalog: CardCatalog): Decider {
  return createDecider(catalog);
}
