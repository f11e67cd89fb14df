/** Bots for Roguelike Half: policies that choose among the legal actions of a state. */
@API(status = API.Status.MAINTAINED, since = "0.1.0")
package io.github.roguelikehalf.rules.bot;

import org.apiguardian.api.API;
