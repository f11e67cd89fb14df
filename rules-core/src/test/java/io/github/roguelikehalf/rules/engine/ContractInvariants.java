package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The invariants every state and every transition of the engine must keep (docs/architecture.md), whatever the scenario,
 * the party, the options and the dice. Each check names the state it failed on.
 */
final class ContractInvariants {

    private ContractInvariants() {}

    /**
     * Checks one state on its own.
     *
     * @param s the state
     * @param explorationLimit the scenario's limit on explorations
     */
    static void checkState(Engine engine, GameState s, int explorationLimit) {
        String where = "state after " + s.steps() + " steps, phase " + s.phase();
        // The engine's own check of what a state names (tiles, creatures, heroes, enemy groups, followers).
        assertThat(engine.validate(s)).as(where + ": passes Engine.validate").isSameAs(s);
        Party party = s.party();
        for (Hero h : party.heroes()) {
            String who = where + ": " + h.id();
            assertThat(h.life()).as(who + " Life 0..max Life").isBetween(0, h.maxLife());
            assertThat(h.technique()).as(who + " Technique 0..max").isBetween(0, h.maxTechnique());
            assertThat(h.subAttributeValue())
                    .as(who + " " + h.subAttribute().label() + " 0..max")
                    .isBetween(0, h.maxSubAttribute());
            assertThat(h.experience()).as(who + " experience").isNotNegative();
            assertThat(h.equipment().gold()).as(who + " gold").isNotNegative();
            assertThat(h.equipment().rations()).as(who + " rations").isNotNegative();
        }
        Followers f = party.followers();
        // The carry limit and follower cap (EN §27, §32 / JP §26, §31): every state is a party Engine.start accepts.
        party.validate(s.options());
        for (FollowerGroup g : f.groups()) {
            assertThat(g.count()).as(where + ": followers of kind " + g.key()).isPositive();
        }
        assertThat(f.total()).as(where + ": followers total").isNotNegative();
        assertThat(f.total())
                .as(where + ": followers within the Follower score (EN §32 / JP §31)")
                .isLessThanOrEqualTo(party.followerCap(s.options()));
        assertThat(f.magicianSorcery())
                .as(where + ": Magicians' pool 0..number of Magicians (EN §28 / JP §27)")
                .isBetween(0, f.count(FollowerType.MAGICIAN));
        assertThat(s.progress().explorations())
                .as(where + ": explorations within the limit (one more ends the adventure)")
                .isBetween(0, explorationLimit + 1);
        assertThat(s.progress().tilesCleared()).as(where + ": tiles cleared").isNotNegative();

        Optional<Decision> decision = engine.decision(s);
        List<Action> legal = engine.legalActions(s);
        if (s.isTerminal()) {
            assertThat(s.outcome())
                    .as(where + ": a terminal state has an outcome")
                    .isPresent();
            assertThat(decision)
                    .as(where + ": a terminal state has no decision")
                    .isEmpty();
            assertThat(legal)
                    .as(where + ": a terminal state has no legal action")
                    .isEmpty();
            Outcome o = s.outcome().orElseThrow();
            boolean anyAlive = party.heroes().stream().anyMatch(Hero::alive);
            if (o.termination() == Outcome.Termination.DEATH) {
                assertThat(anyAlive)
                        .as(where + ": death means every hero is dead")
                        .isFalse();
            } else {
                assertThat(anyAlive)
                        .as(where + ": " + o + " with every hero dead")
                        .isTrue();
            }
        } else {
            assertThat(s.outcome())
                    .as(where + ": a state that goes on has no outcome")
                    .isEmpty();
            assertThat(decision)
                    .as(where + ": a state that goes on has a decision")
                    .isPresent();
            assertThat(legal)
                    .as(where + ": a state that goes on has a legal action")
                    .isNotEmpty();
            assertThat(legal)
                    .as(where + ": the legal actions are the decision's")
                    .isEqualTo(decision.get().legalActions());
            assertThat(new HashSet<>(legal))
                    .as(where + ": legal actions are distinct " + legal)
                    .hasSize(legal.size());
            assertThat(decision.get().actor())
                    .as(where + ": the decision names who decides")
                    .isNotBlank();
            assertThat(party.heroes().stream().anyMatch(Hero::alive))
                    .as(where + ": an adventure with every hero dead is over")
                    .isTrue();
            if (s.phase() instanceof Phase.Fighting fp) {
                assertThat(fp.combat().encounter().active())
                        .as(where + ": a fight goes on only against enemies still fighting")
                        .isNotEmpty();
            }
            for (Action a : legal) {
                assertThat(Action.parse(a.toString()))
                        .as(where + ": '" + a + "' reads back from its canonical form")
                        .isEqualTo(a);
            }
            checkNames(engine, s, legal, where);
        }
    }

    /** The legal actions name living heroes, enemies still fighting and followers the party has. */
    private static void checkNames(Engine engine, GameState s, List<Action> legal, String where) {
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
        // the active War Doll defends like a follower group and may sit a round out (EN §40 / JP §39)
        if (s.party().followers().warDoll().isPresent()) {
            followers.add(io.github.roguelikehalf.rules.follower.WarDoll.KEY);
        }
        if (engine.decision(s).orElseThrow() instanceof Decision.HeroTurn t) {
            assertThat(living).as(where + ": the hero whose turn it is lives").contains(t.hero());
        }
        for (Action a : legal) {
            checkNames(a, where + ": legal '" + a + "'", living, enemies, followers);
        }
    }

    private static void checkNames(
            Action a, String what, Set<String> living, Set<String> enemies, Set<String> followers) {
        if (a instanceof Action.Attack x) {
            assertThat(living).as(what + " names a living hero").contains(x.hero());
            assertThat(enemies).as(what + " names an enemy still fighting").contains(x.target());
        } else if (a instanceof Action.Shoot x) {
            assertThat(living).as(what + " names a living hero").contains(x.hero());
            assertThat(enemies).as(what + " names an enemy still fighting").contains(x.target());
        } else if (a instanceof Action.FollowersAttack x) {
            assertThat(enemies).as(what + " names an enemy still fighting").contains(x.target());
        } else if (a instanceof Action.FollowersShoot x) {
            assertThat(enemies).as(what + " names an enemy still fighting").contains(x.target());
        } else if (a instanceof Action.Eat x) {
            assertThat(living).as(what + " names a living hero").contains(x.hero());
        } else if (a instanceof Action.Drink x) {
            assertThat(living).as(what + " names a living hero").contains(x.hero());
        } else if (a instanceof Action.Swap x) {
            assertThat(living).as(what + " names a living hero").contains(x.hero());
        } else if (a instanceof Action.Defend x) {
            assertThat(living.contains(x.defender()) || followers.contains(x.defender()))
                    .as(what + " names a living hero or followers the party has")
                    .isTrue();
        } else if (a instanceof Action.Hold x
                && !x.actor().equals(Combat.FOLLOWERS)
                && !(x.actor().equals(io.github.roguelikehalf.rules.follower.WarDoll.KEY)
                        && followers.contains(x.actor()))) {
            assertThat(living).as(what + " names a living hero").contains(x.actor());
        }
    }

    /**
     * Checks a transition against the state it came from.
     *
     * @param before the state the action was applied to
     * @param action the action
     * @param t the transition
     */
    static void checkTransition(GameState before, Action action, Transition t) {
        GameState after = t.state();
        String where = "after '" + action + "' at step " + before.steps();
        assertThat(after.steps()).as(where + ": steps() grows by one per apply").isEqualTo(before.steps() + 1);
        assertThat(after.scenarioId()).as(where + ": scenario").isEqualTo(before.scenarioId());
        assertThat(after.options()).as(where + ": the options never change").isEqualTo(before.options());
        assertThat(after.party().ids())
                .as(where + ": the heroes stay the same")
                .isEqualTo(before.party().ids());
        assertThat(after.rng().seed())
                .as(where + ": the game's dice are never reseeded")
                .isEqualTo(before.rng().seed());
        assertThat(after.rng().counter())
                .as(where + ": the game's dice only move on")
                .isGreaterThanOrEqualTo(before.rng().counter());
        Progress p = before.progress();
        Progress q = after.progress();
        assertThat(q.explorations())
                .as(where + ": explorations never decrease")
                .isGreaterThanOrEqualTo(p.explorations());
        assertThat(q.tilesCleared())
                .as(where + ": tiles cleared never decrease")
                .isGreaterThanOrEqualTo(p.tilesCleared());
        assertThat(q.potionsUsed()).as(where + ": potions drunk stay drunk").containsAll(p.potionsUsed());
        assertThat(q.reactionMemory().keySet())
                .as(where + ": remembered reactions stay remembered")
                .containsAll(p.reactionMemory().keySet());
        for (Event e : t.events()) {
            assertThat(e.rule())
                    .as(where + ": every event names its rule: " + e)
                    .isNotBlank();
            assertThat(e.text())
                    .as(where + ": every event says what happened: " + e)
                    .isNotBlank();
        }
    }
}
