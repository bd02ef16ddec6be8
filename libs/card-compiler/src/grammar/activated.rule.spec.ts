import type { ActivatedAbility } from '@arbiter/rules';
import { activatedRule } from './activated.rule';
import type { CardShape } from './line-rule';

const creature: CardShape = { name: 'Example', types: ['Creature'], subtypes: [] };
const read = (text: string): ActivatedAbility | null => {
  const ability = activatedRule.read({ printed: text, text }, creature)?.abilities[0];
  return ability?.kind === 'activated' ? ability : null;
};

describe('activated abilities', () => {
  it('reads "Activate only as a sorcery." as a timing restriction, not as part of the effect (602.5d)', () => {
    const ability = read('{2}{G}: Put a +1/+1 counter on target creature you control. Activate only as a sorcery.');
    expect(ability).toMatchObject({ cost: [{ kind: 'mana', cost: '{2}{G}' }], effect: { kind: 'addCounters', to: 'target' }, targets: { kind: 'creatureYouControl' }, sorcerySpeed: true });
    expect(read('{2}{G}: Put a +1/+1 counter on target creature you control.')?.sorcerySpeed).toBeUndefined();
  });

  it('keeps "Activate only once each turn." apart from sorcery timing', () => {
    const ability = read('{R}: ~ gets +1/+0 until end of turn. Activate only once each turn.');
    expect(ability).toMatchObject({ onlyOnceEachTurn: true });
    expect(ability?.sorcerySpeed).toBeUndefined();
  });
});
