package io.github.roguelikehalf.examples;

import io.github.roguelikehalf.rules.dice.Dice;
import java.util.function.UnaryOperator;

/** Dice rolled at the table: each face is asked for, and asked again until it is a face of that die. */
final class PhysicalDice implements Dice {

    private final Terminal terminal;
    private final Texts texts;
    private final UnaryOperator<String> purpose;

    /**
     * Dice asked for at a terminal.
     *
     * @param terminal the terminal
     * @param texts the texts of the language asked in
     * @param purpose what a roll is for in the language, with names ({@code Narration.purpose})
     */
    PhysicalDice(Terminal terminal, Texts texts, UnaryOperator<String> purpose) {
        this.terminal = terminal;
        this.texts = texts;
        this.purpose = purpose;
    }

    @Override
    public int face(int faces, String purpose) {
        while (true) {
            String line = terminal.ask(texts.say("dice.ask", faces, this.purpose.apply(purpose)))
                    .orElseThrow(Terminal.InputEnded::new);
            try {
                int face = Integer.parseInt(line);
                if (face >= 1 && face <= faces) {
                    return face;
                }
            } catch (NumberFormatException e) {
                // asked again below
            }
            terminal.out().println(texts.say("dice.not-a-face", faces, line));
        }
    }
}
