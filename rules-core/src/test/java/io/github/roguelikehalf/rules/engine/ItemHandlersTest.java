package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.group;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.priest;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.follower.WarDoll;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.steps.ItemHandler;
import io.github.roguelikehalf.rules.internal.steps.Items;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.MagicTreasure;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.testkit.Draw;
import io.github.roguelikehalf.testkit.Generator;
import io.github.roguelikehalf.testkit.Generators;
import io.github.roguelikehalf.testkit.Start;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The usable items as handlers ({@link Items}): every item of the catalogue that a hero uses has one handler, and the
 * actions the engine offers as an item's use are offered and resolved by that one handler.
 */
@DisplayName("Usable items: one handler per item (EN §28, §31, §40 / JP §27, §30, §39)")
class ItemHandlersTest {

    /** The magic treasures that change checks without being used (the Searching Monocle, the Magical Targe). */
    private static final Set<MagicTreasure> PASSIVE =
            Set.of(MagicTreasure.SEARCHING_MONOCLE, MagicTreasure.MAGICAL_TARGE);

    @Test
    @DisplayName("EN §28, §31, §40 / JP §27, §30, §39: every piece of gear, the ration and every magic treasure that"
            + " is used has a handler under its key, and no key has two")
    void everyUsableItemHasAHandler() {
        List<String> usable = new ArrayList<>();
        for (Gear g : Gear.values()) {
            usable.add(g.key());
        }
        usable.add("ration");
        for (MagicTreasure m : MagicTreasure.values()) {
            if (!PASSIVE.contains(m)) {
                usable.add(m.key());
            }
        }
        for (String key : usable) {
            assertThat(Items.byKey(key)).as("handler for " + key).isPresent();
            assertThat(Items.byKey(key).orElseThrow().key()).isEqualTo(key);
        }
        assertThat(Items.ALL.stream().map(ItemHandler::key)).doesNotHaveDuplicates();
        assertThat(Items.ALL.stream().map(ItemHandler::key)).containsExactlyInAnyOrderElementsOf(usable);
        assertThat(WarDoll.KEY).isEqualTo(MagicTreasure.WAR_DOLL.key());
    }

    @Test
    @DisplayName("EN §28, §31, §40 / JP §27, §30, §39: in games played at random and in a won fight with a rope, every"
            + " item action the engine offers is offered by the handler that resolves it, and every item is offered")
    void offersAndEffectsComeFromOneHandler() {
        Engine engine = Engine.of(new TestCrypt());
        Set<String> seen = new TreeSet<>();
        walk(engine, Generators.magicTreasures(), 10, seen);
        walk(engine, Generators.starts(), 40, seen);
        // the priest, hurt, with a rope, a healing potion and holy water, kills the last goblin (EN §28 / JP §27)
        Hero h = priest(EN);
        h = ImmutableHero.copyOf(h)
                .withEquipment(
                        h.equipment().add(Gear.ROPE).add(Gear.HEALING_POTION).add(Gear.HOLY_WATER));
        Fight f = new Fight(Party.of(h), EN)
                .meet(group("goblins", TestCrypt.GOBLIN, 1))
                .life("hero-1", 1)
                .act(new Action.AttackFirst());
        check(engine, f.state, seen);
        assertThat(f.legal()).contains(new Action.Drink("hero-1"));
        f.act(new Action.Hold("hero-1")).act(new Action.Attack("hero-1", "goblins", false), 5);
        check(engine, f.state, seen);
        assertThat(f.legal()).contains(new Action.Capture("hero-1", "goblins"));

        assertThat(seen)
                .containsExactlyInAnyOrderElementsOf(
                        Items.ALL.stream().map(ItemHandler::key).toList());
    }

    private static void walk(Engine engine, Generator<Start> starts, int games, Set<String> seen) {
        for (long seed = 1; seed <= games; seed++) {
            Start start = starts.next(Draw.seeded(seed));
            GameState s = engine.start(start.party(), start.options(), start.seed());
            Random choice = new Random(seed);
            for (int n = 0; n < 250 && engine.decision(s).isPresent(); n++) {
                check(engine, s, seen);
                List<Action> legal = engine.legalActions(s);
                s = engine.apply(s, legal.get(choice.nextInt(legal.size()))).state();
            }
        }
    }

    /**
     * Each legal action of the state is an item's use ({@link Items#of}) exactly when a handler offers it, and then
     * the handler that resolves it is the one that offers it.
     */
    private static void check(Engine engine, GameState s, Set<String> seen) {
        Decision d = engine.decision(s).orElseThrow();
        List<List<Action>> offers = new ArrayList<>();
        for (ItemHandler i : Items.ALL) {
            offers.add(offers(i, s, engine.scenario(), d));
        }
        for (Action a : d.legalActions()) {
            Optional<ItemHandler> h = Items.of(a);
            boolean offered = false;
            for (int k = 0; k < Items.ALL.size(); k++) {
                ItemHandler i = Items.ALL.get(k);
                if (offers.get(k).contains(a)) {
                    assertThat(h).as(a + " is offered by " + i.key()).containsSame(i);
                    seen.add(i.key());
                    offered = true;
                }
            }
            assertThat(h.isPresent())
                    .as(a + " is an item's use iff a handler offers it")
                    .isEqualTo(offered);
        }
    }

    /** What one handler offers at the moments of this decision. */
    private static List<Action> offers(ItemHandler i, GameState s, Scenario sc, Decision d) {
        List<Action> a = new ArrayList<>();
        Phase p = s.phase();
        if (d instanceof Decision.HeroTurn t && p instanceof Phase.Fighting f) {
            i.heroTurn(a, s, sc, s.party().hero(t.hero()), f.combat());
        }
        if (p instanceof Phase.AfterFight f) {
            i.afterFight(a, s, sc, f);
        }
        if (!(p instanceof Phase.Fighting)) {
            i.outsideFight(a, s);
            for (Hero h : s.party().heroes()) {
                i.besideWeapons(a, s, h);
            }
            i.betweenTiles(a, s);
        }
        return a;
    }
}
