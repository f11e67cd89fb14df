package io.github.roguelikehalf.json.v1;

import io.github.roguelikehalf.rules.engine.Phase;
import java.util.List;

/**
 * The {@code kind} discriminators of format version 1: of a document and of a phase. The Searching phase is mapped
 * here alone, both ways, so that a change of {@code Phase.Searching} is adapted in one place.
 */
public final class Kinds {

    /** A document holding a game. */
    public static final String GAME = "game";

    /** A document holding a hero. */
    public static final String HERO = "hero";

    /** A document holding a scenario's own state (a campaign value). */
    public static final String SCENARIO_STATE = "scenario-state";

    static final String EXPLORING = "exploring";
    static final String SEARCHING = "searching";
    static final String CHOOSING_TILE = "choosing-tile";
    static final String APPROACHING = "approaching";
    static final String REACTING = "reacting";
    static final String BRIBING = "bribing";
    static final String CHOOSING = "choosing";
    static final String FIGHTING = "fighting";
    static final String AFTER_FIGHT = "after-fight";
    static final String TREASURE = "treasure";
    static final String FINISHED = "finished";

    /** Every phase kind, in the order of the rules' flow. */
    static final List<String> PHASES = List.of(
            EXPLORING,
            SEARCHING,
            CHOOSING_TILE,
            APPROACHING,
            REACTING,
            BRIBING,
            CHOOSING,
            FIGHTING,
            AFTER_FIGHT,
            TREASURE,
            FINISHED);

    private Kinds() {}

    /** The fields of a Searching phase: {@code d66}, {@code scoutSearched}, {@code searched}. */
    static DtoAdventure.Phase searching(Phase.Searching s) {
        return new DtoAdventure.Phase(
                SEARCHING,
                s.d66(),
                s.scoutSearched(),
                List.copyOf(s.searched()),
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null);
    }

    /** A Searching phase read back; the fields of other kinds were already rejected. */
    static Phase.Searching searching(At at, DtoAdventure.Phase p) {
        int d66 = at.req(p.d66(), "d66");
        boolean scout = at.req(p.scoutSearched(), "scoutSearched");
        java.util.SortedSet<String> searched = Read.set(at.field("searched"), at.req(p.searched(), "searched"));
        return at.build(() -> new Phase.Searching(d66, scout, searched));
    }
}
