package io.github.roguelikehalf.kot;

import static io.github.roguelikehalf.kot.Tables.bribe;
import static io.github.roguelikehalf.kot.Tables.is;
import static io.github.roguelikehalf.kot.Tables.scenario;
import static io.github.roguelikehalf.kot.Tables.table;

import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import java.util.Map;
import java.util.Set;

/** Neutral or peaceful Weak Creatures, tiles 21-26 (EN §67). */
final class PeacefulRooms implements Part {

    static final Creature VILLAGERS = Creature.weak(
            "relavila-villagers",
            "villager of Relavila",
            4,
            "1d6+1",
            -1,
            table(3, is(ReactionKind.WELCOMING), 2, bribe(Bribe.Kind.GOLD, 2), 1, is(ReactionKind.NEUTRAL)),
            Set.of("humanoid"));
    static final Creature FISH_GOD = Creature.weak(
            "fish-god-descendants",
            "descendant of the Fish God",
            5,
            "1d3",
            0,
            table(1, is(ReactionKind.PEACEFUL), 4, bribe(Bribe.Kind.FOLLOWER, 1), 1, is(ReactionKind.NEUTRAL)),
            Set.of("humanoid"));
    static final Creature ADVENTURERS = Creature.weak(
            "adventurers",
            "adventurer",
            5,
            "6",
            0,
            table(2, is(ReactionKind.PEACEFUL), 2, bribe(Bribe.Kind.GOLD, 12), 2, is(ReactionKind.NEUTRAL)),
            Set.of("humanoid"));
    static final Creature TRADERS = Creature.weak(
            "elven-traders",
            "swampy elven trader",
            5,
            "1d3",
            0,
            table(4, scenario("trade"), 2, is(ReactionKind.NEUTRAL)),
            Set.of("humanoid"));
    static final Creature HOB_GOBLINS = Creature.weak(
            "hob-goblins",
            "hob-goblin",
            4,
            "1d3+3",
            0,
            table(1, is(ReactionKind.PEACEFUL), 3, is(ReactionKind.FIGHT), 2, scenario("information")),
            Set.of("humanoid"));
    static final Creature COBBITS = Creature.weak(
            "cobbits",
            "cobbit adventurer",
            3,
            "1d6",
            -1,
            table(3, is(ReactionKind.WELCOMING), 2, is(ReactionKind.PEACEFUL), 1, scenario("information")),
            Set.of("humanoid"));

    @Override
    public String key() {
        return "peaceful";
    }

    @Override
    public Map<String, Creature> creatures() {
        return Map.of(
                VILLAGERS.id(), VILLAGERS,
                FISH_GOD.id(), FISH_GOD,
                ADVENTURERS.id(), ADVENTURERS,
                TRADERS.id(), TRADERS,
                HOB_GOBLINS.id(), HOB_GOBLINS,
                COBBITS.id(), COBBITS);
    }
}
