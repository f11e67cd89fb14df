package io.github.roguelikehalf.rules.hero;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.internal.EnumKeys;

/** The four ability scores experience can raise, with base value, cost and cap (EN §15 / JP §15). */
public enum Score {
    /** Technique: base 0, 4 experience per point, at most +2. */
    TECHNIQUE(0, 4, 2),
    /** Life: base 4, 1 experience per point, at most +4. */
    LIFE(4, 1, 4),
    /** The sub-attribute: base 2, 1 experience per point, at most +4. */
    SUB_ATTRIBUTE(2, 1, 4),
    /** Followers: base 7 (solo), 2 experience per point, at most +2 (English) or +3 (Japanese Ver. 4.6). */
    FOLLOWERS(7, 2, -1);

    private final int base;
    private final int cost;
    private final int cap;

    Score(int base, int cost, int cap) {
        this.base = base;
        this.cost = cost;
        this.cap = cap;
    }

    /**
     * The value with no experience spent (EN §15 / JP §15).
     *
     * @return the base value
     */
    public int base() {
        return base;
    }

    /**
     * Experience per point.
     *
     * @return the cost of one point
     */
    public int cost() {
        return cost;
    }

    /**
     * The most experience may raise this score (C-06 for Followers).
     *
     * @param options the rule options
     * @return the cap on points bought
     */
    public int cap(RuleOptions options) {
        return this == FOLLOWERS ? options.followerGrowthCap() : cap;
    }

    private final String key = EnumKeys.kebab(name());

    /**
     * The canonical key.
     *
     * @return e.g. {@code sub-attribute}
     */
    public String key() {
        return key;
    }
}
