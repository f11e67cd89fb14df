package io.github.roguelikehalf.rules;

import java.util.Locale;

/**
 * Every rule term of the Roguelike Half base rules (EN §1-§47, JP §1-§47) that has a name: ability scores,
 * sub-attributes and job names, kinds of check, spells, miracles, skills, equipment, followers, creatures,
 * reactions, treasures and the words of combat.
 *
 * <p>Each term has a stable {@link #key() key} (lower case, dotted, e.g. {@code spell.knockout}) and a name in
 * English and Japanese, read from the resource bundles of {@link Names}. Section numbers in the documentation of
 * the constants follow the English text, which numbers differently from the Japanese one from §24 on.
 */
public enum RuleTerm {
    /** Ability score, any of the four scores of a hero (EN §13). */
    ABILITY_SCORE("score.ability-score"),
    /** Ability score Technique, added to most checks (EN §7, §13). */
    TECHNIQUE("score.technique"),
    /** Ability score Life; the hero dies at 0 (EN §13). */
    LIFE("score.life"),
    /** Ability score Sub-attribute, one of four chosen by the hero (EN §9, §14). */
    SUB_ATTRIBUTE("score.sub-attribute"),
    /** Ability score Followers, the most followers a solo hero may take (EN §13, §32). */
    FOLLOWERS("score.followers"),
    /** Sub-attribute Sorcery, spent to cast spells (EN §14, §18). */
    SORCERY("sub-attribute.sorcery"),
    /** Sub-attribute Divinity, spent to work miracles (EN §14, §20). */
    DIVINITY("sub-attribute.divinity"),
    /** Sub-attribute Strength (EN §14, §22). */
    STRENGTH("sub-attribute.strength"),
    /** Sub-attribute Dexterity (EN §14, §23-§25). */
    DEXTERITY("sub-attribute.dexterity"),
    /** Job name of a Sorcery hero (EN §9; the Japanese text has no job names). */
    SORCERER("job.sorcerer"),
    /** Job name of a Divinity hero (EN §9; the Japanese text has no job names). */
    PRIEST("job.priest"),
    /** Job name of a Strength hero (EN §9; the Japanese text has no job names). */
    WARRIOR("job.warrior"),
    /** Job name of a Dexterity hero (EN §9; the Japanese text has no job names). */
    THIEF("job.thief"),
    /** A check: 1d6 plus Technique against a target number (EN §7). */
    CHECK("check.plain"),
    /** Attack roll against a creature's level (EN §7, §36). */
    ATTACK_ROLL("check.attack"),
    /** Defense roll against an attacker's level (EN §36). */
    DEFENSE_ROLL("check.defense"),
    /** Sorcery roll (EN §9). */
    SORCERY_ROLL("check.sorcery"),
    /** Divinity roll (EN §9). */
    DIVINITY_ROLL("check.divinity"),
    /** Strength roll (EN §9). */
    STRENGTH_ROLL("check.strength"),
    /** Dexterity roll (EN §9). */
    DEXTERITY_ROLL("check.dexterity"),
    /** Life check, made with Life in place of Technique (EN §10). */
    LIFE_CHECK("check.life"),
    /** Magic resistance check, a Sorcery or a Divinity roll (EN §9). */
    MAGIC_RESISTANCE_CHECK("check.magic-resistance"),
    /** Target number of a check, 4 unless stated (EN §7). */
    TARGET_NUMBER("check.target-number"),
    /** Power, the result of a check (EN §7). */
    POWER("check.power"),
    /** Critical, a check whose die shows its highest face (EN §8). */
    CRITICAL("check.critical"),
    /** Fumble, a check whose die shows its lowest face (EN §8). */
    FUMBLE("check.fumble"),
    /** Success, a check that reached its target number or was a critical (EN §7, §8). */
    SUCCESS("check.success"),
    /** Failure, a check that missed its target number or was a fumble (EN §7, §8). */
    FAILURE("check.failure"),
    /** Attack power, the result of an attack roll (EN §36). */
    ATTACK_POWER("check.attack-power"),
    /** Defense power, the result of a defense roll (EN §36). */
    DEFENSE_POWER("check.defense-power"),
    /** Experience points, spent on growth between adventures (EN §15). */
    EXPERIENCE_POINTS("experience.points"),
    /** Experience level, the total experience ever received (EN §16). */
    EXPERIENCE_LEVEL("experience.level"),
    /** Hero, a player character (EN §13). */
    HERO("game.hero"),
    /** Follower of a solo hero (EN §32). */
    FOLLOWER("game.follower"),
    /** Creature, a being with a level and Life, usually an enemy (EN §37, §47). */
    CREATURE("game.creature"),
    /** Level of a creature, the target number of attack and defense rolls against it (EN §36). */
    LEVEL("game.level"),
    /** Damage, lost Life (EN §33, §36). */
    DAMAGE("game.damage"),
    /** Skill granted by a sub-attribute (EN §17). */
    SKILL("game.skill"),
    /** Magic, spells and miracles together (EN §47). */
    MAGIC("game.magic"),
    /** Spell of Sorcery (EN §18). */
    SPELL("game.spell"),
    /** Miracle of Divinity (EN §20). */
    MIRACLE("game.miracle"),
    /** Adventure record, the hero's sheet (EN §12). */
    ADVENTURE_RECORD("game.adventure-record"),
    /** Clue, an intangible item that opens the way to places (EN §43). */
    CLUE("game.clue"),
    /** The d66 roll, two dice read as tens and units (EN §6, §34). */
    D66("dice.d66"),
    /** Spell Knockout (EN §19). */
    KNOCKOUT("spell.knockout"),
    /** Spell Fireball (EN §19). */
    FIREBALL("spell.fireball"),
    /** Spell Ice Lance (EN §19). */
    ICE_LANCE("spell.ice-lance"),
    /** Spell Blitz (EN §19). */
    BLITZ("spell.blitz"),
    /** Spell Craft Arms (EN §19). */
    CRAFT_ARMS("spell.craft-arms"),
    /** Spell Friendship (EN §19). */
    FRIENDSHIP("spell.friendship"),
    /** Miracle Fortify (EN §21). */
    FORTIFY("miracle.fortify"),
    /** Miracle Bless (EN §21). */
    BLESS("miracle.bless"),
    /** Miracle Deflect (EN §21). */
    DEFLECT("miracle.deflect"),
    /** Miracle Indoctrinate (EN §21). */
    INDOCTRINATE("miracle.indoctrinate"),
    /** Miracle Invoke (EN §21). */
    INVOKE("miracle.invoke"),
    /** Miracle Communion (EN §21). */
    COMMUNION("miracle.communion"),
    /** Strength skill Power Attack (EN §22). */
    POWER_ATTACK("skill.power-attack"),
    /** Strength skill Power Defend (EN §22). */
    POWER_DEFEND("skill.power-defend"),
    /** Strength skill Protect (EN §22). */
    PROTECT("skill.protect"),
    /** Dexterity skill Find Treasure (EN §23). */
    FIND_TREASURE("skill.find-treasure"),
    /** Dexterity skill Power Shot (EN §24; the Japanese text has no such skill). */
    POWER_SHOT("skill.power-shot"),
    /** Dexterity skill Search (EN §25). */
    SEARCH("skill.search"),
    /** Melee weapon, any weapon for close combat (EN §28, §29). */
    MELEE_WEAPON("weapon.melee"),
    /** Ranged weapon, shot or thrown (EN §28, §29). */
    RANGED_WEAPON("weapon.ranged"),
    /** Damage type Blunt (EN §29). */
    BLUNT("damage.blunt"),
    /** Damage type Slashing (EN §29). */
    SLASHING("damage.slashing"),
    /** Item Light Weapon (EN §28). */
    LIGHT_WEAPON("item.light-weapon"),
    /** Item One-handed Weapon (EN §28). */
    ONE_HANDED_WEAPON("item.one-handed-weapon"),
    /** Item Two-handed Weapon (EN §28). */
    TWO_HANDED_WEAPON("item.two-handed-weapon"),
    /** Item Magic Weapon (EN §28). */
    MAGIC_WEAPON("item.magic-weapon"),
    /** Item Sling (EN §28). */
    SLING("item.sling"),
    /** Item Bow and Arrows (EN §28). */
    BOW_AND_ARROWS("item.bow-and-arrows"),
    /** Item Cloth Armour (EN §28). */
    CLOTH_ARMOUR("item.cloth-armour"),
    /** Item Leather Armour (EN §28). */
    LEATHER_ARMOUR("item.leather-armour"),
    /** Item Chain Armour (EN §28). */
    CHAIN_ARMOUR("item.chain-armour"),
    /** Item Plate Armour (EN §28). */
    PLATE_ARMOUR("item.plate-armour"),
    /** Item Magic Armour (EN §28). */
    MAGIC_ARMOUR("item.magic-armour"),
    /** Item Wood Shield (EN §28). */
    WOOD_SHIELD("item.wood-shield"),
    /** Item Round Shield (EN §28). */
    ROUND_SHIELD("item.round-shield"),
    /** Item Magic Shield (EN §28). */
    MAGIC_SHIELD("item.magic-shield"),
    /** Item Lantern (EN §28). */
    LANTERN("item.lantern"),
    /** Item Rope (EN §28). */
    ROPE("item.rope"),
    /** Item Holy Water (EN §28). */
    HOLY_WATER("item.holy-water"),
    /** Item Healing Potion (EN §28). */
    HEALING_POTION("item.healing-potion"),
    /** Ration of food (EN §26, §31). */
    RATION("item.ration"),
    /** Gold pieces (EN §26, §28). */
    GOLD("item.gold"),
    /** Follower Soldier (EN §28). */
    SOLDIER("follower.soldier"),
    /** Follower Bowman (EN §28). */
    BOWMAN("follower.bowman"),
    /** Follower Swordsman (EN §28). */
    SWORDSMAN("follower.swordsman"),
    /** Follower Magician (EN §28). */
    MAGICIAN("follower.magician"),
    /** Follower Lamplighter (EN §28). */
    LAMPLIGHTER("follower.lamplighter"),
    /** Follower Squire (EN §28). */
    SQUIRE("follower.squire"),
    /** Follower Porter (EN §28). */
    PORTER("follower.porter"),
    /** Follower Scout (EN §28). */
    SCOUT("follower.scout"),
    /** Follower Captured, a captured Weak Creature (EN §28). */
    CAPTURED("follower.captured"),
    /** Combat follower, one that fights (EN §33). */
    COMBAT_FOLLOWER("follower.combat"),
    /** Non-combat follower, one that neither fights nor is attacked (EN §33). */
    NON_COMBAT_FOLLOWER("follower.non-combat"),
    /** The Bless service bought between adventures (EN §28). */
    BLESS_SERVICE("service.bless"),
    /** Weak Creature, one of a group with 1 Life each (EN §37). */
    WEAK_CREATURE("creature.weak"),
    /** Strong Creature, a boss-like enemy with 2 or more Life (EN §37). */
    STRONG_CREATURE("creature.strong"),
    /** Creature type Undead (EN §19, §21). */
    UNDEAD("creature.undead"),
    /** Creature type Golem (EN §19). */
    GOLEM("creature.golem"),
    /** Creature type Plant (EN §19). */
    PLANT("creature.plant"),
    /** Reaction table of a creature (EN §35). */
    REACTION_TABLE("table.reaction"),
    /** Reaction Welcoming (EN §35). */
    WELCOMING("reaction.welcoming"),
    /** Reaction Peaceful (EN §35). */
    PEACEFUL("reaction.peaceful"),
    /** Reaction Neutral (EN §35). */
    NEUTRAL("reaction.neutral"),
    /** Reaction Flee (EN §35). */
    FLEE("reaction.flee"),
    /** Reaction Flee if Outnumbered (EN §35). */
    FLEE_IF_OUTNUMBERED("reaction.flee-if-outnumbered"),
    /** Reaction Bribe (EN §35). */
    BRIBE("reaction.bribe"),
    /** Reaction Fight (EN §35). */
    FIGHT("reaction.fight"),
    /** Reaction Fight to the Death (EN §35). */
    FIGHT_TO_THE_DEATH("reaction.fight-to-the-death"),
    /** Treasure table (EN §39, §40). */
    TREASURE_TABLE("table.treasure"),
    /** Magic treasure table (EN §40). */
    MAGIC_TREASURE_TABLE("table.magic-treasure"),
    /** Treasure Accessory (EN §40). */
    ACCESSORY("treasure.accessory"),
    /** Treasure Small Jewel (EN §40). */
    SMALL_JEWEL("treasure.small-jewel"),
    /** Treasure Large Jewel (EN §40). */
    LARGE_JEWEL("treasure.large-jewel"),
    /** Magic treasure Bullet of Piercing (EN §40). */
    BULLET_OF_PIERCING("magic-treasure.bullet-of-piercing"),
    /** Magic treasure Flute of Peace (EN §40). */
    FLUTE_OF_PEACE("magic-treasure.flute-of-peace"),
    /** Magic treasure Staff of Wall (EN §40). */
    STAFF_OF_WALL("magic-treasure.staff-of-wall"),
    /** Magic treasure Searching Monocle (EN §40). */
    SEARCHING_MONOCLE("magic-treasure.searching-monocle"),
    /** Magic treasure Magical Targe (EN §40). */
    MAGICAL_TARGE("magic-treasure.magical-targe"),
    /** Magic treasure War Doll (EN §40). */
    WAR_DOLL("magic-treasure.war-doll"),
    /** Round of combat, one exchange of attack and defense rolls (EN §36, §47). */
    ROUND("combat.round"),
    /** Round 0, the ranged and magic round before melee (EN §36). */
    ROUND_ZERO("combat.round-zero"),
    /** Escape of the heroes from a combat (EN §42). */
    ESCAPE("combat.escape"),
    /** Status Curse (EN §21, §28). */
    CURSE("status.curse"),
    /** Status Petrify (EN §21, §28). */
    PETRIFY("status.petrify"),
    /** Status Paralyze (EN §21, §28). */
    PARALYZE("status.paralyze"),
    /** Status Death (EN §13, §21, §28). */
    DEATH("status.death"),
    /** Narrow space, such as a corridor (EN §19, §47). */
    NARROW_SPACE("space.narrow"),
    /** Wide space, such as a hall (EN §19, §47). */
    WIDE_SPACE("space.wide");

    private final String key;

    RuleTerm(String key) {
        this.key = key;
    }

    /**
     * The stable key of this term, also its key in the resource bundles: lower case, dotted, words joined by
     * hyphens.
     *
     * @return e.g. {@code item.two-handed-weapon}
     */
    public String key() {
        return key;
    }

    /**
     * The name of this term in a locale; see {@link Names#of(RuleTerm, Locale)}.
     *
     * @param locale the locale; any other than Japanese gives English
     * @return the name, e.g. "Knockout" or "気絶"
     */
    public String displayName(Locale locale) {
        return Names.of(this, locale);
    }
}
