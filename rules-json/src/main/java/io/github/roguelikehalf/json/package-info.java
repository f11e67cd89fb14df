/**
 * Versioned JSON snapshots of Roguelike Half states: {@link io.github.roguelikehalf.json.Snapshots} saves and loads a
 * game, a hero or a campaign value; {@link io.github.roguelikehalf.json.RulesJsonModule} lets Jackson do the same
 * inside an application's own JSON; {@link io.github.roguelikehalf.json.SnapshotException} names what is wrong in a
 * bad snapshot. The format is described in {@code docs/snapshots.md} and by {@link
 * io.github.roguelikehalf.json.Snapshots#schema()}.
 */
@API(status = API.Status.MAINTAINED, since = "0.1.0")
package io.github.roguelikehalf.json;

import org.apiguardian.api.API;
