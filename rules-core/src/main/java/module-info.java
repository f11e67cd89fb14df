/** The Roguelike Half base rules: immutable values, pure rule functions, and a deterministic engine. */
module io.github.roguelikehalf.rules {
    requires static org.immutables.value.annotations;
    requires org.slf4j;
    requires static transitive org.apiguardian.api;

    exports io.github.roguelikehalf.rules.bot;
    exports io.github.roguelikehalf.rules.check;
    exports io.github.roguelikehalf.rules.creature;
    exports io.github.roguelikehalf.rules.dice;
    exports io.github.roguelikehalf.rules.dicebot;
    exports io.github.roguelikehalf.rules.engine;
    exports io.github.roguelikehalf.rules.follower;
    exports io.github.roguelikehalf.rules.hero;
    exports io.github.roguelikehalf.rules.item;
    exports io.github.roguelikehalf.rules.magic;
    exports io.github.roguelikehalf.rules.play;
    exports io.github.roguelikehalf.rules.scenario;
    exports io.github.roguelikehalf.rules.treasure;
    exports io.github.roguelikehalf.rules;

    uses io.github.roguelikehalf.rules.scenario.Scenario;
}
