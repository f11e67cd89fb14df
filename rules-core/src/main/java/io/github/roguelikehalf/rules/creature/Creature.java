package io.github.roguelikehalf.rules.creature;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A creature as data (EN §35-§38 / JP §34-§37): Weak Creatures come in groups of 1-Life creatures, one attack
 * each; Strong Creatures have several Life and a number of attacks. Special rules live in scenario code, keyed by
 * {@link #id()} and {@link #tags()}.
 *
 * <p>Scenario code reads best with the named factories {@link #strong(String)} and {@link #weak(String)}, e.g.
 * {@code Creature.strong("ogre").level(5).life(6).attacks(2).reactions(ReactionTable.of("1-2 bribe 10 gold", "3-6
 * fight")).build()}.
 *
 * @param id the scenario's id for it, e.g. {@code goblin}
 * @param name the name in events: a noun phrase in the singular without an article ({@code giant rat}, {@code Knight
 *     of Twilight}); events use it as it is ({@code giant rat appears}, {@code 3 giant rats appear}) and never add an
 *     article, so a name that starts with {@code the}, {@code a} or {@code an} is rejected
 * @param strong whether it is a Strong Creature
 * @param level its level: the target of attack and defense rolls against it
 * @param life Life of a Strong Creature; 1 for Weak Creatures
 * @param attacks attacks per round of a Strong Creature; 1 for each Weak Creature
 * @param numberAppearing how many appear, as a notation such as {@code 1d6}, {@code 2d6}, {@code 1d6+2} or {@code 3}
 * @param treasureModifier added to the treasure table roll (EN §39 / JP §38)
 * @param reactions the reaction table, six entries for faces 1-6; empty when it has none (it always attacks)
 * @param ranged whether it attacks at range in round 0 (EN §36 / JP §35)
 * @param tags tags such as {@code undead}, {@code golem}, {@code humanoid}
 */
public record Creature(
        String id,
        String name,
        boolean strong,
        int level,
        int life,
        int attacks,
        String numberAppearing,
        int treasureModifier,
        Optional<List<Reaction>> reactions,
        boolean ranged,
        Set<String> tags) {

    /** Validates the creature. */
    public Creature {
        tags = Set.copyOf(tags);
        reactions = reactions.map(List::copyOf);
        if (level < 1 || life < 1 || attacks < 0) {
            throw new IllegalArgumentException(id + ": level and life must be at least 1 and attacks at least 0");
        }
        if (!strong && (life != 1 || attacks != 1)) {
            throw new IllegalArgumentException(id + ": a Weak Creature has 1 Life and 1 attack (EN §37)");
        }
        if (reactions.isPresent() && reactions.get().size() != 6) {
            throw new IllegalArgumentException(id + ": a reaction table has six entries, one per face of 1d6");
        }
        NumberAppearing.parse(numberAppearing);
        if (name.isBlank()) {
            throw new IllegalArgumentException(id + ": a creature needs a name");
        }
        String lower = name.toLowerCase(java.util.Locale.ROOT);
        for (String article : ARTICLES) {
            if (lower.startsWith(article)) {
                throw new IllegalArgumentException(
                        id + ": name '" + name + "' starts with an article; events use the" + " name as it is ('"
                                + name.substring(article.length()) + " appears'), so give it without one");
            }
        }
    }

    private static final List<String> ARTICLES = List.of("the ", "a ", "an ");

    /**
     * A Strong Creature, described step by step: {@code Creature.strong("ogre").level(5).life(6).build()}. Its name
     * is the id with hyphens as spaces unless {@link CreatureBuilder#name(String)} says otherwise; it has 1 attack, a
     * treasure modifier of 0, no reaction table (it always attacks), no tags.
     *
     * @param id the scenario's id for it
     * @return a builder; {@code level} and {@code life} must be given
     */
    public static CreatureBuilder strong(String id) {
        return new CreatureBuilder(id, true);
    }

    /**
     * A group of Weak Creatures, described step by step: {@code Creature.weak("zombies").name("zombie").level(3)
     * .appearing("1d6").build()}. Its name is the id with hyphens as spaces unless {@link CreatureBuilder#name(String)}
     * says otherwise; a treasure modifier of 0, no reaction table (it always attacks), no tags.
     *
     * @param id the scenario's id for it
     * @return a builder; {@code level} and {@code appearing} must be given
     */
    public static CreatureBuilder weak(String id) {
        return new CreatureBuilder(id, false);
    }

    /**
     * A Weak Creature.
     *
     * @param id the id
     * @param name the name
     * @param level the level
     * @param numberAppearing how many appear, e.g. {@code 1d6+1}
     * @param treasureModifier the treasure modifier
     * @param reactions the reaction table, or empty
     * @param tags the tags
     * @return the creature
     */
    public static Creature weak(
            String id,
            String name,
            int level,
            String numberAppearing,
            int treasureModifier,
            Optional<List<Reaction>> reactions,
            Set<String> tags) {
        return new Creature(id, name, false, level, 1, 1, numberAppearing, treasureModifier, reactions, false, tags);
    }

    /**
     * A Strong Creature.
     *
     * @param id the id
     * @param name the name
     * @param level the level
     * @param life its Life
     * @param attacks its attacks per round
     * @param treasureModifier the treasure modifier
     * @param reactions the reaction table, or empty
     * @param tags the tags
     * @return the creature
     */
    public static Creature strong(
            String id,
            String name,
            int level,
            int life,
            int attacks,
            int treasureModifier,
            Optional<List<Reaction>> reactions,
            Set<String> tags) {
        return new Creature(id, name, true, level, life, attacks, "1", treasureModifier, reactions, false, tags);
    }

    /**
     * This creature, attacking at range in round 0.
     *
     * @return the new creature
     */
    public Creature withRanged() {
        return new Creature(
                id, name, strong, level, life, attacks, numberAppearing, treasureModifier, reactions, true, tags);
    }
}
