/** Bots for Roguelike Half: policies that choose among the legal actions of a state. */
package io.github.roguelikehalf.rules.bot;
