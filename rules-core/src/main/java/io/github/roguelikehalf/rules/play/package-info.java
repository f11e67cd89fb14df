/**
 * Playing any game automatically: a deterministic forward model ({@link io.github.roguelikehalf.rules.play.Game}),
 * policies that choose among legal actions, single seeded playthroughs that replay exactly, and reproducible
 * multi-threaded simulations that report win rates with confidence intervals.
 *
 * <p>Nothing here knows the rules of a particular game: a rule system plugs in by implementing {@code Game}.
 */
@API(status = API.Status.MAINTAINED, since = "0.1.0")
package io.github.roguelikehalf.rules.play;

import org.apiguardian.api.API;
