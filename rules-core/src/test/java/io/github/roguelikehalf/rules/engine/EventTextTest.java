package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.Check;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** An event's text written only when asked for, once, and equal to the same text given at once. */
@DisplayName("Event texts written when asked for")
class EventTextTest {

    private final AtomicInteger renders = new AtomicInteger();

    private Supplier<String> counted(String text) {
        return () -> {
            renders.incrementAndGet();
            return text;
        };
    }

    @Test
    @DisplayName("a supplied text is not written until text() is called, then only once")
    void lazyOnce() {
        Event e = Event.of("EN §36 / JP §35", counted("round 2 begins"));
        assertThat(renders).hasValue(0);
        assertThat(e.rule()).isEqualTo("EN §36 / JP §35");
        assertThat(e.kind()).isEqualTo(Event.Kind.NOTE);
        assertThat(renders).hasValue(0);

        assertThat(e.text()).isEqualTo("round 2 begins");
        assertThat(e.text()).isEqualTo("round 2 begins");
        assertThat(renders).hasValue(1);
    }

    @Test
    @DisplayName("a lazy event equals the eager one with the same rule and text; a fact keeps the text")
    void equality() {
        Event lazy = Event.of("EN §36 / JP §35", counted("the fight is won"));
        Event eager = Event.of("EN §36 / JP §35", "the fight is won");
        assertThat(lazy).isEqualTo(eager).hasSameHashCodeAs(eager);
        assertThat(lazy).isNotEqualTo(Event.of("EN §37 / JP §36", "the fight is won"));
        assertThat(lazy.toString()).isEqualTo("[EN §36 / JP §35] the fight is won");

        Event won = Event.of("EN §36 / JP §35", counted("the fight is won")).with(new Fact.FightWon());
        assertThat(won.kind()).isEqualTo(Event.Kind.FIGHT_WON);
        assertThat(won.text()).isEqualTo("the fight is won");
        assertThat(won).isNotEqualTo(eager);
    }

    @Test
    @DisplayName("EN §36 / JP §35: a text written from the check, when asked, equals the text given at once")
    void fromTheCheck() {
        // a Soldier (Technique 2 as a follower's roll here) against a Level 3 goblin: face 1 misses, face 6 hits
        Check attack =
                Check.of(CheckKind.ATTACK, "soldiers", Basis.TECHNIQUE, 2).withTarget(3);
        CheckResult miss = attack.resolveFace(1);
        CheckResult hit = attack.resolveFace(6);
        Function<CheckResult, String> text = r -> {
            renders.incrementAndGet();
            return "soldiers attack goblin: " + (r.success() ? "hit" : "miss");
        };

        Event missed = Event.check("EN §33 / JP §32", text, miss);
        Event struck = Event.check("EN §33 / JP §32", text, hit);
        assertThat(renders).hasValue(0);
        assertThat(missed.check()).contains(miss);
        assertThat(missed.kind()).isEqualTo(Event.Kind.CHECK);

        assertThat(missed.text()).isEqualTo("soldiers attack goblin: miss");
        assertThat(struck.text()).isEqualTo("soldiers attack goblin: hit");
        assertThat(missed.text()).isEqualTo("soldiers attack goblin: miss");
        assertThat(renders).hasValue(2);
        assertThat(struck)
                .isEqualTo(Event.check("EN §33 / JP §32", "soldiers attack goblin: hit", hit))
                .hasSameHashCodeAs(Event.check("EN §33 / JP §32", "soldiers attack goblin: hit", hit))
                .hasToString("[EN §33 / JP §32] soldiers attack goblin: hit {" + hit + "}");
        Event withFact = Event.check("EN §33 / JP §32", text, hit).with(new Fact.FightWon());
        assertThat(withFact.text()).isEqualTo("soldiers attack goblin: hit");
        assertThat(withFact.check()).contains(hit);
    }

    /** A writer that is both kinds: the factory it is given to says which way it writes. */
    private static final class Both implements Supplier<String>, Function<CheckResult, String> {
        @Override
        public String get() {
            return "as a supplier";
        }

        @Override
        public String apply(CheckResult r) {
            return "from the check: " + (r.success() ? "hit" : "miss");
        }
    }

    @Test
    @DisplayName("a writer that is a supplier and a function of the check writes as the factory given it takes it")
    void writerOfBothKinds() {
        CheckResult hit = Check.of(CheckKind.ATTACK, "soldiers", Basis.TECHNIQUE, 2)
                .withTarget(3)
                .resolveFace(6);
        Both both = new Both();
        assertThat(Event.check("EN §33 / JP §32", (Function<CheckResult, String>) both, hit)
                        .text())
                .isEqualTo("from the check: hit");
        assertThat(Event.check("EN §33 / JP §32", (Function<CheckResult, String>) both, hit)
                        .with(new Fact.FightWon())
                        .text())
                .isEqualTo("from the check: hit");
        assertThat(Event.check("EN §33 / JP §32", (Supplier<String>) both, hit).text())
                .isEqualTo("as a supplier");
        assertThat(Event.of("EN §36 / JP §35", (Supplier<String>) both).text()).isEqualTo("as a supplier");
    }

    @Test
    @DisplayName("a text written from the fact: once, when asked; equal to the text given; kept by with(another fact)")
    void fromTheFact() {
        AtomicInteger calls = new AtomicInteger();
        Function<Fact.EnemyDamaged, String> writer = f -> {
            calls.incrementAndGet();
            return f.group() + " loses " + f.amount() + " Life: " + f.left() + " left";
        };
        Fact.EnemyDamaged hit = new Fact.EnemyDamaged("ogre", 2, 3, false);
        Event e = Event.of("EN §36 / JP §35", writer, hit);
        assertThat(e.kind()).isEqualTo(Event.Kind.ENEMY_DAMAGED);
        assertThat(e.fact()).contains(hit);
        assertThat(e.check()).isEmpty();
        assertThat(e.roll()).isEmpty();
        assertThat(calls).hasValue(0);

        assertThat(e.text()).isEqualTo("ogre loses 2 Life: 3 left");
        Event given = Event.of("EN §36 / JP §35", "ogre loses 2 Life: 3 left").with(hit);
        assertThat(e).isEqualTo(given).hasSameHashCodeAs(given).hasToString(given.toString());
        assertThat(calls).hasValue(1);

        // with another fact: the new fact, the text still written from the first one's
        Fact.EnemyDamaged other = new Fact.EnemyDamaged("ogre", 1, 2, false);
        Event moved = Event.of("EN §36 / JP §35", writer, hit).with(other);
        assertThat(moved.fact()).contains(other);
        assertThat(moved.text()).isEqualTo("ogre loses 2 Life: 3 left");

        // a writer that is also a supplier still writes from the fact
        assertThat(Event.of(
                                "EN §13 / JP §13",
                                (Function<Fact.HeroDied, String>) new BothOfFact(),
                                new Fact.HeroDied("aldo"))
                        .text())
                .isEqualTo("aldo dies");

        assertThatThrownBy(() -> Event.of("EN §36 / JP §35", (Function<Fact, String>) null, hit))
                .isInstanceOf(NullPointerException.class)
                .hasMessageContaining("text");
        assertThatThrownBy(() -> Event.of("EN §36 / JP §35", writer, null))
                .isInstanceOf(NullPointerException.class)
                .hasMessageContaining("fact");
    }

    /** A writer of a fact's text that is also a supplier. */
    private static final class BothOfFact implements Supplier<String>, Function<Fact.HeroDied, String> {
        @Override
        public String get() {
            return "as a supplier";
        }

        @Override
        public String apply(Fact.HeroDied f) {
            return f.hero() + " dies";
        }
    }

    @Test
    @DisplayName("a text supplier that gives null fails when asked for, naming the text")
    void nullText() {
        Event e = Event.of("EN §36 / JP §35", () -> null);
        assertThatThrownBy(e::text)
                .isInstanceOf(NullPointerException.class)
                .hasMessageContaining("text")
                .hasMessageContaining("EN §36 / JP §35");
    }
}
