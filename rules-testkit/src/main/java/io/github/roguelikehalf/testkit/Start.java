package io.github.roguelikehalf.testkit;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A valid start of an adventure: a party that {@link Engine#start} accepts, the rule options and the seed of the game's
 * dice. Further adventures from the same start use seeds derived from this one ({@link #seed(int)}), and a random
 * policy walking them uses dice of its own ({@link #policySeed(int)}), so every walk repeats from the start alone.
 *
 * @param party the heroes and followers
 * @param options the rule options
 * @param seed the seed of the first adventure
 */
public record Start(Party party, RuleOptions options, long seed) {

    /** An odd constant (the golden ratio in 64 bits) that spreads the seeds of chained adventures. */
    private static final long GOLDEN = 0x9E37_79B9_7F4A_7C15L;

    /**
     * A start.
     *
     * @param party the heroes and followers
     * @param options the rule options
     * @param seed the seed of the first adventure
     */
    public Start {
        Objects.requireNonNull(party, "party");
        Objects.requireNonNull(options, "options");
    }

    /**
     * The seed of the game's dice for the {@code n}-th adventure from this start; adventure 0 uses {@link #seed()}.
     *
     * @param n the adventure's index, from 0
     * @return the seed
     */
    public long seed(int n) {
        return seed + GOLDEN * n;
    }

    /**
     * The seed of a random policy's own dice for the {@code n}-th adventure.
     *
     * @param n the adventure's index, from 0
     * @return the seed
     */
    public long policySeed(int n) {
        return Long.rotateLeft(seed(n), 29) ^ 0x5DEE_CE66_DL;
    }

    /**
     * The first state of the {@code n}-th adventure.
     *
     * @param engine the engine
     * @param n the adventure's index, from 0
     * @return the state
     */
    public GameState state(Engine engine, int n) {
        return engine.start(party, options, seed(n));
    }

    /**
     * This start with a party of at most {@code cap} followers: followers beyond it are released one at a time, the
     * first whose release keeps the party within its carry limit (EN §27, §32 / JP §26, §31).
     *
     * @param cap the most followers allowed, e.g. a scenario's own cap
     * @return this start, or one with fewer followers
     * @throws IllegalStateException if no follower can be released within the carry limit
     */
    public Start withFollowersAtMost(int cap) {
        if (party.followers().total() <= cap) {
            return this;
        }
        Party p = party;
        while (p.followers().total() > cap) {
            boolean released = false;
            for (FollowerGroup g : p.followers().groups()) {
                Party fewer = p.release(g.kind(), 1);
                if (fewer.withinCarryLimit()) {
                    p = fewer;
                    released = true;
                    break;
                }
            }
            if (!released) {
                throw new IllegalStateException("no follower can be released within the carry limit: " + this);
            }
        }
        return new Start(p, options, seed);
    }

    /** {@return the edition, seed, heroes and followers, for failure messages} */
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
        return options.edition() + ", seed " + seed + ", " + heroes + ", followers " + followers;
    }

    private static List<String> keys(List<? extends Item> items) {
        List<String> k = new ArrayList<>();
        for (Item i : items) {
            k.add(i.key());
        }
        return k;
    }
}
