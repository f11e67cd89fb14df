package io.github.roguelikehalf.rules.magic;

import io.github.roguelikehalf.rules.internal.EnumKeys;
import java.util.Optional;

/** The six basic spells of Sorcery (EN §19, JP §19). Their effects are resolved by the combat rules. */
public enum Spell {
    /** Puts Weak Creatures to sleep. */
    KNOCKOUT,
    /** Damages several enemies, depending on a narrow or wide space. */
    FIREBALL,
    /** Two damage to one enemy. */
    ICE_LANCE,
    /** Seize the initiative; a free action. */
    BLITZ,
    /** Create a standard weapon or armour until the end of the adventure; a free action. */
    CRAFT_ARMS,
    /** Cut a gold bribe to a tenth, or shift the reaction die by one. */
    FRIENDSHIP;

    private final String key = EnumKeys.kebab(name());

    /**
     * The canonical key, e.g. {@code ice-lance}.
     *
     * @return the key
     */
    public String key() {
        return key;
    }

    /**
     * The spell with a canonical key.
     *
     * @param key e.g. {@code knockout}
     * @return the spell, or empty if no spell has that key
     */
    public static Optional<Spell> byKey(String key) {
        for (Spell s : values()) {
            if (s.key().equals(key)) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }
}
