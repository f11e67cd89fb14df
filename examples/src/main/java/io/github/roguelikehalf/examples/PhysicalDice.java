package io.github.roguelikehalf.examples;

import io.github.roguelikehalf.rules.dice.Dice;

/** Dice rolled at the table: each face is asked for, and asked again until it is a face of that die. */
final class PhysicalDice implements Dice {

    private final Terminal terminal;

    PhysicalDice(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public int face(int faces, String purpose) {
        while (true) {
            String line =
                    terminal.ask("roll a d" + faces + " for " + purpose + ": ").orElseThrow(Terminal.InputEnded::new);
            try {
                int face = Integer.parseInt(line);
                if (face >= 1 && face <= faces) {
                    return face;
                }
            } catch (NumberFormatException e) {
                // asked again below
            }
            terminal.out().println("a d" + faces + " shows 1 to " + faces + "; '" + line + "' is not one");
        }
    }
}
