package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.dice.Roll;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Something that happened, naming the rule section it applied (e.g. {@code EN §36 / JP §35}). Every die rolled
 * appears in an event: a check with its face, modifiers, target, critical and fumble, or a plain roll.
 *
 * <p>An immutable value. Its text may be written only when first asked for ({@link #of(String, Supplier)}): bots and
 * simulations that read facts never pay for the English. Two events are equal when their rule, text, dice and fact
 * are.
 */
public final class Event {

    private final String rule;
    private final Supplier<String> render;
    private final Optional<CheckResult> check;
    private final Optional<Roll> roll;
    private final Optional<Fact> fact;

    /** The text once rendered: a racy cache as {@code String.hash} is, safe because rendering is pure. */
    private String text;

    /**
     * An event.
     *
     * @param rule the section of the rules applied
     * @param text what happened, in plain English
     * @param check the check made, if any
     * @param roll the plain roll made (d66, reaction, number appearing, treasure), if any
     * @param fact what the event means as data, if the engine states it ({@link Fact})
     */
    public Event(String rule, String text, Optional<CheckResult> check, Optional<Roll> roll, Optional<Fact> fact) {
        this(rule, null, Objects.requireNonNull(text, "text"), check, roll, fact);
    }

    private Event(
            String rule,
            Supplier<String> render,
            String text,
            Optional<CheckResult> check,
            Optional<Roll> roll,
            Optional<Fact> fact) {
        this.rule = Objects.requireNonNull(rule, "rule");
        this.render = render;
        this.text = text;
        this.check = Objects.requireNonNull(check, "check");
        this.roll = Objects.requireNonNull(roll, "roll");
        this.fact = Objects.requireNonNull(fact, "fact");
    }

    /**
     * The section of the rules applied.
     *
     * @return e.g. {@code EN §36 / JP §35}
     */
    public String rule() {
        return rule;
    }

    /**
     * What happened, in plain English, rendered on the first call if the event was made with a supplier.
     *
     * @return the text
     */
    public String text() {
        String t = text;
        if (t == null) {
            t = Objects.requireNonNull(render.get(), "an event's text");
            text = t;
        }
        return t;
    }

    /**
     * The check made, if any.
     *
     * @return the check
     */
    public Optional<CheckResult> check() {
        return check;
    }

    /**
     * The plain roll made (d66, reaction, number appearing, treasure), if any.
     *
     * @return the roll
     */
    public Optional<Roll> roll() {
        return roll;
    }

    /**
     * What the event means as data, if the engine states it.
     *
     * @return the fact
     */
    public Optional<Fact> fact() {
        return fact;
    }

    /** What an event is about, for filtering: its {@link Fact}'s kind, or what its dice or text are. */
    public enum Kind {
        /** Plain narration. */
        NOTE,
        /** A check, without a fact. */
        CHECK,
        /** A plain roll, without a fact. */
        ROLL,
        /** {@link Fact.TileEntered}. */
        TILE_ENTERED,
        /** {@link Fact.Reacted}. */
        REACTION,
        /** {@link Fact.FightStarted}. */
        FIGHT_STARTED,
        /** {@link Fact.Defence}. */
        DEFENCE,
        /** {@link Fact.HeroDamaged}. */
        HERO_DAMAGED,
        /** {@link Fact.HeroDied}. */
        HERO_DIED,
        /** {@link Fact.EnemyDamaged}. */
        ENEMY_DAMAGED,
        /** {@link Fact.EnemyFled}. */
        ENEMY_FLED,
        /** {@link Fact.FightWon}. */
        FIGHT_WON,
        /** {@link Fact.Escaped}. */
        ESCAPED,
        /** {@link Fact.ItemUsed}. */
        ITEM_USED,
        /** {@link Fact.EffectStarted}. */
        EFFECT_STARTED,
        /** {@link Fact.EffectEnded}. */
        EFFECT_ENDED,
        /** {@link Fact.FollowersLost}. */
        FOLLOWERS_LOST,
        /** {@link Fact.AdventureEnded}. */
        ADVENTURE_ENDED
    }

    /**
     * An event without a fact.
     *
     * @param rule the section applied
     * @param text what happened
     * @param check the check, if any
     * @param roll the roll, if any
     */
    public Event(String rule, String text, Optional<CheckResult> check, Optional<Roll> roll) {
        this(rule, text, check, roll, Optional.empty());
    }

    /**
     * This event with a fact.
     *
     * @param f the fact
     * @return the new event
     */
    public Event with(Fact f) {
        return new Event(rule, render, text, check, roll, Optional.of(f));
    }

    /**
     * What the event is about.
     *
     * @return the fact's kind, else {@link Kind#CHECK} or {@link Kind#ROLL} for dice, else {@link Kind#NOTE}
     */
    public Kind kind() {
        if (fact.isPresent()) {
            return fact.get().kind();
        }
        return check.isPresent() ? Kind.CHECK : roll.isPresent() ? Kind.ROLL : Kind.NOTE;
    }

    /**
     * An event without dice.
     *
     * @param rule the section applied
     * @param text what happened
     * @return the event
     */
    public static Event of(String rule, String text) {
        return new Event(rule, text, Optional.empty(), Optional.empty());
    }

    /**
     * An event with a check.
     *
     * @param rule the section applied
     * @param text what happened
     * @param check the check
     * @return the event
     */
    public static Event check(String rule, String text, CheckResult check) {
        return new Event(rule, text, Optional.of(check), Optional.empty());
    }

    /**
     * An event with a roll.
     *
     * @param rule the section applied
     * @param text what happened
     * @param roll the roll
     * @return the event
     */
    public static Event roll(String rule, String text, Roll roll) {
        return new Event(rule, text, Optional.empty(), Optional.of(roll));
    }

    /**
     * An event without dice whose text is written only when asked for.
     *
     * @param rule the section applied
     * @param text writes what happened; it must be pure (the same text each call)
     * @return the event
     */
    public static Event of(String rule, Supplier<String> text) {
        return new Event(
                rule, Objects.requireNonNull(text, "text"), null, Optional.empty(), Optional.empty(), Optional.empty());
    }

    /**
     * An event with a check whose text is written only when asked for.
     *
     * @param rule the section applied
     * @param text writes what happened; it must be pure
     * @param check the check
     * @return the event
     */
    public static Event check(String rule, Supplier<String> text, CheckResult check) {
        return new Event(
                rule,
                Objects.requireNonNull(text, "text"),
                null,
                Optional.of(check),
                Optional.empty(),
                Optional.empty());
    }

    /**
     * An event with a roll whose text is written only when asked for.
     *
     * @param rule the section applied
     * @param text writes what happened; it must be pure
     * @param roll the roll
     * @return the event
     */
    public static Event roll(String rule, Supplier<String> text, Roll roll) {
        return new Event(
                rule,
                Objects.requireNonNull(text, "text"),
                null,
                Optional.empty(),
                Optional.of(roll),
                Optional.empty());
    }

    @Override
    public boolean equals(Object o) {
        return o == this
                || (o instanceof Event e
                        && rule.equals(e.rule)
                        && text().equals(e.text())
                        && check.equals(e.check)
                        && roll.equals(e.roll)
                        && fact.equals(e.fact));
    }

    @Override
    public int hashCode() {
        return Objects.hash(rule, text(), check, roll, fact);
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("[").append(rule).append("] ").append(text());
        check.ifPresent(c -> b.append(" {").append(c).append('}'));
        roll.ifPresent(r -> b.append(" {").append(r).append('}'));
        return b.toString();
    }
}
