package io.github.roguelikehalf.kot;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.testkit.Fixture;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Where the old baseline chose wrong on Knight of Twilight and the new one chooses on purpose: it attacks a level-7
 * creature, escapes before a round that can kill, and answers the scenario's choices from their meanings.
 */
@DisplayName("Knight of Twilight: the baseline's choices (EN §36, §68-§71)")
class BaselineKotTest {

    private static final KnightOfTwilight KOT = new KnightOfTwilight();
    private static final FollowerKind SOLDIER = FollowerKind.of(FollowerType.SOLDIER, DamageType.SLASHING);

    private static Fixture party() {
        return Fixture.of(KOT).hero(SubAttribute.STRENGTH).follower(SOLDIER, 3);
    }

    private static String choose(CreaturePlay p) {
        return BaselinePolicy.of(p.engine)
                .choose(p.state, p.engine.legalActions(p.state), Dice.of())
                .toString();
    }

    private static GameState withLife(GameState s, int life) {
        Hero h = s.party().hero("hero-1");
        return ImmutableGameState.copyOf(s)
                .withParty(s.party().with(ImmutableHero.copyOf(h).withLife(life)));
    }

    @Test
    @DisplayName("EN §36 / JP §35, EN §71 (66): against the abyssal torturer (level 7 at Life 7) the hero attacks;"
            + " the old baseline held, scoring (7 - level) * 10 below its cut-off")
    void attacksTheLevelSevenTorturer() {
        Fixture f = party();
        CreaturePlay p = new CreaturePlay(f, f.encounter("66", Fixture.enemies("abyssal-torturer", 7)));
        p.act("attack-first");
        assertThat(p.engine.decision(p.state)).get().isInstanceOf(Decision.HeroTurn.class);
        assertThat(choose(p)).startsWith("attack hero-1 -> abyssal-torturer");
    }

    @Test
    @DisplayName("EN §36 / JP §35, EN §71 (62): at Life 3 before the bandersnatch (2 damage a failed defence against a"
            + " Life that is a multiple of 3) the lone hero escapes; the old baseline fought on until Life 1")
    void escapesBeforeARoundThatCanKill() {
        Fixture f = Fixture.of(KOT).hero(SubAttribute.STRENGTH);
        GameState met = f.engine().validate(withLife(f.encounter("62", Fixture.enemies("bandersnatch", 6)), 3));
        CreaturePlay p = new CreaturePlay(f, met);
        p.act("attack-first");
        assertThat(p.engine.legalActions(p.state)).contains(new Action.Escape());
        assertThat(choose(p)).isEqualTo("escape");
    }

    @Test
    @DisplayName("EN §68 (31): the trapped chest is tried once by the hero at full Life and left after a failure"
            + " (1 Life lost); the old baseline took the first option every time")
    void trappedChestOnce() {
        CreaturePlay p = CreaturePlay.exploring(party()).act("explore", 3, 1);
        assertThat(choose(p)).isEqualTo("choose party open:hero-1");
        p.act("choose party open:hero-1", 1);
        assertThat(p.hero("hero-1").life()).isEqualTo(p.hero("hero-1").maxLife() - 1);
        assertThat(choose(p)).isEqualTo("choose party leave");
    }

    @Test
    @DisplayName("EN §68 (35): the cool statue (6 slots, no weapon taken in hand freely) is left; it was carried")
    void statueLeft() {
        // two Porters carry what the hero cannot: the statue is offered (EN §68, 35)
        CreaturePlay p =
                CreaturePlay.exploring(party().follower(FollowerType.PORTER, 2)).act("explore", 3, 5);
        assertThat(p.legal()).contains("choose party carry");
        assertThat(choose(p)).isEqualTo("choose party leave");
    }

    @Test
    @DisplayName("EN §69 (43): the arrow slit's target is a free Soldier, not the hero; the hero was named first")
    void arrowSlitNamesAFollower() {
        CreaturePlay p = CreaturePlay.exploring(party()).act("explore", 4, 3, 1);
        assertThat(p.legal()).contains("choose party target:hero-1");
        assertThat(choose(p)).isEqualTo("choose party target:soldier:slashing");
    }

    @Test
    @DisplayName("Knight of Twilight types its options: the chest's are a risk for each opener and a decline")
    void chestMeanings() {
        CreaturePlay p = CreaturePlay.exploring(party()).act("explore", 3, 1);
        Choice c = ((io.github.roguelikehalf.rules.engine.Phase.Choosing) p.state.phase()).choice();
        assertThat(KOT.meanings(p.state, c))
                .containsExactly(
                        new Choice.Option("open:hero-1", Choice.Kind.RISK, Optional.of("hero-1")),
                        new Choice.Option("open:soldier:slashing", Choice.Kind.RISK, Optional.of("soldier/slashing")),
                        new Choice.Option("leave", Choice.Kind.DECLINE, Optional.empty()));
    }
}
