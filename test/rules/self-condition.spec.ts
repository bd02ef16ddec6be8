/** A card's own bonus while a condition holds (611.3a): attacking, its controller's turn, controlling a kind of permanent, life. */
import { createCatalog, defineCard, staticAbility, type SelfCondition } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

const knight = (name: string, condition: SelfCondition, keywords: readonly string[], power = 0, toughness = 0): ReturnType<typeof defineCard> =>
  defineCard({ name, manaCost: '{2}', types: ['Creature'], power: 2, toughness: 2, oracle: name, abilities: [staticAbility(name, { kind: 'selfGetsWhile', power, toughness, keywords, condition })] });

const catalog = createCatalog([
  ...ALL_CARDS,
  knight('Raider', { kind: 'attacking' }, ['first strike'], 1, 0),
  knight('Day Guard', { kind: 'yourTurn' }, [], 0, 2),
  knight('Smith', { kind: 'youControl', type: 'Artifact' }, ['deathtouch']),
  knight('Elder Knight', { kind: 'lifeAtLeast', n: 25 }, ['double strike']),
  knight('Grave Bear', { kind: 'graveyardAtLeast', n: 7 }, [], 2, 2),
]);
const { given } = deciderSpec(catalog);

describe('a bonus of the card itself while a condition holds', () => {
  it('while it is attacking (508.1k)', () => {
    const at = given({ battlefield: [{ id: 'r', card: 'Raider', controller: 'alice' }] });
    expect(at.view).toMatchObject({ battlefield: { r: { power: 2, keywords: [] } } });
    at.when({ do: 'attack', player: 'alice', attackers: { r: 'bob' } }).thenView({ battlefield: { r: { power: 3, keywords: ['first strike'] } } });
  });

  it("on its controller's turn only (102.1)", () => {
    expect(given({ battlefield: [{ id: 'd', card: 'Day Guard', controller: 'alice' }] }).view).toMatchObject({ battlefield: { d: { toughness: 4 } } });
    expect(given({ activePlayer: 'bob', battlefield: [{ id: 'd', card: 'Day Guard', controller: 'alice' }] }).view).toMatchObject({ battlefield: { d: { toughness: 2 } } });
  });

  it('while its controller controls an artifact, not while only an opponent does', () => {
    expect(given({ battlefield: [{ id: 's', card: 'Smith', controller: 'alice' }, { id: 'sr', card: 'Sol Ring', controller: 'alice' }] }).view).toMatchObject({ battlefield: { s: { keywords: ['deathtouch'] } } });
    expect(given({ battlefield: [{ id: 's', card: 'Smith', controller: 'alice' }, { id: 'sr', card: 'Sol Ring', controller: 'bob' }] }).view).toMatchObject({ battlefield: { s: { keywords: [] } } });
  });

  it('while its controller has seven cards in their graveyard (threshold), not six', () => {
    const cards = (n: number, who = 'a'): { id: string; card: string }[] => Array.from({ length: n }, (_, i) => ({ id: `${who}${i}`, card: 'Forest' }));
    expect(given({ graveyards: { alice: cards(7) }, battlefield: [{ id: 'b', card: 'Grave Bear', controller: 'alice' }] }).view).toMatchObject({ battlefield: { b: { power: 4, toughness: 4 } } });
    expect(given({ graveyards: { alice: cards(6), bob: cards(7, 'b') }, battlefield: [{ id: 'b', card: 'Grave Bear', controller: 'alice' }] }).view).toMatchObject({ battlefield: { b: { power: 2, toughness: 2 } } });
  });

  it('while its controller has that much life', () => {
    expect(given({ life: { alice: 25 }, battlefield: [{ id: 'e', card: 'Elder Knight', controller: 'alice' }] }).view).toMatchObject({ battlefield: { e: { keywords: ['double strike'] } } });
    expect(given({ life: { alice: 24 }, battlefield: [{ id: 'e', card: 'Elder Knight', controller: 'alice' }] }).view).toMatchObject({ battlefield: { e: { keywords: [] } } });
  });
});

describe("can't be blocked by a creature type (509.1b)", () => {
  const evasive = createCatalog([
    ...ALL_CARDS,
    defineCard({ name: 'Noble', manaCost: '{1}{B}', types: ['Creature'], subtypes: ['Vampire'], power: 2, toughness: 2, oracle: "Noble can't be blocked by Humans.", abilities: [staticAbility("Noble can't be blocked by Humans.", { kind: 'cantBeBlockedBySubtype', subtype: 'Human' })] }),
    defineCard({ name: 'Villager', manaCost: '{W}', types: ['Creature'], subtypes: ['Human', 'Peasant'], power: 1, toughness: 1, oracle: '', abilities: [] }),
  ]);
  const spec = deciderSpec(evasive);
  it('refuses a block by a creature of that type, allows another', () => {
    const declared = spec
      .given({ battlefield: [{ id: 'n', card: 'Noble', controller: 'alice' }, { id: 'v', card: 'Villager', controller: 'bob' }, { id: 'le', card: 'Llanowar Elves', controller: 'bob' }] })
      .after({ do: 'attack', player: 'alice', attackers: { n: 'bob' } });
    declared.when({ do: 'block', player: 'bob', blockers: { v: 'n' } }).thenRejected('509.1b');
    declared.when({ do: 'block', player: 'bob', blockers: { le: 'n' } }).thenIncludes([{ type: 'BlockersDeclared' }]);
  });
});
