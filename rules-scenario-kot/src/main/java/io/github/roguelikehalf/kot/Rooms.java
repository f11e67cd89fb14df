package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The map table (EN §65): 36 tiles by d66 result, the tens digit naming the sub-table (EN §66-§71), and the tiles of
 * the intermediate (EN §73) and final (EN §74) events. Every tile has an event, resolved by the part of its
 * sub-table, which flips it first.
 */
final class Rooms {

    private Rooms() {}

    /** The tiles by id, in table order. */
    static final Map<String, Tile> TILES = build();

    private static Map<String, Tile> build() {
        Map<String, Tile> t = new LinkedHashMap<>();
        put(t, Tile.event("11", "an empty room (a dried cheese hidden)", "hidden"));
        put(t, Tile.event("12", "an empty room (an identification tag hidden)", "hidden"));
        put(t, Tile.event("13", "an empty room (a dummy balloon hidden)", "hidden"));
        put(t, Tile.event("14", "an empty room (a large ale bottle hidden)", "hidden"));
        put(t, Tile.event("15", "an empty room (a dungeon map hidden)", "hidden"));
        put(t, Tile.event("16", "an empty room (a healing potion hidden)", "hidden"));
        put(t, Tile.event("21", "the villagers of Relavila", "peaceful").withCreatures("relavila-villagers"));
        put(t, Tile.event("22", "the descendants of the Fish God", "peaceful").withCreatures("fish-god-descendants"));
        put(t, Tile.event("23", "a group of adventurers", "peaceful").withCreatures("adventurers"));
        put(t, Tile.event("24", "the swampy elven trader", "peaceful").withCreatures("elven-traders"));
        put(t, Tile.event("25", "the hob-goblins", "peaceful").withCreatures("hob-goblins"));
        put(t, Tile.event("26", "the cobbit adventurers", "peaceful").withCreatures("cobbits"));
        put(t, Tile.event("31", "a treasure chest with a trap", "event"));
        put(t, Tile.event("32", "a wandering hunter", "event"));
        put(t, Tile.event("33", "a modest altar", "event"));
        put(t, Tile.event("34", "a dungeon encampment", "event"));
        put(t, Tile.event("35", "a cool statue", "event"));
        put(t, Tile.event("36", "the cemetery of the fallen", "event"));
        put(t, Tile.event("41", "a spear thrower", "trap"));
        put(t, Tile.event("42", "an oil bottle", "trap"));
        put(t, Tile.event("43", "an arrow slit", "trap"));
        put(t, Tile.event("44", "a selection blade", "trap"));
        put(t, Tile.event("45", "an alarm", "trap"));
        put(t, Tile.event("46", "poison gas", "trap"));
        put(t, Tile.event("51", "an assault goblin", "weak").withCreatures("assault-goblin"));
        put(t, Tile.event("52", "giant rats", "weak").withCreatures("giant-rats"));
        put(t, Tile.event("53", "goatmen", "weak").withCreatures("goatmen"));
        put(t, Tile.event("54", "apprentice reapers", "weak").withCreatures("apprentice-reapers"));
        put(t, Tile.event("55", "the cats of Carne", "weak").withCreatures("cats-of-carne"));
        put(t, Tile.event("56", "tentacle beasts", "weak").withCreatures("tentacle-beasts"));
        put(t, Tile.event("61", "a lamian slicer thrower", "strong").withCreatures("lamian-slicer-thrower"));
        put(t, Tile.event("62", "a bandersnatch", "strong").withCreatures("bandersnatch"));
        put(t, Tile.event("63", "a dark elf archer", "strong").withCreatures("dark-elf-archer"));
        put(
                t,
                Tile.event("64", "a hob-goblin captain and his goblins", "strong")
                        .withCreatures("hob-goblin-captain", "captains-goblins"));
        put(t, Tile.event("65", "a war jester", "strong").withCreatures("war-jester"));
        put(t, Tile.event("66", "an abyssal torturer", "strong").withCreatures("abyssal-torturer"));
        put(t, Tile.event(Keys.ROGUES_TILE, "the Midnight Rogues (intermediate event)", "rogues"));
        put(t, Tile.event(Keys.FINAL_TILE, "the final event", "final").asGoal());
        return java.util.Collections.unmodifiableMap(t);
    }

    private static void put(Map<String, Tile> t, Tile tile) {
        t.put(tile.id(), tile);
    }
}
