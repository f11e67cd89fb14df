/** Test support: fixtures, framework-neutral generators of valid heroes and states, and the engine contract suite. */
module io.github.roguelikehalf.testkit {
    requires transitive io.github.roguelikehalf.rules;
    requires transitive org.junit.jupiter.api;

    exports io.github.roguelikehalf.testkit;
}
