package io.github.roguelikehalf.kot;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Which part of Knight of Twilight a choice's key belongs to: the part's key, a hyphen, then the choice's name. */
@DisplayName("Knight of Twilight: a choice belongs to the part whose key and a hyphen begin its key")
class PartTest {

    @Test
    @DisplayName("'event-...' is the event rooms' choice; a longer word, no hyphen or another part's key is not")
    void offered() {
        Part events = new EventRooms();
        assertThat(events.key()).isEqualTo("event");
        assertThat(events.offered("event-ambush")).isTrue();
        assertThat(events.offered("event-")).isTrue();
        assertThat(events.offered("event")).isFalse();
        assertThat(events.offered("events-ambush")).isFalse();
        assertThat(events.offered("eventx")).isFalse();
        assertThat(events.offered("hidden-search")).isFalse();
        assertThat(events.offered("")).isFalse();
    }
}
