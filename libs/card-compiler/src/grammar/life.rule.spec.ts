import { cantGainLifeRule } from './life.rule';

const read = (text: string, types: readonly ('Creature' | 'Sorcery')[] = ['Creature']): unknown => cantGainLifeRule.read({ printed: text, text }, { name: 'X', types, subtypes: [] })?.abilities[0] ?? null;

describe("players can't gain life (119.7)", () => {
  it('reads players, and your opponents, as a static of the permanent', () => {
    expect(read("Players can't gain life.")).toEqual({ kind: 'static', text: "Players can't gain life.", static: { kind: 'cantGainLife', who: 'players' } });
    expect(read("Your opponents can't gain life.")).toEqual({ kind: 'static', text: "Your opponents can't gain life.", static: { kind: 'cantGainLife', who: 'opponents' } });
  });

  it('reads no spell, no duration and no other player', () => {
    expect(read("Players can't gain life this turn.")).toBeNull();
    expect(read("Target player can't gain life.")).toBeNull();
    expect(read("Players can't gain life.", ['Sorcery'])).toBeNull();
  });
});
