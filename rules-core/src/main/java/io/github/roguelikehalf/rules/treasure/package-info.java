/** The treasure table and the magic treasure table of the base rules (EN §39-§40 / JP §38-§39). */
package io.github.roguelikehalf.rules.treasure;
