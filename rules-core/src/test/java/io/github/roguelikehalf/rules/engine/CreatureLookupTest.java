package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.FlowStartTest.EN;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.hero;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.CreatureView;
import io.github.roguelikehalf.rules.scenario.Happening;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Would;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A fight asks a creature's level, attacks, rules and treasure at every roll (EN §36-§39 / JP §35-§38); the engine
 * looks each creature and its rules up in the scenario once for the rolls of all its actions (docs/architecture.md),
 * and once for each decision computed between the steps of an action, and plays the same.
 */
@DisplayName("an action looks each creature and its rules up once for all its rolls")
class CreatureLookupTest {

    @Test
    @DisplayName(
            "EN §33, §36 / JP §32, §35: six Soldiers' attack rolls look the creature up fewer times than they roll")
    void onceAnAction() {
        CountingCrypt counting = new CountingCrypt();
        Engine engine = Engine.of(counting);
        Engine plain = Engine.of(new TestCrypt());
        int[] followerAttacks = {0};
        Lockstep.play(
                engine,
                plain,
                withSoldiers(6),
                11L,
                200,
                () -> {
                    counting.creatures.clear();
                    counting.rules.clear();
                },
                played -> {
                    // the same game as with a scenario asked at every roll (Lockstep checks it)
                    Action a = played.action();
                    if (!(played.before().phase() instanceof Phase.Fighting && a instanceof Action.FollowersAttack)) {
                        return;
                    }
                    long rolls = played.transition().events().stream()
                            .filter(e -> e.check().isPresent()
                                    && e.check().get().check().kind() == CheckKind.ATTACK)
                            .count();
                    if (rolls < 5) {
                        return; // the fight was won before the Soldiers were done
                    }
                    followerAttacks[0]++;
                    // each of the five or six attack rolls reads the creature's level and its rules (10 to 12 lookups
                    // of each without the engine's table); left: one for the rolls, and at most one for each decision
                    // computed from a whole state between the action's steps (the followers' turn, the creatures'
                    // attacks)
                    assertThat(counting.creatures.values())
                            .as("creatures asked in %s: %s", a, counting.creatures)
                            .allMatch(n -> n < rolls);
                    assertThat(counting.rules.values())
                            .as("rules asked in %s: %s", a, counting.rules)
                            .allMatch(n -> n < rolls);
                });
        assertThat(followerAttacks[0]).isGreaterThan(1);
    }

    @Test
    @DisplayName(
            "EN §36 / JP §35: a bot's questions about a creature (Engine.creature, Engine.would) ask the scenario once")
    void botsAskOnce() {
        CountingCrypt counting = new CountingCrypt();
        Engine engine = Engine.of(counting);
        Engine plain = Engine.of(new TestCrypt());
        GameState s = engine.start(Party.of(hero(SubAttribute.STRENGTH)), EN, 11L);
        for (int i = 0; i < 200 && !(s.phase() instanceof Phase.Fighting); i++) {
            s = engine.apply(s, engine.legalActions(s).get(0)).state();
        }
        assertThat(s.phase()).isInstanceOf(Phase.Fighting.class);
        EnemyGroup g =
                ((Phase.Fighting) s.phase()).combat().encounter().enemies().get(0);
        String id = g.creatureId();
        counting.creatures.clear();
        counting.rules.clear();
        for (int i = 0; i < 50; i++) {
            int level = engine.creature(g).level();
            assertThat(level).isEqualTo(plain.creature(g).level());
            Would.Level asked = engine.would(s, g, new Would.Level("hero-1", level));
            assertThat(asked).isEqualTo(plain.would(s, g, new Would.Level("hero-1", level)));
        }
        // the fight's own rolls had looked the creature up already: the engine's table answers every question
        assertThat(counting.creatures.getOrDefault(id, 0)).isLessThanOrEqualTo(1);
        assertThat(counting.rules.getOrDefault(id, 0)).isLessThanOrEqualTo(1);
    }

    @Test
    @DisplayName("EN §36 / JP §35: a creature's rules see their creature, their group in the fight, and the state when"
            + " they read it in their call; a view's state first read after its call is refused")
    void viewsInTheirCall() {
        List<CreatureView> seen = new ArrayList<>();
        List<GameState> read = new ArrayList<>();
        int[] between = {0};
        TestCrypt asking = new TestCrypt() {
            @Override
            public CreatureRules creatureRules(String creatureId) {
                return new CreatureRules() {
                    @Override
                    public Would modify(Would event, CreatureView view) {
                        seen.add(view);
                        // the levels' views are read in their call, the others' not
                        read.add(event instanceof Would.Level ? view.state() : null);
                        return event;
                    }

                    @Override
                    public Happening on(Happening event, EnemyGroup group, ScenarioContext ctx) {
                        // in the same turn, between two questions: the last view's state, not read, is refused
                        int last = seen.size() - 1;
                        if (last >= 0 && read.get(last) == null) {
                            try {
                                seen.get(last).state();
                            } catch (IllegalStateException e) {
                                between[0]++;
                            }
                        }
                        return event;
                    }
                };
            }
        };
        Engine engine = Engine.of(asking);
        Engine plain = Engine.of(new TestCrypt());
        int[] kept = {0};
        int[] refused = {0};
        Lockstep.play(
                engine,
                plain,
                withSoldiers(3),
                11L,
                200,
                () -> {
                    seen.clear();
                    read.clear();
                },
                played -> {
                    for (int k = 0; k < seen.size(); k++) {
                        CreatureView v = seen.get(k);
                        assertThat(v.creature()).isEqualTo(engine.creature(v.group()));
                        if (read.get(k) != null) {
                            // read in its call: the view keeps that state, which has the group in its fight
                            assertThat(v.state()).isSameAs(read.get(k));
                            assertThat(groups(v.state())).contains(v.group());
                            assertThat(v).isEqualTo(new CreatureView(v.creature(), v.group(), read.get(k)));
                            kept[0]++;
                            continue;
                        }
                        try {
                            v.state(); // a view of a state at hand (a decision asked on a whole state) has it
                        } catch (IllegalStateException e) {
                            assertThat(e).hasMessageContaining("CreatureRules.modify");
                            refused[0]++;
                        }
                    }
                });
        assertThat(kept[0]).isGreaterThan(0);
        assertThat(refused[0]).isGreaterThan(0);
        assertThat(between[0]).isGreaterThan(0);
    }

    private static List<EnemyGroup> groups(GameState s) {
        return s.phase() instanceof Phase.Fighting f ? f.combat().encounter().enemies() : List.of();
    }

    /** A Strength hero with Soldiers (slashing). */
    private static Party withSoldiers(int n) {
        Hero h = hero(SubAttribute.STRENGTH);
        return Party.of(h).hire(h.id(), FollowerKind.of(FollowerType.SOLDIER, DamageType.SLASHING), n, EN);
    }
}
