/** The sample scenario "Knight of Twilight" (EN §48-§75), found by the core through its Scenario SPI. */
module io.github.roguelikehalf.kot {
    requires io.github.roguelikehalf.rules;

    exports io.github.roguelikehalf.kot;

    provides io.github.roguelikehalf.rules.scenario.Scenario with
            io.github.roguelikehalf.kot.KnightOfTwilight;
}
