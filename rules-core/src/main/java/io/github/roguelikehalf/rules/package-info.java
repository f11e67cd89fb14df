/**
 * The Roguelike Half base rules: rule options for the two editions, rule term names, and the exceptions every
 * rule throws. Sub-packages hold dice, checks, heroes, items, followers and magic.
 */
package io.github.roguelikehalf.rules;
