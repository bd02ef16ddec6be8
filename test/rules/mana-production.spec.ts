import { couldProduce, couldProduceAll, manaReplacements, replacementOutcomes, type ManaBundle, type StartPermanent } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { CARD_CATALOG } from '@arbiter/cards';

const { given } = deciderSpec(CARD_CATALOG);

const board = (...battlefield: StartPermanent[]) => given({ battlefield }).state;
const alice = (id: string, card: string): StartPermanent => ({ id, card, controller: 'alice' });
const bob = (id: string, card: string): StartPermanent => ({ id, card, controller: 'bob' });

/** Every way a Forest's {G} can end up once the replacements on the board apply, in any order. */
function forestOutcomes(...others: StartPermanent[]): ManaBundle[] {
  const state = board(alice('f1', 'Forest'), ...others);
  const forest = state.battlefield['f1']!;
  const reps = manaReplacements(state, CARD_CATALOG);
  return replacementOutcomes({ permanent: forest, player: 'alice', bundle: { G: 1 }, tappedForMana: true }, reps, CARD_CATALOG);
}

describe('could produce (106.7)', () => {
  it('is what the mana ability would make: a Forest could produce {G}', () => {
    expect(couldProduce(board(alice('f1', 'Forest')), CARD_CATALOG, 'f1')).toEqual(['G']);
  });

  it('ignores costs and tapped status', () => {
    expect(couldProduce(board({ ...alice('f1', 'Forest'), tapped: true }), CARD_CATALOG, 'f1')).toEqual(['G']);
  });

  it('gives Reflecting Pool the types of the other lands its controller controls', () => {
    const state = board(alice('rp', 'Reflecting Pool'), alice('f1', 'Forest'), alice('i1', 'Island'), bob('s1', 'Swamp'));
    expect(couldProduce(state, CARD_CATALOG, 'rp')).toEqual(['U', 'G']);
  });

  it('lets a lone Reflecting Pool produce nothing', () => {
    expect(couldProduce(board(alice('rp', 'Reflecting Pool')), CARD_CATALOG, 'rp')).toEqual([]);
  });

  it('defines nothing through a loop: two Reflecting Pools alone produce nothing', () => {
    const all = couldProduceAll(board(alice('rp1', 'Reflecting Pool'), alice('rp2', 'Reflecting Pool')), CARD_CATALOG);
    expect([...(all.get('rp1') ?? [])]).toEqual([]);
    expect([...(all.get('rp2') ?? [])]).toEqual([]);
  });

  it('defines nothing through a loop: Exotic Orchard facing Exotic Orchard produces nothing', () => {
    const state = board(alice('o1', 'Exotic Orchard'), bob('o2', 'Exotic Orchard'));
    expect(couldProduce(state, CARD_CATALOG, 'o1')).toEqual([]);
    expect(couldProduce(state, CARD_CATALOG, 'o2')).toEqual([]);
  });

  it('passes types along a chain: Pool ← Pool ← Forest', () => {
    const state = board(alice('rp1', 'Reflecting Pool'), alice('rp2', 'Reflecting Pool'), alice('f1', 'Forest'));
    expect(couldProduce(state, CARD_CATALOG, 'rp1')).toEqual(['G']);
    expect(couldProduce(state, CARD_CATALOG, 'rp2')).toEqual(['G']);
  });

  it('lets Exotic Orchard make only colors, never {C}, from opponents\' lands (105.4)', () => {
    expect(couldProduce(board(alice('o1', 'Exotic Orchard'), bob('w1', 'Wastes')), CARD_CATALOG, 'o1')).toEqual([]);
    expect(couldProduce(board(alice('o1', 'Exotic Orchard'), bob('w1', 'Wastes'), bob('m1', 'Mountain')), CARD_CATALOG, 'o1')).toEqual(['R']);
  });

  it('looks only at lands: a mana creature does not feed Reflecting Pool', () => {
    expect(couldProduce(board(alice('rp', 'Reflecting Pool'), alice('bop', 'Birds of Paradise')), CARD_CATALOG, 'rp')).toEqual([]);
  });

  it('gives Naga Vitalist any type, colorless included, that its controller\'s lands could produce', () => {
    expect(couldProduce(board(alice('nv', 'Naga Vitalist'), alice('w1', 'Wastes')), CARD_CATALOG, 'nv')).toEqual(['C']);
  });

  it('counts granted abilities: Chromatic Lantern makes a lone Reflecting Pool produce every color', () => {
    const state = board(alice('rp', 'Reflecting Pool'), alice('cl', 'Chromatic Lantern'));
    expect(couldProduce(state, CARD_CATALOG, 'rp')).toEqual(['W', 'U', 'B', 'R', 'G']);
  });

  it('applies replacement effects: under Contamination a Forest could produce only {B}', () => {
    expect(couldProduce(board(alice('f1', 'Forest'), bob('ct', 'Contamination')), CARD_CATALOG, 'f1')).toEqual(['B']);
  });

  it('applies Pulse of Llanowar to its controller\'s basic lands only', () => {
    const state = board(alice('f1', 'Forest'), alice('pl', 'Pulse of Llanowar'), bob('i1', 'Island'));
    expect(couldProduce(state, CARD_CATALOG, 'f1')).toEqual(['W', 'U', 'B', 'R', 'G']);
    expect(couldProduce(state, CARD_CATALOG, 'i1')).toEqual(['U']);
  });

  it('computes a 40-land board of loops without replacements', () => {
    const lands: StartPermanent[] = [];
    for (let i = 0; i < 14; i++) lands.push(alice(`rp${i}`, 'Reflecting Pool'));
    for (let i = 0; i < 3; i++) lands.push(alice(`f${i}`, 'Forest'), alice(`i${i}`, 'Island'));
    for (let i = 0; i < 10; i++) lands.push(bob(`o${i}`, 'Exotic Orchard'));
    for (let i = 0; i < 9; i++) lands.push(bob(`bp${i}`, 'Reflecting Pool'));
    lands.push(bob('w1', 'Wastes'));
    const all = couldProduceAll(board(...lands), CARD_CATALOG);
    const types = (id: string): string[] => [...(all.get(id) ?? [])].sort();
    expect(types('rp13')).toEqual(['G', 'U']);
    // Orchards see alice's Forests, Islands and Pools; bob's Pools see the Orchards and the Wastes.
    expect(types('o9')).toEqual(['G', 'U']);
    expect(types('bp8')).toEqual(['C', 'G', 'U']);
  });

  it('computes a 40-land board with loops and replacements', () => {
    const lands: StartPermanent[] = [];
    for (let i = 0; i < 14; i++) lands.push(alice(`rp${i}`, 'Reflecting Pool'));
    for (let i = 0; i < 3; i++) lands.push(alice(`f${i}`, 'Forest'), alice(`i${i}`, 'Island'));
    for (let i = 0; i < 10; i++) lands.push(bob(`o${i}`, 'Exotic Orchard'));
    for (let i = 0; i < 9; i++) lands.push(bob(`bp${i}`, 'Reflecting Pool'));
    lands.push(bob('w1', 'Wastes'));
    const state = board(...lands, alice('mr', 'Mana Reflection'), bob('ct', 'Contamination'), bob('ds', 'Damping Sphere'));
    expect(lands).toHaveLength(40);
    const all = couldProduceAll(state, CARD_CATALOG);
    const types = (id: string): string[] => [...(all.get(id) ?? [])].sort();
    // Contamination makes every land produce {B}; alice's Mana Reflection doubles that, and
    // Damping Sphere then turns two mana into {C} (616.1f re-checks after each replacement).
    expect(types('f0')).toEqual(['B', 'C']);
    expect(types('rp0')).toEqual(['B', 'C']);
    expect(types('w1')).toEqual(['B']);
    expect(types('bp0')).toEqual(['B']);
    expect(types('o0')).toEqual(['B']);
  });
});

describe('replacement outcomes in every order (616.1)', () => {
  it('leaves the production alone when nothing applies', () => {
    expect(forestOutcomes()).toEqual([{ G: 1 }]);
  });

  it('gives both orders of Contamination and Mana Reflection: {B}{B} or {B}', () => {
    const outcomes = forestOutcomes(bob('ct', 'Contamination'), alice('mr', 'Mana Reflection'));
    expect(outcomes).toHaveLength(2);
    expect(outcomes).toEqual(expect.arrayContaining([{ B: 2 }, { B: 1 }]));
  });

  it('re-checks after each replacement (616.1f): Damping Sphere applies once Mana Reflection makes two mana', () => {
    expect(forestOutcomes(alice('mr', 'Mana Reflection'), bob('ds', 'Damping Sphere'))).toEqual([{ C: 1 }]);
  });

  it('applies Mana Reflection only to its controller\'s tapping', () => {
    expect(forestOutcomes(bob('mr', 'Mana Reflection'))).toEqual([{ G: 1 }]);
  });

  it('applies each replacement once (614.5): two Mana Reflections make four', () => {
    expect(forestOutcomes(alice('mr1', 'Mana Reflection'), alice('mr2', 'Mana Reflection'))).toEqual([{ G: 4 }]);
  });

  it('offers every color for Pulse of Llanowar, in either order with Mana Reflection', () => {
    const outcomes = forestOutcomes(alice('pl', 'Pulse of Llanowar'), alice('mr', 'Mana Reflection'));
    expect(outcomes).toEqual(expect.arrayContaining([{ W: 2 }, { U: 2 }, { B: 2 }, { R: 2 }, { G: 2 }]));
    expect(outcomes).toHaveLength(5);
  });

  it('does not apply to mana made other than by tapping for mana (106.12b)', () => {
    const state = board(alice('f1', 'Forest'), alice('mr', 'Mana Reflection'));
    const reps = manaReplacements(state, CARD_CATALOG);
    expect(replacementOutcomes({ permanent: state.battlefield['f1']!, player: 'alice', bundle: { G: 1 }, tappedForMana: false }, reps, CARD_CATALOG)).toEqual([{ G: 1 }]);
  });

  it('handles many copies of several effects without trying every permutation', () => {
    const copies: StartPermanent[] = [];
    for (let i = 0; i < 8; i++) copies.push(alice(`mr${i}`, 'Mana Reflection'), bob(`ct${i}`, 'Contamination'));
    const outcomes = forestOutcomes(...copies, alice('pl', 'Pulse of Llanowar'));
    // Each Contamination resets to {B}; the amount is 2^k for the Reflections applied after the last one.
    expect(outcomes).toEqual(expect.arrayContaining([{ B: 1 }, { B: 256 }, { G: 256 }, { W: 1 }]));
  });
});
