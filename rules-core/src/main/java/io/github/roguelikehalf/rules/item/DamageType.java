package io.github.roguelikehalf.rules.item;

import java.util.Locale;

/** Every weapon is blunt or slashing, chosen when bought (EN §29 / JP §28). */
public enum DamageType {
    /** Blunt (打撃). Unarmed attacks and sling stones are blunt. */
    BLUNT,
    /** Slashing (斬撃). Arrows are slashing. */
    SLASHING;

    /**
     * The canonical key.
     *
     * @return {@code blunt} or {@code slashing}
     */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
