/** The treasure table and the magic treasure table of the base rules (EN §39-§40 / JP §38-§39). */
@API(status = API.Status.EXPERIMENTAL, since = "0.1.0")
package io.github.roguelikehalf.rules.treasure;

import org.apiguardian.api.API;
