/**
 * The sample scenario <i>Knight of Twilight</i> (EN §48-§75): {@link io.github.roguelikehalf.kot.KnightOfTwilight},
 * found by {@code Engine.forScenario("knight-of-twilight")}.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1.0")
package io.github.roguelikehalf.kot;

import org.apiguardian.api.API;
