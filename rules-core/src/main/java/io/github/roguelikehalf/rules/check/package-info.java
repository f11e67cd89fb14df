/** Checks (EN §7-§10 / JP §7-§10): one pure function resolves every check, and the result explains itself. */
@API(status = API.Status.STABLE, since = "0.1.0")
package io.github.roguelikehalf.rules.check;

import org.apiguardian.api.API;
