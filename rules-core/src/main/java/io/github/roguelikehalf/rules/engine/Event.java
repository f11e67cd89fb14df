package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.dice.Roll;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
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
    // held without Optional (null when absent): the engine makes millions of events, few are read
    private final CheckResult check;
    private final Roll roll;
    private final Fact fact;

    /**
     * The text, or what writes it until it is first asked for: a {@code String}, a {@code Supplier<String>}, or a
     * {@code Function} (never also a supplier) of the check ({@link #check(String, Function, CheckResult)}) or, in an
     * event without a check, of the fact ({@link #of(String, Function, Fact)}).
     * One field for the three, so that an event is 32 bytes, not 40: the engine makes several for every roll. The
     * written text replaces the writer: a racy cache as {@code String.hash} is, safe because writing is pure and a
     * {@code String} is safely published.
     */
    private Object text;

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
        this(
                rule,
                null,
                Objects.requireNonNull(text, "text"),
                Objects.requireNonNull(check, "check").orElse(null),
                Objects.requireNonNull(roll, "roll").orElse(null),
                Objects.requireNonNull(fact, "fact").orElse(null));
    }

    private Event(String rule, Supplier<String> render, String text, CheckResult check, Roll roll, Fact fact) {
        this(rule, text != null ? text : render, check, roll, fact);
    }

    /** @param text the text, a {@code Supplier<String>}, or a {@code Function} of the check or fact (no supplier) */
    private Event(String rule, Object text, CheckResult check, Roll roll, Fact fact) {
        this.rule = Objects.requireNonNull(rule, "rule");
        this.text = text;
        this.check = check;
        this.roll = roll;
        this.fact = fact;
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
     * What happened, in plain English, written on the first call if the event was made with a writer (a supplier, or
     * a function of its check or fact), and kept.
     *
     * @return the text
     */
    public String text() {
        Object t = text;
        if (t instanceof String written) {
            return written;
        }
        String written = write(t);
        if (written == null) {
            throw new NullPointerException("an event's text: its writer gave null for an event of " + rule);
        }
        text = written;
        return written;
    }

    @SuppressWarnings("unchecked") // the only writers held: a supplier, or a function of the check or fact (see text)
    private String write(Object writer) {
        if (writer instanceof Supplier<?> s) {
            return (String) s.get();
        }
        Function<Object, String> f = (Function<Object, String>) writer;
        return f.apply(check != null ? check : fact);
    }

    /**
     * The check made, if any.
     *
     * @return the check
     */
    public Optional<CheckResult> check() {
        return Optional.ofNullable(check);
    }

    /**
     * The plain roll made (d66, reaction, number appearing, treasure), if any.
     *
     * @return the roll
     */
    public Optional<Roll> roll() {
        return Optional.ofNullable(roll);
    }

    /**
     * What the event means as data, if the engine states it.
     *
     * @return the fact
     */
    public Optional<Fact> fact() {
        return Optional.ofNullable(fact);
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
        Objects.requireNonNull(f, "fact");
        Object t = text;
        if (check == null && t instanceof Function<?, ?> writer) {
            // a writer of this event's fact goes on writing from it, not from the new one
            Fact old = fact;
            @SuppressWarnings("unchecked") // it was given for this fact (of(String, Function, Fact))
            Function<Object, String> w = (Function<Object, String>) writer;
            t = (Supplier<String>) () -> w.apply(old);
        }
        return new Event(rule, t, check, roll, f);
    }

    /**
     * What the event is about.
     *
     * @return the fact's kind, else {@link Kind#CHECK} or {@link Kind#ROLL} for dice, else {@link Kind#NOTE}
     */
    public Kind kind() {
        if (fact != null) {
            return fact.kind();
        }
        return check != null ? Kind.CHECK : roll != null ? Kind.ROLL : Kind.NOTE;
    }

    /**
     * An event without dice.
     *
     * @param rule the section applied
     * @param text what happened
     * @return the event
     */
    public static Event of(String rule, String text) {
        return new Event(rule, null, Objects.requireNonNull(text, "text"), null, null, null);
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
        return new Event(
                rule, null, Objects.requireNonNull(text, "text"), Objects.requireNonNull(check, "check"), null, null);
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
        return new Event(
                rule, null, Objects.requireNonNull(text, "text"), null, Objects.requireNonNull(roll, "roll"), null);
    }

    /**
     * An event without dice whose text is written only when asked for.
     *
     * @param rule the section applied
     * @param text writes what happened; it must be pure (the same text each call)
     * @return the event
     */
    public static Event of(String rule, Supplier<String> text) {
        return new Event(rule, Objects.requireNonNull(text, "text"), null, null, null, null);
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
                rule, Objects.requireNonNull(text, "text"), null, Objects.requireNonNull(check, "check"), null, null);
    }

    /**
     * An event with a check whose text is written from the check only when asked for: one function serves every roll
     * of a kind (a follower's attacks, say), where a supplier is made anew for each roll it reads. The text is written
     * once, at the first {@link #text()} (or {@code toString}, {@code equals}, {@code hashCode}), and kept. A lambda
     * {@code r -> ...} picks this method; a reference to an overloaded method, or {@code null}, needs a cast to
     * {@code Function<CheckResult, String>}, since {@link #check(String, Supplier, CheckResult)} takes one too. A fact
     * is added with {@link #with(Fact)}.
     *
     * @param rule the section applied
     * @param text writes what happened from the check; it must be pure
     * @param check the check
     * @return the event
     */
    public static Event check(String rule, Function<? super CheckResult, String> text, CheckResult check) {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(check, "check");
        // held as it is, unless it is also a supplier, which the text would take it for
        Object writer = text instanceof Supplier<?> ? (Supplier<String>) () -> text.apply(check) : text;
        return new Event(rule, writer, check, null, null);
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
                rule, Objects.requireNonNull(text, "text"), null, null, Objects.requireNonNull(roll, "roll"), null);
    }

    /**
     * An event with a fact whose text is written only when asked for: the same event as {@code of(rule,
     * text).with(fact)}, made at once.
     *
     * @param rule the section applied
     * @param text writes what happened; it must be pure
     * @param fact what happened, as data
     * @return the event
     */
    public static Event of(String rule, Supplier<String> text, Fact fact) {
        return new Event(
                rule, Objects.requireNonNull(text, "text"), null, null, null, Objects.requireNonNull(fact, "fact"));
    }

    /**
     * An event with a fact whose text is written from the fact only when asked for: one function serves every event
     * of a kind (an enemy's damage, say), where a supplier would be made anew for each event to hold what it reads.
     * The text is written once, at the first {@link #text()} (or {@code toString}, {@code equals}, {@code hashCode}),
     * and kept; an event made from this one {@link #with(Fact) with} another fact keeps the text of this one's fact
     * (so give {@code with} only a fact that text still tells). Give the fact as its own type ({@code
     * Fact.EnemyDamaged}, not {@code Fact}): the writer's parameter is inferred from it. A lambda {@code f -> ...}
     * picks this method; a method reference whose name also fits a method without parameters, or {@code null}, needs
     * a cast to {@code Function<F, String>}, since {@link #of(String, Supplier, Fact)} takes a writer too.
     *
     * @param rule the section applied
     * @param text writes what happened from the fact; it must be pure
     * @param fact what happened, as data
     * @param <F> the kind of fact
     * @return the event
     */
    public static <F extends Fact> Event of(String rule, Function<? super F, String> text, F fact) {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(fact, "fact");
        // held as it is, unless it is also a supplier, which the text would take it for
        Object writer = text instanceof Supplier<?> ? (Supplier<String>) () -> text.apply(fact) : text;
        return new Event(rule, writer, null, null, fact);
    }

    /**
     * An event with a check and a fact whose text is written only when asked for: the same event as {@code
     * check(rule, text, check).with(fact)}, made at once.
     *
     * @param rule the section applied
     * @param text writes what happened; it must be pure
     * @param check the check
     * @param fact what happened, as data
     * @return the event
     */
    public static Event check(String rule, Supplier<String> text, CheckResult check, Fact fact) {
        return new Event(
                rule,
                Objects.requireNonNull(text, "text"),
                null,
                Objects.requireNonNull(check, "check"),
                null,
                Objects.requireNonNull(fact, "fact"));
    }

    @Override
    public boolean equals(Object o) {
        return o == this
                || (o instanceof Event e
                        && rule.equals(e.rule)
                        && text().equals(e.text())
                        && Objects.equals(check, e.check)
                        && Objects.equals(roll, e.roll)
                        && Objects.equals(fact, e.fact));
    }

    @Override
    public int hashCode() {
        // as before, with each part as the Optional the accessors return
        return Objects.hash(rule, text(), check(), roll(), fact());
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("[").append(rule).append("] ").append(text());
        if (check != null) {
            b.append(" {").append(check).append('}');
        }
        if (roll != null) {
            b.append(" {").append(roll).append('}');
        }
        return b.toString();
    }
}
