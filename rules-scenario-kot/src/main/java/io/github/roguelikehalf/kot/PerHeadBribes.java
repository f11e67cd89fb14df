package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.magic.SpellMath;
import java.util.Map;
import java.util.Optional;

/**
 * The gold bribes asked per creature (EN §67, §70: the villagers and the adventurers 2 gold each, the goatmen 10 each)
 * and what lowers them in the window after the reaction roll: each use of the Large Ale Bottle bribes one creature
 * fewer, never fewer than one (EN §66, 14); Friendship cuts the whole bribe to a tenth (EN §19, English preset); each
 * point of Dried Cheese adds 1 gold of value to it (EN §66, 11). The window's reaction keeps the table's price per
 * head; the total is worked out here when the bribe is asked.
 */
final class PerHeadBribes {

    /** The gold each creature asks, by creature id. */
    private static final Map<String, Integer> PRICE = Map.of(
            PeacefulRooms.VILLAGERS.id(), PeacefulRooms.GOLD_EACH,
            PeacefulRooms.ADVENTURERS.id(), PeacefulRooms.GOLD_EACH,
            WeakRooms.GOATMEN.id(), WeakRooms.GOATMEN_GOLD_EACH);

    private PerHeadBribes() {}

    /**
     * Whether a creature's gold bribe is asked per creature, so that the Large Ale Bottle lowers it.
     *
     * @param creatureId the creature
     * @return true for the villagers, the adventurers and the goatmen
     */
    static boolean perHead(String creatureId) {
        return PRICE.containsKey(creatureId);
    }

    /**
     * The bribe the group asks: the price per head times the creatures to bribe, cut by Friendship, less the cheese.
     *
     * @param group the group met
     * @param state the state, in the window after the reaction roll
     * @param asked the reaction's bribe in the window (the price per head, lower if Friendship cut it)
     * @return the bribe
     */
    static Bribe total(EnemyGroup group, GameState state, Bribe asked) {
        Integer price = PRICE.get(group.creatureId());
        if (price == null || asked.kind() != Bribe.Kind.GOLD) {
            return new Bribe(asked.kind(), asked.amount() * group.current());
        }
        Optional<Window> w = state.phase().openWindow();
        int gold = beforeCheese(group.current(), price, asked, w);
        int cheese =
                w.map(x -> KotItems.usedInWindow(x, HiddenRooms.CHEESE_BRIBE)).orElse(0);
        return new Bribe(Bribe.Kind.GOLD, Math.max(0, gold - cheese));
    }

    /**
     * The gold still asked in a window before the cheese: what the cheese may lower.
     *
     * @param group the group met
     * @param w the window after the reaction roll
     * @return the gold
     */
    static int beforeCheese(EnemyGroup group, Window w) {
        Integer price = PRICE.get(group.creatureId());
        Optional<Bribe> asked = w.reaction().flatMap(r -> r.bribe());
        if (asked.isEmpty() || asked.get().kind() != Bribe.Kind.GOLD) {
            return 0;
        }
        if (price == null) {
            return asked.get().amount();
        }
        return beforeCheese(group.current(), price, asked.get(), Optional.of(w));
    }

    private static int beforeCheese(int heads, int price, Bribe asked, Optional<Window> w) {
        int ale = w.map(x -> KotItems.usedInWindow(x, HiddenRooms.ALE)).orElse(0);
        int gold = price * Math.max(1, heads - ale);
        // Friendship lowered the price the window shows: the whole bribe falls to a tenth (EN §19)
        return asked.amount() < price ? SpellMath.friendshipBribe(gold) : gold;
    }
}
