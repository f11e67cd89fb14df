/** The basic spells and miracles (EN §19, §21 / JP §19, §21). */
package io.github.roguelikehalf.rules.magic;
