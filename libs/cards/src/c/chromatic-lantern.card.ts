import { anyColor, defineCard, manaAbility, staticAbility, tap } from '@arbiter/rules';

/** Chromatic Lantern */
export const chromaticLantern = defineCard({
  name: 'Chromatic Lantern',
  manaCost: '{3}',
  types: ['Artifact'],
  oracle: 'Lands you control have "{T}: Add one mana of any color."\n{T}: Add one mana of any color.',
  abilities: [
    staticAbility('Lands you control have "{T}: Add one mana of any color."', {
      kind: 'landsYouControlHaveManaAbility',
      ability: manaAbility('{T}: Add one mana of any color.', [tap()], anyColor()),
    }),
    manaAbility('{T}: Add one mana of any color.', [tap()], anyColor()),
  ],
});
