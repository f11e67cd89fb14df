/** The scenario SPI (DESIGN "Scenarios"): tables, progression and creatures, found with ServiceLoader. */
package io.github.roguelikehalf.rules.scenario;
