package io.github.roguelikehalf.examples;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;

/** The examples' names for the public parties of {@link io.github.roguelikehalf.rules.play.Parties}. */
final class Parties {

    private Parties() {}

    /** The examples' party: {@link io.github.roguelikehalf.rules.play.Parties#examples(RuleOptions)}. */
    static Party warriorWithSoldiers(RuleOptions options) {
        return io.github.roguelikehalf.rules.play.Parties.examples(options);
    }

    /** A lone hero: {@link io.github.roguelikehalf.rules.play.Parties#lone(SubAttribute, int, RuleOptions)}. */
    static Party lone(SubAttribute subAttribute, int level, RuleOptions options) {
        return io.github.roguelikehalf.rules.play.Parties.lone(subAttribute, level, options);
    }
}
