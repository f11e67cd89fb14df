package io.github.roguelikehalf.rules.hero;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.item.Armour;
import io.github.roguelikehalf.rules.item.ArmourType;
import io.github.roguelikehalf.rules.item.Equipment;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.Shield;
import io.github.roguelikehalf.rules.item.ShieldType;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.item.WeaponClass;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.magic.Spell;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;

/** Making a hero from a spec (EN §46 / JP §46): caps, costs, the starting kit and purchases. */
final class HeroCreation {

    private HeroCreation() {}

    /** A new hero: level 10 only (EN §16 / JP §16); a higher level is a retry's ({@link #retry}). */
    static Hero create(HeroSpec spec, RuleOptions options) {
        java.util.Objects.requireNonNull(spec, "spec");
        java.util.Objects.requireNonNull(options, "options");
        if (spec.level() > Hero.STARTING_LEVEL) {
            throw new RuleViolationException(
                    "EN §16 / JP §16",
                    "a new hero starts at level " + Hero.STARTING_LEVEL + ", asked " + spec.level()
                            + "; only a retry after a hero's death (Hero.retry, EN §41 / JP §40) makes one of a higher"
                            + " level");
        }
        return make(spec, options);
    }

    /** A hero of the spec's level, 10 or more, with its experience and gold (EN §41 / JP §40 above 10). */
    private static Hero make(HeroSpec spec, RuleOptions options) {
        int level = spec.level();
        if (level < Hero.STARTING_LEVEL) {
            throw new RuleViolationException(
                    "EN §41 / JP §40", "a hero starts at level " + Hero.STARTING_LEVEL + " or more, asked " + level);
        }
        if (level > options.maxCoveredLevel()) {
            throw new RuleViolationException(
                    "EN §15", "the rules cover heroes up to level " + options.maxCoveredLevel() + ", asked " + level);
        }
        Growth growth = spec.growth();
        growth.checkCaps(options);
        if (growth.cost() > level) {
            throw new RuleViolationException(
                    "EN §15 / JP §15",
                    "growth " + describe(growth) + " costs " + growth.cost() + " experience; only " + level
                            + " is available");
        }
        Equipment kit = startingEquipment(spec, level);
        for (Item item : spec.purchases()) {
            Town.requireSold(item);
            if (item.price() > kit.gold()) {
                throw new RuleViolationException(
                        "EN §28 / JP §27",
                        "cannot buy " + item.key() + " for " + item.price() + " gold with " + kit.gold() + " left");
            }
            kit = kit.add(item).withGold(kit.gold() - item.price());
        }
        kit = kit.hold(spec.hands().orElseGet(() -> defaultHands(startingHandCandidates(spec))));
        ImmutableHero hero = ImmutableHero.builder()
                .id(spec.id())
                .name(spec.name())
                .subAttribute(spec.subAttribute())
                .growth(growth)
                .level(level)
                .experience(level - growth.cost())
                .technique(Score.TECHNIQUE.base() + growth.technique())
                .life(0)
                .subAttributeValue(Score.SUB_ATTRIBUTE.base() + growth.subAttribute())
                .spells(spec.spells())
                .miracles(spec.miracles())
                .equipment(kit)
                .build();
        Hero full = hero.withLife(hero.maxLife());
        full.checkCarryLimit(0);
        return full;
    }

    private static String describe(Growth g) {
        return "(technique +" + g.technique() + ", life +" + g.life() + ", sub-attribute +" + g.subAttribute()
                + ", followers +" + g.followers() + ")";
    }

    /**
     * The starting equipment of a spec's sub-attribute, all carried, with its gold and rations (EN §26 / JP §25;
     * retry gold EN §41 / JP §40).
     */
    private static Equipment startingEquipment(HeroSpec spec, int level) {
        int gold = Hero.STARTING_GOLD + Hero.RETRY_GOLD_PER_LEVEL * (level - Hero.STARTING_LEVEL);
        Equipment e = new Equipment(List.of(), Optional.empty(), List.of(Gear.LANTERN), gold, Hero.STARTING_RATIONS);
        for (Item i : startingHandCandidates(spec)) {
            e = e.add(i);
        }
        return switch (spec.subAttribute()) {
            case SORCERY -> e.add(Armour.of(ArmourType.CLOTH));
            case DIVINITY -> e.add(Armour.of(ArmourType.CHAIN)).add(Shield.of(ShieldType.WOOD));
            case STRENGTH -> {
                Equipment s = e.add(Armour.of(ArmourType.PLATE));
                yield spec.strengthKit() == StrengthKit.ONE_HANDED_WEAPON_AND_ROUND_SHIELD
                        ? s.add(Shield.of(ShieldType.ROUND))
                        : s;
            }
            case DEXTERITY -> e.add(Armour.of(ArmourType.LEATHER)).add(spec.dexterityRangedWeapon());
        };
    }

    /** The kit's melee weapon (EN §26 / JP §25). */
    private static List<Item> startingHandCandidates(HeroSpec spec) {
        WeaponClass c = switch (spec.subAttribute()) {
            case SORCERY, DEXTERITY -> WeaponClass.LIGHT;
            case DIVINITY -> WeaponClass.ONE_HANDED;
            case STRENGTH ->
                spec.strengthKit() == StrengthKit.TWO_HANDED_WEAPON ? WeaponClass.TWO_HANDED : WeaponClass.ONE_HANDED;
        };
        return List.of(Weapon.of(c, spec.kitWeaponDamage()));
    }

    private static List<Item> defaultHands(List<Item> kitWeapon) {
        Item weapon = kitWeapon.get(0);
        List<Item> hands = new ArrayList<>();
        hands.add(weapon);
        if (weapon.hands() == 1) {
            hands.add(Gear.LANTERN);
        }
        return hands;
    }

    static Hero retry(HeroSpec spec, int previousLevel, RuleOptions options) {
        java.util.Objects.requireNonNull(spec, "spec");
        java.util.Objects.requireNonNull(options, "options");
        int max = options.retryLevelMayEqualPrevious() ? previousLevel : previousLevel - 1;
        int lowest = Math.min(Hero.STARTING_LEVEL, max);
        if (spec.level() > max) {
            throw new RuleViolationException(
                    "EN §41 / JP §40",
                    "a retry after a level " + previousLevel + " hero may be level " + lowest + ".." + max + ", asked "
                            + spec.level());
        }
        return make(spec, options);
    }

    /** The body of {@link Hero}'s method of the same name. */
    static Hero grow(Hero h, Score score, int points, RuleOptions options) {
        if (points < 1) {
            throw new IllegalArgumentException("buy at least 1 point, asked " + points);
        }
        Growth next = h.growth().plus(score, points);
        next.checkCaps(options);
        int cost = points * score.cost();
        if (cost > h.experience()) {
            throw new RuleViolationException(
                    "EN §15 / JP §15",
                    "+" + points + " " + score.key() + " costs " + cost + " experience; " + h.experience()
                            + " is unspent");
        }
        // One build, so that the growth and the experience paid for it are checked together.
        return ImmutableHero.builder()
                .from(h)
                .growth(next)
                .experience(h.experience() - cost)
                .technique(h.technique() + (score == Score.TECHNIQUE ? points : 0))
                .life(h.life() + (score == Score.LIFE ? points : 0))
                .subAttributeValue(h.subAttributeValue() + (score == Score.SUB_ATTRIBUTE ? points : 0))
                .build();
    }

    /** The body of {@link Hero}'s method of the same name. */
    static Hero gainExperience(Hero h, int amount, RuleOptions options) {
        if (amount < 1) {
            throw new IllegalArgumentException("experience gained must be at least 1, was " + amount);
        }
        if (h.level() + amount > options.maxCoveredLevel()) {
            throw new RuleViolationException(
                    "EN §15",
                    h.id() + " at level " + h.level() + " cannot gain " + amount + " experience: the rules cover heroes"
                            + " up to level " + options.maxCoveredLevel());
        }
        return ImmutableHero.copyOf(h).withLevel(h.level() + amount).withExperience(h.experience() + amount);
    }

    /** The body of {@link Hero}'s method of the same name. */
    static int followerScore(Hero h, int heroesInParty, RuleOptions options) {
        if (heroesInParty == 1) {
            return Score.FOLLOWERS.base() + h.growth().followers();
        }
        return switch (options.twoHeroFollowers()) {
            case NONE -> 0;
            case BASE_ZERO -> h.growth().followers();
        };
    }

    /** The body of {@link Hero}'s method of the same name. */
    static Hero learn(Hero h, Spell spell) {
        EnumSet<Spell> s = h.spells().isEmpty() ? EnumSet.noneOf(Spell.class) : EnumSet.copyOf(h.spells());
        s.add(spell);
        return ImmutableHero.copyOf(h).withSpells(s);
    }

    /** The body of {@link Hero}'s method of the same name. */
    static Hero learn(Hero h, Miracle miracle) {
        EnumSet<Miracle> m = h.miracles().isEmpty() ? EnumSet.noneOf(Miracle.class) : EnumSet.copyOf(h.miracles());
        m.add(miracle);
        return ImmutableHero.copyOf(h).withMiracles(m);
    }

    /** The body of {@link Hero}'s method of the same name. */
    static int magicSlots(Hero h) {
        return h.subAttribute() == SubAttribute.SORCERY || h.subAttribute() == SubAttribute.DIVINITY
                ? h.maxSubAttribute() / 2
                : 0;
    }

    /** The body of {@link Hero}'s method of the same name. */
    static Hero restored(Hero h) {
        return ImmutableHero.copyOf(h)
                .withTechnique(h.maxTechnique())
                .withLife(h.maxLife())
                .withSubAttributeValue(h.maxSubAttribute());
    }

    /** The body of {@link Hero}'s method of the same name. */
    static Hero withoutEffect(Hero h, String key) {
        return h.effects().containsKey(key)
                ? ImmutableHero.copyOf(h).withEffects(Effect.removing(h.effects(), key))
                : h;
    }
}
