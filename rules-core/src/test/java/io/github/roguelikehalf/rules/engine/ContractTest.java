package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.hookscenario.HookScenario;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.item.Shield;
import io.github.roguelikehalf.rules.item.ShieldType;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.item.WeaponClass;
import io.github.roguelikehalf.rules.play.Autoplay;
import io.github.roguelikehalf.rules.play.Game;
import io.github.roguelikehalf.rules.play.Playthrough;
import io.github.roguelikehalf.rules.play.Policy;
import io.github.roguelikehalf.rules.play.Simulation;
import io.github.roguelikehalf.rules.play.SimulationReport;
import io.github.roguelikehalf.rules.scenario.Window;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The engine contract suite (docs/architecture.md; after OpenSpiel's {@code basic_tests}): random legal-action walks with
 * {@link Policy#random()} from random valid starts ({@link ContractStarts}) through {@link TestCrypt}, and through
 * {@link HookScenario}, a scenario using every hook, checking at every step the invariants of
 * {@link ContractInvariants}, that illegal actions are rejected without touching the state, that {@code apply} is a
 * deterministic function, that a seed and an action list replay exactly, that every adventure ends within a stated
 * bound, and that a simulation does not depend on its thread count.
 */
@DisplayName("Engine contract: random legal-action walks from random valid starts")
class ContractTest {

    /**
     * The stated bound on the actions of one adventure of {@link TestCrypt}, whose exploration limit is 30: every
     * adventure of random play ends (victory, death or the limit) within this many applied actions. The worst case
     * measured was 285 actions, over about 40,000 adventures of random play (each run logs its own worst case as
     * "longest adventure"); the bound leaves a wide margin for long fights. It holds for random play only: swapping
     * weapons costs nothing outside a fight (nor in one with a Squire), so a policy that keeps swapping never ends
     * an adventure.
     */
    static final int MAX_ACTIONS_PER_ADVENTURE = 5_000;

    /** Actions applied, at least, in each run of a walking property, over all its examples together. */
    static final int MIN_STEPS_PER_RUN = 10_000;

    /**
     * Actions applied from each generated start in the checked walks: with the default 160 starts, about 40,000
     * actions per run. Bug hunts can run more starts from other seeds, e.g. {@code -Dcontract.examples=1000
     * -Dcontract.seed=7}.
     */
    static final int STEPS_PER_EXAMPLE = 250;

    /** Few shrink cycles: each one walks whole adventures again, and a failure names its adventure and step. */
    private static final int SHRINK_CYCLES = 10;

    private static final Logger LOG = LoggerFactory.getLogger(ContractTest.class);

    private static final Engine ENGINE = Engine.of(new TestCrypt());

    /** The engine of a scenario using every hook, written against the public API only. */
    private static final Engine HOOKS = Engine.of(new HookScenario());

    private static final ContractWalker.Stats WORST = new ContractWalker.Stats();

    @AfterAll
    static void report() {
        LOG.info("engine contract, all walks together: {}", WORST);
    }

    @Test
    @DisplayName("the generator makes only valid starts, and makes every kind of them")
    void generatedStartsAreValidAndVaried() {
        Set<String> seen = new TreeSet<>();
        Set<FollowerType> hired = EnumSet.noneOf(FollowerType.class);
        qt().withShrinkCycles(SHRINK_CYCLES)
                .withFixedSeed(0x5EED_0001L)
                .withExamples(400)
                .forAll(ContractStarts.starts())
                .checkAssert(start -> {
                    Party p = start.party();
                    RuleOptions o = start.options();
                    assertThat(p.validate(o)).isSameAs(p);
                    assertThat(p.followers().total()).isLessThanOrEqualTo(p.followerCap(o));
                    if (p.heroes().size() == 2) {
                        int growth = p.heroes().stream()
                                .mapToInt(h -> h.growth().followers())
                                .sum();
                        int cap = o.twoHeroFollowers() == RuleOptions.TwoHeroFollowers.NONE ? 0 : growth;
                        assertThat(p.followers().total())
                                .as("two heroes take followers only with Follower growth (EN §32), none in JP §31")
                                .isLessThanOrEqualTo(cap);
                    }
                    for (Hero h : p.heroes()) {
                        assertThat(h.growth().cost()).isLessThanOrEqualTo(ContractStarts.GROWTH_BUDGET);
                        h.growth().checkCaps(o);
                        h.checkCarryLimit(0);
                        seen.add(o.edition() + " " + h.subAttribute());
                    }
                    for (FollowerGroup g : p.followers().groups()) {
                        hired.add(g.type());
                    }
                    seen.add(o.edition() + " " + p.heroes().size() + " heroes");
                    if (p.heroes().size() == 2 && p.followers().total() > 0) {
                        seen.add(o.edition() + " 2 heroes with followers");
                    }
                    GameState s = start.start(ENGINE, 0);
                    ContractInvariants.checkState(ENGINE, s, 30);
                    for (Hero h : s.party().heroes()) {
                        assertThat(h.life()).isEqualTo(h.maxLife());
                        assertThat(h.equipment().rations()).isEqualTo(Hero.STARTING_RATIONS);
                    }
                    assertThat(s.party().followers().magicianSorcery())
                            .isEqualTo(s.party().followers().count(FollowerType.MAGICIAN));
                });
        assertThat(hired)
                .as("every hireable type is hired in some start")
                .containsExactlyInAnyOrder(
                        FollowerType.SOLDIER,
                        FollowerType.BOWMAN,
                        FollowerType.SWORDSMAN,
                        FollowerType.MAGICIAN,
                        FollowerType.LAMPLIGHTER,
                        FollowerType.SQUIRE,
                        FollowerType.PORTER,
                        FollowerType.SCOUT);
        assertThat(seen)
                .as("both presets, solo and two-hero parties, every sub-attribute")
                .contains(
                        "ENGLISH 1 heroes",
                        "ENGLISH 2 heroes",
                        "ENGLISH 2 heroes with followers",
                        "JAPANESE_VER_4_6 1 heroes",
                        "JAPANESE_VER_4_6 2 heroes")
                .doesNotContain("JAPANESE_VER_4_6 2 heroes with followers");
        for (RuleOptions.Edition e : RuleOptions.Edition.values()) {
            for (SubAttribute sa : SubAttribute.values()) {
                assertThat(seen).contains(e + " " + sa);
            }
        }
    }

    @Test
    @DisplayName("at every step of random walks: invariants hold, illegal actions are rejected, apply is a function")
    void randomWalksKeepTheContract() {
        int examples = Integer.getInteger("contract.examples", 160);
        long perExample = STEPS_PER_EXAMPLE;
        ContractWalker.Stats stats = new ContractWalker.Stats();
        ContractWalker walker = new ContractWalker(ENGINE, MAX_ACTIONS_PER_ADVENTURE, stats);
        qt().withShrinkCycles(SHRINK_CYCLES)
                .withFixedSeed(Long.getLong("contract.seed", 0x5EED_0002L))
                .withExamples(examples)
                .forAll(ContractStarts.starts())
                .checkAssert(start -> walker.walkChecked(start, perExample));
        LOG.info("random walks: {}", stats);
        merge(stats);
        assertThat(stats.steps.get()).isGreaterThanOrEqualTo(MIN_STEPS_PER_RUN);
        assertThat(stats.illegalRejected.get()).isGreaterThanOrEqualTo(MIN_STEPS_PER_RUN);
        // the test crypt has no scenario choices or windows: the hook scenario's walks meet them
        // (hookScenarioWalksKeepTheContract)
        assertMeetsEveryKindOfDecision(stats, Set.of(Decision.Choose.class, Decision.Window.class));
    }

    /**
     * The contract through {@link HookScenario}: its choices, windows, creature hooks and end conditions keep every
     * invariant, within the same bound on actions (its exploration limit is 20), from starts within its follower
     * cap; its walks meet every kind of decision and of window, and every kind of ending it has.
     */
    @Test
    @DisplayName("the same contract through a scenario using every hook, whose walks meet every kind of decision")
    void hookScenarioWalksKeepTheContract() {
        int examples = Integer.getInteger("contract.examples", 160) / 3;
        ContractWalker.Stats stats = new ContractWalker.Stats();
        ContractWalker walker = new ContractWalker(HOOKS, MAX_ACTIONS_PER_ADVENTURE, stats);
        qt().withShrinkCycles(SHRINK_CYCLES)
                .withFixedSeed(Long.getLong("contract.seed", 0x5EED_0006L))
                .withExamples(examples)
                .forAll(hookStarts())
                .checkAssert(start -> walker.walkChecked(start, STEPS_PER_EXAMPLE));
        LOG.info("random walks of the hook scenario: {}", stats);
        merge(stats);
        assertThat(stats.steps.get()).isGreaterThanOrEqualTo(MIN_STEPS_PER_RUN);
        assertThat(stats.illegalRejected.get()).isGreaterThanOrEqualTo(MIN_STEPS_PER_RUN);
        assertThat(stats.outcomes)
                .as("the hook scenario's walks end in every way it has")
                .containsKeys("victory", "death", "exploration-limit", "scenario-defeat");
        assertMeetsEveryKindOfDecision(stats, Set.of());
        for (Window.Kind kind : Window.Kind.values()) {
            assertThat(stats.windows).as("the walks meet every kind of window").containsKey(kind.name());
        }
    }

    private static void assertMeetsEveryKindOfDecision(ContractWalker.Stats stats, Set<Class<?>> except) {
        for (Class<?> type : Decision.class.getPermittedSubclasses()) {
            if (!except.contains(type)) {
                assertThat(stats.decisions)
                        .as("the walks meet every kind of decision")
                        .containsKey(type.getSimpleName());
            }
        }
    }

    /**
     * Valid starts within the hook scenario's follower cap: followers beyond it are released, one at a time, the
     * first whose release keeps the party within its carry limit (EN §27, §32 / JP §26, §31).
     */
    static Gen<ContractStart> hookStarts() {
        Gen<ContractStart> gen = ContractStarts.starts().map(start -> {
            Party p = start.party();
            while (p.followers().total() > HookScenario.FOLLOWER_CAP) {
                boolean released = false;
                for (FollowerGroup g : p.followers().groups()) {
                    Party fewer = p.release(g.kind(), 1);
                    if (fewer.withinCarryLimit()) {
                        p = fewer;
                        released = true;
                        break;
                    }
                }
                if (!released) {
                    throw new IllegalStateException("no follower can be released within the carry limit: " + start);
                }
            }
            return new ContractStart(p, start.options(), start.seed());
        });
        return gen.describedAs(ContractStart::toString);
    }

    @Test
    @DisplayName("a start, its seed and the action list replay to equal states and events at every step")
    void replayIsDeterministic() {
        int examples = 25;
        long perExample = 2L * MIN_STEPS_PER_RUN / examples;
        Engine replayer = Engine.of(new TestCrypt());
        ContractWalker.Stats stats = new ContractWalker.Stats();
        ContractWalker walker = new ContractWalker(ENGINE, MAX_ACTIONS_PER_ADVENTURE, stats);
        Game<GameState, Action> game = ENGINE.asGame();
        qt().withShrinkCycles(SHRINK_CYCLES)
                .withFixedSeed(0x5EED_0003L)
                .withExamples(examples)
                .forAll(ContractStarts.starts())
                .checkAssert(start -> {
                    long steps = 0;
                    for (int n = 0; steps < perExample; n++) {
                        ContractWalker.Adventure a = walker.walk(start, n, false);
                        steps += a.actions().size();
                        GameState s = start.start(replayer, n);
                        assertThat(s)
                                .as("the same start and seed give the same first state")
                                .isEqualTo(a.first());
                        for (int i = 0; i < a.actions().size(); i++) {
                            Transition t = replayer.apply(s, a.actions().get(i));
                            assertThat(t)
                                    .as(
                                            "replayed step %d ('%s') of adventure %d",
                                            i, a.actions().get(i), n)
                                    .isEqualTo(a.transitions().get(i));
                            s = t.state();
                        }
                        Playthrough<GameState, Action> p = Autoplay.play(
                                game,
                                a.first(),
                                Policy.random(),
                                Dice.seeded(start.policySeed(n)),
                                MAX_ACTIONS_PER_ADVENTURE);
                        assertThat(p.actions())
                                .as("Autoplay.play takes the same walk")
                                .isEqualTo(a.actions());
                        assertThat(p.end())
                                .as("Autoplay.play ends in the same state")
                                .isEqualTo(a.end());
                        assertThat(Autoplay.replay(game, a.first(), p.actions()))
                                .as("Autoplay.replay ends in the same state")
                                .isEqualTo(a.end());
                    }
                });
        LOG.info("replays: {}", stats);
        merge(stats);
        assertThat(stats.steps.get()).isGreaterThanOrEqualTo(MIN_STEPS_PER_RUN);
    }

    @Test
    @DisplayName("every adventure ends within the stated bound of " + MAX_ACTIONS_PER_ADVENTURE + " actions")
    void everyAdventureEndsWithinTheStatedBound() {
        ContractWalker.Stats stats = new ContractWalker.Stats();
        Game<GameState, Action> game = ENGINE.asGame();
        qt().withShrinkCycles(SHRINK_CYCLES)
                .withFixedSeed(0x5EED_0004L)
                .withExamples(200)
                .forAll(ContractStarts.starts())
                .checkAssert(start -> {
                    for (int n = 0; n < 50; n++) {
                        // throws StepLimitExceededException beyond the bound
                        Playthrough<GameState, Action> p = Autoplay.play(
                                game,
                                start.start(ENGINE, n),
                                Policy.random(),
                                Dice.seeded(start.policySeed(n)),
                                MAX_ACTIONS_PER_ADVENTURE);
                        assertThat(p.end().isTerminal()).isTrue();
                        assertThat(p.end().steps()).isEqualTo(p.steps());
                        stats.adventure(p.end(), p.steps());
                    }
                });
        LOG.info("termination: {}", stats);
        merge(stats);
        assertThat(stats.longestAdventure.get()).isLessThanOrEqualTo(MAX_ACTIONS_PER_ADVENTURE);
    }

    @Test
    @DisplayName("a simulation gives the same report on 1 and 2 threads")
    void simulationDoesNotDependOnThreads() {
        Game<GameState, Action> game = ENGINE.asGame();
        qt().withShrinkCycles(SHRINK_CYCLES)
                .withFixedSeed(0x5EED_0005L)
                .withExamples(3)
                .forAll(ContractStarts.starts())
                .checkAssert(start -> {
                    List<SimulationReport> reports = List.of(1, 2).stream()
                            .map(threads -> Simulation.run(
                                    game,
                                    seed -> ENGINE.start(start.party(), start.options(), seed),
                                    Policy.random(),
                                    42L,
                                    500,
                                    threads,
                                    MAX_ACTIONS_PER_ADVENTURE))
                            .toList();
                    assertThat(reports.get(1)).isEqualTo(reports.get(0));
                    SimulationReport r = reports.get(0);
                    assertThat(r.runs()).isEqualTo(500);
                    assertThat(r.outcomes().values().stream()
                                    .mapToInt(Integer::intValue)
                                    .sum())
                            .isEqualTo(500);
                    assertThat(r.totalSteps()).isLessThanOrEqualTo(500L * MAX_ACTIONS_PER_ADVENTURE);
                });
    }

    /**
     * Regression, found by the random walks: under the Japanese preset current Life falls with max Life (JP §29), so
     * a lone hero at Life 1 who puts the wood shield away to take a sling in hand dies; the adventure went on with no
     * hero alive (the next decision was "explore"). It must end in death (EN §13 / JP §13).
     */
    @Test
    @DisplayName("JP §29, §13: a lone hero whose Life falls to 0 when the shield is put away ends the adventure")
    void deathByPuttingTheShieldAwayEndsTheAdventure() {
        RuleOptions o = RuleOptions.japaneseVer46();
        Hero hero = Hero.create(
                HeroSpec.builder()
                        .name("Aki")
                        .subAttribute(SubAttribute.DIVINITY)
                        .addPurchases(RangedWeapon.SLING)
                        .hands(List.of(
                                Weapon.of(WeaponClass.ONE_HANDED, DamageType.SLASHING), Shield.of(ShieldType.WOOD)))
                        .build(),
                o);
        GameState start = ENGINE.start(Party.of(hero), o, 1L);
        Hero hurt = ImmutableHero.copyOf(start.party().hero("hero-1")).withLife(1);
        GameState s = ImmutableGameState.copyOf(start).withParty(start.party().with(hurt));
        Action swap = new Action.Swap("hero-1", RangedWeapon.SLING.key());
        assertThat(ENGINE.legalActions(s)).contains(swap);

        GameState after = ENGINE.apply(s, swap).state();

        assertThat(after.party().hero("hero-1").alive()).isFalse();
        assertThat(after.outcome().map(Outcome::termination)).contains(Outcome.Termination.DEATH);
        ContractInvariants.checkState(ENGINE, after, 30);
    }

    private static void merge(ContractWalker.Stats stats) {
        synchronized (WORST) {
            WORST.adventures.addAndGet(stats.adventures.get());
            WORST.steps.addAndGet(stats.steps.get());
            WORST.illegalRejected.addAndGet(stats.illegalRejected.get());
            WORST.longestAdventure.accumulateAndGet(stats.longestAdventure.get(), Math::max);
            stats.outcomes.forEach((k, v) ->
                    WORST.outcomes.computeIfAbsent(k, x -> new AtomicInteger()).addAndGet(v.get()));
        }
    }
}
