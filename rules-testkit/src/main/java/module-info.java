/** Framework-neutral generators of valid heroes and states, and the engine contract suite. */
module io.github.roguelikehalf.testkit {
    requires io.github.roguelikehalf.rules;

// exports io.github.roguelikehalf.testkit once it holds types (a package with only package-info cannot be exported)
}
