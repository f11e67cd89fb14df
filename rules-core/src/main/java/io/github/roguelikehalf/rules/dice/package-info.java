/** Dice: a seeded counter-based generator whose state is a value, scripted dice, and the notations of EN §6. */
package io.github.roguelikehalf.rules.dice;
