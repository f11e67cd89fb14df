/** Versioned JSON snapshots of Roguelike Half states, and a Jackson module. */
module io.github.roguelikehalf.json {
    requires transitive io.github.roguelikehalf.rules;
    requires transitive com.fasterxml.jackson.databind;

    exports io.github.roguelikehalf.json;

    // The records of each format version are bound by Jackson, and are not API.
    opens io.github.roguelikehalf.json.v1 to
            com.fasterxml.jackson.databind;

    provides com.fasterxml.jackson.databind.Module with
            io.github.roguelikehalf.json.RulesJsonModule;
}
