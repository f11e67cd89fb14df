/**
 * The Roguelike Half base rules: rule options for the two editions, rule term names, and the exceptions every
 * rule throws. Sub-packages hold dice, checks, heroes, items, followers and magic.
 */
@API(status = API.Status.MAINTAINED, since = "0.1.0")
package io.github.roguelikehalf.rules;

import org.apiguardian.api.API;
