package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.ScriptedDice;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link Engine#start} (EN §13, §31 / JP §13, §30), and the small fixtures the other {@code Flow*}, {@code
 * Encounter*}, {@code Reaction*} and {@code Bribe*} tests share: heroes, parties, the {@link TestCrypt} engine, and
 * steps with scripted dice that must all be used.
 */
@DisplayName("Engine.start (EN §13, §31 / JP §13, §30)")
class FlowStartTest {

    static final RuleOptions EN = RuleOptions.englishEdition();
    static final RuleOptions JP = RuleOptions.japaneseVer46();
    static final Engine CRYPT = Engine.of(new TestCrypt());

    static final FollowerKind SOLDIER = FollowerKind.of(FollowerType.SOLDIER, DamageType.BLUNT);
    static final FollowerKind SCOUT = FollowerKind.of(FollowerType.SCOUT);

    // ------------------------------------------------------------------ fixtures

    /** A new hero, id {@code hero-1}, no experience spent. */
    static Hero hero(SubAttribute sub) {
        return hero("hero-1", sub, Growth.NONE);
    }

    /** A new hero with an id and some growth. */
    static Hero hero(String id, SubAttribute sub, Growth growth) {
        return Hero.create(
                HeroSpec.builder()
                        .id(id)
                        .name("Aki")
                        .subAttribute(sub)
                        .growth(growth)
                        .build(),
                EN);
    }

    /** The crypt's first state for a lone hero. */
    static GameState start(Hero h) {
        return CRYPT.start(Party.of(h), EN, 1L);
    }

    /** The crypt's first state for a party. */
    static GameState start(Party p) {
        return CRYPT.start(p, EN, 1L);
    }

    /** A state with one hero replaced (e.g. wounded), everything else equal. */
    static GameState withHero(GameState s, Hero h) {
        return ImmutableGameState.copyOf(s).withParty(s.party().with(h));
    }

    /** A state with the hero {@code hero-1} at some Life. */
    static GameState wounded(GameState s, int life) {
        return withHero(s, ImmutableHero.copyOf(s.party().hero("hero-1")).withLife(life));
    }

    /** Applies an action given as text with scripted faces, checking that every face was used. */
    static Transition play(Engine engine, GameState s, String action, int... faces) {
        ScriptedDice dice = Dice.of(faces);
        Transition t = engine.apply(s, Action.parse(action), dice);
        assertThat(dice.remaining())
                .as("unused scripted faces after '%s'", action)
                .isEmpty();
        return t;
    }

    /** {@link #play(Engine, GameState, String, int...)} in the crypt. */
    static Transition play(GameState s, String action, int... faces) {
        return play(CRYPT, s, action, faces);
    }

    /** The legal actions in canonical form. */
    static List<String> legal(GameState s) {
        return CRYPT.legalActions(s).stream().map(Action::toString).toList();
    }

    /** The event texts. */
    static List<String> texts(Transition t) {
        return t.events().stream().map(Event::text).toList();
    }

    /** The event rule sections. */
    static List<String> rules(Transition t) {
        return t.events().stream().map(Event::rule).toList();
    }

    /** The hero {@code hero-1}. */
    static Hero h1(GameState s) {
        return s.party().hero("hero-1");
    }

    // ------------------------------------------------------------------ tests

    @Test
    @DisplayName("EN §13, §31 / JP §13, §30: full Technique, Life and sub-attribute and 2 rations whatever came before")
    void startRestoresScoresAndGivesTwoRations() {
        Hero fresh = hero("hero-1", SubAttribute.DEXTERITY, new Growth(1, 2, 1, 0));
        Hero worn = ImmutableHero.copyOf(fresh)
                .withTechnique(0)
                .withLife(1)
                .withSubAttributeValue(0)
                .withEquipment(fresh.equipment().withRations(7));

        GameState s = CRYPT.start(Party.of(worn), EN, 42L);

        Hero h = h1(s);
        assertThat(h.technique()).isEqualTo(1).isEqualTo(h.maxTechnique());
        assertThat(h.life()).isEqualTo(8).isEqualTo(h.maxLife());
        assertThat(h.subAttributeValue()).isEqualTo(3).isEqualTo(h.maxSubAttribute());
        assertThat(h.equipment().rations()).isEqualTo(Hero.STARTING_RATIONS).isEqualTo(2);
        assertThat(h.equipment().gold()).isEqualTo(fresh.equipment().gold());
        assertThat(s.phase()).isEqualTo(new Phase.Exploring());
        assertThat(s.progress()).isEqualTo(Progress.START);
        assertThat(s.steps()).isZero();
        assertThat(s.scenarioId()).isEqualTo(TestCrypt.ID);
        assertThat(s.rng().seed()).isEqualTo(42L);
        assertThat(s.rng().counter()).isZero();
        assertThat(s.options()).isEqualTo(EN);
        assertThat(s.isTerminal()).isFalse();
        assertThat(s.outcome()).isEmpty();
        assertThat(CRYPT.decision(s)).containsInstanceOf(Decision.Explore.class);
        assertThat(legal(s)).containsExactly("explore", "swap hero-1 -> bow");
    }

    @Test
    @DisplayName("EN §31 / JP §30: a hero with no rations left starts with 2")
    void startRefillsEmptyRations() {
        Hero fresh = hero(SubAttribute.STRENGTH);
        Hero hungry =
                ImmutableHero.copyOf(fresh).withEquipment(fresh.equipment().withRations(0));

        GameState s = start(hungry);

        assertThat(h1(s).equipment().rations()).isEqualTo(2);
    }

    @Test
    @DisplayName("EN §28 / JP §27: the Magicians' Sorcery pool starts full, one per Magician")
    void startFillsMagicianPool() {
        Hero h = hero(SubAttribute.SORCERY);
        Party p = Party.of(h)
                .hire("hero-1", FollowerKind.of(FollowerType.MAGICIAN, DamageType.BLUNT), 2, EN)
                .hire("hero-1", SOLDIER, 1, EN);
        Party drained = p.with(p.followers().withMagicianSorcery(0));
        assertThat(drained.followers().magicianSorcery()).isZero();

        GameState s = start(drained);

        assertThat(s.party().followers().magicianSorcery()).isEqualTo(2);
        assertThat(s.party().followers().magicianSorceryMax()).isEqualTo(2);
        assertThat(s.party().followers().total()).isEqualTo(3);
        assertThat(h1(s).equipment().gold()).isEqualTo(0);
    }

    @Test
    @DisplayName("EN §13, §31 / JP §13, §30: each of two heroes starts full with 2 rations")
    void startTwoHeroes() {
        Hero a = ImmutableHero.copyOf(hero("hero-1", SubAttribute.STRENGTH, Growth.NONE))
                .withLife(2);
        Hero b = ImmutableHero.copyOf(hero("hero-2", SubAttribute.SORCERY, Growth.NONE))
                .withSubAttributeValue(0);
        b = ImmutableHero.copyOf(b).withEquipment(b.equipment().withRations(0));

        GameState s = CRYPT.start(new Party(List.of(a, b), Followers.none()), EN, 3L);

        for (Hero h : s.party().heroes()) {
            assertThat(h.life()).as(h.id()).isEqualTo(h.maxLife());
            assertThat(h.technique()).as(h.id()).isEqualTo(h.maxTechnique());
            assertThat(h.subAttributeValue()).as(h.id()).isEqualTo(h.maxSubAttribute());
            assertThat(h.equipment().rations()).as(h.id()).isEqualTo(2);
        }
    }
}
