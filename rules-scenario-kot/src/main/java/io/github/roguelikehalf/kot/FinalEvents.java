package io.github.roguelikehalf.kot;

import static io.github.roguelikehalf.kot.Tables.always;

import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import java.util.Map;
import java.util.Set;

/**
 * The intermediate event, the Midnight Rogues (EN §73), and the final event (EN §74-§75): the Knight of Twilight, his
 * return as Undead after one clear, and the Mage of Dusk Segras after two.
 */
final class FinalEvents implements Part {

    static final Creature ROGUES = Creature.weak(
            "midnight-rogues",
            "midnight rogue",
            4,
            "1d6",
            1,
            always(ReactionKind.FIGHT_TO_THE_DEATH),
            Set.of("humanoid"));
    static final Creature KNIGHT = Creature.strong(
            "knight-of-twilight",
            "Knight of Twilight",
            4,
            4,
            2,
            2,
            always(ReactionKind.FIGHT_TO_THE_DEATH),
            Set.of("humanoid"));
    static final Creature UNDEAD_KNIGHT = Creature.strong(
            "undead-knight-of-twilight",
            "undead Knight of Twilight",
            5,
            6,
            2,
            2,
            always(ReactionKind.FIGHT_TO_THE_DEATH),
            Set.of("undead"));
    static final Creature SEGRAS = Creature.strong(
            "segras", "Mage of Dusk Segras", 6, 3, 3, 3, always(ReactionKind.FIGHT_TO_THE_DEATH), Set.of("humanoid"));

    @Override
    public String key() {
        return "final";
    }

    @Override
    public Set<String> events() {
        return Set.of("rogues", "final");
    }

    @Override
    public Map<String, Creature> creatures() {
        return Map.of(
                ROGUES.id(), ROGUES,
                KNIGHT.id(), KNIGHT,
                UNDEAD_KNIGHT.id(), UNDEAD_KNIGHT,
                SEGRAS.id(), SEGRAS);
    }
}
