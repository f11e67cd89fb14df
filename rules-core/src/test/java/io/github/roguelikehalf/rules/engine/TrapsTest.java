package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.FlowStartTest.EN;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.SCOUT;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.SOLDIER;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.h1;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.hero;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.play;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Tile;
import io.github.roguelikehalf.rules.scenario.Trap;
import io.github.roguelikehalf.rules.scenario.Trap.Targeting;
import io.github.roguelikehalf.rules.scenario.Traps;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Traps as data, sprung from a scenario's tile event through {@code Engine.apply} with scripted dice: a Dexterity roll
 * per target against the difficulty (EN §7-§10 / JP §7-§10), Life lost or a condition on a failure, followers dying
 * from any damage (EN §32 / JP §31), Captured creatures failing every check (EN §28 / JP §27).
 */
@DisplayName("Traps (EN §7-§10, §28, §32 / JP §7-§10, §27, §31)")
class TrapsTest {

    static final Trap SPEAR = new Trap("spear", "trap 1", 5, Targeting.RANDOM_ONE, 1, Optional.empty());
    static final Trap OIL =
            new Trap("oil", "trap 2", 4, Targeting.RANDOM_ONE, 0, Optional.of(Effect.oilSoaked("trap 2")));
    static final Trap ARROWS = new Trap("arrows", "trap 3", 3, Targeting.CHOSEN_1D3, 1, Optional.empty());
    static final Trap BLADE = new Trap("blade", "trap 4", 4, Targeting.NON_COMBAT_FOLLOWER_FIRST, 2, Optional.empty());
    static final Trap GAS = new Trap("gas", "trap 5", 4, Targeting.WHOLE_PARTY, 2, Optional.empty());

    private static final Engine HALL = Engine.of(new TrapHall());

    /** A Sorcery hero (Technique 0, Life 5, cloth armour: +1 to Dexterity rolls; lantern held) with a soldier and a scout. */
    private static GameState start(boolean followers) {
        Hero h = hero("hero-1", SubAttribute.SORCERY, Growth.NONE);
        Party p = Party.of(h);
        if (followers) {
            p = p.with(Followers.none().add(SOLDIER, 1).add(SCOUT, 1));
        }
        return HALL.start(p, EN, 1L);
    }

    /** Explores to a trap of the tens digit (units 1), keeping the result when a Scout could Search it. */
    private static Transition trap(GameState s, int tens, int... faces) {
        if (s.party().followers().count(SCOUT) == 0) {
            int[] all = new int[faces.length + 2];
            all[0] = tens;
            all[1] = 1;
            System.arraycopy(faces, 0, all, 2, faces.length);
            return play(HALL, s, "explore", all);
        }
        GameState rolled = play(HALL, s, "explore", tens, 1).state();
        return play(HALL, rolled, "enter", faces);
    }

    /** The events of the trap: those naming a trap's rule. */
    private static List<String> trapTexts(Transition t) {
        return t.events().stream()
                .filter(e -> e.rule().startsWith("trap "))
                .map(Event::text)
                .toList();
    }

    private static List<Event> trapEvents(Transition t) {
        return t.events().stream().filter(e -> e.rule().startsWith("trap ")).toList();
    }

    @Test
    @DisplayName("a random target (one die with a face per character), then the Dexterity roll: 3 + 1 < 5, 1 Life")
    void randomOne() {
        GameState s = start(true);
        assertThat(Traps.characters(s.party())).containsExactly("hero-1", "soldier/blunt", "scout");

        Transition t = trap(s, 1, 1, 3);

        assertThat(trapTexts(t))
                .containsExactly(
                        "spear targets hero-1", "hero-1 against the spear: caught", "hero-1 loses 1 Life: 4 left");
        assertThat(trapEvents(t).get(0).roll().orElseThrow().faces()).containsExactly(1);
        assertThat(trapEvents(t).get(1).check().orElseThrow().total()).isEqualTo(4);
        assertThat(h1(t.state()).life()).isEqualTo(4);
    }

    @Test
    @DisplayName("a follower who fails and takes damage dies; one who succeeds is untouched")
    void followerDies() {
        Transition t = trap(start(true), 1, 2, 4);
        assertThat(trapTexts(t))
                .containsExactly(
                        "spear targets soldier/blunt",
                        "soldier/blunt against the spear: caught",
                        "one soldier/blunt dies");
        assertThat(t.state().party().followers().total()).isEqualTo(1);

        Transition ok = trap(start(true), 1, 3, 5);
        assertThat(trapTexts(ok).get(1)).isEqualTo("scout against the spear: avoided");
        assertThat(ok.state().party().followers().total()).isEqualTo(2);
    }

    @Test
    @DisplayName("a condition on a failure: oil-soaked (2 + 1 < 4); with a 3 the roll succeeds and nothing happens")
    void condition() {
        Transition t = trap(start(false), 2, 2);
        assertThat(trapTexts(t))
                .containsExactly("hero-1 against the oil: caught", "hero-1: condition:oil-soaked begins");
        assertThat(h1(t.state()).effects()).containsKey(Effect.OIL_SOAKED);
        assertThat(h1(t.state()).life()).isEqualTo(5);

        Transition ok = trap(start(false), 2, 3);
        assertThat(h1(ok.state()).effects()).isEmpty();
    }

    @Test
    @DisplayName("1d3 targets chosen by the player (a 5 is 3): each rolls; a fumble fails whatever the total")
    void chosen() {
        Transition t = trap(start(true), 3, 5, 1, 6, 3);

        assertThat(trapTexts(t))
                .containsExactly(
                        "arrows targets 3 characters, chosen by the player",
                        "hero-1 against the arrows: caught",
                        "hero-1 loses 1 Life: 4 left",
                        "soldier/blunt against the arrows: avoided",
                        "scout against the arrows: avoided");
        assertThat(trapEvents(t).get(1).check().orElseThrow().fumble()).isTrue();
    }

    @Test
    @DisplayName("a non-combat follower first: the only one is the scout, no die; without one, a random character")
    void nonCombatFirst() {
        Transition t = trap(start(true), 4, 3);
        assertThat(trapTexts(t)).containsExactly("scout against the blade: caught", "one scout dies");
        assertThat(t.state().party().followers().count(SCOUT)).isZero();

        Transition alone = trap(start(false), 4, 2);
        assertThat(trapTexts(alone)).containsExactly("hero-1 against the blade: caught", "hero-1 loses 2 Life: 3 left");
    }

    @Test
    @DisplayName("the whole party rolls, each for himself")
    void wholeParty() {
        Transition t = trap(start(true), 5, 2, 4, 1);
        assertThat(trapTexts(t))
                .containsExactly(
                        "hero-1 against the gas: caught",
                        "hero-1 loses 2 Life: 3 left",
                        "soldier/blunt against the gas: avoided",
                        "scout against the gas: caught",
                        "one scout dies");
        assertThat(t.state().scenarioState().set("caught")).containsExactlyInAnyOrder("hero-1", "scout");
    }

    @Test
    @DisplayName("EN §40 / JP §39: the War Doll is never a trap's target: not drawn, or caught by a whole-party trap")
    void warDollIsNoTarget() {
        for (RuleOptions o : List.of(EN, RuleOptions.japaneseVer46())) {
            Party p = Party.of(hero("hero-1", SubAttribute.SORCERY, Growth.NONE))
                    .with(Followers.none()
                            .withWarDoll(Optional.of(io.github.roguelikehalf.rules.follower.WarDoll.activated(o))));
            GameState s = HALL.start(p, o, 1L);
            assertThat(Traps.characters(s.party())).containsExactly("hero-1");
            // a random target with one character: no die; the whole party: the hero alone rolls
            assertThat(trapTexts(trap(s, 1, 3)))
                    .containsExactly("hero-1 against the spear: caught", "hero-1 loses 1 Life: 4 left");
            assertThat(trapTexts(trap(s, 5, 6))).containsExactly("hero-1 against the gas: avoided");
            Transition gas = trap(s, 5, 1);
            assertThat(gas.state().party().followers().warDoll())
                    .isEqualTo(s.party().followers().warDoll());
        }
    }

    @Test
    @DisplayName("a Captured creature always fails, without a die")
    void capturedFails() {
        Party p = Party.of(hero("hero-1", SubAttribute.SORCERY, Growth.NONE))
                .with(Followers.none().add(io.github.roguelikehalf.rules.follower.FollowerKind.captured("goblin"), 1));
        Transition t = trap(HALL.start(p, EN, 1L), 5, 6);
        assertThat(trapTexts(t))
                .containsExactly(
                        "hero-1 against the gas: avoided",
                        "captured:goblin against the gas: caught (a Captured creature fails)",
                        "one captured:goblin dies");
    }

    @Test
    @DisplayName("targets must be characters of the party; chosen traps need their targets")
    void wrongTargets() {
        assertThatThrownBy(() -> trap(start(false), 6))
                .isInstanceOf(RulesException.class)
                .hasMessageContaining("cannot target 'scout'; the characters are [hero-1]");
    }

    /** Every tile is a trap, by the tens digit: 1 spear, 2 oil, 3 arrows (the first 1d3), 4 blade, 5 gas, 6 bad. */
    static final class TrapHall implements Scenario {
        @Override
        public String id() {
            return "trap-hall";
        }

        @Override
        public String title() {
            return "The Trap Hall";
        }

        @Override
        public Optional<Tile> tile(String id) {
            return Optional.of(Tile.event(id, "a trapped hall", "trap"));
        }

        @Override
        public Optional<Creature> creature(String id) {
            return Optional.empty();
        }

        @Override
        public void onEvent(ScenarioContext ctx, Tile tile) {
            switch (tile.id().charAt(0)) {
                case '1' -> Traps.spring(ctx, SPEAR);
                case '2' -> Traps.spring(ctx, OIL);
                case '3' -> {
                    int n = Traps.chosenCount(ctx, ARROWS);
                    Traps.spring(
                            ctx, ARROWS, Traps.characters(ctx.state().party()).subList(0, n));
                }
                case '4' -> Traps.spring(ctx, BLADE);
                case '5' -> {
                    List<String> caught = Traps.spring(ctx, GAS);
                    var st = ctx.state().scenarioState();
                    for (String c : caught) {
                        st = st.withAdded("caught", c);
                    }
                    ctx.setScenarioState(st);
                }
                default -> Traps.spring(ctx, SPEAR, List.of("scout"));
            }
        }
    }
}
