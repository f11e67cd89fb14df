package io.github.roguelikehalf.rules.creature;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A creature's stat line written step by step, from {@link Creature#strong(String)} or {@link Creature#weak(String)}:
 *
 * <pre>{@code
 * Creature ogre = Creature.strong("ogre").level(5).life(6).attacks(2).treasure(1)
 *         .reactions(ReactionTable.of("1-2 bribe 10 gold", "3-5 fight", "6 fight-to-the-death"))
 *         .tags("humanoid").build();
 * }</pre>
 *
 * <p>A builder is not thread-safe; the creature it builds is an immutable value, checked as {@link Creature} checks
 * it.
 */
public final class CreatureBuilder {

    private final String id;
    private final boolean strong;
    private String name;
    private int level;
    private int life;
    private int attacks = 1;
    private String appearing;
    private int treasure;
    private Optional<List<Reaction>> reactions = Optional.empty();
    private boolean ranged;
    private Set<String> tags = Set.of();

    CreatureBuilder(String id, boolean strong) {
        this.id = Objects.requireNonNull(id, "id");
        this.strong = strong;
        this.name = id.replace('-', ' ');
        this.life = strong ? 0 : 1;
        this.appearing = strong ? "1" : "";
    }

    /**
     * Its name in events, a noun phrase in the singular without an article (see {@link Creature#name()}).
     *
     * @param text e.g. {@code giant rat}
     * @return this builder
     */
    public CreatureBuilder name(String text) {
        this.name = Objects.requireNonNull(text, "text");
        return this;
    }

    /**
     * Its level (EN §37 / JP §35).
     *
     * @param value at least 1
     * @return this builder
     */
    public CreatureBuilder level(int value) {
        this.level = value;
        return this;
    }

    /**
     * The Life of a Strong Creature.
     *
     * @param value at least 1
     * @return this builder
     * @throws IllegalStateException for Weak Creatures, which have 1 Life each (EN §37)
     */
    public CreatureBuilder life(int value) {
        requireStrong("life");
        this.life = value;
        return this;
    }

    /**
     * The attacks per round of a Strong Creature; 1 unless given.
     *
     * @param value at least 0
     * @return this builder
     * @throws IllegalStateException for Weak Creatures, which attack once each (EN §37)
     */
    public CreatureBuilder attacks(int value) {
        requireStrong("attacks");
        this.attacks = value;
        return this;
    }

    /**
     * How many Weak Creatures appear.
     *
     * @param notation e.g. {@code 1d6}, {@code 2d6}, {@code 1d6+2} or {@code 3}
     * @return this builder
     * @throws IllegalStateException for a Strong Creature, which appears alone
     */
    public CreatureBuilder appearing(String notation) {
        if (strong) {
            throw new IllegalStateException(
                    id + ": a Strong Creature appears alone; 'appearing' is for Weak Creatures");
        }
        this.appearing = Objects.requireNonNull(notation, "notation");
        return this;
    }

    /**
     * The modifier of its treasure roll (EN §39 / JP §38); 0 unless given.
     *
     * @param modifier e.g. {@code -1} or {@code 2}
     * @return this builder
     */
    public CreatureBuilder treasure(int modifier) {
        this.treasure = modifier;
        return this;
    }

    /**
     * Its reaction table (EN §35 / JP §34); without one it always attacks.
     *
     * @param table six entries, one per face, e.g. {@link ReactionTable#of(String...)}
     * @return this builder
     */
    public CreatureBuilder reactions(List<Reaction> table) {
        this.reactions = Optional.of(List.copyOf(table));
        return this;
    }

    /**
     * It attacks at range in round 0 (EN §36 / JP §35).
     *
     * @return this builder
     */
    public CreatureBuilder ranged() {
        this.ranged = true;
        return this;
    }

    /**
     * Its tags, e.g. {@code undead}, {@code humanoid} (those spells respect are named in {@code magic.MagicTags}).
     *
     * @param values the tags
     * @return this builder
     */
    public CreatureBuilder tags(String... values) {
        this.tags = Set.of(values);
        return this;
    }

    /**
     * The creature.
     *
     * @return the creature
     * @throws IllegalArgumentException naming what is missing or wrong
     */
    public Creature build() {
        if (level == 0) {
            throw new IllegalArgumentException(id + ": give its level, e.g. .level(3)");
        }
        if (strong && life == 0) {
            throw new IllegalArgumentException(id + ": a Strong Creature needs its Life, e.g. .life(6)");
        }
        if (!strong && appearing.isEmpty()) {
            throw new IllegalArgumentException(id + ": Weak Creatures need how many appear, e.g. .appearing(\"1d6\")");
        }
        return new Creature(
                id, name, strong, level, life, strong ? attacks : 1, appearing, treasure, reactions, ranged, tags);
    }

    private void requireStrong(String what) {
        if (!strong) {
            throw new IllegalStateException(
                    id + ": '" + what + "' is for a Strong Creature; Weak Creatures have 1 Life and 1 attack each");
        }
    }
}
