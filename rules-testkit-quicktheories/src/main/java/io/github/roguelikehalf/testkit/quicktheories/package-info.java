/**
 * Adapters of the testkit's generators to QuickTheories, an optional dependency: add it to your test dependencies to
 * use them.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1.0")
package io.github.roguelikehalf.testkit.quicktheories;

import org.apiguardian.api.API;
