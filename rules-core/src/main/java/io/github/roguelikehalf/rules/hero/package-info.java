/** Heroes (EN §12-§17, §41, §45-§46): creation from a spec, growth, retry, checks, and the party. */
package io.github.roguelikehalf.rules.hero;
