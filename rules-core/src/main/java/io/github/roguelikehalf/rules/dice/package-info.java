/** Dice: a seeded counter-based generator whose state is a value, scripted dice, and the notations of EN §6. */
@API(status = API.Status.STABLE, since = "0.1.0")
package io.github.roguelikehalf.rules.dice;

import org.apiguardian.api.API;
