package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.engine.AttackSplit;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;

/** The creatures of a fight as the scenario defines them: their data, looked up by id, and their attacks. */
public final class Foes {

    private Foes() {}

    public static Creature creature(Scenario sc, EnemyGroup g) {
        return creature(sc, g.creatureId());
    }

    public static Creature creature(Scenario sc, String id) {
        return sc.creature(id)
                .orElseThrow(() -> new RulesException("scenario " + sc.id() + " has no creature '" + id + "'"));
    }

    /** A group's attacks in the current half-round. */
    static int attacksThisHalf(Scenario sc, CreatureEvents.StateSource s, FightParts c, EnemyGroup g) {
        if (c.enemiesActing().contains(g.id())) {
            return 0;
        }
        Creature cr = s.creature(sc, g);
        int perRound = c.escaping() ? 0 : CreatureEvents.attacksPerRound(sc, s, g);
        return c.attacksThisHalf(g, cr.strong(), cr.ranged(), perRound);
    }

    /** Whether any group attacks in the current half-round: asked at every half-round, so no list is made. */
    static boolean anyAttacks(Scenario sc, CreatureEvents.StateSource s, FightParts c) {
        List<EnemyGroup> enemies = c.encounter().enemies();
        for (int k = 0; k < enemies.size(); k++) {
            EnemyGroup g = enemies.get(k);
            if (g.active() && attacksThisHalf(sc, s, c, g) > 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The enemy attacks of the half-round: those their creatures aim themselves ({@code Would.Aim}), with
     * their recipients, group by group; and the attackers of the others, split as usual (EN §36 / JP §35).
     *
     * @param aimed the aimed attacks, in order
     * @param split the attacking group of each attack left to the usual split
     */
    record Attacks(List<Combat.Incoming> aimed, List<String> split) {}

    static Attacks attacks(Scenario sc, CreatureEvents.StateSource s, FightParts c) {
        List<Combat.Incoming> aimed = new ArrayList<>();
        List<String> split = new ArrayList<>();
        List<EnemyGroup> active = c.encounter().active();
        for (int k = 0; k < active.size(); k++) {
            EnemyGroup g = active.get(k);
            int n = attacksThisHalf(sc, s, c, g);
            if (n == 0) {
                continue;
            }
            List<String> aim = aim(sc, s, g, n);
            for (int i = 0; i < aim.size(); i++) {
                aimed.add(new Combat.Incoming(aim.get(i), g.id()));
            }
            for (int i = aim.size(); i < n; i++) {
                split.add(g.id());
            }
        }
        return new Attacks(aimed, split);
    }

    /** The recipients a group's creatures aim {@code n} attacks at themselves ({@code Would.Aim}), checked. */
    private static List<String> aim(Scenario sc, CreatureEvents.StateSource s, EnemyGroup g, int n) {
        List<String> aim = CreatureEvents.aim(sc, s, g, n);
        if (aim.size() > n) {
            throw new RulesException(g.id() + " aims " + aim.size() + " attacks but makes " + n + ": " + aim);
        }
        for (int i = 0; i < aim.size(); i++) {
            String r = aim.get(i);
            if (!AttackSplit.aimable(s.state().party(), r)) {
                throw new RulesException(g.id() + " aims at '" + r + "', who cannot take an attack; a living hero,"
                        + " followers while a combat follower is left, or a follower kind of the party can");
            }
        }
        return aim;
    }

    /**
     * How many attacks of the half-round are left to the usual split: {@code attacks(sc, s, c).split().size()},
     * counted without the lists (the party's decision on the extra attacks asks it at every half-round).
     */
    static int splitCount(Scenario sc, CreatureEvents.StateSource s, FightParts c) {
        int count = 0;
        List<EnemyGroup> enemies = c.encounter().enemies();
        for (int i = 0; i < enemies.size(); i++) {
            EnemyGroup g = enemies.get(i);
            if (!g.active()) {
                continue;
            }
            int n = attacksThisHalf(sc, s, c, g);
            if (n > 0) {
                count += n - aim(sc, s, g, n).size();
            }
        }
        return count;
    }

    static String describe(Scenario sc, GameState s, Encounter e) {
        // one builder for the whole text: a string per group and a list to join them were 3% of a fight's allocation
        StringBuilder b = new StringBuilder(48 * e.enemies().size());
        for (int i = 0; i < e.enemies().size(); i++) {
            EnemyGroup g = e.enemies().get(i);
            Creature c = creature(sc, g);
            if (i > 0) {
                b.append(", ");
            }
            b.append(g.id())
                    .append(" (")
                    .append(c.name())
                    .append(", level ")
                    .append(c.level())
                    .append(", ");
            if (c.strong()) {
                b.append("Life ").append(g.current());
            } else {
                b.append(g.current()).append(" of them");
            }
            b.append(')');
        }
        return b.toString();
    }

    /**
     * An English plural for event texts: {@code goblin} becomes {@code goblins}, {@code goatman} {@code goatmen},
     * {@code cat of Carne} {@code cats of Carne}, {@code harpy} {@code harpies}, {@code elf} {@code elves}; a name
     * already plural ({@code Midnight Rogues}) stays as it is.
     */
    public static String plural(String name) {
        int of = name.indexOf(" of ");
        if (of > 0) {
            // the head noun takes the plural: "cat of Carne", "knight of the order"
            return plural(name.substring(0, of)) + name.substring(of);
        }
        if (name.endsWith("s")) {
            return name;
        }
        if (name.endsWith("man") && !endsWithWord(name, NOT_MEN)) {
            return name.substring(0, name.length() - 3) + "men";
        }
        if (name.endsWith("x") || name.endsWith("ch") || name.endsWith("sh")) {
            return name + "es";
        }
        if (name.endsWith("y") && name.length() > 1 && "aeiou".indexOf(name.charAt(name.length() - 2)) < 0) {
            return name.substring(0, name.length() - 1) + "ies";
        }
        if (name.endsWith("elf") || name.endsWith("wolf") || name.endsWith("dwarf")) {
            return name.substring(0, name.length() - 1) + "ves";
        }
        return name + "s";
    }

    /** Words in "man" whose plural is not in "men". */
    private static final List<String> NOT_MEN = List.of("human", "shaman", "talisman", "caiman");

    private static boolean endsWithWord(String name, List<String> words) {
        String last = name.substring(name.lastIndexOf(' ') + 1).toLowerCase(java.util.Locale.ROOT);
        return words.contains(last);
    }
}
