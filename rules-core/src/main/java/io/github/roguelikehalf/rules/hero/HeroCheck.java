package io.github.roguelikehalf.rules.hero;

import io.github.roguelikehalf.rules.check.CheckResult;

/**
 * A check a hero made: the result, and the hero afterwards (one sub-attribute point consumed if the check used
 * it, §9).
 *
 * @param result the result of the check
 * @param hero the hero after the check
 */
public record HeroCheck(CheckResult result, Hero hero) {}
