/** The basic spells and miracles (EN §19, §21 / JP §19, §21). */
@API(status = API.Status.EXPERIMENTAL, since = "0.1.0")
package io.github.roguelikehalf.rules.magic;

import org.apiguardian.api.API;
