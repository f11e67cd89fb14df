/** Test support for users of the rules. Not implemented yet: see the README's status table. */
package io.github.roguelikehalf.testkit;
