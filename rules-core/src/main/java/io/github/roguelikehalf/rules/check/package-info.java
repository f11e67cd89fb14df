/** Checks (EN §7-§10 / JP §7-§10): one pure function resolves every check, and the result explains itself. */
package io.github.roguelikehalf.rules.check;
