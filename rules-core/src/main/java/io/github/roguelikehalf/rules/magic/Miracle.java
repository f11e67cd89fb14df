package io.github.roguelikehalf.rules.magic;

import io.github.roguelikehalf.rules.internal.EnumKeys;
import java.util.Optional;

/** The six basic miracles of Divinity (EN §21, JP §21). Their effects are resolved by the combat rules. */
public enum Miracle {
    /** +1 to the defense rolls of one hero or of the followers. */
    FORTIFY,
    /** Remove a curse, petrification or paralysis from one character. */
    BLESS,
    /** Turn away a missile after a failed defense roll. */
    DEFLECT,
    /** Make the last creature of a Weak Creature group Captured. */
    INDOCTRINATE,
    /** Two arrows of light against undead. */
    INVOKE,
    /** The next ration heals one more point. */
    COMMUNION;

    private final String key = EnumKeys.kebab(name());

    /**
     * The canonical key, e.g. {@code indoctrinate}.
     *
     * @return the key
     */
    public String key() {
        return key;
    }

    /**
     * The miracle with a canonical key.
     *
     * @param key e.g. {@code fortify}
     * @return the miracle, or empty if no miracle has that key
     */
    public static Optional<Miracle> byKey(String key) {
        for (Miracle m : values()) {
            if (m.key().equals(key)) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }
}
