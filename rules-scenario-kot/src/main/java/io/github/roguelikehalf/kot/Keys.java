package io.github.roguelikehalf.kot;

/** The scenario's rule sections and the keys of its state ({@link io.github.roguelikehalf.rules.engine.ScenarioState}). */
final class Keys {

    private Keys() {}

    // ------------------------------------------------------------------ rule sections

    /** Followers and Captured with two heroes. */
    static final String TWO_HEROES = "EN §56";
    /** Duplicate results go up the table. */
    static final String TILES = "EN §57";
    /** Linear mode: the intermediate event, the final-event table, escape. */
    static final String LINEAR = "EN §58";
    /** Clues fix the tens digit. */
    static final String CLUES = "EN §62";
    /** The end of an adventure: one dead hero fails it. */
    static final String ENDING = "EN §63";
    /** Three attempts per hero; the table reset. */
    static final String AGAIN = "EN §64";
    /** Empty rooms and their hidden items (11-16). */
    static final String HIDDEN = "EN §66";
    /** Neutral or peaceful Weak Creatures (21-26). */
    static final String PEACEFUL = "EN §67";
    /** Special events (31-36). */
    static final String EVENTS = "EN §68";
    /** Traps (41-46). */
    static final String TRAPS = "EN §69";
    /** Weak Creatures (51-56). */
    static final String WEAK = "EN §70";
    /** Strong Creatures (61-66). */
    static final String STRONG = "EN §71";
    /** The intermediate event: the Midnight Rogues. */
    static final String ROGUES = "EN §73";
    /** The final event: the Knight of Twilight, his return, Segras. */
    static final String FINAL = "EN §74";
    /** Completing the adventure. */
    static final String COMPLETE = "EN §75";

    // ------------------------------------------------------------------ state kept across adventures (the campaign)

    /** Counter: final events cleared in earlier adventures, 0-3. */
    static final String CLEARS = "clears";
    /** Counter prefix: adventures a hero has started on the d66 map, {@code attempts:HERO}. */
    static final String ATTEMPTS = "attempts:";
    /** Set: the d66 tiles already flipped (they stay flipped across a hero's adventures). */
    static final String FLIPPED = "flipped";

    // ------------------------------------------------------------------ state of one adventure

    /** Counter: the tens digit the next d66 for a tile is fixed to (2 or 5), 0 when free. */
    static final String FIXED_TENS = "fixed-tens";
    /** Flag: the wandering hunter's request: tens 5 and +2 to the units for the next tile. */
    static final String HUNTER = "hunter";
    /** Counter: tiles counted beyond those cleared (the Hob-Goblins' information). */
    static final String EXTRA_TILES = "extra-tiles";
    /** Counter: clues held by the party. */
    static final String CLUE_COUNT = "clues";
    /** Counter: dungeon maps held by the party. */
    static final String MAPS = "maps";
    /** Counter: the second d66 rolled with a dungeon map, waiting for the player's choice. */
    static final String SECOND_D66 = "second-d66";
    /** Flag: a restless night at the encampment: Weak Creatures met on the next tile ambush the party (EN §68, 34). */
    static final String CAMP_AMBUSH = "camp-ambush";
    /** Flag: the fight of this tile is the encampment's ambush: -1 to defence rolls until the end of round 1. */
    static final String CAMP_AMBUSHED = "camp-ambushed";
    /** Flag: the intermediate event has been met. */
    static final String ROGUES_MET = "rogues-met";
    /** Flag: the Midnight Rogues were defeated. */
    static final String ROGUES_DEFEATED = "rogues-defeated";
    /** Flag: this adventure's final event is won (set as the last enemy of the final fight falls). */
    static final String FINAL_WON = "final-won";

    /** The tile ids of the intermediate and final events. */
    static final String ROGUES_TILE = "rogues";

    static final String FINAL_TILE = "final";
}
