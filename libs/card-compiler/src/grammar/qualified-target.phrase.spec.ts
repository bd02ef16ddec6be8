import { readTarget } from './target.phrase';
import { readQualifiedTarget } from './qualified-target.phrase';
import { compileCard } from '../compile-card';

describe('target phrases by quality (115.1)', () => {
  it('reads several card types, a quality of the creature among them, colors and a controller', () => {
    expect(readQualifiedTarget('target creature or enchantment')).toEqual({ kind: 'permanentMatching', filter: { types: ['Creature', 'Enchantment'] } });
    expect(readQualifiedTarget('target artifact, enchantment, or creature with flying')).toEqual({
      kind: 'permanentMatching', filter: { types: ['Artifact', 'Enchantment', 'Creature'], creature: { keyword: 'flying' } },
    });
    expect(readQualifiedTarget('target green or white creature')).toEqual({ kind: 'permanentMatching', filter: { types: ['Creature'], colors: ['G', 'W'] } });
    expect(readQualifiedTarget("target creature or planeswalker that's black or red")).toEqual({
      kind: 'permanentMatching', filter: { types: ['Creature'], orPlaneswalker: true, colors: ['B', 'R'] },
    });
    expect(readQualifiedTarget('target nonland permanent an opponent controls')).toEqual({ kind: 'permanentMatching', filter: { types: [], nonland: true, controller: 'opponent' } });
    expect(readQualifiedTarget('target creature with toughness 4 or greater')).toEqual({
      kind: 'permanentMatching', filter: { types: ['Creature'], creature: { stat: 'toughness', n: 4, orGreater: true } },
    });
  });

  it('reads spells by color or by type', () => {
    expect(readQualifiedTarget('target red or green spell')).toEqual({ kind: 'spellMatching', filter: { types: [], colors: ['R', 'G'] } });
    expect(readQualifiedTarget('target artifact or creature spell')).toEqual({ kind: 'spellMatching', filter: { types: ['Artifact', 'Creature'] } });
  });

  it('refuses a quality on a noun that is not a creature, a type twice, colors on both sides, and planeswalkers alone', () => {
    expect(readQualifiedTarget('target creature or enchantment with flying')).toBeNull();
    expect(readQualifiedTarget('target creature or creature')).toBeNull();
    expect(readQualifiedTarget("target red creature that's black")).toBeNull();
    expect(readQualifiedTarget('target planeswalker')).toBeNull();
  });

  it('keeps the plain phrases as they were read before', () => {
    expect(readTarget('target creature an opponent controls')).toEqual({ kind: 'creatureAnOpponentControls' });
    expect(readTarget('target artifact or enchantment')).toEqual({ kind: 'artifactOrEnchantment' });
  });

  it('reads whole cards with them (Mortify, Flashfreeze, Meteor Golem)', () => {
    const mortify = compileCard({ name: 'Sample Mortification', mana_cost: '{1}{W}{B}', type_line: 'Instant', layout: 'CardImpl', text: 'Destroy target creature or enchantment.' });
    expect(mortify.modeled && mortify.definition.abilities[0]).toMatchObject({ kind: 'spell', effect: { kind: 'destroyTarget' }, targets: { kind: 'permanentMatching' } });
    const flashfreeze = compileCard({ name: 'Sample Freeze', mana_cost: '{1}{U}', type_line: 'Instant', layout: 'CardImpl', text: 'Counter target red or green spell.' });
    expect(flashfreeze.modeled && flashfreeze.definition.abilities[0]).toMatchObject({ effect: { kind: 'counterTargetSpell' }, targets: { kind: 'spellMatching' } });
    const golem = compileCard({
      name: 'Sample Golem', mana_cost: '{7}', type_line: 'Artifact Creature — Golem', power: '3', toughness: '3', layout: 'CardImpl',
      text: 'When Sample Golem enters the battlefield, destroy target nonland permanent an opponent controls.',
    });
    expect(golem.modeled && golem.definition.abilities[0]).toMatchObject({ kind: 'triggered', targets: { kind: 'permanentMatching', filter: { nonland: true, controller: 'opponent' } } });
  });
});
