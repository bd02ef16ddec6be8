import fc from 'fast-check';
import type { CardRecord } from './card-record';
import { compileCard } from './compile-card';

const record = (r: Partial<CardRecord> & { name: string; type_line: string }): CardRecord => ({ layout: 'CardImpl', text_source: 'xmage-comment', ...r });

describe('compileCard', () => {
  it('models a vanilla creature from its record: cost, colors, types, P/T', () => {
    const result = compileCard(record({ name: 'Grizzly Bears', mana_cost: '{1}{G}', type_line: 'Creature — Bear', power: '2', toughness: '2', text: '' }));
    expect(result.modeled && result.definition).toMatchObject({
      name: 'Grizzly Bears', manaCostText: '{1}{G}', colors: ['G'], types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2, abilities: [],
    });
  });

  it('models Lightning Bolt as one dealDamage to any target', () => {
    const result = compileCard(record({ name: 'Lightning Bolt', mana_cost: '{R}', type_line: 'Instant', text: 'Lightning Bolt deals 3 damage to any target.' }));
    expect(result.modeled && result.definition.abilities).toEqual([
      { kind: 'spell', number: 1, text: 'Lightning Bolt deals 3 damage to any target.', effect: { kind: 'dealDamage', amount: 3, to: 'target' }, targets: { kind: 'any' } },
    ]);
  });

  it('reads the older wording of an enters trigger the same as the current one', () => {
    const older = compileCard(record({ name: 'Wall of Omens', mana_cost: '{1}{W}', type_line: 'Creature — Wall', power: '0', toughness: '4', text: 'Defender\nWhen Wall of Omens enters the battlefield, draw a card.' }));
    const current = compileCard(record({ name: 'Wall of Omens', mana_cost: '{1}{W}', type_line: 'Creature — Wall', power: '0', toughness: '4', text: 'Defender\nWhen this creature enters, draw a card.' }));
    const shape = (r: typeof older): unknown => (r.modeled ? r.definition.abilities.map((a) => ({ ...a, text: '' })) : r);
    expect(shape(older)).toEqual(shape(current));
    expect(shape(older)).toEqual([
      { kind: 'keyword', number: 1, text: '' },
      { kind: 'triggered', number: 2, text: '', trigger: { kind: 'selfEnters' }, effect: { kind: 'drawCards', amount: 1, who: 'controller' } },
    ]);
  });

  it('gives a land of a basic land type its intrinsic mana ability (305.6), and reads "enters tapped"', () => {
    const result = compileCard(record({ name: 'Example Tapland', type_line: 'Land — Forest Island', text: '({T}: Add {G} or {U}.)\nThis land enters tapped.' }));
    expect(result.modeled && result.definition.abilities.map((a) => [a.number, a.kind, a.text])).toEqual([
      [1, 'mana', '{T}: Add {G}.'], [2, 'mana', '{T}: Add {U}.'], [3, 'static', 'This land enters tapped.'],
    ]);
  });

  it('reports a card with one line it does not understand as not modeled, naming that line (never half-understood)', () => {
    const result = compileCard(record({ name: 'Sample Knight', mana_cost: '{1}{W}', type_line: 'Creature — Human Knight', power: '2', toughness: '2', text: 'First strike\nWhenever Sample Knight attacks, you may pay {1}.' }));
    expect(result).toEqual({ modeled: false, reason: 'lines not understood', lines: ['Whenever ~ attacks, you may pay {1}.'] });
  });

  it('models "Choose one —" and its bullets as one modal spell ability, each mode with its own target (700.2)', () => {
    const abrade = compileCard(record({ name: 'Abrade', mana_cost: '{1}{R}', type_line: 'Instant', text: 'Choose one —\n• Abrade deals 3 damage to target creature.\n• Destroy target artifact.' }));
    expect(abrade.modeled && abrade.definition.abilities).toEqual([
      {
        kind: 'spell', number: 1, text: 'Choose one —\n• Abrade deals 3 damage to target creature.\n• Destroy target artifact.',
        effect: {
          kind: 'modal', min: 1, max: 1,
          modes: [
            { text: '• Abrade deals 3 damage to target creature.', effect: { kind: 'dealDamage', amount: 3, to: 'target' }, targets: { kind: 'creature' } },
            { text: '• Destroy target artifact.', effect: { kind: 'destroyTarget' }, targets: { kind: 'artifact' } },
          ],
        },
      },
    ]);
    const older = compileCard(record({ name: 'Kill! Maim! Burn!', mana_cost: '{3}{B}{R}', type_line: 'Instant', text: 'Choose one or more --\n* Destroy target artifact.\n* Destroy target creature.\n* Kill! Maim! Burn! deals 3 damage to target player.' }));
    expect(older.modeled && older.definition.abilities[0]).toMatchObject({ effect: { kind: 'modal', min: 1, max: 3 } });
  });

  it('models "When ~ enters, choose one —" as a modal enters trigger', () => {
    const stomper = compileCard(record({ name: 'Apothecary Stomper', mana_cost: '{4}{G}{G}', type_line: 'Creature — Elephant', power: '4', toughness: '4', text: 'Vigilance\nWhen this creature enters, choose one —\n• Put two +1/+1 counters on target creature you control.\n• You gain 4 life.' }));
    expect(stomper.modeled && stomper.definition.abilities[1]).toMatchObject({
      kind: 'triggered', trigger: { kind: 'selfEnters' },
      effect: { kind: 'modal', min: 1, max: 1, modes: [{ targets: { kind: 'creatureYouControl' } }, { effect: { kind: 'gainLife', amount: 4 } }] },
    });
  });

  it('gives an entwine cost to the modes of the modal spell it is on (702.42a), and to nothing else', () => {
    const barbed = compileCard(record({ name: 'Barbed Lightning', mana_cost: '{2}{R}', type_line: 'Instant', text: 'Choose one - Barbed Lightning deals 3 damage to target creature;\nor Barbed Lightning deals 3 damage to target player.\nEntwine {2}' }));
    expect(barbed.modeled && barbed.definition.abilities.map((a) => [a.kind, a.kind === 'spell' && a.effect.kind === 'modal' ? a.effect.entwine : a.text])).toEqual([['spell', '{2}'], ['keyword', 'Entwine {2}']]);
    expect(compileCard(record({ name: 'Sample Entwined', mana_cost: '{R}', type_line: 'Instant', text: 'Draw a card.\nEntwine {2}' }))).toMatchObject({ modeled: false, reason: expect.stringMatching(/^entwine/) });
    const escalate = compileCard(record({ name: 'Sample Escalate', mana_cost: '{R}', type_line: 'Instant', text: 'Escalate {1} (Pay this cost for each mode chosen beyond the first.)\nChoose one or both —\n• Destroy target artifact.\n• Destroy target enchantment.' }));
    expect(escalate.modeled && escalate.definition.abilities[1]).toMatchObject({ kind: 'spell', effect: { kind: 'modal', escalate: '{1}' } });
    // Escalate on "choose one" has nothing to apply to.
    expect(compileCard(record({ name: 'Sample Escalate One', mana_cost: '{R}', type_line: 'Instant', text: 'Escalate {1}\nChoose one —\n• Destroy target artifact.\n• Destroy target enchantment.' }))).toMatchObject({ modeled: false });
  });

  it('reports the modes it does not understand as lines of their own, and a header it does not read', () => {
    expect(compileCard(record({ name: 'Sample Charm', mana_cost: '{R}', type_line: 'Instant', text: 'Choose one —\n• Destroy target artifact.\n• The Ring tempts you.' }))).toEqual({
      modeled: false, reason: 'lines not understood', lines: ['The Ring tempts you.'],
    });
    expect(compileCard(record({ name: 'Sample Gandalf', mana_cost: '{R}', type_line: 'Instant', text: "Choose one that hasn't been chosen —\n• Destroy target artifact.\n• Draw a card." }))).toEqual({
      modeled: false, reason: 'lines not understood', lines: ["Choose one that hasn't been chosen —"],
    });
    // "You may choose the same mode more than once" (700.2d): three of two modes.
    const confluence = compileCard(record({ name: 'Sample Confluence', mana_cost: '{R}', type_line: 'Instant', text: 'Choose three. You may choose the same mode more than once.\n• Destroy target artifact.\n• Draw a card.' }));
    expect(confluence.modeled && confluence.definition.abilities[0]).toMatchObject({ effect: { kind: 'modal', min: 3, max: 3, repeatable: true } });
    // "Choose two" needs two modes to choose from, at least.
    expect(compileCard(record({ name: 'Sample Pair', mana_cost: '{R}', type_line: 'Sorcery', text: 'Choose two —\n• Draw a card.' }))).toMatchObject({ modeled: false });
  });

  it('never treats a card whose text is unknown as vanilla', () => {
    expect(compileCard(record({ name: 'Mystery', mana_cost: '{2}', type_line: 'Creature — Golem', power: '2', toughness: '2', text: '', text_source: 'xmage-comment:no-text' }))).toMatchObject({ modeled: false, reason: expect.stringMatching(/^text unknown/) });
  });

  it('skips layouts other than ordinary cards, and types the engine lacks, with the reason', () => {
    expect(compileCard(record({ name: 'Fire // Ice', type_line: 'Instant', layout: 'SplitCard' }))).toMatchObject({ modeled: false, reason: expect.stringContaining('SplitCard') });
    expect(compileCard(record({ name: 'Jace', type_line: 'Legendary Planeswalker — Jace', text: '+1: Draw a card.' }))).toMatchObject({ modeled: false, reason: expect.stringContaining('Planeswalker') });
    expect(compileCard(record({ name: 'Hybrid', mana_cost: '{W/U}', type_line: 'Creature — Bird', power: '1', toughness: '1' }))).toMatchObject({ modeled: false });
  });

  it('models an Aura only with its Enchant line and every other line understood', () => {
    const pacifism = compileCard(record({ name: 'Pacifism', mana_cost: '{1}{W}', type_line: 'Enchantment — Aura', text: "Enchant creature\nEnchanted creature can't attack or block." }));
    expect(pacifism.modeled && pacifism.definition.enchant).toBe('creature');
    const holyStrength = compileCard(record({ name: 'Holy Strength', mana_cost: '{W}', type_line: 'Enchantment — Aura', text: 'Enchant creature\nEnchanted creature gets +1/+2.' }));
    expect(holyStrength.modeled && holyStrength.definition.abilities[1]).toMatchObject({ kind: 'static', static: { kind: 'attachedCreatureGets', power: 1, toughness: 2, keywords: [] } });
    expect(compileCard(record({ name: 'Sample Armor', mana_cost: '{2}{G}', type_line: 'Enchantment — Aura', text: 'Enchant creature\nEnchanted creature gets +1/+1 for each card in your hand.' }))).toMatchObject({
      modeled: false, lines: ['Enchanted creature gets +1/+1 for each card in your hand.'],
    });
  });

  it('is total: any record, however odd, compiles to a result without throwing', () => {
    const fragment = fc.constantFrom(
      'Flying', ', ', '~', 'When ', ' enters, ', 'draw a card.', '{T}: Add ', '{G}', ' or ', '(', ')', '\n', 'deals ', 'X', ' damage to ', 'any target',
      'target creature', '.', 'gets +1/+1', ' until end of turn', 'Enchant creature', '—', '--', ':', '{', '}', '{W/U}', 'Sacrifice ', 'You gain ', ' life',
    );
    const text = fc.oneof(fc.string(), fc.array(fragment, { maxLength: 12 }).map((parts) => parts.join('')));
    const arbitraryRecord = fc.record(
      {
        name: fc.oneof(fc.string(), fc.constant('~'), fc.constant('A, B')), type_line: fc.oneof(fc.string(), fc.constantFrom('Creature — Bear', 'Instant', 'Land — Forest', 'Enchantment — Aura', 'Legendary Creature')),
        mana_cost: fc.oneof(fc.string(), fc.constantFrom('{1}{G}', '{X}{R}', '')), power: fc.oneof(fc.string(), fc.constant('2')), toughness: fc.oneof(fc.string(), fc.constant('2')),
        text, layout: fc.constantFrom('CardImpl', 'SplitCard'), text_source: fc.constantFrom('xmage-comment', 'magic-spoiler:FDN:no-text'),
      },
      { requiredKeys: ['name', 'type_line'] },
    );
    fc.assert(
      fc.property(arbitraryRecord, (r) => {
        const result = compileCard(r);
        return result.modeled ? result.definition.name === r.name : Array.isArray(result.lines);
      }),
      { numRuns: 2000, seed: 15 },
    );
  });
});
