/**
 * Test support for scenario authors and for the rules themselves: one-line starting states ({@link
 * io.github.roguelikehalf.testkit.Fixture}), framework-neutral generators of valid values ({@link
 * io.github.roguelikehalf.testkit.Generators} over a {@link io.github.roguelikehalf.testkit.Draw}), and the engine
 * contract suite ({@link io.github.roguelikehalf.testkit.ContractSuite}, run by the JUnit 5 base {@link
 * io.github.roguelikehalf.testkit.EngineContract}).
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1.0")
package io.github.roguelikehalf.testkit;

import org.apiguardian.api.API;
