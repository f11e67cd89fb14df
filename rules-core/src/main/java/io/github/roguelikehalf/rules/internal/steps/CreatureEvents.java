package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.CreatureRules.AttackMode;
import io.github.roguelikehalf.rules.scenario.CreatureView;
import io.github.roguelikehalf.rules.scenario.Happening;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.Would;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The one place the engine asks a creature's rules ({@link CreatureRules}): each method builds one event with the
 * base rules' answer, lets the creature's rules modify it, and reads the answer back. A rule that answers with an
 * event of another kind is a scenario bug, reported as a {@link RulesException}.
 */
public final class CreatureEvents {

    private CreatureEvents() {}

    /**
     * Where a creature's rules read the state from: a {@link Turn}, whose working state is made whole only when rules
     * other than the base rules are asked, or a state at hand ({@code () -> state}).
     */
    @FunctionalInterface
    interface StateSource {
        /** The whole state. */
        GameState state();

        /** The table the creatures are looked up in once each (a turn's), or null to ask the scenario every time. */
        default Bestiary bestiary() {
            return null;
        }

        /** A group's creature ({@link Foes#creature(Scenario, EnemyGroup)}), from the {@link #bestiary} if any. */
        default Creature creature(Scenario sc, EnemyGroup g) {
            Bestiary b = bestiary();
            return b != null ? b.creature(g.creatureId()) : Foes.creature(sc, g);
        }

        /** A creature's rules ({@link Scenario#creatureRules}), from the {@link #bestiary} if any. */
        default CreatureRules rules(Scenario sc, String creatureId) {
            Bestiary b = bestiary();
            return b != null ? b.rules(creatureId) : sc.creatureRules(creatureId);
        }

        /** How a group's rules see it now; a turn makes the state only if the rules read it. */
        default CreatureView view(Scenario sc, EnemyGroup g) {
            return new CreatureView(creature(sc, g), g, state());
        }

        /** The rules given the last {@link #view} have answered: a turn's view makes no state after that. */
        default void answered() {}

        /**
         * Whether a group's rules may change one kind of what it would do ({@link CreatureRules#mayChange}): the base
         * rules none; the {@link #bestiary}, if any, asks each rules once.
         */
        default boolean mayChange(Scenario sc, EnemyGroup g, int kind) {
            Bestiary b = bestiary();
            return b != null
                    ? b.mayChange(g.creatureId(), kind)
                    : WouldKinds.mayChange(sc.creatureRules(g.creatureId()), kind);
        }
    }

    /** Asks what a creature would do in a state, the creature looked up in an engine's table; of the kind asked. */
    public static <W extends Would> W ask(Scenario sc, Bestiary b, GameState s, EnemyGroup g, W event) {
        // rules that do not change the kind (the base rules none) answer with the event: no view made (the bots ask at
        // every estimate)
        if (!b.mayChange(g.creatureId(), WouldKinds.of(event.getClass()))) {
            return event;
        }
        CreatureRules rules = b.rules(g.creatureId());
        return modify(sc, rules, new CreatureView(b.creature(g.creatureId()), g, s), g, event);
    }

    static <W extends Would> W ask(Scenario sc, StateSource s, EnemyGroup g, W event) {
        CreatureRules rules = s.rules(sc, g.creatureId());
        if (rules == CreatureRules.BASE) {
            // the base rules answer with the event unchanged: no view to build, no creature to look up, no state made
            return event;
        }
        try {
            return modify(sc, rules, s.view(sc, g), g, event);
        } finally {
            s.answered();
        }
    }

    /** A creature's rules asked what it would do, seen as {@code view}; the answer is of the kind asked. */
    private static <W extends Would> W modify(
            Scenario sc, CreatureRules rules, CreatureView view, EnemyGroup g, W event) {
        return same(sc, g, event, rules.modify(event, view));
    }

    /** Tells a creature's rules what happens to its group; the answer is of the kind told. */
    private static <H extends Happening> H tell(Turn t, EnemyGroup g, H event) {
        CreatureRules rules = t.rules(t.scenario, g.creatureId());
        if (rules == CreatureRules.BASE) {
            return event;
        }
        Happening out = rules.on(event, g, t);
        return same(t.scenario, g, event, out);
    }

    @SuppressWarnings("unchecked") // checked: the answer's class is the event's
    private static <T> T same(Scenario sc, EnemyGroup g, T event, Object out) {
        if (out == null || out.getClass() != event.getClass()) {
            throw new RulesException("scenario " + sc.id() + ": the rules of " + g.creatureId() + " answered " + out
                    + " to " + event + "; they must return the event or a copy of it made with its with... method");
        }
        return (T) out;
    }

    /** The level a creature is rolled against by one opponent (EN §37 / JP §35). */
    static int level(Scenario sc, StateSource s, EnemyGroup g, String opponent) {
        int level = s.creature(sc, g).level();
        return s.mayChange(sc, g, WouldKinds.LEVEL)
                ? ask(sc, s, g, new Would.Level(opponent, level)).level()
                : level;
    }

    /** Its attacks in a melee round (EN §37 / JP §35). */
    static int attacksPerRound(Scenario sc, StateSource s, EnemyGroup g) {
        Creature c = s.creature(sc, g);
        int count = c.strong() ? c.attacks() : g.current();
        return s.mayChange(sc, g, WouldKinds.ATTACKS)
                ? ask(sc, s, g, new Would.Attacks(count)).count()
                : count;
    }

    /** The recipients of the attacks it aims itself this half-round, out of {@code attacks}. */
    static List<String> aim(Scenario sc, StateSource s, EnemyGroup g, int attacks) {
        return s.mayChange(sc, g, WouldKinds.AIM)
                ? ask(sc, s, g, new Would.Aim(attacks, List.of())).recipients()
                : List.of();
    }

    /** The modifier to an opponent's attack roll at it. */
    static int attackModifier(Scenario sc, StateSource s, EnemyGroup g, String attacker) {
        return s.mayChange(sc, g, WouldKinds.ATTACK_ROLL)
                ? ask(sc, s, g, new Would.AttackRoll(attacker, 0)).modifier()
                : 0;
    }

    /** The modifier to an opponent's defence roll against its attack. */
    static int defenceModifier(Scenario sc, StateSource s, EnemyGroup g, String defender) {
        return s.mayChange(sc, g, WouldKinds.DEFENCE_ROLL)
                ? ask(sc, s, g, new Would.DefenceRoll(defender, 0)).modifier()
                : 0;
    }

    /** The Life a hero loses when his defence against it fails (EN §36 / JP §35). */
    static int damage(Scenario sc, StateSource s, EnemyGroup g, String defender) {
        return s.mayChange(sc, g, WouldKinds.DAMAGE)
                ? ask(sc, s, g, new Would.Damage(defender, 1)).amount()
                : 1;
    }

    /** A reaction it has without rolling (EN §35 / JP §34). */
    static Optional<Reaction> fixedReaction(Scenario sc, StateSource s, EnemyGroup g) {
        return s.mayChange(sc, g, WouldKinds.FIXED_REACTION)
                ? ask(sc, s, g, new Would.FixedReaction(Optional.empty())).reaction()
                : Optional.empty();
    }

    /** The bribe it really asks. */
    static Bribe bribe(Scenario sc, StateSource s, EnemyGroup g, Bribe asked) {
        return s.mayChange(sc, g, WouldKinds.ASKS_BRIBE)
                ? ask(sc, s, g, new Would.AsksBribe(asked)).bribe()
                : asked;
    }

    /** Whether it takes a bribe. */
    static boolean takesBribes(Scenario sc, StateSource s, EnemyGroup g) {
        return !s.mayChange(sc, g, WouldKinds.TAKES_BRIBES)
                || ask(sc, s, g, new Would.TakesBribes(true)).takes();
    }

    /**
     * Whether its rules are asked if the group never flees now (EN §38 / JP §37): it does not already by its reaction,
     * and its rules may change that ({@link WouldKinds#FIGHTS_TO_THE_DEATH}).
     */
    static boolean asksToTheDeath(Scenario sc, StateSource s, EnemyGroup g) {
        return !g.fightToTheDeath() && s.mayChange(sc, g, WouldKinds.FIGHTS_TO_THE_DEATH);
    }

    /** What its rules answer, asked with the group as it is now: whether it fights to the death after all. */
    static boolean rulesSayToTheDeath(Scenario sc, StateSource s, EnemyGroup g) {
        return ask(sc, s, g, new Would.FightsToTheDeath(false)).toTheDeath();
    }

    /** Whether an attack of a mode can target it now. */
    static boolean targetable(Scenario sc, StateSource s, EnemyGroup g, AttackMode mode) {
        return !s.mayChange(sc, g, WouldKinds.TARGETED)
                || ask(sc, s, g, new Would.Targeted(mode, true)).allowed();
    }

    /** Its group's treasure rolls (EN §39 / JP §38). */
    static int treasureRolls(Scenario sc, StateSource s, EnemyGroup g) {
        return s.mayChange(sc, g, WouldKinds.TREASURE_ROLLS)
                ? ask(sc, s, g, new Would.TreasureRolls(1)).rolls()
                : 1;
    }

    /** The damage holy water deals it with no roll, by its rules, or empty for the base rule (EN §28 / JP §27). */
    static OptionalInt holyWaterDamage(Scenario sc, StateSource s, EnemyGroup g) {
        return s.mayChange(sc, g, WouldKinds.HOLY_WATER)
                ? ask(sc, s, g, new Would.HolyWater(OptionalInt.empty())).damage()
                : OptionalInt.empty();
    }

    /** The group was met. */
    static void encountered(Turn t, EnemyGroup g) {
        tell(t, g, new Happening.Encountered());
    }

    /** Its side's half-round begins: whether an action of its own replaced its attacks. */
    static boolean actedInstead(Turn t, EnemyGroup g) {
        return tell(t, g, new Happening.RoundBegins(false)).actedInstead();
    }

    /** A hit that is not magic: whether it turns it aside. */
    static boolean turnsAside(Turn t, EnemyGroup g, String attacker, AttackMode mode) {
        return tell(t, g, new Happening.Hit(attacker, mode, false)).turnedAside();
    }

    /** Magic that would take effect: whether it resists (EN §9, §20 / JP §9). */
    static boolean resists(Turn t, EnemyGroup g, String caster, String magic) {
        return tell(t, g, new Happening.CastAt(caster, magic, false)).resisted();
    }

    /** A defence against its attack failed, the damage taken. */
    static void defenceFailed(Turn t, EnemyGroup g, String defender, boolean follower) {
        tell(t, g, new Happening.DefenceFailed(defender, follower));
    }

    /** A round ends. */
    static void roundEnds(Turn t, EnemyGroup g) {
        tell(t, g, new Happening.RoundEnds());
    }

    /** The bribe was paid or refused: the reaction that takes effect instead, if its rules give one. */
    static Optional<Reaction> bribeSettled(Turn t, EnemyGroup g, Optional<String> payer) {
        return tell(t, g, new Happening.BribeSettled(payer, Optional.empty())).reaction();
    }

    /** The group was defeated. */
    static void defeated(Turn t, EnemyGroup g) {
        tell(t, g, new Happening.Defeated());
    }
}
