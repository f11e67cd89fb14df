package io.github.roguelikehalf.rules.treasure;

import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.item.Item;
import java.util.List;
import java.util.Optional;

/**
 * What a roll on the treasure table gave (EN §39-§40 / JP §38-§39).
 *
 * @param result the table result: the die plus the modifiers (not a check: no critical or fumble)
 * @param gold gold found, 0 if an item was found instead
 * @param item the accessory, jewel or magic treasure found, if any
 * @param rolls every roll made, the table roll first
 */
public record Treasure(int result, int gold, Optional<Item> item, List<Roll> rolls) {

    /** Copies the rolls. */
    public Treasure {
        rolls = List.copyOf(rolls);
    }

    @Override
    public String toString() {
        return item.map(Item::key).orElse(gold + " gold");
    }
}
