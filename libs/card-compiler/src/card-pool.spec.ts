import { defineCard, missingCardMessage } from '@arbiter/rules';
import type { CardRecord } from './card-record';
import { createCardPool } from './card-pool';

const handWritten = [defineCard({ name: 'Sample Shock', manaCost: '{R}', types: ['Instant'], oracle: 'hand-written', abilities: [] })];
const records: CardRecord[] = [
  { name: 'Sample Shock', mana_cost: '{R}', type_line: 'Instant', text: 'Sample Shock deals 2 damage to any target.', layout: 'CardImpl' },
  { name: 'Shivan Dragon', mana_cost: '{4}{R}{R}', type_line: 'Creature — Dragon', power: '5', toughness: '5', layout: 'CardImpl', text: 'Flying\n{R}: Shivan Dragon gets +1/+0 until end of turn.' },
  { name: 'Sample Knight', mana_cost: '{1}{W}', type_line: 'Creature — Knight', power: '2', toughness: '2', layout: 'CardImpl', text: 'Whenever Sample Knight attacks, the Ring tempts you.' },
];

describe('the card pool: hand-written cards and compiled ones', () => {
  const pool = createCardPool(handWritten, records);

  it('prefers the hand-written card to the compiled one', () => {
    expect(pool.lookup('Sample Shock')).toMatchObject({ kind: 'handWritten', definition: { oracle: 'hand-written' } });
  });

  it('plays a modeled card of the data file by name', () => {
    expect(pool.catalog.has('Shivan Dragon')).toBe(true);
    expect(pool.catalog.get('Shivan Dragon').abilities.map((a) => a.kind)).toEqual(['keyword', 'activated']);
    expect(pool.catalog.names()).toEqual(['Sample Shock', 'Shivan Dragon']);
  });

  it('refuses a known card that is not modeled, naming its lines not understood', () => {
    expect(pool.catalog.has('Sample Knight')).toBe(false);
    expect(missingCardMessage(pool.catalog, 'Sample Knight')).toBe('card "Sample Knight" is not modeled: lines not understood: "Whenever ~ attacks, the Ring tempts you."');
  });

  it('names the nearest names for an unknown one', () => {
    expect(missingCardMessage(pool.catalog, 'Shivan Dragoon')).toBe('unknown card "Shivan Dragoon"; nearest: "Shivan Dragon"');
    expect(() => pool.catalog.get('Shivan Dragoon')).toThrow('unknown card');
  });
});
