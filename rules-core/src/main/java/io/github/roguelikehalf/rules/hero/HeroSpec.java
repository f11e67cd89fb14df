package io.github.roguelikehalf.rules.hero;

import io.github.roguelikehalf.rules.internal.ValueStyle;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.magic.Spell;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.immutables.value.Value;

/**
 * What a player decides when making a hero (EN §12-§17, §26, §46 / JP §12-§17, §25, §46): the sub-attribute, how
 * the starting experience is spent, spells or miracles known, the choices in the starting equipment, and what is
 * bought with the starting gold. {@link Hero#create(HeroSpec, io.github.roguelikehalf.rules.RuleOptions)} checks
 * it against the rules.
 *
 * <pre>{@code
 * HeroSpec spec = HeroSpec.builder()
 *     .name("Aki")
 *     .subAttribute(SubAttribute.DEXTERITY)
 *     .growth(new Growth(1, 4, 2, 0))
 *     .addPurchases(Gear.ROPE)
 *     .build();
 * }</pre>
 */
@Value.Immutable
@ValueStyle
public abstract class HeroSpec {

    HeroSpec() {}

    /**
     * A builder.
     *
     * @return a new builder
     */
    public static ImmutableHeroSpec.Builder builder() {
        return ImmutableHeroSpec.builder();
    }

    /** The hero's id in game state and actions; {@code hero-1} unless given. */
    @Value.Default
    public String id() {
        return "hero-1";
    }

    /** The hero's name. */
    public abstract String name();

    /** The one sub-attribute chosen (EN §14 / JP §14). */
    public abstract SubAttribute subAttribute();

    /** Experience spent at creation; the rest stays unspent. {@link Growth#NONE} unless given. */
    @Value.Default
    public Growth growth() {
        return Growth.NONE;
    }

    /**
     * The experience level: 10 for a new hero (EN §16 / JP §16), the only level {@link Hero#create} accepts; a retry
     * hero ({@link Hero#retry}) may take the dead hero's level or lower and gets that much experience and 10 + 50 gold
     * per level above 10 (EN §41 / JP §40).
     */
    @Value.Default
    public int level() {
        return Hero.STARTING_LEVEL;
    }

    /** Spells known: Sorcery heroes only, at most half their max Sorcery (EN §18 / JP §18). */
    public abstract Set<Spell> spells();

    /** Miracles known: Divinity heroes only, at most half their max Divinity (EN §20 / JP §20). */
    public abstract Set<Miracle> miracles();

    /** Blunt or slashing for the melee weapon of the starting equipment (EN §29 / JP §28); slashing unless given. */
    @Value.Default
    public DamageType kitWeaponDamage() {
        return DamageType.SLASHING;
    }

    /** The Strength hero's choice of starting weapon (EN §26 / JP §25); ignored for other heroes. */
    @Value.Default
    public StrengthKit strengthKit() {
        return StrengthKit.TWO_HANDED_WEAPON;
    }

    /** The Dexterity hero's choice of bow or sling (EN §26 / JP §25); ignored for other heroes. */
    @Value.Default
    public RangedWeapon dexterityRangedWeapon() {
        return RangedWeapon.BOW;
    }

    /** Items bought with the starting gold, in order (EN §28 / JP §27, step 8 of §46). */
    public abstract List<Item> purchases();

    /**
     * The items to hold in hand at the start. When absent: the melee weapon and, if a hand is free, the lantern; a
     * two-handed weapon alone. Everything else is carried.
     */
    public abstract Optional<List<Item>> hands();
}
