package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.internal.DiceStream;
import java.util.function.Supplier;

/**
 * The game's own dice as a scenario's hook rolls them ({@code ScenarioContext.dice()}): the apply's generator, which
 * the thread's turn goes on with in its next apply, so a roll after the apply it was given in is refused, as a
 * creature's view is after its call, rather than change another apply's dice.
 */
final class ContextDice implements Dice {

    private final Turn turn;
    private final DiceStream stream;

    ContextDice(Turn turn, DiceStream stream) {
        this.turn = turn;
        this.stream = stream;
    }

    @Override
    public int face(int faces, String purpose) {
        return live().face(faces, purpose);
    }

    @Override
    public int face(int faces, Supplier<String> purpose) {
        return live().face(faces, purpose);
    }

    private DiceStream live() {
        if (turn.handed != this) {
            throw new IllegalStateException("a scenario rolled the dice of its context after the apply they were given"
                    + " in: roll ScenarioContext.dice() only within the hook's call");
        }
        return stream;
    }

    @Override
    public String toString() {
        return "the dice of an apply";
    }
}
