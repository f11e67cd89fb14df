/** Implementation details shared by the rules packages; not exported from the module. */
@API(status = API.Status.INTERNAL, since = "0.1.0")
package io.github.roguelikehalf.rules.internal;

import org.apiguardian.api.API;
