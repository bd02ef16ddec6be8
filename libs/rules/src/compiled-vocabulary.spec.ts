/**
 * The vocabulary cards compiled from their text need beyond the hand-written pool: flash,
 * "enters tapped", "Add {W} or {U}", "you gain N life", "[this] gets +N/+N until end of turn",
 * "target player".
 */
import { createCatalog } from './card-catalog';
import { defineCard, keyword, manaAbility, spell, staticAbility, tap } from './card-definition';
import { deciderSpec } from './testing/decider-spec';
import { SAMPLE_CARDS } from './testing/sample-cards';

const catalog = createCatalog([
  ...SAMPLE_CARDS,
  defineCard({ name: 'Ambush Viper', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Snake'], power: 2, toughness: 1, oracle: 'Flash\nDeathtouch', abilities: [keyword('Flash'), keyword('Deathtouch')] }),
  defineCard({ name: 'Grizzly Bears', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2, oracle: '', abilities: [] }),
  defineCard({
    name: 'Tranquil Cove', types: ['Land'],
    oracle: 'This land enters tapped.\nWhen this land enters, you gain 1 life.\n{T}: Add {W} or {U}.',
    abilities: [
      staticAbility('This land enters tapped.', { kind: 'entersTapped' }),
      { kind: 'triggered', text: 'When this land enters, you gain 1 life.', trigger: { kind: 'selfEnters' }, effect: { kind: 'gainLife', amount: 1, who: 'controller' } },
      manaAbility('{T}: Add {W} or {U}.', [tap()], { kind: 'oneOf', options: ['W', 'U'] }),
    ],
  }),
  defineCard({
    name: 'Shivan Dragon', manaCost: '{4}{R}{R}', types: ['Creature'], subtypes: ['Dragon'], power: 5, toughness: 5,
    oracle: 'Flying\n{R}: Shivan Dragon gets +1/+0 until end of turn.',
    abilities: [keyword('Flying'), { kind: 'activated', text: '{R}: Shivan Dragon gets +1/+0 until end of turn.', cost: [{ kind: 'mana', cost: '{R}' }], effect: { kind: 'pumpSource', power: 1, toughness: 0 } }],
  }),
  defineCard({
    name: 'Lava Spike', manaCost: '{R}', types: ['Sorcery'], oracle: 'Lava Spike deals 3 damage to target player.',
    abilities: [spell('Lava Spike deals 3 damage to target player.', { kind: 'dealDamage', amount: 3, to: 'target' }, { kind: 'player' })],
  }),
]);
const { given } = deciderSpec(catalog);

describe('flash (702.8a)', () => {
  it('casts a creature with flash on an opponent’s turn, with a spell on the stack', () => {
    given({
      activePlayer: 'bob', step: 'upkeep',
      battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'f2', card: 'Forest', controller: 'alice' }],
      hands: { alice: [{ id: 'av', card: 'Ambush Viper' }] },
    })
      .after({ do: 'activate', player: 'alice', source: 'f1', ability: 0 }, { do: 'activate', player: 'alice', source: 'f2', ability: 0 })
      .when({ do: 'cast', player: 'alice', card: 'av' })
      .thenIncludes([{ type: 'SpellCast', data: { name: 'Ambush Viper' } }]);
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
    given({ hands: { alice: [{ id: 'tc', card: 'Tranquil Cove' }] } })
      .when({ do: 'play', player: 'alice', card: 'tc' })
      .thenIncludes([{ type: 'PermanentEntered', data: { permanent: 'tc', tapped: true } }, { type: 'AbilityTriggered', data: { source: 'tc' } }])
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'LifeGained', data: { player: 'alice', amount: 1 }, metadata: { rule: '119.3' } }])
      .thenView({ players: { alice: { life: 21 } }, battlefield: { tc: { tapped: true } } });
  });

  it('asks which of its two colors to add, and adds the one chosen (106.1)', () => {
    given({ battlefield: [{ id: 'tc', card: 'Tranquil Cove', controller: 'alice' }] })
      .when({ do: 'activate', player: 'alice', source: 'tc', ability: 0 })
      .thenIncludes([{ type: 'ChoiceRequested', data: { kind: 'manaType', options: ['W', 'U'] } }])
      .when({ do: 'choose', player: 'alice', choice: 'U' })
      .thenIncludes([{ type: 'ManaAdded', data: { mana: { U: 1 } } }]);
  });
});

describe('a creature that pumps itself (613.4c)', () => {
  it('gets +1/+0 until end of turn for each activation', () => {
    given({ battlefield: [{ id: 'sd', card: 'Shivan Dragon', controller: 'alice' }, { id: 'm1', card: 'Mountain', controller: 'alice' }] })
      .after({ do: 'activate', player: 'alice', source: 'm1', ability: 0 }, { do: 'activate', player: 'alice', source: 'sd', ability: 0 })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PowerToughnessChanged', data: { permanent: 'sd', power: 1, toughness: 0 } }])
      .thenView({ battlefield: { sd: { power: 6, toughness: 5 } } });
  });
});

describe('target player (115.1)', () => {
  it('deals damage to the player chosen, and refuses a creature as the target', () => {
    const start = { battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }], hands: { alice: [{ id: 'ls', card: 'Lava Spike' }] } };
    given(start).after({ do: 'activate', player: 'alice', source: 'm1', ability: 0 }).when({ do: 'cast', player: 'alice', card: 'ls', targets: ['gb'] }).thenRejected('601.2c');
    given(start)
      .after({ do: 'activate', player: 'alice', source: 'm1', ability: 0 }, { do: 'cast', player: 'alice', card: 'ls', targets: ['bob'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'DamageDealt', data: { target: 'bob', amount: 3 } }])
      .thenView({ players: { bob: { life: 17 } } });
  });
});
