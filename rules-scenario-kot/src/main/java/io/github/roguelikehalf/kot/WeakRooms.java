package io.github.roguelikehalf.kot;

import static io.github.roguelikehalf.kot.Tables.always;
import static io.github.roguelikehalf.kot.Tables.bribe;
import static io.github.roguelikehalf.kot.Tables.is;
import static io.github.roguelikehalf.kot.Tables.table;

import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import java.util.Map;
import java.util.Set;

/** Weak Creatures, tiles 51-56 (EN §70). */
final class WeakRooms implements Part {

    static final Creature ASSAULT_GOBLIN = Creature.weak(
            "assault-goblin", "assault goblin", 6, "1", 0, always(ReactionKind.FIGHT_TO_THE_DEATH), Set.of("humanoid"));
    static final Creature GIANT_RATS = Creature.weak(
            "giant-rats",
            "giant rat",
            2,
            "2d6+2",
            0,
            table(3, is(ReactionKind.FLEE), 3, is(ReactionKind.FIGHT)),
            Set.of("animal"));
    static final Creature GOATMEN = Creature.weak(
            "goatmen",
            "goatman",
            4,
            "1d3+3",
            1,
            table(1, bribe(Bribe.Kind.GOLD, 10), 4, is(ReactionKind.FIGHT), 1, is(ReactionKind.FIGHT_TO_THE_DEATH)),
            Set.of("humanoid"));
    static final Creature REAPERS = Creature.weak(
            "apprentice-reapers",
            "apprentice reaper",
            5,
            "1d3+1",
            0,
            table(1, is(ReactionKind.PEACEFUL), 2, bribe(Bribe.Kind.LIFE, 1), 3, is(ReactionKind.FIGHT)),
            Set.of("undead"));
    static final Creature CATS = Creature.weak(
            "cats-of-carne",
            "cat of Carne",
            5,
            "1d3+1",
            0,
            table(1, is(ReactionKind.PEACEFUL), 5, is(ReactionKind.FIGHT)),
            Set.of("animal"));
    static final Creature TENTACLE_BEASTS = Creature.weak(
            "tentacle-beasts",
            "tentacle beast",
            5,
            "1d3+2",
            0,
            table(1, is(ReactionKind.FLEE), 1, bribe(Bribe.Kind.RATIONS, 1), 4, is(ReactionKind.FIGHT)),
            Set.of());

    @Override
    public String key() {
        return "weak";
    }

    @Override
    public Map<String, Creature> creatures() {
        return Map.of(
                ASSAULT_GOBLIN.id(), ASSAULT_GOBLIN,
                GIANT_RATS.id(), GIANT_RATS,
                GOATMEN.id(), GOATMEN,
                REAPERS.id(), REAPERS,
                CATS.id(), CATS,
                TENTACLE_BEASTS.id(), TENTACLE_BEASTS);
    }
}
