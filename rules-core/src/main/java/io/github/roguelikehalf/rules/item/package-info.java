/** The equipment list (EN §27-§31 / JP §26-§30): weapons, armour, shields, gear, and what a hero holds and carries. */
package io.github.roguelikehalf.rules.item;
