package io.github.roguelikehalf.examples.snippets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.Outcome;
import io.github.roguelikehalf.rules.engine.Progress;
import io.github.roguelikehalf.rules.engine.Transition;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.play.Autoplay;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.testkit.ContractReport;
import io.github.roguelikehalf.testkit.EngineContract;
import io.github.roguelikehalf.testkit.Fixture;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class BarrowTest extends EngineContract { // random walks, replays and snapshots of the Barrow

    @Override
    protected Scenario scenario() {
        return new Barrow();
    }

    @Override
    protected void reached(String check, ContractReport report) {
        assertThat(report.endings()).containsKey("barrow-explored"); // the scenario's ending, by its name
    }

    private final Fixture one = Fixture.of(new Barrow()).hero(SubAttribute.STRENGTH);

    private static List<String> texts(Transition t) {
        return t.events().stream().map(Event::text).toList();
    }

    @Test // (EN §34 / JP §33) one die for the room, a counter on entry; apply uses exactly the faces given
    void roomsOnOneDie() {
        Transition t = one.apply(one.exploring(), "explore", 1);
        assertThat(texts(t))
                .containsExactly(
                        "1d6 1",
                        "the party enters the entrance hall",
                        "room 1 of the barrow",
                        "the entrance hall: nothing happens");
        assertThatThrownBy(() -> one.apply(one.exploring(), "explore", 1, 5)) // a face left over
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("1 scripted faces left unused: [5]");
        // a cleared room rolled again stays empty (tilesFor), and still counts as a room
        assertThat(texts(one.apply(t.state(), "explore", 1)))
                .contains("room 2 of the barrow", "the party enters a" + " room already cleared");
    }

    @Test // (EN §34 / JP §33) the adventure ends between rooms, by its name
    void eightRoomsCleared() {
        GameState seven = one.engine()
                .validate(ImmutableGameState.copyOf(one.exploring())
                        .withProgress(new Progress(7, 7, Set.of(), Map.of())));
        Outcome end = one.apply(seven, "explore", 6).state().outcome().orElseThrow();
        assertThat(end.isVictory()).isTrue();
        assertThat(end.name()).contains("barrow-explored");
    }

    @Test // (EN §35 / JP §34, docs/rulings.md) the Drowned Abbot takes no bribe: a Bribe result is a bribe refused
    void abbotTakesNoBribe() {
        GameState met = one.encounter("4", Fixture.enemies("abbot", 1));
        assertThat(texts(one.apply(met, "wait", 1)))
                .startsWith("reaction: bribe 10 gold", "Drowned Abbot takes no bribe: as a bribe refused, it attacks");
    }

    @Test // the dart trap: each hero rolls Dexterity against 4 for himself (a 6 avoids it, a 1 is caught)
    void dartsForEachHero() {
        Fixture two = one.hero(SubAttribute.SORCERY);
        Transition t = two.apply(two.exploring(), "explore", 2, 6, 1);
        assertThat(texts(t)).contains("hero-1 against the dart trap: avoided", "hero-2 against the dart trap: caught");
        assertThat(t.state().party().hero("hero-2").life())
                .isEqualTo(two.exploring().party().hero("hero-2").life() - 1);
    }

    @Test // (EN §36 / JP §35) settle takes round 0's lone hold as the engine does: the first melee round
    void fightTheZombies() {
        GameState s = one.settle(one.fight("3", Fixture.enemies("zombies", 3)));
        assertThat(one.engine().legalActions(s)).contains(Action.parse("attack hero-1 -> zombies"));
    }

    @Test // a played adventure, narrated: every event of every action, the outcome's last
    void narrated() {
        Engine engine = one.engine();
        List<Event> told = new ArrayList<>();
        GameState end = Autoplay.play(
                        engine.asGame(told::add), one.exploring(), BaselinePolicy.of(engine), Dice.seeded(7), 1_000)
                .end();
        assertThat(told.get(told.size() - 1).text())
                .isEqualTo("adventure over: " + end.outcome().orElseThrow());
    }
}
