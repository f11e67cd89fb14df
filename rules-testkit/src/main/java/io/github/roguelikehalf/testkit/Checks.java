package io.github.roguelikehalf.testkit;

import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Outcome;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Progress;
import io.github.roguelikehalf.rules.engine.Transition;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.WarDoll;
import io.github.roguelikehalf.rules.hero.Hero;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The checks of the engine contract on one state and on one transition. Only what no value constructor already
 * enforces is checked (a hero's Life, Technique and sub-attribute within their bounds, gold and rations, the
 * Magicians' pool are checked when built): what a state names and whether the party keeps within the carry limit and
 * the Follower score ({@link Engine#validate}), what the decision offers and names, and how a transition relates to
 * its state.
 */
final class Checks {

    /** The check names, as {@link ContractViolation#check()} gives them. */
    static final String VALIDATE = "every state passes Engine.validate";

    static final String END = "an adventure goes on exactly while it has a decision and legal actions";
    static final String MAY_END = "a scenario's mayEnd is false only where its endCondition gives empty";
    static final String LEGAL = "the legal actions are the decision's, distinct, and read back from their text";
    static final String TRANSITION = "a transition moves the state on by one step and keeps what never changes";
    static final String EVENTS = "every event names its rule and says what happened";
    static final String NAMES =
            "the legal actions name living heroes, enemies still fighting and followers the party has";

    private Checks() {}

    static void check(boolean ok, String check, Supplier<String> detail) {
        if (!ok) {
            throw new ContractViolation(check, detail.get());
        }
    }

    /** Checks one state on its own. */
    static void state(Engine engine, GameState s, int explorationLimit) {
        Supplier<String> where = () -> "state after " + s.steps() + " steps, phase " + s.phase();
        try {
            check(engine.validate(s) == s, VALIDATE, () -> where.get() + ": validate gave another state");
        } catch (RulesException e) {
            throw new ContractViolation(VALIDATE, where.get() + ": " + e.getMessage());
        }
        check(
                s.progress().explorations() <= explorationLimit + 1,
                TRANSITION,
                () -> where.get() + ": " + s.progress().explorations() + " explorations, beyond the limit of "
                        + explorationLimit);
        check(
                engine.scenario().mayEnd(s.party())
                        || engine.scenario().endCondition(s).isEmpty(),
                MAY_END,
                () -> where.get()
                        + ": the scenario's mayEnd says no end for a party whose state its endCondition ends: "
                        + engine.scenario().endCondition(s));
        KindChecks.check(engine, s, where);
        Optional<Decision> decision = engine.decision(s);
        List<Action> legal = engine.legalActions(s);
        boolean anyAlive = s.party().heroes().stream().anyMatch(Hero::alive);
        if (s.isTerminal()) {
            check(s.outcome().isPresent(), END, () -> where.get() + ": a terminal state has no outcome");
            check(decision.isEmpty(), END, () -> where.get() + ": a terminal state has a decision " + decision);
            check(legal.isEmpty(), END, () -> where.get() + ": a terminal state has legal actions " + legal);
            boolean death = s.outcome().orElseThrow().termination() == Outcome.Termination.DEATH;
            check(
                    death != anyAlive,
                    END,
                    () -> where.get() + ": outcome " + s.outcome().orElseThrow() + " with heroes alive: " + anyAlive);
        } else {
            check(s.outcome().isEmpty(), END, () -> where.get() + ": a state that goes on has an outcome");
            check(decision.isPresent(), END, () -> where.get() + ": a state that goes on has no decision");
            check(!legal.isEmpty(), END, () -> where.get() + ": a state that goes on has no legal action");
            check(anyAlive, END, () -> where.get() + ": the adventure goes on with every hero dead");
            check(
                    legal.equals(decision.orElseThrow().legalActions()),
                    LEGAL,
                    () -> where.get() + ": legal actions " + legal + " are not the decision's "
                            + decision.orElseThrow().legalActions());
            check(
                    new HashSet<>(legal).size() == legal.size(),
                    LEGAL,
                    () -> where.get() + ": legal actions repeat: " + legal);
            check(!decision.orElseThrow().actor().isBlank(), LEGAL, () -> where.get() + ": the decision names nobody");
            for (Action a : legal) {
                check(
                        Action.parse(a.toString()).equals(a),
                        LEGAL,
                        () -> where.get() + ": '" + a + "' does not read back");
            }
            names(s, decision.orElseThrow(), legal, where);
        }
    }

    /**
     * The decision and its legal actions name only living heroes, enemies still fighting and followers the party has:
     * {@link Engine#validate} checks what the state names, this checks what the decision offers.
     */
    private static void names(GameState s, Decision decision, List<Action> legal, Supplier<String> where) {
        Set<String> living = new HashSet<>();
        for (Hero h : s.party().heroes()) {
            if (h.alive()) {
                living.add(h.id());
            }
        }
        Set<String> enemies = new HashSet<>();
        if (s.phase() instanceof Phase.Fighting fp) {
            for (EnemyGroup g : fp.combat().encounter().active()) {
                enemies.add(g.id());
            }
        }
        Set<String> followers = new HashSet<>();
        for (FollowerGroup g : s.party().followers().groups()) {
            followers.add(g.key());
        }
        // an active War Doll defends like a follower group and may sit a round out (EN §40 / JP §39)
        if (s.party().followers().warDoll().isPresent()) {
            followers.add(WarDoll.KEY);
        }
        if (decision instanceof Decision.HeroTurn t) {
            check(
                    living.contains(t.hero()),
                    NAMES,
                    () -> where.get() + ": it is the turn of '" + t.hero() + "', who is not alive");
        }
        for (Action a : legal) {
            Supplier<String> what = () -> where.get() + ": legal '" + a + "' names ";
            String hero = null;
            String enemy = null;
            if (a instanceof Action.Attack x) {
                hero = x.hero();
                enemy = x.target();
            } else if (a instanceof Action.Shoot x) {
                hero = x.hero();
                enemy = x.target();
            } else if (a instanceof Action.FollowersAttack x) {
                enemy = x.target();
            } else if (a instanceof Action.FollowersShoot x) {
                enemy = x.target();
            } else if (a instanceof Action.Eat x) {
                hero = x.hero();
            } else if (a instanceof Action.Drink x) {
                hero = x.hero();
            } else if (a instanceof Action.Swap x) {
                hero = x.hero();
            } else if (a instanceof Action.Hold x
                    && !x.actor().equals(Combat.FOLLOWERS)
                    && !(x.actor().equals(WarDoll.KEY) && followers.contains(x.actor()))) {
                hero = x.actor();
            } else if (a instanceof Action.Defend x) {
                check(
                        living.contains(x.defender()) || followers.contains(x.defender()),
                        NAMES,
                        () -> what.get() + "neither a living hero " + living + " nor followers the party has "
                                + followers);
            }
            String h = hero;
            if (h != null) {
                check(living.contains(h), NAMES, () -> what.get() + "'" + h + "', not a living hero " + living);
            }
            String g = enemy;
            if (g != null) {
                check(
                        enemies.contains(g),
                        NAMES,
                        () -> what.get() + "'" + g + "', not an enemy still fighting " + enemies);
            }
        }
    }

    /** Checks a transition against the state it came from. */
    static void transition(GameState before, Action action, Transition t) {
        GameState after = t.state();
        Supplier<String> where = () -> "after '" + action + "' at step " + before.steps();
        check(after.steps() == before.steps() + 1, TRANSITION, () -> where.get() + ": steps went to " + after.steps());
        check(after.scenarioId().equals(before.scenarioId()), TRANSITION, () -> where.get() + ": the scenario changed");
        check(after.options().equals(before.options()), TRANSITION, () -> where.get() + ": the options changed");
        check(after.party().ids().equals(before.party().ids()), TRANSITION, () -> where.get() + ": the heroes changed");
        check(
                after.rng().seed() == before.rng().seed(),
                TRANSITION,
                () -> where.get() + ": the game's dice were reseeded");
        check(
                after.rng().counter() >= before.rng().counter(),
                TRANSITION,
                () -> where.get() + ": the game's dice went back");
        Progress p = before.progress();
        Progress q = after.progress();
        check(q.explorations() >= p.explorations(), TRANSITION, () -> where.get() + ": explorations decreased");
        check(q.tilesCleared() >= p.tilesCleared(), TRANSITION, () -> where.get() + ": tiles cleared decreased");
        check(
                q.potionsUsed().containsAll(p.potionsUsed()),
                TRANSITION,
                () -> where.get() + ": a drunk potion came back");
        check(
                q.reactionMemory().keySet().containsAll(p.reactionMemory().keySet()),
                TRANSITION,
                () -> where.get() + ": a remembered reaction was forgotten");
        for (Event e : t.events()) {
            check(!e.rule().isBlank() && !e.text().isBlank(), EVENTS, () -> where.get() + ": " + e);
        }
    }
}
