package io.github.roguelikehalf.rules.item;

import io.github.roguelikehalf.rules.internal.EnumKeys;

/** Every weapon is blunt or slashing, chosen when bought (EN §29 / JP §28). */
public enum DamageType {
    /** Blunt (打撃). Unarmed attacks and sling stones are blunt. */
    BLUNT,
    /** Slashing (斬撃). Arrows are slashing. */
    SLASHING;

    private final String key = EnumKeys.kebab(name());

    /**
     * The canonical key.
     *
     * @return {@code blunt} or {@code slashing}
     */
    public String key() {
        return key;
    }
}
