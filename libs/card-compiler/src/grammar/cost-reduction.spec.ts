import type { CardShape } from './line-rule';
import { costsLessPerGraveyardCardRule, spellFilter, spellsCostLessRule } from './cost-reduction.rule';

const creature: CardShape = { name: 'Example', types: ['Creature'], subtypes: [] };
const staticOf = (rule: typeof spellsCostLessRule, text: string, card: CardShape = creature): unknown => {
  const a = rule.read({ printed: text, text }, card)?.abilities[0];
  return a?.kind === 'static' ? a.static : null;
};

describe('cost reductions (601.2f)', () => {
  it('reads the spells a reduction names: card types, creature types, or both', () => {
    expect(spellFilter('Instant and sorcery')).toEqual({ types: ['Instant', 'Sorcery'] });
    expect(spellFilter('Kithkin spells and Soldier')).toEqual({ subtypes: ['Kithkin', 'Soldier'] });
    expect(spellFilter('Artifact, instant, and sorcery')).toEqual({ types: ['Artifact', 'Instant', 'Sorcery'] });
    expect(spellFilter('Goblin')).toEqual({ subtypes: ['Goblin'] });
    for (const words of ['Noncreature', 'Red', 'Legendary', 'Instant or sorcery']) expect({ words, filter: spellFilter(words) }).toEqual({ words, filter: null });
  });

  it('reads "... spells you cast cost {N} less to cast." on a permanent only', () => {
    expect(staticOf(spellsCostLessRule, 'Instant and sorcery spells you cast cost {1} less to cast.')).toEqual({ kind: 'spellsYouCastCostLess', generic: 1, spells: { types: ['Instant', 'Sorcery'] } });
    expect(staticOf(spellsCostLessRule, 'Dragon spells you cast cost {2} less to cast.')).toEqual({ kind: 'spellsYouCastCostLess', generic: 2, spells: { subtypes: ['Dragon'] } });
    expect(staticOf(spellsCostLessRule, 'Instant and sorcery spells you cast cost {1} less to cast.', { name: 'X', types: ['Sorcery'], subtypes: [] })).toBeNull();
    expect(staticOf(spellsCostLessRule, 'Noncreature spells you cast cost {1} less to cast.')).toBeNull();
    expect(staticOf(spellsCostLessRule, 'Spells your opponents cast cost {1} more to cast.')).toBeNull();
  });

  it('reads "~ costs {N} less to cast for each <type> card in your graveyard." with card types only', () => {
    expect(staticOf(costsLessPerGraveyardCardRule, '~ costs {1} less to cast for each instant and sorcery card in your graveyard.')).toEqual({ kind: 'costsLessForEachCardInYourGraveyard', generic: 1, cards: { types: ['Instant', 'Sorcery'] } });
    expect(staticOf(costsLessPerGraveyardCardRule, '~ costs {1} less to cast for each Zombie card in your graveyard.')).toBeNull();
    expect(staticOf(costsLessPerGraveyardCardRule, '~ costs {1} less to cast for each card type among cards in your graveyard.')).toBeNull();
  });
});
