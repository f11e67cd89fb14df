package io.github.roguelikehalf.testkit;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.StrengthKit;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.MagicItem;
import io.github.roguelikehalf.rules.item.MagicTreasure;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.magic.Spell;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** The parties of {@link Generators#casters()} and {@link Generators#magicTreasures()}: starts that reach the magic rules. */
final class MagicStarts {

    private MagicStarts() {}

    /** The party of {@link Generators#magicTreasures()} under one preset. */
    static Party magicTreasures(Draw d, RuleOptions o) {
        int monocle = d.intBetween(2, 5);
        Hero slinger = withItems(
                Hero.create(
                        HeroSpec.builder()
                                .id("hero-1")
                                .name("hero-1")
                                .subAttribute(SubAttribute.DEXTERITY)
                                .dexterityRangedWeapon(RangedWeapon.SLING)
                                .hands(List.<Item>of(RangedWeapon.SLING))
                                .build(),
                        o),
                MagicItem.of(MagicTreasure.BULLETS_OF_PIERCING),
                MagicItem.monocle(monocle, monocle),
                MagicItem.of(MagicTreasure.MAGICAL_TARGE));
        Hero mage = Hero.create(
                HeroSpec.builder()
                        .id("hero-2")
                        .name("hero-2")
                        .subAttribute(SubAttribute.SORCERY)
                        .growth(new Growth(0, 0, 4, 0))
                        .spells(Set.of(Spell.FIREBALL, Spell.KNOCKOUT))
                        .build(),
                o);
        mage = ImmutableHero.copyOf(mage)
                .withEquipment(mage.equipment().hold(List.of()).remove(Gear.LANTERN));
        mage = withItems(
                mage,
                MagicItem.of(MagicTreasure.FLUTE_OF_PEACE),
                MagicItem.of(MagicTreasure.STAFF_OF_WALL),
                MagicItem.of(MagicTreasure.WAR_DOLL));
        return new Party(List.of(slinger, mage), Followers.none());
    }

    private static Hero withItems(Hero h, Item... items) {
        Hero out = h;
        for (Item i : items) {
            out = ImmutableHero.copyOf(out).withEquipment(out.equipment().add(i));
        }
        return out;
    }

    private static Hero caster(String id, SubAttribute sub, Set<Spell> spells, Set<Miracle> miracles, RuleOptions o) {
        return Hero.create(
                HeroSpec.builder()
                        .id(id)
                        .name(id)
                        .subAttribute(sub)
                        .growth(new Growth(0, 0, 4, 0))
                        .spells(spells)
                        .miracles(miracles)
                        .build(),
                o);
    }

    private static Hero warrior(String id, RuleOptions o) {
        return Hero.create(
                HeroSpec.builder()
                        .id(id)
                        .name(id)
                        .subAttribute(SubAttribute.STRENGTH)
                        .strengthKit(StrengthKit.ONE_HANDED_WEAPON_AND_ROUND_SHIELD)
                        .build(),
                o);
    }

    /** The parties of {@link Generators#casters()} under one preset. */
    static List<Party> casterParties(RuleOptions o) {
        List<Party> out = new ArrayList<>();
        List<Set<Spell>> spells = List.of(
                Set.of(Spell.KNOCKOUT, Spell.FIREBALL, Spell.ICE_LANCE),
                Set.of(Spell.BLITZ, Spell.CRAFT_ARMS, Spell.FRIENDSHIP));
        List<Set<Miracle>> miracles = List.of(
                Set.of(Miracle.FORTIFY, Miracle.BLESS, Miracle.DEFLECT),
                Set.of(Miracle.INDOCTRINATE, Miracle.INVOKE, Miracle.COMMUNION));
        FollowerKind soldiers = FollowerKind.of(FollowerType.SOLDIER, DamageType.BLUNT);
        for (Set<Spell> s : spells) {
            for (Set<Miracle> m : miracles) {
                out.add(new Party(
                        List.of(
                                caster("hero-1", SubAttribute.SORCERY, s, Set.of(), o),
                                caster("hero-2", SubAttribute.DIVINITY, Set.of(), m, o)),
                        Followers.none()));
            }
            // a lone caster with followers, so Fortify and the followers' windows are met too
            out.add(Party.of(caster("hero-1", SubAttribute.SORCERY, s, Set.of(), o))
                    .hire("hero-1", soldiers, 4, o));
        }
        for (Set<Miracle> m : miracles) {
            Hero priest = caster("hero-1", SubAttribute.DIVINITY, Set.of(), m, o);
            Party beside = new Party(List.of(priest, warrior("hero-2", o)), Followers.none());
            out.add(
                    o.twoHeroFollowers() == RuleOptions.TwoHeroFollowers.NONE
                            ? beside
                            : Party.of(priest).hire("hero-1", soldiers, 4, o));
            out.add(beside);
        }
        for (Spell spell : Spell.values()) {
            Party p = Party.of(caster("hero-1", SubAttribute.DIVINITY, Set.of(), Set.of(Miracle.FORTIFY), o))
                    .hire("hero-1", FollowerKind.of(FollowerType.MAGICIAN, DamageType.BLUNT), 2, o)
                    .hire("hero-1", FollowerKind.of(FollowerType.SOLDIER, DamageType.SLASHING), 2, o);
            out.add(p.with(p.followers().withMagicianSpell(spell)));
        }
        return out;
    }
}
