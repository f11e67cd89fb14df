/** Creatures as data (EN §35-§38 / JP §34-§37): Weak and Strong Creatures, reaction tables, bribes. */
@API(status = API.Status.MAINTAINED, since = "0.1.0")
package io.github.roguelikehalf.rules.creature;

import org.apiguardian.api.API;
