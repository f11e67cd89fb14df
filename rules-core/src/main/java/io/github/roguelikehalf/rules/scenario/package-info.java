/** The scenario SPI (docs/architecture.md): tables, progression and creatures, found with ServiceLoader. */
@API(status = API.Status.EXPERIMENTAL, since = "0.1.0")
package io.github.roguelikehalf.rules.scenario;

import org.apiguardian.api.API;
