/** The scenario SPI (docs/architecture.md): tables, progression and creatures, found with ServiceLoader. */
package io.github.roguelikehalf.rules.scenario;
