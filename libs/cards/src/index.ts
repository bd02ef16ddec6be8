/**
 * @arbiter/cards — the card pool, one file per card, as data.
 *
 * @example
 * import { ALL_CARDS, CARD_CATALOG } from '@arbiter/cards';
 */
import { createCatalog, type CardDefinition } from '@arbiter/rules';
import { birdsOfParadise } from './b/birds-of-paradise.card';
import { chromaticLantern } from './c/chromatic-lantern.card';
import { cityOfTraitors } from './c/city-of-traitors.card';
import { contamination } from './c/contamination.card';
import { dampingSphere } from './d/damping-sphere.card';
import { dryadArbor } from './d/dryad-arbor.card';
import { endlessOne } from './e/endless-one.card';
import { exocrine } from './e/exocrine.card';
import { exoticOrchard } from './e/exotic-orchard.card';
import { fellwarStone } from './f/fellwar-stone.card';
import { forest } from './f/forest.card';
import { hangarbackWalker } from './h/hangarback-walker.card';
import { heartbeatOfSpring } from './h/heartbeat-of-spring.card';
import { island } from './i/island.card';
import { llanowarElves } from './l/llanowar-elves.card';
import { manaFlare } from './m/mana-flare.card';
import { manaReflection } from './m/mana-reflection.card';
import { manabarbs } from './m/manabarbs.card';
import { mindStone } from './m/mind-stone.card';
import { mountain } from './m/mountain.card';
import { nagaVitalist } from './n/naga-vitalist.card';
import { nyxbloomAncient } from './n/nyxbloom-ancient.card';
import { orderOfWhiteclay } from './o/order-of-whiteclay.card';
import { ornithopter } from './o/ornithopter.card';
import { piliPala } from './p/pili-pala.card';
import { plains } from './p/plains.card';
import { pulseOfLlanowar } from './p/pulse-of-llanowar.card';
import { reflectingPool } from './r/reflecting-pool.card';
import { solRing } from './s/sol-ring.card';
import { soldier } from './s/soldier.card';
import { stonecoilSerpent } from './s/stonecoil-serpent.card';
import { swamp } from './s/swamp.card';
import { thopter } from './t/thopter.card';
import { vernalBloom } from './v/vernal-bloom.card';
import { wastes } from './w/wastes.card';
import { wildGrowth } from './w/wild-growth.card';
import { yesManPersonalSecuritron } from './y/yes-man-personal-securitron.card';
import { yotiaDeclaresWar } from './y/yotia-declares-war.card';
import { grizzlyBears } from './g/grizzly-bears.card';
import { serraAngel } from './s/serra-angel.card';
import { vampireNighthawk } from './v/vampire-nighthawk.card';
import { borosSwiftblade } from './b/boros-swiftblade.card';
import { whiteKnight } from './w/white-knight.card';
import { ragingGoblin } from './r/raging-goblin.card';
import { boggartBrute } from './b/boggart-brute.card';
import { giantSpider } from './g/giant-spider.card';
import { wallOfOmens } from './w/wall-of-omens.card';
import { colossalDreadmaw } from './c/colossal-dreadmaw.card';
import { isamaruHoundOfKonda } from './i/isamaru-hound-of-konda.card';
import { lightningBolt } from './l/lightning-bolt.card';
import { shock } from './s/shock.card';
import { giantGrowth } from './g/giant-growth.card';
import { counterspell } from './c/counterspell.card';
import { murder } from './m/murder.card';
import { fog } from './f/fog.card';
import { divination } from './d/divination.card';
import { pacifism } from './p/pacifism.card';

/** Every card the engine knows, tokens included. */
export const ALL_CARDS: readonly CardDefinition[] = [
  birdsOfParadise,
  boggartBrute,
  borosSwiftblade,
  chromaticLantern,
  cityOfTraitors,
  colossalDreadmaw,
  contamination,
  counterspell,
  dampingSphere,
  divination,
  dryadArbor,
  endlessOne,
  exocrine,
  exoticOrchard,
  fellwarStone,
  fog,
  forest,
  giantGrowth,
  giantSpider,
  grizzlyBears,
  hangarbackWalker,
  heartbeatOfSpring,
  isamaruHoundOfKonda,
  island,
  lightningBolt,
  llanowarElves,
  manabarbs,
  manaFlare,
  manaReflection,
  mindStone,
  mountain,
  murder,
  nagaVitalist,
  nyxbloomAncient,
  orderOfWhiteclay,
  ornithopter,
  pacifism,
  piliPala,
  plains,
  pulseOfLlanowar,
  ragingGoblin,
  reflectingPool,
  serraAngel,
  shock,
  soldier,
  solRing,
  stonecoilSerpent,
  swamp,
  thopter,
  vampireNighthawk,
  vernalBloom,
  wallOfOmens,
  wastes,
  whiteKnight,
  wildGrowth,
  yesManPersonalSecuritron,
  yotiaDeclaresWar,
];

/** The catalog the decider plays with. */
export const CARD_CATALOG = createCatalog(ALL_CARDS);

/** Cards the engine cannot play in full yet, with what is missing: said out loud, never silent. */
export const UNFINISHED: readonly { readonly card: string; readonly missing: string }[] = ALL_CARDS.flatMap((c) =>
  c.unfinished === null ? [] : [{ card: c.name, missing: c.unfinished }],
);

export { birdsOfParadise };
export { chromaticLantern };
export { cityOfTraitors };
export { contamination };
export { dampingSphere };
export { dryadArbor };
export { endlessOne };
export { exocrine };
export { exoticOrchard };
export { fellwarStone };
export { forest };
export { hangarbackWalker };
export { heartbeatOfSpring };
export { island };
export { llanowarElves };
export { manaFlare };
export { manaReflection };
export { manabarbs };
export { mindStone };
export { mountain };
export { nagaVitalist };
export { nyxbloomAncient };
export { orderOfWhiteclay };
export { ornithopter };
export { piliPala };
export { plains };
export { pulseOfLlanowar };
export { reflectingPool };
export { solRing };
export { soldier };
export { stonecoilSerpent };
export { swamp };
export { thopter };
export { vernalBloom };
export { wastes };
export { wildGrowth };
export { yesManPersonalSecuritron };
export { yotiaDeclaresWar };
export { grizzlyBears };
export { serraAngel };
export { vampireNighthawk };
export { borosSwiftblade };
export { whiteKnight };
export { ragingGoblin };
export { boggartBrute };
export { giantSpider };
export { wallOfOmens };
export { colossalDreadmaw };
export { isamaruHoundOfKonda };
export { lightningBolt };
export { shock };
export { giantGrowth };
export { counterspell };
export { murder };
export { fog };
export { divination };
export { pacifism };

