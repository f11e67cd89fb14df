package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.MagicItem;
import io.github.roguelikehalf.rules.item.MagicTreasure;
import java.util.List;
import java.util.Optional;

/**
 * The magic treasures that change checks without being used as an action (EN §40 / JP §39): the Searching Monocle's
 * +1 to search checks, one charge each, and the Magical Targe's +1 to a combat follower's defence against missiles.
 * Pure functions, for the engine, bots and scenarios.
 */
public final class MagicGear {

    /** The rule section. */
    public static final String RULE = "EN §40 / JP §39";

    /** The Searching Monocle's bonus to a search check. */
    public static final Modifier MONOCLE = new Modifier(MagicTreasure.SEARCHING_MONOCLE.key(), 1, RULE);

    /** The Magical Targe's bonus to a follower's defence against a missile. */
    public static final Modifier TARGE = new Modifier(MagicTreasure.MAGICAL_TARGE.key() + " against missiles", 1, RULE);

    private MagicGear() {}

    /**
     * The hero whose Searching Monocle helps the party's next search check: the first living hero of the party who
     * carries one with a charge left.
     *
     * @param party the party
     * @return the hero's id, or empty when nobody carries a charged monocle
     */
    public static Optional<String> monocleWearer(Party party) {
        for (Hero h : party.heroes()) {
            if (h.alive() && charged(h, MagicTreasure.SEARCHING_MONOCLE).isPresent()) {
                return Optional.of(h.id());
            }
        }
        return Optional.empty();
    }

    /**
     * A hero after one charge of his Searching Monocle is used; with none left it is an ordinary monocle, kept as
     * {@code searching-monocle:0/TOTAL} (it sells for nothing).
     *
     * @param hero a hero who carries a monocle with a charge left
     * @return the hero with one charge less
     * @throws IllegalArgumentException if the hero carries no charged monocle
     */
    public static Hero spendMonocle(Hero hero) {
        MagicItem m = charged(hero, MagicTreasure.SEARCHING_MONOCLE)
                .orElseThrow(() ->
                        new IllegalArgumentException(hero.id() + " carries no Searching Monocle with a charge left"));
        return ImmutableHero.copyOf(hero)
                .withEquipment(hero.equipment().remove(m).add(m.spend()));
    }

    /**
     * Whether the Magical Targe helps the followers' defence against an attack: a missile (a round-0 attack) while a
     * living hero carries a targe, and, where {@link RuleOptions#magicalTargeOnlyWeakCreaturesInRooms()}, only
     * against a Weak Creature (every tile of a dungeon counts as a room). One targe protects one follower, the one
     * who defends.
     *
     * @param party the party
     * @param options the rule options
     * @param attacker the attacking creature
     * @param missile whether the attack is a missile
     * @return the +1, or empty
     */
    public static Optional<Modifier> targe(Party party, RuleOptions options, Creature attacker, boolean missile) {
        if (!missile || (options.magicalTargeOnlyWeakCreaturesInRooms() && attacker.strong())) {
            return Optional.empty();
        }
        for (Hero h : party.heroes()) {
            if (h.alive() && carries(h, MagicTreasure.MAGICAL_TARGE)) {
                return Optional.of(TARGE);
            }
        }
        return Optional.empty();
    }

    /**
     * The first treasure of a kind with a charge left that a hero carries.
     *
     * @param hero the hero
     * @param kind a kind with charges
     * @return the treasure, or empty
     */
    public static Optional<MagicItem> charged(Hero hero, MagicTreasure kind) {
        // a magic item is held or carried, never worn: the two lists are read in place (no copy on this hot path)
        Optional<MagicItem> held = charged(hero.equipment().hands(), kind);
        return held.isPresent() ? held : charged(hero.equipment().carried(), kind);
    }

    private static Optional<MagicItem> charged(List<Item> items, MagicTreasure kind) {
        for (int k = 0; k < items.size(); k++) {
            if (items.get(k) instanceof MagicItem m && m.kind() == kind && m.charges() > 0) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }

    private static boolean carries(Hero hero, MagicTreasure kind) {
        for (Item i : hero.equipment().allItems()) {
            if (i instanceof MagicItem m && m.kind() == kind) {
                return true;
            }
        }
        return false;
    }
}
