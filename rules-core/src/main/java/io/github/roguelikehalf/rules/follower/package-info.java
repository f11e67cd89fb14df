/** Followers (EN §28, §32-§33 / JP §27, §31-§32): the types, counts per kind, and the Magicians' Sorcery pool. */
@API(status = API.Status.MAINTAINED, since = "0.1.0")
package io.github.roguelikehalf.rules.follower;

import org.apiguardian.api.API;
