/** Creatures as data (EN §35-§38 / JP §34-§37): Weak and Strong Creatures, reaction tables, bribes. */
package io.github.roguelikehalf.rules.creature;
