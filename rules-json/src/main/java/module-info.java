/** Versioned JSON snapshots of Roguelike Half states, and a Jackson module. */
module io.github.roguelikehalf.json {
    requires io.github.roguelikehalf.rules;
    requires com.fasterxml.jackson.databind;

// exports io.github.roguelikehalf.json once it holds types (a package with only package-info cannot be exported)
}
