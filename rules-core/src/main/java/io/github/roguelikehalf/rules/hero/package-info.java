/** Heroes (EN §12-§17, §41, §45-§46): creation from a spec, growth, retry, checks, and the party. */
@API(status = API.Status.MAINTAINED, since = "0.1.0")
package io.github.roguelikehalf.rules.hero;

import org.apiguardian.api.API;
