package io.github.roguelikehalf.kot;

/** Traps, tiles 41-46 (EN §69). */
final class TrapRooms implements Part {

    @Override
    public String key() {
        return "trap";
    }
}
