package io.github.roguelikehalf.kot;

import static io.github.roguelikehalf.kot.Tables.bribe;
import static io.github.roguelikehalf.kot.Tables.is;
import static io.github.roguelikehalf.kot.Tables.scenario;
import static io.github.roguelikehalf.kot.Tables.table;

import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Strong Creatures, tiles 61-66 (EN §71). */
final class StrongRooms implements Part {

    static final Creature LAMIA = Creature.strong(
            "lamian-slicer-thrower",
            "lamian slicer thrower",
            5,
            5,
            2,
            0,
            table(1, is(ReactionKind.PEACEFUL), 1, bribe(Bribe.Kind.LIFE, 4), 4, is(ReactionKind.FIGHT)),
            Set.of("humanoid"));
    static final Creature BANDERSNATCH = Creature.strong(
            "bandersnatch",
            "bandersnatch",
            3,
            6,
            3,
            0,
            table(2, bribe(Bribe.Kind.RATIONS, 3), 3, is(ReactionKind.FIGHT), 1, is(ReactionKind.FIGHT_TO_THE_DEATH)),
            Set.of());
    static final Creature DARK_ELF = Creature.strong(
                    "dark-elf-archer",
                    "dark elf archer",
                    5,
                    4,
                    2,
                    0,
                    table(1, scenario("clue-bribe"), 5, is(ReactionKind.FIGHT)),
                    Set.of("humanoid"))
            .withRanged();
    static final Creature CAPTAIN = Creature.strong(
            "hob-goblin-captain",
            "hob-goblin captain",
            4,
            4,
            1,
            0,
            table(1, scenario("captain-bribe"), 3, is(ReactionKind.FIGHT), 2, is(ReactionKind.FIGHT_TO_THE_DEATH)),
            Set.of("humanoid"));
    /** The captain's goblins: the text gives no level; see docs/rulings.md. */
    static final Creature GOBLINS =
            Creature.weak("captains-goblins", "goblin", 4, "1d6+3", 0, Optional.empty(), Set.of("humanoid"));

    static final Creature JESTER = Creature.strong(
            "war-jester",
            "war jester",
            5,
            3,
            2,
            0,
            table(1, scenario("jester-bribe"), 5, is(ReactionKind.FIGHT)),
            Set.of("humanoid"));
    static final Creature TORTURER = Creature.strong(
            "abyssal-torturer",
            "abyssal torturer",
            7,
            7,
            3,
            1,
            table(1, is(ReactionKind.FLEE), 3, is(ReactionKind.FIGHT), 2, is(ReactionKind.FIGHT_TO_THE_DEATH)),
            Set.of("demon"));

    @Override
    public String key() {
        return "strong";
    }

    @Override
    public Map<String, Creature> creatures() {
        return Map.of(
                LAMIA.id(), LAMIA,
                BANDERSNATCH.id(), BANDERSNATCH,
                DARK_ELF.id(), DARK_ELF,
                CAPTAIN.id(), CAPTAIN,
                GOBLINS.id(), GOBLINS,
                JESTER.id(), JESTER,
                TORTURER.id(), TORTURER);
    }
}
