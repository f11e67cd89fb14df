package io.github.roguelikehalf.kot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.Equipment;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.magic.Spell;
import io.github.roguelikehalf.testkit.Fixture;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Knight of Twilight states from outside that the first nightly fuzz run (docs/testing.md, "Fuzz runs") found
 * accepted and then failing in play: each is now refused by {@code Engine.validate} naming the part of the state,
 * and its well-formed neighbour still passes.
 */
@DisplayName("Knight of Twilight: a state from outside is refused or playable (the nightly fuzz's findings)")
class StateChecksTest {

    private static final Engine ENGINE = Engine.of(new KnightOfTwilight());

    private static GameState solo() {
        return Fixture.of(ENGINE).hero(SubAttribute.STRENGTH).exploring();
    }

    private static GameState scenario(GameState s, ScenarioState ss) {
        return ImmutableGameState.copyOf(s).withScenarioState(ss);
    }

    private static void refused(GameState s, String... parts) {
        assertThatThrownBy(() -> ENGINE.validate(s))
                .isInstanceOf(RulesException.class)
                .hasMessageStartingWith("invalid state: ")
                .hasMessageContainingAll(parts);
    }

    private static String hex(String s) {
        return HexFormat.of().formatHex(s.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    @DisplayName("EN §62, §68: 'fixed-tens' is 0 or a tens digit 1..6 (fuzz: 67 and 7 gave d66 results 676 and 75)")
    void fixedTensIsADigit() {
        GameState s = solo();
        for (int wrong : new int[] {67, 7, -1}) {
            refused(
                    scenario(s, s.scenarioState().withCounter(Keys.FIXED_TENS, wrong)),
                    "scenarioState.counters",
                    "'fixed-tens' is 0 (free) or the tens digit 1..6",
                    "was " + wrong);
        }
        GameState five = scenario(s, s.scenarioState().withCounter(Keys.FIXED_TENS, 5));
        assertThat(ENGINE.validate(five)).isSameAs(five);
    }

    @Test
    @DisplayName("EN §66: the dungeon map's 'second-d66' is 0 or a d66 result (fuzz: 6 named no tile)")
    void secondD66IsAD66Result() {
        GameState s = solo();
        for (int wrong : new int[] {6, 67, 70, 10}) {
            refused(
                    scenario(s, s.scenarioState().withCounter(Keys.SECOND_D66, wrong)),
                    "scenarioState.counters",
                    "'second-d66' is 0 (none) or a d66 result 11..66",
                    "was " + wrong);
        }
        GameState ok = scenario(s, s.scenarioState().withCounter(Keys.SECOND_D66, 45));
        assertThat(ENGINE.validate(ok)).isSameAs(ok);
    }

    @Test
    @DisplayName(
            "EN §73: the Rogues' loot names a hero of the party and a weapon, in hex (fuzz: three malformed kinds)")
    void rogueLootIsWellFormed() {
        GameState s = solo();
        String heroHex = hex("hero-1");
        List<String> wrong = List.of(
                "hero-1",
                "midnight-rogues",
                heroHex + ":" + hex("one-handed-weapon/blunt") + ":",
                heroHex + ":" + hex("sling").substring(1),
                heroHex + ":",
                hex("hero-9") + ":" + hex("sling"),
                heroHex + ":" + hex("lantern"),
                heroHex + ":" + hex("no-such-thing"));
        for (String entry : wrong) {
            refused(
                    scenario(s, s.scenarioState().withAdded(FinalRogues.STOLEN, entry)),
                    "scenarioState.sets",
                    "'final-stolen' holds '" + entry + "'");
        }
        GameState ok = scenario(s, s.scenarioState().withAdded(FinalRogues.STOLEN, heroHex + ":" + hex("sling")));
        assertThat(ENGINE.validate(ok)).isSameAs(ok);
    }

    @Test
    @DisplayName("EN §35: a scenario reaction about to take effect is on the reaction table of the creature met"
            + " (fuzz: the Rogues' 'trade')")
    void scenarioReactionIsTheCreatures() {
        // a sorcerer with Blitz, which he may cast in the window after a reaction (as the fuzz's input)
        Hero sorcerer = Hero.create(
                HeroSpec.builder()
                        .id("hero-1")
                        .name("Dai")
                        .subAttribute(SubAttribute.SORCERY)
                        .addSpells(Spell.BLITZ)
                        .build(),
                RuleOptions.englishEdition());
        GameState s = Fixture.of(ENGINE).hero(sorcerer).exploring();
        Window trade = Window.afterReaction(Reaction.scenario(PeacefulRooms.TRADE));
        refused(
                ImmutableGameState.copyOf(s)
                        .withPhase(new Phase.Reacting(
                                new Encounter("24", List.of(EnemyGroup.of("midnight-rogues", 3))), trade, 3)),
                "phase.window.reaction",
                "'trade' is not on the reaction table of 'midnight-rogues'");
        GameState traders = ImmutableGameState.copyOf(s)
                .withPhase(new Phase.Reacting(
                        new Encounter("24", List.of(EnemyGroup.of(PeacefulRooms.TRADERS.id(), 3))), trade, 1));
        assertThat(ENGINE.validate(traders)).isSameAs(traders);
    }

    /** The reapers' bribe of room 54 (EN §70) being paid, with this party and these counters. */
    private static GameState atReapersBribe(GameState s, Party party, ScenarioState counters) {
        Phase bribe = new Phase.Choosing(
                "54", new Choice(ReaperBribes.CHOICE, "party", "who pays the next", Keys.WEAK, List.of("pay:hero-1")));
        return ImmutableGameState.copyOf(s)
                .withParty(party)
                .withScenarioState(counters)
                .withPhase(bribe);
    }

    @Test
    @DisplayName("EN §70: at the reapers' bribe the party can still pay what is left without a hero dying"
            + " (fuzz: 3 more asked of a hero with Life 3)")
    void reapersAskWhatThePartyCanPay() {
        GameState s = solo();
        Hero h = s.party().hero("hero-1");
        ScenarioState asking = s.scenarioState().withCounter("reaper-asking", 4).withCounter("reaper-paid", 1);
        GameState poor =
                atReapersBribe(s, s.party().with(ImmutableHero.copyOf(h).withLife(3)), asking);
        refused(poor, "scenarioState.counters", "the reapers ask 3 more Life, but the party can pay only 2");
        refused(
                ImmutableGameState.copyOf(poor).withScenarioState(asking.withCounter("reaper-paid", 4)),
                "scenarioState.counters",
                "'reaper-paid' 0..3");
        GameState able = ImmutableGameState.copyOf(poor)
                .withParty(s.party().with(ImmutableHero.copyOf(h).withLife(4)));
        assertThat(ENGINE.validate(able)).isSameAs(able);
    }

    @Test
    @DisplayName("EN §70, EN §27: two Porters carrying 2 items beyond the hero's max Life pay 1 Life between them, not"
            + " 2: losing the first leaves 3 of carrying for the 2, losing the second would leave none")
    void portersPayOnlyWhileTheLoadStillFits() {
        GameState s = solo();
        Hero h = s.party().hero("hero-1");
        Equipment load = h.equipment();
        while (load.slotsUsed() < h.carryLimit() + 2) {
            load = load.add(Gear.ROPE);
        }
        Hero laden = ImmutableHero.copyOf(h).withLife(3).withEquipment(load);
        Party party = s.party().with(laden).with(s.party().followers().add(FollowerKind.of(FollowerType.PORTER), 2));
        ScenarioState asking = s.scenarioState().withCounter("reaper-asking", 4).withCounter("reaper-paid", 1);
        GameState three = atReapersBribe(s, party, asking);
        // Life 3 pays 2, the Porters 1: 3 more asked is payable, 4 is not
        assertThat(ENGINE.validate(three)).isSameAs(three);
        refused(
                ImmutableGameState.copyOf(three).withScenarioState(asking.withCounter("reaper-asking", 5)),
                "scenarioState.counters",
                "the reapers ask 4 more Life, but the party can pay only 3");
    }

    @Test
    @DisplayName("EN §64: a hero's id is a word of the scenario state, which counts his attempts (fuzz: a hero 'Dai')")
    void heroIdsAreWords() {
        RuleOptions en = RuleOptions.englishEdition();
        Hero dai = Hero.create(
                HeroSpec.builder()
                        .id("Dai")
                        .name("Dai")
                        .subAttribute(SubAttribute.DEXTERITY)
                        .build(),
                en);
        assertThatThrownBy(() -> ENGINE.start(Party.of(dai), en, 7L))
                .isInstanceOf(RulesException.class)
                .hasMessageContainingAll("party.heroes[0].id", "was 'Dai'");
        GameState s = solo();
        Party renamed = new Party(
                List.of(ImmutableHero.copyOf(s.party().hero("hero-1")).withId("Dai")),
                s.party().followers());
        refused(ImmutableGameState.copyOf(s).withParty(renamed), "party.heroes[0].id", "lower-case letters");
    }
}
