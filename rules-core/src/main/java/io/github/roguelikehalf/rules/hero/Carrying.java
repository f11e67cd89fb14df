package io.github.roguelikehalf.rules.hero;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.item.Equipment;
import io.github.roguelikehalf.rules.item.Item;
import java.util.List;

/**
 * The party's carry limit in use (EN §27 / JP §26, Porters EN §28 / JP §27): how much gold still fits, and what is
 * left behind when the party carries too much. {@link Party} exposes them.
 */
final class Carrying {

    private Carrying() {}

    /**
     * The gold of {@code amount} that {@code h} can take: the slots he may still fill are his max Life plus what the
     * Porters carry beyond the other heroes' excess, less what he uses; every 100 gold is a slot.
     */
    static int goldThatFits(Party p, Hero h, int amount) {
        int others = 0;
        for (Hero o : p.heroes()) {
            if (!o.id().equals(h.id())) {
                others += Math.max(0, o.equipment().slotsUsed() - o.carryLimit());
            }
        }
        int porters = p.followers().porterCapacity();
        Equipment e = h.equipment();
        int extra = h.carryLimit() + porters - others - e.slotsUsed();
        if (others > porters || extra < 0) {
            return 0;
        }
        long most = ((long) e.gold() / Equipment.GOLD_PER_SLOT + extra) * Equipment.GOLD_PER_SLOT
                + Equipment.GOLD_PER_SLOT
                - 1;
        return (int) Math.max(0, Math.min(amount, most - e.gold()));
    }

    /** The party after it leaves behind carried items, then gold, until it fits (see {@link Party#leavingBehind}). */
    static Party leavingBehind(Party party, RuleOptions options) {
        Party p = leavingBehindItems(party, options);
        int per = Equipment.GOLD_PER_SLOT;
        for (int i = p.heroes().size() - 1; i >= 0 && !p.withinCarryLimit(); i--) {
            Hero h = p.heroes().get(i);
            Equipment e = h.equipment();
            int over = Math.min(p.overflow() - p.followers().porterCapacity(), e.slotsUsed() - h.carryLimit());
            if (over > 0) {
                // keep as much gold as the slots left for it hold
                int kept = Math.min(e.gold(), Math.max(0, e.gold() / per - over) * per + per - 1);
                p = p.with(h.reequip(e.withGold(kept), options));
            }
        }
        return p;
    }

    /** The party after it leaves behind the last carried items first, from the last hero on, until it fits. */
    static Party leavingBehindItems(Party party, RuleOptions options) {
        Party p = party;
        for (int i = p.heroes().size() - 1; i >= 0 && !p.withinCarryLimit(); i--) {
            Hero h = p.heroes().get(i);
            while (!p.withinCarryLimit()
                    && h.equipment().slotsUsed() > h.carryLimit()
                    && !h.equipment().carried().isEmpty()) {
                List<Item> carried = h.equipment().carried();
                h = h.discard(carried.get(carried.size() - 1), options);
                p = p.with(h);
            }
        }
        return p;
    }

    /** The body of {@link Hero}'s method of the same name. */
    static Hero reequip(Hero h, Equipment next, RuleOptions options) {
        int delta = next.maxLifeBonus() - h.equipment().maxLifeBonus();
        int newMax = h.maxLife() + delta;
        int newLife;
        if (options.armourLossLowersCurrentLife()) {
            newLife = Math.max(0, h.life() + delta);
        } else {
            newLife = Math.min(h.life(), Math.max(0, newMax));
        }
        return ImmutableHero.builder()
                .from(h)
                .equipment(next)
                .life(Math.min(newLife, Math.max(0, newMax)))
                .build();
    }

    /** The body of {@link Hero}'s method of the same name. */
    static Hero bought(Hero h, Item item, RuleOptions options) {
        Town.requireSold(item);
        int gold = h.equipment().gold();
        if (item.price() > gold) {
            throw new RuleViolationException(
                    "EN §28 / JP §27", "cannot buy " + item.key() + " for " + item.price() + " gold with " + gold);
        }
        return h.reequip(h.equipment().add(item).withGold(gold - item.price()), options);
    }

    /** The body of {@link Hero}'s method of the same name. */
    static void checkCarryLimit(Hero h, int extraSlots) {
        int used = h.equipment().slotsUsed();
        if (used > h.carryLimit() + extraSlots) {
            throw new RuleViolationException(
                    "EN §27 / JP §26",
                    h.id() + " carries " + used + " items but may carry " + h.carryLimit() + " (max Life)"
                            + (extraSlots > 0 ? " + " + extraSlots + " (Porters)" : ""));
        }
    }
}
