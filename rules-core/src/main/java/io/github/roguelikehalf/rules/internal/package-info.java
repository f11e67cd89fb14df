/** Implementation details shared by the rules packages; not exported from the module. */
package io.github.roguelikehalf.rules.internal;
