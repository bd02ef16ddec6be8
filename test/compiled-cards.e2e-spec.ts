/**
 * Proof per card: every card of the data file the compiler models (hand-written cards have
 * their own specs) is cast or played in a seeded game and each of its abilities used once
 * through the engine, with no refusal and no error. Batched, many cards per test.
 */
import { existsSync } from 'node:fs';
import { cardDataPath, playableCards } from '@arbiter/platform';
import { ALL_CARDS } from '@arbiter/cards';
import { compileCard } from '@arbiter/card-compiler';
import { createCatalog, defineCard, type CardCatalog, type CardDefinition } from '@arbiter/rules';
import type { CardRecord } from '@arbiter/card-compiler';
import { deciderFor, exerciseCard } from './compiled-cards/card-exercise';
import { graveyardSubtypes } from './compiled-cards/graveyard-exercise';

const path = cardDataPath();
const BATCH = 100;

describe('the per-card exercise', () => {
  it('reports a card whose ability the engine refuses', () => {
    const unpayable = defineCard({
      name: 'Unpayable Relic', manaCost: '{1}', types: ['Artifact'], oracle: '{100}: Draw a card.',
      abilities: [{ kind: 'activated', text: '{100}: Draw a card.', cost: [{ kind: 'mana', cost: '{100}' }], effect: { kind: 'drawCards', amount: 1, who: 'controller' } }],
    });
    // The exercise's own tools besides hand-written cards: Disperse, Tranquil Cove and Ambush Viper, compiled.
    const tools = [
      compileCard({ name: 'Disperse', mana_cost: '{1}{U}', type_line: 'Instant', layout: 'CardImpl', text: "Return target nonland permanent to its owner's hand." }),
      compileCard({ name: 'Tranquil Cove', type_line: 'Land', layout: 'CardImpl', text: 'This land enters tapped.\nWhen this land enters, you gain 1 life.\n{T}: Add {W} or {U}.' }),
      compileCard({ name: 'Ambush Viper', mana_cost: '{1}{G}', type_line: 'Creature — Snake', power: '2', toughness: '1', layout: 'CardImpl', text: 'Flash\nDeathtouch' }),
    ].map((r) => {
      if (!r.modeled) throw new Error(`not modeled: ${r.lines.join(' / ')}`);
      return r.definition;
    });
    const catalog = createCatalog([...ALL_CARDS, unpayable, ...tools]);
    expect(exerciseCard(catalog, deciderFor(catalog), 'Unpayable Relic')).toEqual(['ability 0: ability 1 ({100}: Draw a card.) could not be activated']);
    expect(exerciseCard(catalog, deciderFor(catalog), 'Grizzly Bears')).toEqual([]);
  });
});

describe('every compiled card plays', () => {
  it('has the card data file', () => {
    expect(existsSync(path)).toBe(true);
  });

  const pool = playableCards(path);
  const compiled = pool.records.map((r) => r.name).filter((name) => pool.lookup(name).kind === 'compiled');
  // A trigger on (or a cost that sacrifices) a kind of permanent no modeled card is ("When a
  // Cartouche enters ...", "Sacrifice a Servo: ...") gets a stand-in of that kind, typed as the data
  // file's cards of that subtype are.
  const catalog = withStandIns(pool.catalog, compiled, pool.records);
  const decider = deciderFor(catalog);

  it('compiles every record of the data file without throwing: each is modeled, or names its reason and lines (total)', () => {
    const results = pool.records.map((r) => ({ name: r.name, result: compileCard(r) }));
    expect(results).toHaveLength(pool.records.length);
    const unexplained = results.filter(({ result }) => !result.modeled && (result.reason === '' || (result.reason === 'lines not understood' && result.lines.length === 0)));
    expect(unexplained.map((u) => u.name)).toEqual([]);
    const renamed = results.filter(({ name, result }) => result.modeled && result.definition.name !== name);
    expect(renamed.map((u) => u.name)).toEqual([]);
  });

  it('models thousands of cards', () => {
    expect(compiled.length).toBeGreaterThan(1000);
  });

  for (let from = 0; from < compiled.length; from += BATCH) {
    const batch = compiled.slice(from, from + BATCH);
    it(`cards ${from + 1}–${from + batch.length}: ${batch[0] ?? ''} … ${batch[batch.length - 1] ?? ''}`, () => {
      const problems = batch.flatMap((name) => exerciseCard(catalog, decider, name).map((p) => `${name}: ${p}`));
      expect(problems).toEqual([]);
    });
  }
});

/** The catalog with a stand-in for each subtype an "enters" trigger or a sacrifice cost of a compiled card names and no card of the catalog has. */
function withStandIns(catalog: CardCatalog, compiled: readonly string[], records: readonly CardRecord[]): CardCatalog {
  const present = new Set(catalog.names().flatMap((n) => catalog.get(n).subtypes));
  const wanted = new Set<string>();
  for (const name of compiled) {
    for (const a of catalog.get(name).abilities) {
      if (a.kind === 'triggered' && a.trigger.kind === 'permanentEnters' && 'subtype' in a.trigger.what && !present.has(a.trigger.what.subtype)) wanted.add(a.trigger.what.subtype);
      if (a.kind === 'triggered' && a.ifYouControl !== undefined && 'subtype' in a.ifYouControl.what && !present.has(a.ifYouControl.what.subtype)) wanted.add(a.ifYouControl.what.subtype);
      // "Sacrifice a Servo: ..." needs a Servo to sacrifice.
      const costs = a.kind === 'activated' || a.kind === 'mana' ? a.cost : a.kind === 'static' && a.static.kind === 'additionalCost' ? [a.static.cost] : [];
      for (const part of costs) if (part.kind === 'sacrifice' && 'subtype' in part.what && !present.has(part.what.subtype)) wanted.add(part.what.subtype);
    }
    // "Return target Zombie creature card from your graveyard ..." needs a Zombie card there.
    for (const subtype of graveyardSubtypes(catalog.get(name))) if (!present.has(subtype)) wanted.add(subtype);
  }
  if (wanted.size === 0) return catalog;
  const standIns: CardDefinition[] = [...wanted].map((subtype) => {
    const record = records.find((r) => (r.type_line.split(' — ')[1] ?? '').split(' ').includes(subtype));
    const type = (['Creature', 'Artifact', 'Enchantment', 'Land'] as const).find((t) => record?.type_line.includes(t)) ?? 'Artifact';
    const creature: { power?: number; toughness?: number } = type === 'Creature' ? { power: 1, toughness: 1 } : {};
    return defineCard({ name: `Sample ${subtype} Stand-in`, manaCost: '{0}', types: [type], subtypes: [subtype], ...creature, oracle: '', abilities: [] });
  });
  const extra = new Map(standIns.map((c) => [c.name, c]));
  return {
    has: (name) => extra.has(name) || catalog.has(name),
    get: (name) => extra.get(name) ?? catalog.get(name),
    names: () => [...catalog.names(), ...extra.keys()],
    ...(catalog.whyMissing === undefined ? {} : { whyMissing: (name: string) => catalog.whyMissing?.(name) ?? '' }),
  };
}
