import { cardNames } from './card-names';
import { splitCitation } from './citations';

describe('splitCitation', () => {
  it('takes the trailing CR rule out of an event line', () => {
    expect(splitCitation('alice added {G} from f1 [106.3]')).toEqual({
      text: 'alice added {G} from f1',
      rule: '106.3',
    });
    expect(splitCitation('cleanup step began [514.2]')).toEqual({
      text: 'cleanup step began',
      rule: '514.2',
    });
    expect(splitCitation('game started [103]')).toEqual({ text: 'game started', rule: '103' });
  });

  it('leaves a line without a rule alone', () => {
    expect(splitCitation('alice drew [hidden] cards')).toEqual({
      text: 'alice drew [hidden] cards',
      rule: null,
    });
  });
});

describe('cardNames', () => {
  it('names objects from the setup and from cards entering, but not hidden zones', () => {
    const names = cardNames([
      {
        type: 'GameStarted',
        data: {
          setup: {
            battlefield: [{ id: 'f1', card: 'Forest' }],
            hands: { alice: [{ id: 'nv', card: 'Naga Vitalist' }], bob: 3 },
            libraries: { alice: 10 },
          },
        },
      },
      { type: 'PermanentEntered', data: { permanent: 't1', card: 'Thopter' } },
    ]);
    expect(Object.fromEntries(names)).toEqual({ f1: 'Forest', nv: 'Naga Vitalist', t1: 'Thopter' });
  });
});
