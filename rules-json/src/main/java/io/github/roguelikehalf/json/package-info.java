/** JSON snapshots of Roguelike Half states. Not implemented yet: see the README's status table. */
package io.github.roguelikehalf.json;
