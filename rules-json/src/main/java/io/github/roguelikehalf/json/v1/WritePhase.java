package io.github.roguelikehalf.json.v1;

import io.github.roguelikehalf.rules.engine.Outcome;
import io.github.roguelikehalf.rules.engine.Phase;

/** The core's {@link Phase} to the phase of format version 1 (the inverse of {@link ReadPhase}). */
final class WritePhase {

    private WritePhase() {}

    static DtoAdventure.Phase phase(Phase phase) {
        if (phase instanceof Phase.Exploring) {
            return kind(Kinds.EXPLORING);
        } else if (phase instanceof Phase.Searching x) {
            return Kinds.searching(x);
        } else if (phase instanceof Phase.ChoosingTile x) {
            return new DtoAdventure.Phase(
                    Kinds.CHOOSING_TILE,
                    null,
                    null,
                    null,
                    x.tileIds(),
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
        } else if (phase instanceof Phase.Approaching x) {
            return new DtoAdventure.Phase(
                    Kinds.APPROACHING,
                    null,
                    null,
                    null,
                    null,
                    Write.encounter(x.encounter()),
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
        } else if (phase instanceof Phase.Reacting x) {
            return new DtoAdventure.Phase(
                    Kinds.REACTING,
                    null,
                    null,
                    null,
                    null,
                    Write.encounter(x.encounter()),
                    Write.window(x.window()),
                    null,
                    null,
                    null,
                    null,
                    null,
                    x.face(),
                    null,
                    null,
                    null);
        } else if (phase instanceof Phase.Bribing x) {
            return new DtoAdventure.Phase(
                    Kinds.BRIBING,
                    null,
                    null,
                    null,
                    null,
                    Write.encounter(x.encounter()),
                    null,
                    Write.bribe(x.bribe()),
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null);
        } else if (phase instanceof Phase.Choosing x) {
            return new DtoAdventure.Phase(
                    Kinds.CHOOSING,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    x.tileId(),
                    Write.choice(x.choice()),
                    null,
                    null,
                    null,
                    null,
                    null,
                    null);
        } else if (phase instanceof Phase.Treasure x) {
            return new DtoAdventure.Phase(
                    Kinds.TREASURE,
                    null,
                    null,
                    null,
                    null,
                    Write.encounter(x.encounter()),
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    x.group(),
                    x.die().map(r -> r.total()).orElse(null),
                    x.finder().orElse(null));
        } else if (phase instanceof Phase.Fighting x) {
            return new DtoAdventure.Phase(
                    Kinds.FIGHTING,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    Write.combat(x.combat()),
                    null,
                    null,
                    null,
                    null,
                    null);
        } else if (phase instanceof Phase.AfterFight x) {
            return new DtoAdventure.Phase(
                    Kinds.AFTER_FIGHT,
                    null,
                    null,
                    null,
                    null,
                    Write.encounter(x.encounter()),
                    Write.window(x.window()),
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null);
        } else if (phase instanceof Phase.Finished x) {
            Outcome o = x.outcome();
            return new DtoAdventure.Phase(
                    Kinds.FINISHED,
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
                    new DtoAdventure.Outcome(
                            Names.TERMINATION.name(o.termination()),
                            o.detail(),
                            o.cause().orElse(null)),
                    null,
                    null,
                    null,
                    null);
        }
        throw new IllegalStateException(
                "format version 1 has no phase " + phase.getClass().getName());
    }

    private static DtoAdventure.Phase kind(String kind) {
        return new DtoAdventure.Phase(
                kind, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
    }
}
