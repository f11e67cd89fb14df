package io.github.roguelikehalf.rules.hero;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.internal.ValueStyle;
import io.github.roguelikehalf.rules.item.Equipment;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.magic.Spell;
import java.util.List;
import java.util.Set;
import org.immutables.value.Value;

/**
 * A hero: ability scores, experience, spells or miracles known, and equipment (EN §12-§17, §26-§30 / JP §12-§17,
 * §25-§29).
 *
 * <p>Current values are stored; maximums are derived from the growth bought and the equipment: max Technique = 0 +
 * growth, max Life = 4 + growth + worn armour + held shield, max sub-attribute = 2 + growth (EN §15 / JP §15). The
 * experience level is all the experience ever received (§16), so spending does not lower it.
 *
 * <p>Every operation returns a new hero and throws a {@link RuleViolationException} naming the rule when it is not
 * allowed. Make one with {@link #create(HeroSpec, RuleOptions)}.
 */
@Value.Immutable(lazyhash = true)
@ValueStyle
public abstract class Hero {

    /** The level of a new hero (§16). */
    public static final int STARTING_LEVEL = 10;

    /** Starting gold of every hero (EN §26 / JP §25). */
    public static final int STARTING_GOLD = 10;

    /** Extra gold a retry hero gets per level above 10 (EN §41 / JP §40). */
    public static final int RETRY_GOLD_PER_LEVEL = 50;

    /** Rations every hero starts an adventure with (EN §31 / JP §30). */
    public static final int STARTING_RATIONS = 2;

    Hero() {}

    /** The id that game state and actions use, e.g. {@code hero-1}. */
    public abstract String id();

    /** The hero's name. */
    public abstract String name();

    /** The sub-attribute chosen (EN §14 / JP §14). */
    public abstract SubAttribute subAttribute();

    /** The points experience has bought (EN §15 / JP §15). */
    public abstract Growth growth();

    /** The experience level: all experience ever received (§16). */
    public abstract int level();

    /** Experience received and not yet spent. */
    public abstract int experience();

    /** Current Technique. */
    public abstract int technique();

    /** Current Life; 0 means dead (EN §13 / JP §13). */
    public abstract int life();

    /** Current value of the sub-attribute; at 0 it cannot be used (§9). */
    public abstract int subAttributeValue();

    /** Spells known (EN §18 / JP §18). */
    public abstract Set<Spell> spells();

    /** Miracles known (EN §20 / JP §20). */
    public abstract Set<Miracle> miracles();

    /** What the hero holds, wears and carries. */
    public abstract Equipment equipment();

    /**
     * Lasting effects on the hero, such as Cursed, by key in canonical order (see {@link Effect}).
     *
     * @return the effects
     */
    @Value.NaturalOrder
    public abstract java.util.SortedMap<String, Effect> effects();

    /**
     * This hero with an effect added, replacing one with the same key.
     *
     * @param effect the effect
     * @return the new hero
     */
    public final Hero withEffect(Effect effect) {
        return ImmutableHero.copyOf(this).withEffects(Effect.adding(effects(), effect));
    }

    /**
     * This hero without an effect.
     *
     * @param key the effect's key
     * @return the new hero, or this hero if it has no such effect
     */
    public final Hero withoutEffect(String key) {
        return HeroCreation.withoutEffect(this, key);
    }

    /** Max Technique: growth bought (EN §15 / JP §15). */
    public final int maxTechnique() {
        return Score.TECHNIQUE.base() + growth().technique();
    }

    /** Max Life: 4 + growth + worn armour + held shield (EN §15, §28, §30 / JP §15, §27, §29). */
    public final int maxLife() {
        return Score.LIFE.base() + growth().life() + equipment().maxLifeBonus();
    }

    /** Max value of the sub-attribute: 2 + growth (EN §15 / JP §15). */
    public final int maxSubAttribute() {
        return Score.SUB_ATTRIBUTE.base() + growth().subAttribute();
    }

    /** Whether the hero is alive: Life above 0 (EN §13 / JP §13). */
    public final boolean alive() {
        return life() > 0;
    }

    /**
     * The carry limit before Porters: max Life, counting the bonus of worn equipment (EN §27 / JP §26).
     *
     * @return the item slots
     */
    public final int carryLimit() {
        return maxLife();
    }

    /**
     * How many spells (for Sorcery) or miracles (for Divinity) the hero may know: half the max value, rounded
     * down (EN §18, §20 / JP §18, §20; C-09). Heroes of other sub-attributes know none.
     *
     * @return the number
     */
    public final int magicSlots() {
        return HeroCreation.magicSlots(this);
    }

    /**
     * The skills the hero has (§17).
     *
     * @param options the rule options
     * @return the skills
     */
    public final Set<Skill> skills(RuleOptions options) {
        return Skill.of(subAttribute(), options);
    }

    /**
     * The follower score this hero brings: 7 plus growth when alone, and with two heroes per
     * {@link RuleOptions#twoHeroFollowers()} (EN §32 / JP §31).
     *
     * @param heroesInParty 1 or 2
     * @param options the rule options
     * @return the number of followers this hero may bring
     */
    public final int followerScore(int heroesInParty, RuleOptions options) {
        return HeroCreation.followerScore(this, heroesInParty, options);
    }

    @Value.Check
    final void check() {
        HeroChecks.validate(this);
    }

    /**
     * Makes a hero from a spec (EN §46 / JP §46 steps 1-10): checks the growth against its caps and the
     * experience available, the spells or miracles against what the hero may know, gives the starting equipment of
     * the sub-attribute (EN §26 / JP §25), pays for the purchases, and starts every score at its maximum. A new hero
     * is level 10 (EN §16 / JP §16): a spec of a higher level is refused, and only {@link #retry} makes one (EN §41 /
     * JP §40). The purchases must fit the hero's own carry limit (EN §27 / JP §26), since he hires his Porters
     * afterwards ({@link Party#hire}); what they carry for him is bought with {@link Party#buy}.
     *
     * @param spec the player's choices
     * @param options the rule options
     * @return the hero
     * @throws RuleViolationException if the spec breaks a rule (a level above 10 included); the message names it
     */
    public static Hero create(HeroSpec spec, RuleOptions options) {
        return HeroCreation.create(spec, options);
    }

    /**
     * Checks the carry limit: the slots used fit in max Life plus extra room (EN §27 / JP §26).
     *
     * @param extraSlots room outside the hero, e.g. from Porters
     * @throws RuleViolationException if the hero carries too much
     */
    public final void checkCarryLimit(int extraSlots) {
        Carrying.checkCarryLimit(this, extraSlots);
    }

    /**
     * The bases the hero may use for a check of a kind (EN §7, §9, §10, §22, §24 / JP §7, §9, §10, §22): Technique,
     * the hero's own sub-attribute where the kind allows it and its current value is above 0, and Life for life
     * checks. Strength may replace Technique on a melee attack ({@link CheckKind#ATTACK}); Dexterity, and Strength
     * where Power Attack is not melee-only, only on a shot ({@link CheckKind#SHOT}).
     *
     * @param kind the kind of check
     * @param options the rule options
     * @return the allowed bases, Technique first where allowed
     */
    public final List<Basis> allowedBases(CheckKind kind, RuleOptions options) {
        return HeroChecks.allowedBases(this, kind, options);
    }

    /**
     * The modifiers the hero's own equipment always gives to a kind of check: light armour +1 to Dexterity rolls,
     * chain and plate +1 to defense rolls (EN §28 / JP §27). Modifiers that depend on the situation (the weapon used,
     * the lantern, ranged attacks, magic) are the caller's.
     *
     * @param kind the kind of check
     * @return the modifiers
     */
    public final List<Modifier> equipmentModifiers(CheckKind kind) {
        return HeroChecks.equipmentModifiers(this, kind);
    }

    /**
     * The hero makes a check (EN §7-§10 / JP §7-§10). The die is added to the basis value (current Technique, the
     * current sub-attribute, or current Life) plus the equipment modifiers and the given ones. A check with the
     * sub-attribute consumes exactly one point after the roll (§9).
     *
     * @param kind the kind of check
     * @param basis what to add to the die; must be one of {@link #allowedBases(CheckKind, RuleOptions)}
     * @param situational modifiers from the situation, e.g. the weapon or the lack of a lantern
     * @param target the target number (4 when the text gives none)
     * @param options the rule options
     * @param dice where the die comes from
     * @return the result and the hero afterwards
     * @throws RuleViolationException if the basis is not allowed; the message lists the allowed ones
     */
    public final HeroCheck check(
            CheckKind kind, Basis basis, List<Modifier> situational, int target, RuleOptions options, Dice dice) {
        return HeroChecks.check(this, kind, basis, situational, target, options, dice);
    }

    /**
     * The hero with more experience received: the level rises by the same amount (§16), up to the highest level the
     * rules cover ({@link RuleOptions#maxCoveredLevel()}, C-07: EN §15 changes the growth limits at level 16).
     *
     * @param amount experience received, at least 1
     * @param options the rule options
     * @return the new hero
     * @throws RuleViolationException if the level would pass {@link RuleOptions#maxCoveredLevel()}
     */
    public final Hero gainExperience(int amount, RuleOptions options) {
        return HeroCreation.gainExperience(this, amount, options);
    }

    /**
     * Spends experience on a score between adventures (EN §15-§16 / JP §15-§16). The new point raises both the
     * maximum and the current value.
     *
     * @param score the score
     * @param points how many points to buy, at least 1
     * @param options the rule options
     * @return the new hero
     * @throws RuleViolationException over the cap or beyond the experience available
     */
    public final Hero grow(Score score, int points, RuleOptions options) {
        return HeroCreation.grow(this, score, points, options);
    }

    /**
     * The hero learns a spell, when max Sorcery allows one more (EN §18 / JP §18).
     *
     * @param spell the spell
     * @return the new hero
     */
    public final Hero learn(Spell spell) {
        return HeroCreation.learn(this, spell);
    }

    /**
     * The hero learns a miracle, when max Divinity allows one more (EN §20 / JP §20).
     *
     * @param miracle the miracle
     * @return the new hero
     */
    public final Hero learn(Miracle miracle) {
        return HeroCreation.learn(this, miracle);
    }

    /**
     * The hero with new equipment, with Life following the change of max Life. Under
     * {@link RuleOptions#armourLossLowersCurrentLife()} current Life moves with max Life, up and down by the same
     * amount (JP §29: armour raises and lowers Life together with its maximum); otherwise only max Life changes and
     * current Life is lowered to a smaller max (EN §30). Moving the same way in both directions means taking a
     * shield out of the hand and back in never heals. Life may reach 0.
     *
     * @param next the new equipment
     * @param options the rule options
     * @return the new hero
     */
    public final Hero reequip(Equipment next, RuleOptions options) {
        return Carrying.reequip(this, next, options);
    }

    /**
     * Buys an item with the hero's gold, at creation or between adventures (EN §28 / JP §27), within the hero's own
     * carry limit (EN §27 / JP §26). Armour is worn at once; anything else is carried. A hero with Porters buys with
     * {@link Party#buy}, which counts what they carry.
     *
     * @param item the item
     * @param options the rule options
     * @return the new hero
     * @throws RuleViolationException for an item the shop does not sell ({@link Town#sells}), without the gold,
     *     with a second armour, or over the carry limit
     */
    public final Hero buy(Item item, RuleOptions options) {
        Hero h = bought(item, options);
        h.checkCarryLimit(0);
        return h;
    }

    /** The hero after paying for an item of the shop's list and taking it, with no carry limit checked. */
    final Hero bought(Item item, RuleOptions options) {
        return Carrying.bought(this, item, options);
    }

    /**
     * Throws away or sells an item; equipment of the list is worth nothing when sold (EN §28 / JP §27).
     *
     * @param item the item
     * @param options the rule options
     * @return the new hero
     */
    public final Hero discard(Item item, RuleOptions options) {
        return reequip(equipment().remove(item), options);
    }

    /**
     * Holds other items in hand; what was held and is not any more is carried.
     *
     * @param items the items to hold
     * @param options the rule options
     * @return the new hero
     */
    public final Hero hold(List<Item> items, RuleOptions options) {
        return reequip(equipment().hold(items), options);
    }

    /**
     * Takes damage: Life falls by {@code amount}, not below 0.
     *
     * @param amount damage, at least 0
     * @return the new hero
     */
    public final Hero damage(int amount) {
        return ImmutableHero.copyOf(this).withLife(Math.max(0, life() - amount));
    }

    /**
     * Recovers Life, never above max Life.
     *
     * @param amount Life to recover, at least 0
     * @return the new hero
     */
    public final Hero heal(int amount) {
        return ImmutableHero.copyOf(this).withLife(Math.min(maxLife(), life() + amount));
    }

    /**
     * Restores Technique, Life and the sub-attribute to their maximums, as after a victory (EN §44 / JP §44) and
     * at the start of an adventure (EN §13 / JP §13).
     *
     * @return the new hero
     */
    public final Hero restored() {
        return HeroCreation.restored(this);
    }

    /**
     * Makes a retry hero after a hero's death (EN §41 / JP §40): the spec's level must not be above the dead
     * hero's (and, when {@link RuleOptions#retryLevelMayEqualPrevious()} is false, must be below it); the hero gets
     * that much experience and 10 + 50 gold per level above 10.
     *
     * @param spec the new hero's choices, with {@link HeroSpec#level()} the level chosen
     * @param previousLevel the level of the hero who died
     * @param options the rule options
     * @return the new hero
     */
    public static Hero retry(HeroSpec spec, int previousLevel, RuleOptions options) {
        return HeroCreation.retry(spec, previousLevel, options);
    }
}
