/** The sample scenario "Knight of Twilight" (EN §48-§75). Not implemented yet: see the README's status table. */
package io.github.roguelikehalf.kot;
