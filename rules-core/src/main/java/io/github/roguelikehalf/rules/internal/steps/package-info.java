/**
 * The engine's steps and their helpers: what {@code Engine.apply} runs (the turn, each phase's step, the check
 * pipeline, the spell, miracle and item handlers, the creature events, state validation). Not exported from the
 * module; users reach all of it through {@code io.github.roguelikehalf.rules.engine.Engine}. See
 * {@code docs/architecture.md}, "Packages, and one action's path".
 */
@API(status = API.Status.INTERNAL, since = "0.1.0")
package io.github.roguelikehalf.rules.internal.steps;

import org.apiguardian.api.API;
