package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicInteger;
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
    @DisplayName("a text supplier that gives null fails when asked for, naming the text")
    void nullText() {
        Event e = Event.of("EN §36 / JP §35", () -> null);
        assertThatThrownBy(e::text).isInstanceOf(NullPointerException.class).hasMessageContaining("text");
    }
}
