package io.github.roguelikehalf.rules.scenario;

import io.github.roguelikehalf.rules.engine.EnemyGroup;

/**
 * The special rules of a creature, keyed by creature id ({@link Scenario#creatureRules(String)}), as modifications:
 * the engine tells the rules what the creature {@link Would} do by the base rules, and what is {@link Happening} to
 * its group; the rules answer with the event unchanged or changed. Both default to the base rules, so a scenario
 * answers only the events its creature changes, and a new special creature needs no new method here; {@link #mayChange}
 * says which kinds of question {@link #modify} may change (by default every kind). See {@code docs/architecture.md},
 * "Adding a creature".
 */
public interface CreatureRules {

    /** The base rules, for creatures without special rules. */
    CreatureRules BASE = new CreatureRules() {
        @Override
        public boolean mayChange(Class<? extends Would> kind) {
            return false;
        }
    };

    /** How a creature is attacked. */
    enum AttackMode {
        /** A melee attack roll. */
        MELEE,
        /** A shot with a bow or sling, or a thrown item. */
        RANGED,
        /** A spell or miracle. */
        MAGIC
    }

    /**
     * What the creature would do, as its rules change it. Pure: it reads the game through the view and changes
     * nothing; the engine may ask it any number of times.
     *
     * @param event what it would do by the base rules (or as asked), e.g. {@link Would.Level}
     * @param view the creature, its group and the state
     * @return the event unchanged (the default), or a copy of the same kind made with its {@code with...} method
     */
    default Would modify(Would event, CreatureView view) {
        return event;
    }

    /**
     * Whether these rules may change what the creature would do of one kind, in some state: {@link #modify} is asked
     * only about the kinds they may change, and the others are answered by the base rules without a question (and
     * without a view of the state). The default, true for every kind, is always right; rules that change a few kinds
     * may say so to spare the engine a question and a view at every attack, defence and estimate of a bot.
     *
     * <p>Asked once for each kind when an engine first meets the rules, and the answers kept: give the same answer
     * every time, whatever the game. A kind answered false must come back unchanged from {@link #modify} in every state;
     * the testkit's contract suite checks that in each state it plays. Rules built on other rules add their kinds to
     * the others': {@code kind == Would.Damage.class || super.mayChange(kind)} in a class extending a class, {@code
     * || Base.super.mayChange(kind)} over an interface {@code Base}'s default. {@code Engine.would} honours the answer
     * too (a kind the rules do not change comes back as asked), so to see what the rules themselves answer, call
     * {@link #modify}.
     *
     * @param kind a kind of event, e.g. {@code Would.Level.class}
     * @return whether {@link #modify} may answer an event of that kind with a changed copy
     */
    default boolean mayChange(Class<? extends Would> kind) {
        return true;
    }

    /**
     * Something happening to the creature's group in play. The rules may roll and explain themselves through the
     * context, and change the game where the event says they may.
     *
     * @param event what happens, e.g. {@link Happening.RoundEnds}
     * @param group the creature's group, as it stands
     * @param ctx the game being changed
     * @return the event unchanged (the default), or, for an event with an answer, a copy of the same kind made with
     *     its {@code with...} method
     */
    default Happening on(Happening event, EnemyGroup group, ScenarioContext ctx) {
        return event;
    }
}
