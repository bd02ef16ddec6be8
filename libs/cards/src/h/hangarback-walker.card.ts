import { defineCard, manaCostPart, staticAbility, tap } from '@arbiter/rules';

/** Hangarback Walker */
export const hangarbackWalker = defineCard({
  name: 'Hangarback Walker',
  manaCost: '{X}{X}',
  types: ['Artifact', 'Creature'],
  subtypes: ['Construct'],
  power: 0,
  toughness: 0,
  oracle:
    'Hangarback Walker enters with X +1/+1 counters on it.\nWhen Hangarback Walker dies, create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 counter on Hangarback Walker.\n{1}, {T}: Put a +1/+1 counter on Hangarback Walker.',
  abilities: [
    staticAbility('Hangarback Walker enters with X +1/+1 counters on it.', { kind: 'entersWithXCounters', counter: '+1/+1' }),
    {
      kind: 'triggered',
      text: 'When Hangarback Walker dies, create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 counter on Hangarback Walker.',
      trigger: { kind: 'selfDies' },
      // Counted from last known information (603.10a).
      effect: { kind: 'createTokens', token: 'Thopter', amount: { kind: 'countersOnSource', counter: '+1/+1' }, tapped: false, for: 'controller' },
    },
    {
      kind: 'activated',
      text: '{1}, {T}: Put a +1/+1 counter on Hangarback Walker.',
      cost: [manaCostPart('{1}'), tap()],
      effect: { kind: 'addCounters', counter: '+1/+1', amount: 1, to: 'source' },
    },
  ],
});
