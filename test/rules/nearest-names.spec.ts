import { CARD_CATALOG } from '@arbiter/cards';
import { missingCardMessage } from '@arbiter/rules';

describe('nearest names', () => {
  it('lets a catalog name the nearest cards to an unknown one', () => {
    expect(missingCardMessage(CARD_CATALOG, 'Forrest')).toBe('unknown card "Forrest"; nearest: "Forest"');
    expect(missingCardMessage(CARD_CATALOG, 'Black Lotus')).toBe('unknown card "Black Lotus"');
    expect(missingCardMessage({ has: () => false, get: () => { throw new Error('none'); }, names: () => [] }, 'X')).toBe('unknown card "X"');
  });
});
