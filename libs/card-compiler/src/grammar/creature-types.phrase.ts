/**
 * Creature types (CR 205.3m) and their plurals as rules text writes them ("Other Elves you
 * control", "Goblin creatures you control"): a word is read as a creature type only if it is one.
 */

/** The one-word creature types of 205.3m. */
const CREATURE_TYPES: readonly string[] = [
  'Advisor', 'Aetherborn', 'Alien', 'Ally', 'Angel', 'Antelope', 'Ape', 'Archer', 'Archon', 'Armadillo', 'Army',
  'Artificer', 'Assassin', 'Assembly-Worker', 'Astartes', 'Atog', 'Aurochs', 'Avatar', 'Azra', 'Badger', 'Balloon',
  'Barbarian', 'Bard', 'Basilisk', 'Bat', 'Bear', 'Beast', 'Beaver', 'Beeble', 'Beholder', 'Berserker', 'Bird',
  'Blinkmoth', 'Boar', 'Bringer', 'Brushwagg', 'Camarid', 'Camel', 'Capybara', 'Caribou', 'Carrier', 'Cat',
  'Centaur', 'Child', 'Chimera', 'Citizen', 'Cleric', 'Clown', 'Cockatrice', 'Construct', 'Coward', 'Coyote', 'Crab',
  'Crocodile', 'C’tan', 'Custodes', 'Cyberman', 'Cyclops', 'Dalek', 'Dauthi', 'Demigod', 'Demon', 'Deserter',
  'Detective', 'Devil', 'Dinosaur', 'Djinn', 'Doctor', 'Dog', 'Dragon', 'Drake', 'Dreadnought', 'Drix', 'Drone',
  'Druid', 'Dryad', 'Dwarf', 'Echidna', 'Efreet', 'Egg', 'Elder', 'Eldrazi', 'Elemental', 'Elephant', 'Elf', 'Elk',
  'Employee', 'Eye', 'Faerie', 'Ferret', 'Fish', 'Flagbearer', 'Fox', 'Fractal', 'Frog', 'Fungus', 'Gamer',
  'Gargoyle', 'Germ', 'Giant', 'Gith', 'Glimmer', 'Gnoll', 'Gnome', 'Goat', 'Goblin', 'God', 'Golem', 'Gorgon',
  'Graveborn', 'Gremlin', 'Griffin', 'Guest', 'Hag', 'Halfling', 'Hamster', 'Harpy', 'Hedgehog', 'Hellion', 'Hero',
  'Hippo', 'Hippogriff', 'Homarid', 'Homunculus', 'Horror', 'Horse', 'Human', 'Hydra', 'Hyena', 'Illusion', 'Imp',
  'Incarnation', 'Inkling', 'Inquisitor', 'Insect', 'Jackal', 'Jellyfish', 'Juggernaut', 'Kavu', 'Kirin', 'Kithkin',
  'Knight', 'Kobold', 'Kor', 'Kraken', 'Llama', 'Lamia', 'Lammasu', 'Leech', 'Leviathan', 'Lhurgoyf', 'Licid',
  'Lizard', 'Lobster', 'Manticore', 'Masticore', 'Mercenary', 'Merfolk', 'Metathran', 'Minion', 'Minotaur', 'Mite',
  'Mole', 'Monger', 'Mongoose', 'Monk', 'Monkey', 'Moogle', 'Moonfolk', 'Mount', 'Mouse', 'Mutant', 'Myr', 'Mystic',
  'Nautilus', 'Necron', 'Nephilim', 'Nightmare', 'Nightstalker', 'Ninja', 'Noble', 'Noggle', 'Nomad', 'Nymph',
  'Octopus', 'Ogre', 'Ooze', 'Orb', 'Orc', 'Orgg', 'Otter', 'Ouphe', 'Ox', 'Oyster', 'Pangolin', 'Peasant',
  'Pegasus', 'Pentavite', 'Performer', 'Pest', 'Phelddagrif', 'Phoenix', 'Phyrexian', 'Pilot', 'Pincher', 'Pirate',
  'Plant', 'Porcupine', 'Possum', 'Praetor', 'Primarch', 'Prism', 'Processor', 'Qu', 'Rabbit', 'Raccoon', 'Ranger',
  'Rat', 'Rebel', 'Reflection', 'Rhino', 'Rigger', 'Robot', 'Rogue', 'Sable', 'Salamander', 'Samurai', 'Sand',
  'Saproling', 'Satyr', 'Scarecrow', 'Scientist', 'Scion', 'Scorpion', 'Scout', 'Sculpture', 'Seal', 'Serf',
  'Serpent', 'Servo', 'Shade', 'Shaman', 'Shapeshifter', 'Shark', 'Sheep', 'Siren', 'Skeleton', 'Skunk', 'Slith',
  'Sliver', 'Sloth', 'Slug', 'Snail', 'Snake', 'Soldier', 'Soltari', 'Spawn', 'Specter', 'Spellshaper', 'Sphinx',
  'Spider', 'Spike', 'Spirit', 'Splinter', 'Sponge', 'Squid', 'Squirrel', 'Starfish', 'Surrakar', 'Survivor',
  'Symbiote', 'Synth', 'Tentacle', 'Tetravite', 'Thalakos', 'Thopter', 'Thrull', 'Tiefling', 'Toy', 'Treefolk',
  'Trilobite', 'Triskelavite', 'Troll', 'Turtle', 'Tyranid', 'Unicorn', 'Vampire', 'Varmint', 'Vedalken', 'Villain',
  'Volver', 'Wall', 'Walrus', 'Warlock', 'Warrior', 'Weasel', 'Weird', 'Werewolf', 'Whale', 'Wizard', 'Wolf',
  'Wolverine', 'Wombat', 'Worm', 'Wraith', 'Wurm', 'Yeti', 'Zombie', 'Zubera',
];

const TYPES = new Set(CREATURE_TYPES);

/** Plurals that do not add "s", "es" or "ies" (and types whose plural is the same word). */
const IRREGULAR: Readonly<Record<string, string>> = {
  Elves: 'Elf', Dwarves: 'Dwarf', Wolves: 'Wolf', Werewolves: 'Werewolf', Mice: 'Mouse', Oxen: 'Ox',
  Fish: 'Fish', Sheep: 'Sheep', Merfolk: 'Merfolk', Kithkin: 'Kithkin', Moonfolk: 'Moonfolk', Samurai: 'Samurai',
  Jellyfish: 'Jellyfish', Starfish: 'Starfish', Kor: 'Kor',
};

/** The regular plural of a type: Goblins, Foxes, Allies, Monkeys. */
function regularPlural(type: string): string {
  if (/[^aeiou]y$/.test(type)) return `${type.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(type)) return `${type}es`;
  return `${type}s`;
}

const PLURALS: ReadonlyMap<string, string> = new Map([
  ...CREATURE_TYPES.map((t) => [regularPlural(t), t] as const).filter(([p]) => !(p in IRREGULAR)),
  ...Object.entries(IRREGULAR).filter(([, t]) => TYPES.has(t)),
]);

/**
 * A creature type by its name.
 *
 * @example
 * creatureType('Elf') // 'Elf'
 * creatureType('Nontoken') // null
 */
export function creatureType(word: string): string | null {
  return TYPES.has(word) ? word : null;
}

/**
 * The creature type a plural names.
 *
 * @example
 * creatureTypeOfPlural('Elves') // 'Elf'
 * creatureTypeOfPlural('Allies') // 'Ally'
 * creatureTypeOfPlural('Creatures') // null
 */
export function creatureTypeOfPlural(word: string): string | null {
  return PLURALS.get(word) ?? null;
}
