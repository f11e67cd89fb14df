package io.github.roguelikehalf.kot;

/** Empty rooms with a hidden item, tiles 11-16 (EN §66). */
final class HiddenRooms implements Part {

    @Override
    public String key() {
        return "hidden";
    }
}
