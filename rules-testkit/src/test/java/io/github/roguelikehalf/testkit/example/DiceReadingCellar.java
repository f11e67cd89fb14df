package io.github.roguelikehalf.testkit.example;

import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.CreatureView;
import io.github.roguelikehalf.rules.scenario.Would;

/**
 * The Cellar with a bug: its creatures' rules read the game's dice, so whether they can be attacked depends on how
 * many dice have been rolled, not on the game. What must be decided would then depend on the dice.
 */
public final class DiceReadingCellar extends Cellar {

    @Override
    public CreatureRules creatureRules(String creatureId) {
        return new CreatureRules() {
            @Override
            public Would modify(Would event, CreatureView view) {
                // The bug: a rule that reads the dice instead of the game.
                if (event instanceof Would.Targeted t && view.state().rng().counter() % 2 == 1) {
                    return t.withAllowed(false);
                }
                return event;
            }
        };
    }
}
