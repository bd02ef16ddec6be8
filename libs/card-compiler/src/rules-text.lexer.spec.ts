import { rulesLines, stripReminders } from './rules-text.lexer';

describe('the rules-text lexer', () => {
  it('drops reminder text and empty lines', () => {
    expect(stripReminders("Flying (This creature can't be blocked except by creatures with flying or reach.)")).toBe('Flying');
    expect(rulesLines('({T}: Add {G}.)', 'Forest', false)).toEqual([]);
  });

  it('reads older wordings as current ones: "enters the battlefield", "--", "{tap}"', () => {
    expect(rulesLines('When Wall of Omens enters the battlefield, draw a card.', 'Wall of Omens', false).map((l) => l.text)).toEqual(['When ~ enters, draw a card.']);
    expect(rulesLines('Choose one --', 'X', false).map((l) => l.text)).toEqual(['Choose one —']);
    expect(rulesLines('{tap}: Add {C}.', 'X', false).map((l) => l.text)).toEqual(['{T}: Add {C}.']);
  });

  it('drops an ability word before a trigger, also one set in italics with "&mdash;" (207.2c)', () => {
    expect(rulesLines('Landfall — Whenever a land you control enters, draw a card.', 'X', false).map((l) => l.text)).toEqual(['Whenever a land you control enters, draw a card.']);
    expect(rulesLines('<i>Formidable</i> &mdash; At the beginning of combat on your turn, draw a card.', 'X', false).map((l) => l.text)).toEqual(['At the beginning of combat on your turn, draw a card.']);
    expect(rulesLines('<i>Spell mastery</i> &mdash; If there are two or more instant and/or sorcery cards in your graveyard, draw a card.', 'X', false).map((l) => l.text)).toEqual([
      'Spell mastery — If there are two or more instant and/or sorcery cards in your graveyard, draw a card.',
    ]);
  });

  it('names the card itself "~": its name, a legend’s short name, "this creature", "this spell"', () => {
    expect(rulesLines('Lightning Bolt deals 3 damage to any target.', 'Lightning Bolt', false)[0]?.text).toBe('~ deals 3 damage to any target.');
    expect(rulesLines('When Isamaru enters, draw a card.', 'Isamaru, Hound of Konda', true)[0]?.text).toBe('When ~ enters, draw a card.');
    expect(rulesLines('This spell can’t be countered.', 'X', false)[0]?.text).toBe("~ can't be countered.");
    expect(rulesLines('When this creature enters, you gain 1 life.', 'X', false)[0]?.text).toBe('When ~ enters, you gain 1 life.');
  });

  it('keeps the printed line (reminder text dropped) beside the canonical one', () => {
    expect(rulesLines('Flash (You may cast this spell any time you could cast an instant.)', 'X', false)).toEqual([{ printed: 'Flash', text: 'Flash' }]);
  });

  it('puts the bulleted modes under their "Choose one —" line (700.2), "•" or "*", without the bullet', () => {
    expect(rulesLines('Choose one —\n• Abrade deals 3 damage to target creature.\n• Destroy target artifact.', 'Abrade', false)).toEqual([
      {
        printed: 'Choose one —', text: 'Choose one —',
        modes: [{ printed: '• Abrade deals 3 damage to target creature.', text: '~ deals 3 damage to target creature.' }, { printed: '• Destroy target artifact.', text: 'Destroy target artifact.' }],
      },
    ]);
    expect(rulesLines('When X enters, choose one -\n* Draw a card.\n* You gain 2 life.', 'X', false).map((l) => [l.text, l.modes?.map((m) => m.text)])).toEqual([['When ~ enters, choose one —', ['Draw a card.', 'You gain 2 life.']]]);
  });

  it('reads the older modal wording, "Choose one - A; or B", as bulleted modes (700.2)', () => {
    expect(rulesLines("Choose one - You gain 5 life; or counter target spell; or target creature gets -2/-2 until end of turn.", "Dromar's Charm", false)).toMatchObject([
      { text: 'Choose one —', modes: [{ text: 'You gain 5 life.' }, { text: 'Counter target spell.' }, { text: 'Target creature gets -2/-2 until end of turn.' }] },
    ]);
    expect(rulesLines('Choose one -\nYou gain 5 life;\nor prevent the next 5 damage that would be dealt to target creature this turn.\nEntwine {2}', "Abuna's Chant", false).map((l) => [l.text, l.modes?.length])).toEqual([
      ['Choose one —', 2], ['Entwine {2}', undefined],
    ]);
    // Lines that no "or" joins stay lines of their own.
    expect(rulesLines('Choose one or more —\nTarget player gains 4 life.\nUntap up to two target creatures.', 'X', false).map((l) => l.text)).toEqual(['Choose one or more —', 'Target player gains 4 life.', 'Untap up to two target creatures.']);
  });

  it('does not take a name inside a longer word for the card', () => {
    expect(rulesLines('Ant deals 1 damage to target antelope.', 'Ant', false)[0]?.text).toBe('~ deals 1 damage to target antelope.');
  });
});
