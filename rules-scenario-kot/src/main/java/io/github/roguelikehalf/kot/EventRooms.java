package io.github.roguelikehalf.kot;

/** Special events, tiles 31-36 (EN §68). */
final class EventRooms implements Part {

    @Override
    public String key() {
        return "event";
    }
}
