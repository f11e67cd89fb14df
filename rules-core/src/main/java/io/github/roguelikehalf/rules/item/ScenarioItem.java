package io.github.roguelikehalf.rules.item;

import io.github.roguelikehalf.rules.RulesException;
import java.util.OptionalInt;
import java.util.regex.Pattern;

/**
 * An item a scenario defines (a key, a map, a dried cheese), with the item slots it takes when carried and the uses
 * it has left, if it is used up (EN §27 / JP §26 count carried items by slots). What it does is the scenario's:
 * the scenario reads it from a hero's equipment in its hooks and replaces it to spend a use.
 *
 * <p>Its canonical key is {@code scenario:ID}, with {@code :SLOTS} when it does not take one slot, and
 * {@code :SLOTS:USES} when it has uses, e.g. {@code scenario:dungeon-map}, {@code scenario:clue:0},
 * {@code scenario:healing-salve:1:3}.
 *
 * @param id the scenario's id for it: lower-case letters, digits and {@code -}
 * @param slots the item slots it takes when carried, 0 or more
 * @param uses the uses left, at least 1, or empty when it is not used up
 */
public record ScenarioItem(String id, int slots, OptionalInt uses) implements Item {

    static final String PREFIX = "scenario:";

    private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9-]*");

    /** Validates the item. */
    public ScenarioItem {
        if (!ID.matcher(id).matches()) {
            throw new IllegalArgumentException(
                    "a scenario item's id is lower-case letters, digits and '-', was '" + id + "'");
        }
        if (slots < 0) {
            throw new IllegalArgumentException(id + ": slots cannot be negative, was " + slots);
        }
        if (uses.isPresent() && uses.getAsInt() < 1) {
            throw new IllegalArgumentException(id + ": uses left must be at least 1, was " + uses.getAsInt());
        }
    }

    /**
     * An item of one slot that is not used up.
     *
     * @param id the id
     * @return the item
     */
    public static ScenarioItem of(String id) {
        return new ScenarioItem(id, 1, OptionalInt.empty());
    }

    /**
     * This item with a number of uses left.
     *
     * @param left the uses, at least 1
     * @return the new item
     */
    public ScenarioItem withUses(int left) {
        return new ScenarioItem(id, slots, OptionalInt.of(left));
    }

    /**
     * This item after one use.
     *
     * @return the item with one use fewer, or empty when that was its last (or it has no uses to spend)
     */
    public java.util.Optional<ScenarioItem> used() {
        if (uses.isEmpty() || uses.getAsInt() == 1) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(withUses(uses.getAsInt() - 1));
    }

    @Override
    public int price() {
        return 0;
    }

    @Override
    public int hands() {
        return 1;
    }

    @Override
    public int slots() {
        return slots;
    }

    @Override
    public String key() {
        if (uses.isPresent()) {
            return PREFIX + id + ":" + slots + ":" + uses.getAsInt();
        }
        return slots == 1 ? PREFIX + id : PREFIX + id + ":" + slots;
    }

    /** Reads a key of the form {@code scenario:ID[:SLOTS[:USES]]}. */
    static ScenarioItem parse(String key) {
        String[] parts = key.substring(PREFIX.length()).split(":", -1);
        try {
            if (parts.length == 1) {
                return of(parts[0]);
            }
            int slots = Integer.parseInt(parts[1]);
            if (parts.length == 2) {
                return new ScenarioItem(parts[0], slots, OptionalInt.empty());
            }
            if (parts.length == 3) {
                return new ScenarioItem(parts[0], slots, OptionalInt.of(Integer.parseInt(parts[2])));
            }
        } catch (IllegalArgumentException e) {
            throw new RulesException("bad scenario item '" + key + "': " + e.getMessage()
                    + "; the form is scenario:ID, scenario:ID:SLOTS or scenario:ID:SLOTS:USES");
        }
        throw new RulesException("bad scenario item '" + key
                + "'; the form is scenario:ID, scenario:ID:SLOTS or scenario:ID:SLOTS:USES");
    }
}
