package io.github.roguelikehalf.rules.magic;

import io.github.roguelikehalf.rules.RuleOptions;
import java.util.Set;

/**
 * The creature tags ({@code Creature.tags()}) the magic rules read, and which spell or miracle each one stops (EN §19,
 * §21 / JP §19, §21). A scenario gives its creatures these tags; a creature with special rules beyond them can also
 * resist magic when told {@code Happening.CastAt}.
 */
public final class MagicTags {

    /** Undead: immune to Knockout and Indoctrinate; the only creatures Invoke hurts. */
    public static final String UNDEAD = "undead";

    /** Plants: immune to Knockout. */
    public static final String PLANT = "plant";

    /** Golems: immune to Knockout. */
    public static final String GOLEM = "golem";

    /** Mobile weapons: immune to Knockout where {@code knockoutImmunityIncludesConstructs} (EN §19). */
    public static final String MOBILE_WEAPON = "mobile-weapon";

    /** Constructs: immune to Knockout where {@code knockoutImmunityIncludesConstructs} (EN §19). */
    public static final String CONSTRUCT = "construct";

    /** Demons: no base-rule immunity; for scenarios and items. */
    public static final String DEMON = "demon";

    /** Humanoids: no base-rule immunity; for scenarios and items. */
    public static final String HUMANOID = "humanoid";

    /** Creatures that resist heat: immune to Fireball. */
    public static final String RESISTS_HEAT = "resists-heat";

    /** Creatures that resist cold: immune to Ice Lance. */
    public static final String RESISTS_COLD = "resists-cold";

    /** Creatures that cannot be put to sleep: immune to Knockout (the creatures "stated in the text"). */
    public static final String RESISTS_SLEEP = "resists-sleep";

    /** Creatures that cannot be converted: immune to Indoctrinate (the "certain other monsters"). */
    public static final String RESISTS_INDOCTRINATE = "resists-indoctrinate";

    /** Every tag this class names. */
    public static final Set<String> ALL = Set.of(
            UNDEAD,
            PLANT,
            GOLEM,
            MOBILE_WEAPON,
            CONSTRUCT,
            DEMON,
            HUMANOID,
            RESISTS_HEAT,
            RESISTS_COLD,
            RESISTS_SLEEP,
            RESISTS_INDOCTRINATE);

    private MagicTags() {}

    /**
     * The tag of a creature that makes a spell do nothing to it, if any.
     *
     * @param tags the creature's tags
     * @param spell the spell
     * @param options the rule options (Knockout's list differs between the texts)
     * @return the tag that stops it, or empty when the spell works
     */
    public static java.util.Optional<String> stops(Set<String> tags, Spell spell, RuleOptions options) {
        Set<String> stoppers = switch (spell) {
            case KNOCKOUT ->
                options.knockoutImmunityIncludesConstructs()
                        ? Set.of(UNDEAD, PLANT, GOLEM, MOBILE_WEAPON, CONSTRUCT, RESISTS_SLEEP)
                        : Set.of(UNDEAD, PLANT, GOLEM, RESISTS_SLEEP);
            case FIREBALL -> Set.of(RESISTS_HEAT);
            case ICE_LANCE -> Set.of(RESISTS_COLD);
            default -> Set.of();
        };
        return first(tags, stoppers);
    }

    /**
     * The tag of a creature that makes a miracle do nothing to it, if any; Invoke is stopped by the absence of
     * {@link #UNDEAD} (it is named {@code "not undead"} then).
     *
     * @param tags the creature's tags
     * @param miracle the miracle
     * @return the reason it does nothing, or empty when it works
     */
    public static java.util.Optional<String> stops(Set<String> tags, Miracle miracle) {
        return switch (miracle) {
            case INDOCTRINATE -> first(tags, Set.of(UNDEAD, RESISTS_INDOCTRINATE));
            case INVOKE -> tags.contains(UNDEAD) ? java.util.Optional.empty() : java.util.Optional.of("not undead");
            default -> java.util.Optional.empty();
        };
    }

    private static java.util.Optional<String> first(Set<String> tags, Set<String> stoppers) {
        return tags.stream().filter(stoppers::contains).sorted().findFirst();
    }
}
