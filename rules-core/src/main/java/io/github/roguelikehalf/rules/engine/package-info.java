/**
 * The engine (docs/architecture.md): immutable game state, decisions with their legal actions, actions with a
 * canonical string form, and {@link io.github.roguelikehalf.rules.engine.Engine#apply} as a pure function that
 * explains itself in events. Encounters, combat and adventure flow of EN §34-§38, §42, §44 / JP §33-§37, §42, §44.
 */
@API(status = API.Status.MAINTAINED, since = "0.1.0")
package io.github.roguelikehalf.rules.engine;

import org.apiguardian.api.API;
