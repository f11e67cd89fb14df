package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Item;
import java.util.ArrayList;
import java.util.List;

/**
 * A valid start of an adventure for the engine contract suite: a party that {@link Engine#start} accepts, the rule
 * options and the seed of the game's dice. Further adventures from the same start use fresh seeds derived from this
 * one ({@link #seed(int)}), and the random policy uses dice of its own ({@link #policySeed(int)}).
 *
 * @param party the heroes and followers
 * @param options the rule options
 * @param seed the seed of the first adventure
 */
record ContractStart(Party party, RuleOptions options, long seed) {

    /** An odd constant (the golden ratio in 64 bits) that spreads the seeds of chained adventures. */
    private static final long GOLDEN = 0x9E37_79B9_7F4A_7C15L;

    /**
     * The seed of the game's dice for the {@code n}-th adventure from this start; adventure 0 uses {@link #seed()}.
     *
     * @param n the adventure's index, from 0
     * @return the seed
     */
    long seed(int n) {
        return seed + GOLDEN * n;
    }

    /**
     * The seed of the random policy's own dice for the {@code n}-th adventure.
     *
     * @param n the adventure's index, from 0
     * @return the seed
     */
    long policySeed(int n) {
        return Long.rotateLeft(seed(n), 29) ^ 0x5DEE_CE66_DL;
    }

    /**
     * The first state of the {@code n}-th adventure.
     *
     * @param engine the engine
     * @param n the adventure's index, from 0
     * @return the state
     */
    GameState start(Engine engine, int n) {
        return engine.start(party, options, seed(n));
    }

    @Override
    public String toString() {
        List<String> heroes = new ArrayList<>();
        for (Hero h : party.heroes()) {
            heroes.add(h.id() + " " + h.subAttribute().key() + " level " + h.level() + " " + h.growth() + " hands "
                    + keys(h.equipment().hands()) + " carried "
                    + keys(h.equipment().carried()) + " armour "
                    + h.equipment().armour().map(Item::key).orElse("none") + " gold "
                    + h.equipment().gold() + " spells " + h.spells() + " miracles " + h.miracles());
        }
        List<String> followers = new ArrayList<>();
        for (FollowerGroup g : party.followers().groups()) {
            followers.add(g.count() + " " + g.key());
        }
        return options.edition() + ", seed " + seed + ", " + heroes + ", followers " + followers + " (cap "
                + party.followerCap(options) + ")";
    }

    private static List<String> keys(List<? extends Item> items) {
        List<String> k = new ArrayList<>();
        for (Item i : items) {
            k.add(i.key());
        }
        return k;
    }
}
