/**
 * The vocabulary cards compiled from their text need beyond the hand-written pool: flash,
 * "enters tapped", "Add {W} or {U}", "you gain N life", "[this] gets +N/+N until end of turn",
 * "target player" and other targets, indestructible, hexproof, shroud, landwalk, "can't block",
 * "can't be blocked", prowess, returning to hand, exiling, tapping, damage to each opponent.
 */
import { createCatalog, defineCard, keyword, manaAbility, spell, staticAbility, tap, type CardDefinition, type Effect, type TargetSpec } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

function creature(name: string, keywords: readonly string[]): CardDefinition {
  return defineCard({ name, manaCost: '{2}', types: ['Creature'], power: 1, toughness: 1, oracle: keywords.join('\n'), abilities: keywords.map((k) => keyword(k)) });
}

/** A sorcery costing {0}, so that specs need no mana. */
function sorcery(name: string, text: string, effect: Effect, targets?: TargetSpec): CardDefinition {
  return defineCard({ name, types: ['Sorcery'], oracle: text, abilities: [spell(text, effect, targets)] });
}

const catalog = createCatalog([
  ...ALL_CARDS,
  defineCard({ name: 'Sample Viper', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Snake'], power: 2, toughness: 1, oracle: 'Flash\nDeathtouch', abilities: [keyword('Flash'), keyword('Deathtouch')] }),
  defineCard({
    name: 'Sample Cove', types: ['Land'],
    oracle: 'This land enters tapped.\nWhen this land enters, you gain 1 life.\n{T}: Add {W} or {U}.',
    abilities: [
      staticAbility('This land enters tapped.', { kind: 'entersTapped' }),
      { kind: 'triggered', text: 'When this land enters, you gain 1 life.', trigger: { kind: 'selfEnters' }, effect: { kind: 'gainLife', amount: 1, who: 'controller' } },
      manaAbility('{T}: Add {W} or {U}.', [tap()], { kind: 'oneOf', options: ['W', 'U'] }),
    ],
  }),
  defineCard({
    name: 'Sample Dragon', manaCost: '{4}{R}{R}', types: ['Creature'], subtypes: ['Dragon'], power: 5, toughness: 5,
    oracle: 'Flying\n{R}: Sample Dragon gets +1/+0 until end of turn.',
    abilities: [keyword('Flying'), { kind: 'activated', text: '{R}: Sample Dragon gets +1/+0 until end of turn.', cost: [{ kind: 'mana', cost: '{R}' }], effect: { kind: 'pumpSource', power: 1, toughness: 0 } }],
  }),
  creature('Sample Myr', ['Indestructible']),
  creature('Sample Scout', ['Hexproof']),
  creature('Sample Ledgewalker', ['Shroud']),
  creature('Sample Swampwalker', ['Swampwalk']),
  creature('Sample Specter', ['Fear']),
  creature('Sample Monk', ['Shadow']),
  creature('Lu Bu', ['Horsemanship']),
  defineCard({ name: 'Sample Vampire', manaCost: '{3}{B}{B}', types: ['Creature'], power: 4, toughness: 4, oracle: 'Flying', abilities: [keyword('Flying')] }),
  defineCard({ name: 'Sample Piker', manaCost: '{1}{R}', types: ['Creature'], power: 2, toughness: 1, oracle: "Sample Piker can't block.", abilities: [staticAbility("Sample Piker can't block.", { kind: 'cantBlock' })] }),
  defineCard({ name: 'Sample Phantom', manaCost: '{1}{U}{U}', types: ['Creature'], power: 2, toughness: 2, oracle: "Sample Phantom can't be blocked.", abilities: [staticAbility("Sample Phantom can't be blocked.", { kind: 'cantBeBlocked' })] }),
  defineCard({
    name: 'Sample Swiftspear', manaCost: '{R}', types: ['Creature'], power: 1, toughness: 2, oracle: 'Haste\nProwess',
    abilities: [keyword('Haste'), { kind: 'triggered', text: 'Prowess', trigger: { kind: 'youCastNoncreatureSpell' }, effect: { kind: 'pumpSource', power: 1, toughness: 1 } }],
  }),
  defineCard({
    name: 'Sample Raider', manaCost: '{2}{R}', types: ['Creature'], power: 2, toughness: 2, oracle: 'Whenever Sample Raider attacks, it gets +1/+0 until end of turn.',
    abilities: [{ kind: 'triggered', text: 'Whenever Sample Raider attacks, it gets +1/+0 until end of turn.', trigger: { kind: 'selfAttacks' }, effect: { kind: 'pumpSource', power: 1, toughness: 0 } }],
  }),
  defineCard({
    name: 'Sample Chant', types: ['Sorcery'], oracle: "This spell can't be countered.\nYou gain 6 life.",
    abilities: [staticAbility("This spell can't be countered.", { kind: 'cantBeCountered' }), spell('You gain 6 life.', { kind: 'gainLife', amount: 6, who: 'controller' })],
  }),
  defineCard({ name: 'Sample Cancel', types: ['Instant'], oracle: 'Counter target spell.', abilities: [spell('Counter target spell.', { kind: 'counterTargetSpell' }, { kind: 'spell' })] }),
  sorcery('Sample Growth', 'Put a +1/+1 counter on target creature.', { kind: 'addCounters', counter: '+1/+1', amount: 1, to: 'target' }, { kind: 'creature' }),
  defineCard({
    name: 'Sample Blessing', manaCost: '{W}', types: ['Enchantment'], subtypes: ['Aura'], enchant: 'creature', oracle: 'Enchant creature\nEnchanted creature gets +1/+2 and has lifelink.',
    abilities: [keyword('Enchant creature'), staticAbility('Enchanted creature gets +1/+2 and has lifelink.', { kind: 'attachedCreatureGets', power: 1, toughness: 2, keywords: ['lifelink'] })],
  }),
  defineCard({ name: 'Sample Sprite', manaCost: '{U}', types: ['Creature'], power: 1, toughness: 1, oracle: 'Flying\nSample Sprite can block only creatures with flying.', abilities: [keyword('Flying'), staticAbility('Sample Sprite can block only creatures with flying.', { kind: 'canBlockOnlyFlyers' })] }),
  defineCard({
    name: "Sample Wolf", manaCost: '{2}{G}', types: ['Creature'], power: 3, toughness: 2, oracle: "Sample Wolf can't be blocked by creatures with power 2 or less.",
    abilities: [staticAbility("Sample Wolf can't be blocked by creatures with power 2 or less.", { kind: 'cantBeBlockedByPowerAtMost', power: 2 })],
  }),
  defineCard({ name: 'Sample Serpent', manaCost: '{5}{U}', types: ['Creature'], power: 5, toughness: 5, oracle: "Sample Serpent can't attack unless defending player controls an Island.", abilities: [staticAbility("Sample Serpent can't attack unless defending player controls an Island.", { kind: 'cantAttackUnlessDefenderControls', landType: 'Island' })] }),
  defineCard({
    name: 'Sample Sword', manaCost: '{1}', types: ['Artifact'], subtypes: ['Equipment'], oracle: 'Equipped creature gets +1/+1.\nEquip {1}',
    abilities: [
      staticAbility('Equipped creature gets +1/+1.', { kind: 'attachedCreatureGets', power: 1, toughness: 1, keywords: [] }),
      { kind: 'activated', text: 'Equip {1}', cost: [{ kind: 'mana', cost: '{1}' }], effect: { kind: 'attachSourceToTarget' }, targets: { kind: 'creatureYouControl' }, sorcerySpeed: true },
    ],
  }),
  sorcery('Sample Drain', 'Target player loses 2 life.', { kind: 'loseLife', amount: 2, who: 'target' }, { kind: 'player' }),
  sorcery('Sample Tithe', 'Each opponent loses 3 life.', { kind: 'loseLife', amount: 3, who: 'eachOpponent' }),
  defineCard({
    name: 'Ninja Sample', manaCost: '{1}{B}', types: ['Creature'], power: 2, toughness: 2, oracle: 'Intimidate\nWhenever Ninja Sample deals combat damage to a player, draw a card.',
    abilities: [keyword('Intimidate'), { kind: 'triggered', text: 'Whenever Ninja Sample deals combat damage to a player, draw a card.', trigger: { kind: 'selfDealsCombatDamageToPlayer' }, effect: { kind: 'drawCards', amount: 1, who: 'controller' } }],
  }),
  defineCard({
    name: 'Ajani Sample', manaCost: '{W}', types: ['Creature'], power: 1, toughness: 1, oracle: 'Whenever you gain life, put a +1/+1 counter on Ajani Sample.',
    abilities: [{ kind: 'triggered', text: 'Whenever you gain life, put a +1/+1 counter on Ajani Sample.', trigger: { kind: 'youGainLife' }, effect: { kind: 'addCounters', counter: '+1/+1', amount: 1, to: 'source' } }],
  }),
  defineCard({
    name: 'Spark Sample', manaCost: '{R}', types: ['Creature'], power: 3, toughness: 1, oracle: "Spark Sample can't be blocked by more than one creature.\nAt the beginning of the end step, sacrifice Spark Sample.",
    abilities: [
      staticAbility("Spark Sample can't be blocked by more than one creature.", { kind: 'cantBeBlockedByMoreThanOne' }),
      { kind: 'triggered', text: 'At the beginning of the end step, sacrifice Spark Sample.', trigger: { kind: 'eachEndStep' }, effect: { kind: 'sacrificeSource' } },
    ],
  }),
  sorcery('Sample Exile', 'Exile target creature an opponent controls.', { kind: 'moveTarget', to: 'exile' }, { kind: 'creatureAnOpponentControls' }),
  sorcery('Sample Rummage', 'Draw a card, then discard a card.', { kind: 'sequence', effects: [{ kind: 'drawCards', amount: 1, who: 'controller' }, { kind: 'discardCards', amount: 1, who: 'controller' }] }),
  sorcery('Sample Raven', 'Target player discards two cards.', { kind: 'discardCards', amount: 2, who: 'target' }, { kind: 'player' }),
  defineCard({ name: 'Sample Scatter', types: ['Instant'], oracle: 'Counter target creature spell.', abilities: [spell('Counter target creature spell.', { kind: 'counterTargetSpell' }, { kind: 'spellOfKind', spell: 'creature' })] }),
  defineCard({
    name: 'Sample Anthem', manaCost: '{2}{W}', types: ['Creature'], power: 2, toughness: 2, oracle: 'Other creatures you control get +1/+1 and have haste.',
    abilities: [staticAbility('Other creatures you control get +1/+1 and have haste.', { kind: 'creaturesYouControlGet', power: 1, toughness: 1, keywords: ['haste'], other: true })],
  }),
  defineCard({
    name: 'Sample Landfall', manaCost: '{1}{G}', types: ['Creature'], power: 2, toughness: 2, oracle: 'Landfall — Whenever a land enters under your control, Sample Landfall gets +2/+2 until end of turn.',
    abilities: [{ kind: 'triggered', text: 'Landfall — Whenever a land enters under your control, Sample Landfall gets +2/+2 until end of turn.', trigger: { kind: 'landEntersUnderYourControl' }, effect: { kind: 'pumpSource', power: 2, toughness: 2 } }],
  }),
  sorcery('Sample Mind Rot', 'Each opponent discards a card.', { kind: 'discardCards', amount: 1, who: 'eachOpponent' }),
  defineCard({
    name: 'Sample Fastland', types: ['Land'], oracle: 'Sample Fastland enters tapped unless you control two or fewer other lands.\n{T}: Add {C}.',
    abilities: [
      staticAbility('Sample Fastland enters tapped unless you control two or fewer other lands.', { kind: 'entersTappedUnless', unless: { kind: 'otherLandsAtMost', n: 2 } }),
      manaAbility('{T}: Add {C}.', [tap()], { kind: 'fixed', mana: { C: 1 } }),
    ],
  }),
  defineCard({
    name: 'Sample Checkland', types: ['Land'], oracle: 'Sample Checkland enters tapped unless you control a Forest or a Plains.',
    abilities: [staticAbility('Sample Checkland enters tapped unless you control a Forest or a Plains.', { kind: 'entersTappedUnless', unless: { kind: 'landWithSubtype', subtypes: ['Forest', 'Plains'] } })],
  }),
  sorcery('Sample Unsummon', 'Return target creature to its owner\'s hand.', { kind: 'moveTarget', to: 'hand' }, { kind: 'creature' }),
  sorcery('Sample Banish', 'Exile target creature.', { kind: 'moveTarget', to: 'exile' }, { kind: 'creature' }),
  sorcery('Destroy', 'Destroy target creature.', { kind: 'destroyTarget' }, { kind: 'creature' }),
  sorcery('Sample Shatter', 'Destroy target artifact.', { kind: 'destroyTarget' }, { kind: 'artifact' }),
  sorcery('Tap', 'Tap target creature.', { kind: 'tapTarget', untap: false }, { kind: 'creature' }),
  sorcery('Sample Boltwave', 'Sample Boltwave deals 3 damage to each opponent.', { kind: 'dealDamage', amount: 3, to: 'eachOpponent' }),
  defineCard({
    name: 'Sample Spike', manaCost: '{R}', types: ['Sorcery'], oracle: 'Sample Spike deals 3 damage to target player.',
    abilities: [spell('Sample Spike deals 3 damage to target player.', { kind: 'dealDamage', amount: 3, to: 'target' }, { kind: 'player' })],
  }),
]);
const { given } = deciderSpec(catalog);

describe('flash (702.8a)', () => {
  it('casts a creature with flash on an opponent’s turn, with a spell on the stack', () => {
    given({
      activePlayer: 'bob', step: 'upkeep',
      battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'f2', card: 'Forest', controller: 'alice' }],
      hands: { alice: [{ id: 'av', card: 'Sample Viper' }] },
    })
      .after({ do: 'activate', player: 'alice', source: 'f1', ability: 0 }, { do: 'activate', player: 'alice', source: 'f2', ability: 0 })
      .when({ do: 'cast', player: 'alice', card: 'av' })
      .thenIncludes([{ type: 'SpellCast', data: { name: 'Sample Viper' } }]);
  });

  it('still refuses a creature without flash outside its controller’s main phase (302.1)', () => {
    given({
      activePlayer: 'bob', step: 'upkeep',
      battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'f2', card: 'Forest', controller: 'alice' }],
      hands: { alice: [{ id: 'gb', card: 'Grizzly Bears' }] },
    })
      .after({ do: 'activate', player: 'alice', source: 'f1', ability: 0 }, { do: 'activate', player: 'alice', source: 'f2', ability: 0 })
      .when({ do: 'cast', player: 'alice', card: 'gb' })
      .thenRejected('302.1');
  });
});

describe('a land that enters tapped, gains life and adds one of two colors', () => {
  it('enters tapped when played (614.1c) and its trigger gains 1 life (119.3)', () => {
    given({ hands: { alice: [{ id: 'tc', card: 'Sample Cove' }] } })
      .when({ do: 'play', player: 'alice', card: 'tc' })
      .thenIncludes([{ type: 'PermanentEntered', data: { permanent: 'tc', tapped: true } }, { type: 'AbilityTriggered', data: { source: 'tc' } }])
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'LifeGained', data: { player: 'alice', amount: 1 }, metadata: { rule: '119.3' } }])
      .thenView({ players: { alice: { life: 21 } }, battlefield: { tc: { tapped: true } } });
  });

  it('asks which of its two colors to add, and adds the one chosen (106.1)', () => {
    given({ battlefield: [{ id: 'tc', card: 'Sample Cove', controller: 'alice' }] })
      .when({ do: 'activate', player: 'alice', source: 'tc', ability: 0 })
      .thenIncludes([{ type: 'ChoiceRequested', data: { kind: 'manaType', options: ['W', 'U'] } }])
      .when({ do: 'choose', player: 'alice', choice: 'U' })
      .thenIncludes([{ type: 'ManaAdded', data: { mana: { U: 1 } } }]);
  });
});

describe('a creature that pumps itself (613.4c)', () => {
  it('gets +1/+0 until end of turn for each activation', () => {
    given({ battlefield: [{ id: 'sd', card: 'Sample Dragon', controller: 'alice' }, { id: 'm1', card: 'Mountain', controller: 'alice' }] })
      .after({ do: 'activate', player: 'alice', source: 'm1', ability: 0 }, { do: 'activate', player: 'alice', source: 'sd', ability: 0 })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PowerToughnessChanged', data: { permanent: 'sd', power: 1, toughness: 0 } }])
      .thenView({ battlefield: { sd: { power: 6, toughness: 5 } } });
  });
});

describe('target player (115.1)', () => {
  it('deals damage to the player chosen, and refuses a creature as the target', () => {
    const start = { battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }], hands: { alice: [{ id: 'ls', card: 'Sample Spike' }] } };
    given(start).after({ do: 'activate', player: 'alice', source: 'm1', ability: 0 }).when({ do: 'cast', player: 'alice', card: 'ls', targets: ['gb'] }).thenRejected('601.2c');
    given(start)
      .after({ do: 'activate', player: 'alice', source: 'm1', ability: 0 }, { do: 'cast', player: 'alice', card: 'ls', targets: ['bob'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'DamageDealt', data: { target: 'bob', amount: 3 } }])
      .thenView({ players: { bob: { life: 17 } } });
  });
});

describe('keywords and restrictions of compiled cards', () => {
  const mine = (id: string, card: string) => ({ id, card, controller: 'alice' });
  const theirs = (id: string, card: string) => ({ id, card, controller: 'bob' });
  const cast = (card: string, targets: string[] = []) => ({ do: 'cast', player: 'alice', card, ...(targets.length > 0 ? { targets } : {}) }) as const;

  it('indestructible: not destroyed by "destroy" nor by lethal damage (702.12b)', () => {
    given({ battlefield: [theirs('dm', 'Sample Myr')], hands: { alice: [{ id: 'd', card: 'Destroy' }] } })
      .after(cast('d', ['dm']))
      .when({ do: 'resolve' })
      .thenNone([{ type: 'PermanentLeftBattlefield' }])
      .thenView({ battlefield: { dm: { card: 'Sample Myr' } } });
    // Both marked with lethal damage: the state-based actions destroy the Bears only (704.5g).
    given({ battlefield: [{ ...theirs('dm', 'Sample Myr'), damage: 1 }, { ...theirs('gb', 'Grizzly Bears'), damage: 2 }], hands: { alice: [{ id: 'b', card: 'Sample Boltwave' }] } })
      .when(cast('b'))
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'gb' } }])
      .thenNone([{ type: 'PermanentLeftBattlefield', data: { permanent: 'dm' } }]);
  });

  it('hexproof: an opponent can’t target it (702.11b); shroud: no one can (702.18a)', () => {
    given({ battlefield: [theirs('gs', 'Sample Scout')], hands: { alice: [{ id: 'u', card: 'Sample Unsummon' }] } }).when(cast('u', ['gs'])).thenRejected('702.11b');
    given({ battlefield: [mine('gs', 'Sample Scout')], hands: { alice: [{ id: 'u', card: 'Sample Unsummon' }] } }).when(cast('u', ['gs'])).thenIncludes([{ type: 'SpellCast' }]);
    given({ battlefield: [mine('sl', 'Sample Ledgewalker')], hands: { alice: [{ id: 'u', card: 'Sample Unsummon' }] } }).when(cast('u', ['sl'])).thenRejected('702.18a');
  });

  it('swampwalk: unblockable while the defender controls a Swamp (702.14c), blockable otherwise', () => {
    const attack = { do: 'attack', player: 'alice', attackers: { bw: 'bob' } } as const;
    const block = { do: 'block', player: 'bob', blockers: { gb: 'bw' } } as const;
    given({ battlefield: [mine('bw', 'Sample Swampwalker'), theirs('gb', 'Grizzly Bears'), theirs('sw', 'Swamp')] }).after(attack).when(block).thenRejected('702.14c');
    given({ battlefield: [mine('bw', 'Sample Swampwalker'), theirs('gb', 'Grizzly Bears'), theirs('fo', 'Forest')] }).after(attack).when(block).thenIncludes([{ type: 'BlockersDeclared' }]);
  });

  it('"can\'t block" and "can\'t be blocked" (509.1b)', () => {
    given({ battlefield: [mine('gb', 'Grizzly Bears'), theirs('gp', 'Sample Piker')] })
      .after({ do: 'attack', player: 'alice', attackers: { gb: 'bob' } })
      .when({ do: 'block', player: 'bob', blockers: { gp: 'gb' } })
      .thenRejected('509.1b', "can't block");
    given({ battlefield: [mine('pw', 'Sample Phantom'), theirs('gb', 'Grizzly Bears')] })
      .after({ do: 'attack', player: 'alice', attackers: { pw: 'bob' } })
      .when({ do: 'block', player: 'bob', blockers: { gb: 'pw' } })
      .thenRejected('509.1b', "can't be blocked");
  });

  it('prowess triggers on a noncreature spell its controller casts, and pumps it (702.108a)', () => {
    given({ battlefield: [mine('ms', 'Sample Swiftspear')], hands: { alice: [{ id: 'b', card: 'Sample Boltwave' }] } })
      .when(cast('b'))
      .thenIncludes([{ type: 'AbilityTriggered', data: { source: 'ms' }, metadata: { rule: '702.108a' } }])
      .when({ do: 'resolve' })
      .thenView({ battlefield: { ms: { power: 2, toughness: 3 } } });
  });

  it('returns a creature to its owner’s hand, exiles one, taps one (608.2c, 701.13a, 701.26a)', () => {
    const start = (card: string) => ({ battlefield: [theirs('gb', 'Grizzly Bears')], hands: { alice: [{ id: 's', card }] } });
    given(start('Sample Unsummon')).after(cast('s', ['gb'])).when({ do: 'resolve' })
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'gb', to: 'hand' }, metadata: { rule: '608.2c' } }])
      .thenView({ players: { bob: { hand: ['gb'] } } });
    given(start('Sample Banish')).after(cast('s', ['gb'])).when({ do: 'resolve' }).thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'gb', to: 'exile' }, metadata: { rule: '701.13a' } }]);
    given(start('Tap')).after(cast('s', ['gb'])).when({ do: 'resolve' }).thenView({ battlefield: { gb: { tapped: true } } });
  });

  it('targets an artifact only with "target artifact", and deals damage to each opponent', () => {
    given({ battlefield: [theirs('sr', 'Sol Ring'), theirs('gb', 'Grizzly Bears')], hands: { alice: [{ id: 's', card: 'Sample Shatter' }] } }).when(cast('s', ['gb'])).thenRejected('601.2c');
    given({ battlefield: [theirs('sr', 'Sol Ring')], hands: { alice: [{ id: 's', card: 'Sample Shatter' }] } }).after(cast('s', ['sr'])).when({ do: 'resolve' })
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'sr', reason: 'destroyed' } }]);
    given({ players: ['alice', 'bob', 'carol'], hands: { alice: [{ id: 'b', card: 'Sample Boltwave' }] } }).after(cast('b')).when({ do: 'resolve' })
      .thenView({ players: { alice: { life: 20 }, bob: { life: 17 }, carol: { life: 17 } } });
  });
});

describe('attack triggers, counters on a target, spells that can\'t be countered', () => {
  it('triggers "whenever it attacks" as it is declared an attacker (508.3a)', () => {
    given({ battlefield: [{ id: 'gr', card: 'Sample Raider', controller: 'alice' }] })
      .when({ do: 'attack', player: 'alice', attackers: { gr: 'bob' } })
      .thenIncludes([{ type: 'AttackersDeclared' }, { type: 'AbilityTriggered', data: { source: 'gr' }, metadata: { rule: '508.3a' } }])
      .when({ do: 'resolve' })
      .thenView({ battlefield: { gr: { power: 3 } } });
  });

  it('puts a +1/+1 counter on the target creature (122.1)', () => {
    given({ battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'bob' }], hands: { alice: [{ id: 'bg', card: 'Sample Growth' }] } })
      .after({ do: 'cast', player: 'alice', card: 'bg', targets: ['gb'] })
      .when({ do: 'resolve' })
      .thenView({ battlefield: { gb: { counters: { '+1/+1': 1 }, power: 3, toughness: 3 } } });
  });

  it('leaves a spell that can\'t be countered on the stack, and it resolves (101.2)', () => {
    given({ hands: { alice: [{ id: 'ch', card: 'Sample Chant' }, { id: 'c', card: 'Sample Cancel' }] } })
      .after({ do: 'cast', player: 'alice', card: 'ch' }, { do: 'cast', player: 'alice', card: 'c', targets: ['ch'] })
      .when({ do: 'resolve' })
      .thenNone([{ type: 'SpellCountered' }])
      .when({ do: 'resolve' })
      .thenView({ players: { alice: { life: 26 } } });
  });
});

describe('what an Aura grants, and blocking and attacking restrictions of the creature itself', () => {
  it('"Enchanted creature gets +1/+2 and has lifelink": in its P/T and keywords, and its damage gains life (613.4c, 702.15b)', () => {
    given({ battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'alice' }, { id: 'hs', card: 'Sample Blessing', controller: 'alice', attachedTo: 'gb' }] })
      .after({ do: 'attack', player: 'alice', attackers: { gb: 'bob' } }, { do: 'block', player: 'bob', blockers: {} })
      .when({ do: 'nextStep' })
      .thenIncludes([{ type: 'DamageDealt', data: { source: 'gb', target: 'bob', amount: 3 } }, { type: 'LifeGained', data: { player: 'alice', amount: 3 } }])
      .thenView({ battlefield: { gb: { power: 3, toughness: 4, keywords: ['lifelink'] } } });
  });

  it('"can block only creatures with flying" (509.1b)', () => {
    given({ battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'alice' }, { id: 'cs', card: 'Sample Sprite', controller: 'bob' }] })
      .after({ do: 'attack', player: 'alice', attackers: { gb: 'bob' } })
      .when({ do: 'block', player: 'bob', blockers: { cs: 'gb' } })
      .thenRejected('509.1b', 'only creatures with flying');
  });

  it('"can\'t be blocked by creatures with power 2 or less" (509.1b)', () => {
    given({ battlefield: [{ id: 'am', card: "Sample Wolf", controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }] })
      .after({ do: 'attack', player: 'alice', attackers: { am: 'bob' } })
      .when({ do: 'block', player: 'bob', blockers: { gb: 'am' } })
      .thenRejected('509.1b', 'power 2 or less');
  });

  it('"can\'t attack unless defending player controls an Island" (508.1c)', () => {
    given({ battlefield: [{ id: 'ss', card: 'Sample Serpent', controller: 'alice' }] }).when({ do: 'attack', player: 'alice', attackers: { ss: 'bob' } }).thenRejected('508.1c', 'an Island');
    given({ battlefield: [{ id: 'ss', card: 'Sample Serpent', controller: 'alice' }, { id: 'i1', card: 'Island', controller: 'bob' }] })
      .when({ do: 'attack', player: 'alice', attackers: { ss: 'bob' } })
      .thenIncludes([{ type: 'AttackersDeclared' }]);
  });
});

describe('Equipment (702.6a)', () => {
  const start = {
    battlefield: [
      { id: 'ss', card: 'Sample Sword', controller: 'alice' }, { id: 'w1', card: 'Wastes', controller: 'alice' },
      { id: 'gb', card: 'Grizzly Bears', controller: 'alice' }, { id: 'bb', card: 'Grizzly Bears', controller: 'bob' },
    ],
    hands: { alice: [{ id: 'd', card: 'Destroy' }] },
  };
  const equip = (target: string) => ({ do: 'activate', player: 'alice', source: 'ss', ability: 0, targets: [target] }) as const;

  it('attaches to a creature its controller controls, which gets +1/+1 (701.3a)', () => {
    given(start)
      .after({ do: 'activate', player: 'alice', source: 'w1', ability: 0 }, equip('gb'))
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PermanentAttached', data: { permanent: 'ss', to: 'gb' }, metadata: { rule: '701.3a' } }])
      .thenView({ battlefield: { ss: { attachedTo: 'gb' }, gb: { power: 3, toughness: 3 } } });
  });

  it("can't equip an opponent's creature, nor equip outside its controller's main phase (602.5d)", () => {
    given(start).after({ do: 'activate', player: 'alice', source: 'w1', ability: 0 }).when(equip('bb')).thenRejected('602.2b');
    given({ ...start, step: 'upkeep' }).after({ do: 'activate', player: 'alice', source: 'w1', ability: 0 }).when(equip('gb')).thenRejected('602.5d');
  });

  it('becomes unattached when the creature leaves the battlefield (704.5n)', () => {
    given({ ...start, battlefield: [{ ...start.battlefield[0]!, attachedTo: 'gb' }, ...start.battlefield.slice(1)] })
      .after({ do: 'cast', player: 'alice', card: 'd', targets: ['gb'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'gb' } }, { type: 'PermanentAttached', data: { permanent: 'ss', to: null }, metadata: { rule: '704.5n' } }])
      .thenView({ battlefield: { ss: { attachedTo: null } } });
  });
});

describe('fear, shadow and horsemanship (702.36b, 702.28b, 702.31b)', () => {
  const blocked = (attacker: string, blocker: string) =>
    given({ battlefield: [{ id: 'a', card: attacker, controller: 'alice' }, { id: 'b', card: blocker, controller: 'bob' }] })
      .after({ do: 'attack', player: 'alice', attackers: { a: 'bob' } })
      .when({ do: 'block', player: 'bob', blockers: { b: 'a' } });

  it('fear: a green creature can’t block it, a black one can', () => {
    blocked('Sample Specter', 'Grizzly Bears').thenRejected('702.36b');
    blocked('Sample Specter', 'Sample Vampire').thenIncludes([{ type: 'BlockersDeclared' }]);
  });

  it('shadow: only shadow blocks shadow, and shadow blocks only shadow', () => {
    blocked('Sample Monk', 'Grizzly Bears').thenRejected('702.28b');
    blocked('Grizzly Bears', 'Sample Monk').thenRejected('702.28b');
    blocked('Sample Monk', 'Sample Monk').thenIncludes([{ type: 'BlockersDeclared' }]);
  });

  it('horsemanship: only creatures with horsemanship block it; it may block others', () => {
    blocked('Lu Bu', 'Grizzly Bears').thenRejected('702.31b');
    blocked('Grizzly Bears', 'Lu Bu').thenIncludes([{ type: 'BlockersDeclared' }]);
  });
});

describe('losing life (119.3)', () => {
  it('a target player loses life, which is not damage; at 0 life they lose the game (704.5a)', () => {
    given({ life: { bob: 2 }, hands: { alice: [{ id: 's', card: 'Sample Drain' }] } })
      .after({ do: 'cast', player: 'alice', card: 's', targets: ['bob'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'LifeLost', data: { player: 'bob', amount: 2 }, metadata: { rule: '119.3' } }, { type: 'PlayerLeftGame', data: { player: 'bob', reason: 'lifeZero' } }])
      .thenNone([{ type: 'DamageDealt' }]);
  });

  it('each opponent loses life, and its controller does not', () => {
    given({ players: ['alice', 'bob', 'carol'], hands: { alice: [{ id: 's', card: 'Sample Tithe' }] } })
      .after({ do: 'cast', player: 'alice', card: 's' })
      .when({ do: 'resolve' })
      .thenView({ players: { alice: { life: 20 }, bob: { life: 17 }, carol: { life: 17 } } });
  });
});

describe('combat damage, life gain and end step triggers; intimidate; one blocker at most', () => {
  it('draws when it deals combat damage to a player (510.3a)', () => {
    given({ battlefield: [{ id: 'ns', card: 'Ninja Sample', controller: 'alice' }], libraries: { alice: 2 } })
      .after({ do: 'attack', player: 'alice', attackers: { ns: 'bob' } }, { do: 'block', player: 'bob', blockers: {} })
      .when({ do: 'nextStep' })
      .thenIncludes([{ type: 'DamageDealt', data: { source: 'ns', target: 'bob' } }, { type: 'AbilityTriggered', data: { source: 'ns' }, metadata: { rule: '510.3a' } }])
      .when({ do: 'resolve' })
      .thenView({ players: { alice: { hand: ['alice-lib-1'] } } });
  });

  it('intimidate: a creature sharing no color can’t block it; an artifact creature can (702.13b)', () => {
    const blocked = (blocker: string) =>
      given({ battlefield: [{ id: 'ns', card: 'Ninja Sample', controller: 'alice' }, { id: 'b', card: blocker, controller: 'bob' }] })
        .after({ do: 'attack', player: 'alice', attackers: { ns: 'bob' } })
        .when({ do: 'block', player: 'bob', blockers: { b: 'ns' } });
    blocked('Grizzly Bears').thenRejected('702.13b');
    blocked('Ornithopter').thenIncludes([{ type: 'BlockersDeclared' }]);
  });

  it('counts life gained: "whenever you gain life" puts a counter on it', () => {
    given({ battlefield: [{ id: 'aj', card: 'Ajani Sample', controller: 'alice' }], hands: { alice: [{ id: 'ch', card: 'Sample Chant' }] } })
      .after({ do: 'cast', player: 'alice', card: 'ch' }, { do: 'resolve' })
      .when({ do: 'resolve' })
      .thenView({ battlefield: { aj: { counters: { '+1/+1': 1 } } } });
  });

  it('is sacrificed at the beginning of the end step (603.2b), and refuses a second blocker (509.1b)', () => {
    given({ step: 'postcombatMain', battlefield: [{ id: 'sp', card: 'Spark Sample', controller: 'alice' }] })
      .after({ do: 'nextStep' })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'sp', reason: 'sacrificed' } }]);
    given({ battlefield: [{ id: 'sp', card: 'Spark Sample', controller: 'alice' }, { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }, { id: 'b2', card: 'Grizzly Bears', controller: 'bob' }] })
      .after({ do: 'attack', player: 'alice', attackers: { sp: 'bob' } })
      .when({ do: 'block', player: 'bob', blockers: { b1: 'sp', b2: 'sp' } })
      .thenRejected('509.1b', 'more than one');
  });
});

describe('target creature an opponent controls (115.1)', () => {
  it('takes an opponent’s creature and refuses its controller’s own', () => {
    const start = { battlefield: [{ id: 'mine', card: 'Grizzly Bears', controller: 'alice' }, { id: 'theirs', card: 'Grizzly Bears', controller: 'bob' }], hands: { alice: [{ id: 'x', card: 'Sample Exile' }] } };
    given(start).when({ do: 'cast', player: 'alice', card: 'x', targets: ['mine'] }).thenRejected('601.2c', 'an opponent controls');
    given(start).after({ do: 'cast', player: 'alice', card: 'x', targets: ['theirs'] }).when({ do: 'resolve' }).thenView({ players: { bob: { exile: ['theirs'] } } });
  });
});

describe('discarding (701.9a-b)', () => {
  it('draws, then asks which card to discard, and discards the one chosen', () => {
    given({ hands: { alice: [{ id: 'r', card: 'Sample Rummage' }, { id: 'h1', card: 'Forest' }] }, libraries: { alice: 2 } })
      .after({ do: 'cast', player: 'alice', card: 'r' })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'CardsDrawn' }, { type: 'ChoiceRequested', data: { player: 'alice', kind: 'discard', options: ['h1', 'alice-lib-1'] } }])
      .when({ do: 'choose', player: 'alice', choice: ['h1'] })
      .thenIncludes([{ type: 'CardDiscarded', data: { player: 'alice', card: 'h1' }, metadata: { rule: '701.9a' } }])
      .thenView({ players: { alice: { hand: ['alice-lib-1'], graveyard: ['h1', 'r'] } } });
  });

  it('a target player with no more cards than asked discards them all without a choice', () => {
    given({ hands: { alice: [{ id: 'r', card: 'Sample Raven' }], bob: [{ id: 'b1', card: 'Forest' }] } })
      .after({ do: 'cast', player: 'alice', card: 'r', targets: ['bob'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'CardDiscarded', data: { player: 'bob', card: 'b1' } }])
      .thenNone([{ type: 'ChoiceRequested' }]);
  });
});

describe('target creature spell', () => {
  it('counters a creature spell and refuses a noncreature one', () => {
    const start = { hands: { alice: [{ id: 'gb', card: 'Grizzly Bears' }, { id: 'bw', card: 'Sample Boltwave' }, { id: 'es', card: 'Sample Scatter' }] }, battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'f2', card: 'Forest', controller: 'alice' }] };
    given(start).after({ do: 'cast', player: 'alice', card: 'bw' }).when({ do: 'cast', player: 'alice', card: 'es', targets: ['bw'] }).thenRejected('601.2c', 'target creature spell');
    given(start)
      .after({ do: 'activate', player: 'alice', source: 'f1', ability: 0 }, { do: 'activate', player: 'alice', source: 'f2', ability: 0 }, { do: 'cast', player: 'alice', card: 'gb' }, { do: 'cast', player: 'alice', card: 'es', targets: ['gb'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'SpellCountered', data: { spell: 'gb' } }]);
  });
});

describe('"other creatures you control get +1/+1 and have haste", and landfall', () => {
  it('pumps and hastes its controller’s other creatures, not itself nor an opponent’s (613.4c)', () => {
    given({ battlefield: [{ id: 'an', card: 'Sample Anthem', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'alice', newThisTurn: true }, { id: 'bb', card: 'Grizzly Bears', controller: 'bob' }] })
      .when({ do: 'attack', player: 'alice', attackers: { gb: 'bob' } })
      .thenIncludes([{ type: 'AttackersDeclared' }])
      .thenView({ battlefield: { an: { power: 2, toughness: 2 }, gb: { power: 3, toughness: 3, keywords: ['haste'] }, bb: { power: 2, toughness: 2, keywords: [] } } });
  });

  it('triggers when a land enters under its controller’s control', () => {
    given({ battlefield: [{ id: 'lf', card: 'Sample Landfall', controller: 'alice' }], hands: { alice: [{ id: 'f', card: 'Forest' }] } })
      .after({ do: 'play', player: 'alice', card: 'f' })
      .when({ do: 'resolve' })
      .thenView({ battlefield: { lf: { power: 4, toughness: 4 } } });
  });
});

describe('each opponent discards', () => {
  it('asks each opponent in turn order for their own card', () => {
    given({ players: ['alice', 'bob', 'carol'], hands: { alice: [{ id: 'm', card: 'Sample Mind Rot' }], bob: [{ id: 'b1', card: 'Forest' }, { id: 'b2', card: 'Island' }], carol: [{ id: 'c1', card: 'Forest' }] } })
      .after({ do: 'cast', player: 'alice', card: 'm' })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'ChoiceRequested', data: { player: 'bob', kind: 'discard' } }])
      .when({ do: 'choose', player: 'bob', choice: ['b2'] })
      .thenIncludes([{ type: 'CardDiscarded', data: { player: 'bob', card: 'b2' } }, { type: 'CardDiscarded', data: { player: 'carol', card: 'c1' } }])
      .thenView({ players: { alice: { hand: [] }, bob: { hand: ['b1'] }, carol: { hand: [] } } });
  });
});

describe('"enters tapped unless" (614.1d)', () => {
  const play = (card: string, lands: readonly string[]) =>
    given({ battlefield: lands.map((l, i) => ({ id: `l${i}`, card: l, controller: 'alice' })), hands: { alice: [{ id: 'x', card }] } }).when({ do: 'play', player: 'alice', card: 'x' });

  it('a fastland enters untapped with two or fewer other lands, tapped with three', () => {
    play('Sample Fastland', ['Island', 'Island']).thenIncludes([{ type: 'PermanentEntered', data: { permanent: 'x', tapped: false } }]);
    play('Sample Fastland', ['Island', 'Island', 'Island']).thenIncludes([{ type: 'PermanentEntered', data: { permanent: 'x', tapped: true } }]);
  });

  it('a checkland enters untapped when its controller controls a land of either type', () => {
    play('Sample Checkland', ['Plains']).thenIncludes([{ type: 'PermanentEntered', data: { permanent: 'x', tapped: false } }]);
    play('Sample Checkland', ['Island']).thenIncludes([{ type: 'PermanentEntered', data: { permanent: 'x', tapped: true } }]);
  });
});
