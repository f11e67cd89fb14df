package io.github.roguelikehalf.rules.hookscenario;

import static io.github.roguelikehalf.rules.hookscenario.Play.EN;
import static io.github.roguelikehalf.rules.hookscenario.Play.priest;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.ScriptedDice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableCombat;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Transition;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.CreatureView;
import io.github.roguelikehalf.rules.scenario.Happening;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Tile;
import io.github.roguelikehalf.rules.scenario.Would;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The hooks that change where attacks go, what a follower's death does, which swaps are free and which items expire,
 * each played through {@code Engine.apply} with scripted dice in a small scenario written against the public API
 * (rules cited as {@code MS §n}): MS §1, the hound aims one attack at each Lamplighter first; MS §2, the leech feeds on
 * each follower it kills (counted); MS §3, no shield is taken in hand for free; MS §4, tile 16 is the exit.
 */
@DisplayName("Scenario hooks: aimed attacks, a follower's failed defence, free swaps, expiring items")
class AimAndItemHooksTest {

    static final String MS = "MS §1";
    static final String FED = "fed";

    static final Creature HOUND = Creature.strong("hound", "hound", 3, 6, 3, 0, Optional.empty(), Set.of());
    static final Creature LEECH = Creature.strong("leech", "leech", 6, 3, 2, 0, Optional.empty(), Set.of());

    static final CreatureRules HOUND_RULES = new CreatureRules() {
        @Override
        public Would modify(Would event, CreatureView view) {
            if (!(event instanceof Would.Aim a)) {
                return event;
            }
            List<String> aimed = new ArrayList<>();
            FollowerKind lamplighter = FollowerKind.of(FollowerType.LAMPLIGHTER);
            for (int i = 0;
                    i < view.state().party().followers().count(lamplighter) && aimed.size() < a.attacks();
                    i++) {
                aimed.add(lamplighter.key());
            }
            return a.withRecipients(aimed);
        }
    };

    static final CreatureRules LEECH_RULES = new CreatureRules() {
        @Override
        public Happening on(Happening event, EnemyGroup group, ScenarioContext ctx) {
            if (event instanceof Happening.DefenceFailed f && f.follower()) {
                ctx.setScenarioState(ctx.state().scenarioState().add(FED, 1));
                ctx.event("MS §2", "the leech feeds on one " + f.defender());
            }
            return event;
        }
    };

    /** The small scenario: 11-15 the hound, 21-66 the leech, 16 the exit. */
    static final class MiniScenario implements Scenario {
        @Override
        public String id() {
            return "mini-scenario";
        }

        @Override
        public String title() {
            return "The Mini Scenario";
        }

        @Override
        public Optional<Tile> tile(String id) {
            if (id.equals("16")) {
                return Optional.of(Tile.event(id, "the exit", "exit"));
            }
            return Optional.of(
                    id.startsWith("1")
                            ? Tile.encounter(id, "the kennel", "hound")
                            : Tile.encounter(id, "a pool", "leech"));
        }

        @Override
        public Optional<Creature> creature(String id) {
            return Optional.ofNullable(id.equals("hound") ? HOUND : id.equals("leech") ? LEECH : null);
        }

        @Override
        public CreatureRules creatureRules(String creatureId) {
            return creatureId.equals("hound") ? HOUND_RULES : LEECH_RULES;
        }

        @Override
        public void onEvent(ScenarioContext ctx, Tile tile) {
            ctx.end("exit", "the party leaves by the exit", true);
        }

        @Override
        public boolean takesInHandFreely(GameState state, Hero hero, String item) {
            return !item.contains("shield");
        }
    }

    final Engine engine = Engine.of(new MiniScenario());
    GameState state;
    List<Event> events = List.of();

    void start(Party party) {
        state = engine.start(party, EN, 7L);
    }

    void act(String action, int... faces) {
        ScriptedDice dice = Dice.of(faces);
        Transition t = engine.apply(state, Action.parse(action), dice);
        assertThat(dice.remaining())
                .as("dice left unused after " + action + ": " + t.events())
                .isEmpty();
        state = t.state();
        events = t.events();
    }

    List<String> texts() {
        return events.stream().map(Event::text).toList();
    }

    List<String> legal() {
        return engine.legalActions(state).stream().map(Action::toString).toList();
    }

    @Test
    @DisplayName("Would.Aim (EN §36 / JP §35 otherwise): the hound's first attack goes to the Lamplighter, who"
            + " defends himself (2 vs 3) and dies; its other two go to the hero, the only recipient of the split")
    void aimedAttackAtALamplighter() {
        start(Party.of(priest("hero-1")).hire("hero-1", FollowerKind.of(FollowerType.LAMPLIGHTER), 1, EN));
        act("explore", 1, 1);
        act("attack-first");
        // round 1 (nobody shoots, so round 0 passes): the priest holds; the Lamplighter defends (2 vs 3), the hero
        // twice (6 + 1 vs 3)
        act("hold hero-1", 2, 6, 6);

        assertThat(texts()).contains("lamplighter defends against hound: dies");
        assertThat(events.stream()
                        .flatMap(e -> e.check().stream())
                        .map(c -> c.check().subject())
                        .toList())
                .containsExactly("lamplighter", "hero-1", "hero-1");
        assertThat(state.party().followers().count(FollowerKind.of(FollowerType.LAMPLIGHTER)))
                .isZero();
        assertThat(state.party().hero("hero-1").life()).isEqualTo(5);
    }

    @Test
    @DisplayName("Would.Aim: a state whose attacks wait for a follower kind is valid, also once that kind is"
            + " gone (the attack then falls to the first living hero); an unknown recipient is not")
    void aimedRecipientsAreValidState() {
        start(Party.of(priest("hero-1")).hire("hero-1", FollowerKind.of(FollowerType.LAMPLIGHTER), 1, EN));
        act("explore", 1, 1);
        act("attack-first");
        Combat c = ((Phase.Fighting) state.phase()).combat();
        GameState waiting = ImmutableGameState.copyOf(state)
                .withPhase(new Phase.Fighting(ImmutableCombat.copyOf(c)
                        .withStage(Combat.Stage.DEFEND)
                        .withIncoming(new Combat.Incoming("lamplighter", "hound"))));
        assertThat(engine.validate(waiting)).isEqualTo(waiting);
        assertThat(engine.legalActions(waiting).stream().map(Action::toString)).containsExactly("defend lamplighter");

        GameState gone = ImmutableGameState.copyOf(waiting)
                .withParty(waiting.party().release(FollowerKind.of(FollowerType.LAMPLIGHTER), 1));
        assertThat(engine.validate(gone)).isEqualTo(gone);
        assertThat(engine.legalActions(gone).stream().map(Action::toString)).containsExactly("defend hero-1");

        GameState bad = ImmutableGameState.copyOf(waiting)
                .withPhase(new Phase.Fighting(ImmutableCombat.copyOf(c)
                        .withStage(Combat.Stage.DEFEND)
                        .withIncoming(new Combat.Incoming("nobody", "hound"))));
        assertThatThrownBy(() -> engine.validate(bad))
                .isInstanceOf(RulesException.class)
                .hasMessageContaining("'nobody' is neither 'followers', a follower kind, nor a hero");
    }

    @Test
    @DisplayName("Would.Aim: with nobody to aim at, the attacks are split as usual (all three at the hero)")
    void noAimTheUsualSplit() {
        start(Party.of(priest("hero-1")));
        act("explore", 1, 1);
        act("attack-first");
        act("hold hero-1", 6, 6, 1);

        Combat c = ((Phase.Fighting) state.phase()).combat();
        assertThat(c.round()).isEqualTo(2);
        assertThat(state.party().hero("hero-1").life()).isEqualTo(4);
    }

    @Test
    @DisplayName("Happening.DefenceFailed of a follower (EN §33 / JP §32): a soldier who fails his defence against the"
            + " leech (2 vs 6) dies, and the leech's rule follows")
    void followerFailedDefenceHook() {
        start(Party.of(priest("hero-1"))
                .hire("hero-1", FollowerKind.of(FollowerType.SOLDIER, DamageType.BLUNT), 2, EN));
        act("explore", 2, 1);
        act("attack-first");
        act("hold hero-1");
        act("hold followers", 6, 2);

        assertThat(texts())
                .contains("soldier/blunt defends against leech: dies", "the leech feeds on one soldier/blunt");
        assertThat(state.scenarioState().counter(FED)).isEqualTo(1);
        assertThat(state.party().followers().count(FollowerKind.of(FollowerType.SOLDIER, DamageType.BLUNT)))
                .isEqualTo(1);
        assertThat(state.party().hero("hero-1").life()).isEqualTo(5);
    }

    @Test
    @DisplayName("Scenario.takesInHandFreely (EN §27 / JP §26 otherwise): between tiles no shield is offered in hand;"
            + " the base rules offer it")
    void swapsOutsideAFight() {
        Party party = Party.of(priest("hero-1"));
        List<String> base =
                Engine.of(new HookScenario())
                        .legalActions(Engine.of(new HookScenario()).start(party, EN, 7L))
                        .stream()
                        .map(Action::toString)
                        .filter(a -> a.startsWith("swap hero-1"))
                        .toList();
        assertThat(base).anyMatch(a -> a.contains("shield"));

        start(party);
        assertThat(legal()).filteredOn(a -> a.startsWith("swap hero-1")).noneMatch(a -> a.contains("shield"));
    }

    @Test
    @DisplayName("Effect.expiring: at the end of the adventure one holy water of the marked hero vanishes, the other"
            + " stays")
    void expiringHolyWater() {
        Hero h = priest("hero-1");
        h = ImmutableHero.copyOf(h)
                .withEquipment(h.equipment().add(Gear.HOLY_WATER).add(Gear.HOLY_WATER))
                .withEffect(Effect.expiring("MS §5", Gear.HOLY_WATER.key()));
        start(Party.of(h));
        act("explore", 1, 6);

        assertThat(texts()).contains("the holy-water of hero-1 expires with the adventure");
        Hero after = state.party().hero("hero-1");
        assertThat(after.equipment().carried().stream().filter(i -> i.equals(Gear.HOLY_WATER)))
                .hasSize(1);
        assertThat(after.effects()).doesNotContainKey("expires:holy-water");
    }
}
