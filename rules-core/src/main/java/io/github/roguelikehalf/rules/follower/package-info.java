/** Followers (EN §28, §32-§33 / JP §27, §31-§32): the types, counts per kind, and the Magicians' Sorcery pool. */
package io.github.roguelikehalf.rules.follower;
