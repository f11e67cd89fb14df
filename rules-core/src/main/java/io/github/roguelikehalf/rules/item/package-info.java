/** The equipment list (EN §27-§31 / JP §26-§30): weapons, armour, shields, gear, and what a hero holds and carries. */
@API(status = API.Status.MAINTAINED, since = "0.1.0")
package io.github.roguelikehalf.rules.item;

import org.apiguardian.api.API;
