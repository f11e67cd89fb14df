package io.github.roguelikehalf.kot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.bot.FightOdds;
import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.TooManyChancesException;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Equipment;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.Shield;
import io.github.roguelikehalf.rules.item.ShieldType;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.item.WeaponClass;
import io.github.roguelikehalf.testkit.Fixture;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Strong Creatures, tiles 61-66 (EN §71), played through the engine with scripted dice. The Strength hero has Technique
 * 0, Strength 2 (a power attack rolls with it), Life 6, 10 gold, plate armour (+1 to defence rolls) and a two-handed
 * slashing weapon (+1 to attack rolls) that leaves no hand for his lantern: every roll is at -2 without light (EN §28 /
 * JP §27).
 */
@DisplayName("Knight of Twilight: Strong Creatures (EN §71)")
class StrongRoomsTest {

    private static final KnightOfTwilight KOT = new KnightOfTwilight();
    private static final FollowerKind SOLDIER = FollowerKind.of(FollowerType.SOLDIER, DamageType.SLASHING);

    private static Fixture hero() {
        return Fixture.of(KOT).hero(SubAttribute.STRENGTH);
    }

    @Test
    @DisplayName("EN §71 (61): after round 0 the lamia throws her slicer at 2 random characters, each follower one:"
            + " the hero (1 of 3) fails Dexterity (1 - 2 vs 5) and loses 1 Life, a soldier (1 of 2) fails and dies")
    void lamiaSlicer() {
        CreaturePlay p = CreaturePlay.exploring(hero().follower(SOLDIER, 2))
                .act("explore", 6, 1)
                .act("attack-first", 1, 1, 1, 1);

        assertThat(p.texts())
                .contains("the lamia throws her slicer at hero-1", "the lamia throws her slicer at soldier/slashing");
        assertThat(p.hero("hero-1").life()).isEqualTo(5);
        assertThat(p.state.party().followers().count(SOLDIER)).isEqualTo(1);
    }

    @Test
    @DisplayName("EN §71 (61): the slicer may miss the hero: it targets both soldiers (2 of 3, then 2 of 2); one fails"
            + " (1) and dies, the other dodges (6)")
    void lamiaSlicerAtTwoFollowers() {
        CreaturePlay p = CreaturePlay.exploring(hero().follower(SOLDIER, 2))
                .act("explore", 6, 1)
                .act("attack-first", 2, 2, 1, 6);

        assertThat(p.texts()).doesNotContain("the lamia throws her slicer at hero-1");
        assertThat(p.hero("hero-1").life()).isEqualTo(6);
        assertThat(p.state.party().followers().count(SOLDIER)).isEqualTo(1);
    }

    @Test
    @DisplayName("EN §71 (61): in round 1 she attacks once; a failed defence is a bite: 1 damage and she regains 1"
            + " Life")
    void lamiaBite() {
        CreaturePlay p = CreaturePlay.exploring(hero()).act("explore", 6, 1).act("attack-first", 6);
        assertThat(p.hero("hero-1").life()).isEqualTo(6);

        // a power attack: 4 + 2 (Strength) + 1 - 2 = 5 vs 5, a hit
        p.act("attack hero-1 -> lamian-slicer-thrower power", 4);
        assertThat(p.enemy("lamian-slicer-thrower").current()).isEqualTo(4);
        assertThat(p.combat().incoming()).hasSize(1);

        p.act("defend hero-1", 1);
        assertThat(p.texts()).contains("the lamia bites hero-1 and regains 1 Life (at most 5)");
        assertThat(p.hero("hero-1").life()).isEqualTo(5);
        assertThat(p.enemy("lamian-slicer-thrower").current()).isEqualTo(5);
    }

    @Test
    @DisplayName("EN §71 (61): a follower who fails his defence against the lamia is bitten too: he dies and she"
            + " regains 1 Life (4 to 5)")
    void lamiaBitesAFollower() {
        CreaturePlay p = CreaturePlay.exploring(hero().follower(SOLDIER, 2))
                .act("explore", 6, 1)
                .act("attack-first", 2, 2, 6, 6); // the slicer at both soldiers, who dodge
        // round 1: a power attack, 4 + 2 + 1 - 2 = 5 vs 5, a hit; her one attack goes to the followers (1 vs 5)
        p.act("attack hero-1 -> lamian-slicer-thrower power", 4).act("hold followers");
        assertThat(p.enemy("lamian-slicer-thrower").current()).isEqualTo(4);
        assertThat(p.legal()).containsExactly("extra hero-1", "extra followers");

        // the failed defence opens the window where the hero could protect the follower (EN §22 / JP §22)
        p.act("extra followers", 1).act("pass");
        assertThat(p.texts())
                .containsSubsequence(
                        "soldier/slashing takes 1 damage",
                        "the lamia bites one soldier/slashing and regains 1 Life (at most 5)");
        assertThat(p.state.party().followers().count(SOLDIER)).isEqualTo(1);
        assertThat(p.enemy("lamian-slicer-thrower").current()).isEqualTo(5);
    }

    @Test
    @DisplayName("EN §71 (62): the bandersnatch goes first for a hero whose Life is a multiple of 3: at 6 Life one of"
            + " its 3 attacks is his, the other two split evenly between him and the followers; at 4 Life the usual"
            + " split, the player placing the odd attack")
    void bandersnatchAim() {
        Fixture f = hero().follower(SOLDIER, 2);
        CreaturePlay p = new CreaturePlay(f, f.fight("62", Fixture.enemies("bandersnatch", 6)))
                .act("hold hero-1")
                .act("attack hero-1 -> bandersnatch", 1)
                .act("hold followers");
        assertThat(p.combat().incoming())
                .extracting(Combat.Incoming::recipient)
                .containsExactly("hero-1", "hero-1", "followers");

        GameState start = f.fight("62", Fixture.enemies("bandersnatch", 6));
        Hero four = ImmutableHero.copyOf(start.party().hero("hero-1")).withLife(4);
        start = f.engine()
                .validate(
                        ImmutableGameState.copyOf(start).withParty(start.party().with(four)));
        CreaturePlay q = new CreaturePlay(f, start)
                .act("hold hero-1")
                .act("attack hero-1 -> bandersnatch", 1)
                .act("hold followers");
        assertThat(q.legal()).containsExactly("extra hero-1", "extra followers");
    }

    @Test
    @DisplayName("EN §71 (62): against a hero at 6 Life the bandersnatch is level 6 and deals 2; at 4 Life level 3")
    void bandersnatchThree() {
        Fixture f = hero();
        CreaturePlay p = new CreaturePlay(f, f.fight("62", Fixture.enemies("bandersnatch", 6)))
                .act("hold hero-1")
                .act("attack hero-1 -> bandersnatch", 1);
        assertThat(p.checks().get(0).check().target()).isEqualTo(6);
        assertThat(p.combat().incoming()).hasSize(3);

        p.act("defend hero-1", 1);
        assertThat(p.checks().get(0).check().target()).isEqualTo(6);
        assertThat(p.hero("hero-1").life()).isEqualTo(4);
        p.act("defend hero-1", 1);
        assertThat(p.checks().get(0).check().target()).isEqualTo(3);
        assertThat(p.hero("hero-1").life()).isEqualTo(3);
    }

    @Test
    @DisplayName("EN §71 (62): the bandersnatch asks 1d3+2 rations, rolled when met (d3 3: 5 rations)")
    void bandersnatchRations() {
        CreaturePlay p = CreaturePlay.exploring(hero()).act("explore", 6, 2, 5);
        assertThat(p.texts()).contains("the bandersnatch would take 5 rations to go");

        p.act("wait", 1);
        assertThat(p.state.phase())
                .isInstanceOfSatisfying(
                        Phase.Bribing.class, b -> assertThat(b.bribe()).isEqualTo(new Bribe(Bribe.Kind.RATIONS, 5)));
    }

    @Test
    @DisplayName("EN §71 (63): on 1-5 the dark elf archer shoots first from hiding, no reaction roll: 2 arrows in"
            + " round 0")
    void darkElfAmbush() {
        CreaturePlay p = CreaturePlay.exploring(hero()).act("explore", 6, 3, 5);

        assertThat(p.texts()).contains("the dark elf archer shoots from hiding: no reaction roll");
        assertThat(p.combat().heroesFirst()).isFalse();
        assertThat(p.combat().round()).isZero();
        assertThat(p.combat().incoming()).hasSize(2);
    }

    @Test
    @DisplayName("EN §71 (63): the ambush's first arrow goes to the Lamplighter (he defends himself, 1 vs 5, and dies);"
            + " the other is split as usual, the player placing it")
    void darkElfAimsAtTheLamplighter() {
        CreaturePlay p = CreaturePlay.exploring(
                        hero().follower(FollowerType.LAMPLIGHTER, 1).follower(SOLDIER, 2))
                .act("explore", 6, 3, 5);
        assertThat(p.legal()).containsExactly("extra hero-1", "extra followers");

        // the failed defence opens the window where the hero could protect him (EN §22 / JP §22)
        p.act("extra followers", 1).act("pass", 6);
        assertThat(p.texts())
                .contains("lamplighter takes 1 damage", "soldier/slashing defends against dark-elf-archer: no damage");
        assertThat(p.state.party().followers().count(FollowerType.LAMPLIGHTER)).isZero();
    }

    @Test
    @DisplayName("EN §71 (63): seen in time (a 6) and fought (reaction 2), its arrows are split as usual: none at the"
            + " Lamplighter")
    void darkElfSeenInTimeNoAim() {
        CreaturePlay p = CreaturePlay.exploring(
                        hero().follower(FollowerType.LAMPLIGHTER, 1).follower(SOLDIER, 2))
                .act("explore", 6, 3, 6)
                .act("wait", 2);
        assertThat(p.combat().incoming()).extracting(Combat.Incoming::recipient).containsExactly("hero-1", "followers");
    }

    @Test
    @DisplayName("EN §71 (63): the clue bribe (reaction 1) is the player's choice: paid, a clue is spent and it goes;"
            + " refused, it attacks")
    void darkElfClueBribe() {
        Fixture f = hero();
        GameState at = f.encounter("63", Fixture.enemies("dark-elf-archer", 4));
        at = f.engine()
                .validate(ImmutableGameState.copyOf(at)
                        .withScenarioState(at.scenarioState().withCounter(Keys.CLUE_COUNT, 1)));
        CreaturePlay p = new CreaturePlay(f, at).act("wait", 1);
        assertThat(p.legal()).containsExactly("choose party pay", "choose party refuse");

        CreaturePlay paid = new CreaturePlay(f, p.state).act("choose party pay");
        assertThat(paid.counter(Keys.CLUE_COUNT)).isZero();
        assertThat(paid.state.phase()).isInstanceOf(Phase.Exploring.class);

        CreaturePlay refused = new CreaturePlay(f, p.state).act("choose party refuse");
        assertThat(refused.counter(Keys.CLUE_COUNT)).isEqualTo(1);
        assertThat(refused.combat().heroesFirst()).isFalse();
        assertThat(refused.enemy("dark-elf-archer").current()).isEqualTo(4);
    }

    @Test
    @DisplayName("EN §71 (63): on a 6 it is met as usual; with no clue to pay (reaction 1) it fights")
    void darkElfSeenInTime() {
        CreaturePlay p = CreaturePlay.exploring(hero()).act("explore", 6, 3, 6);
        assertThat(p.texts()).contains("the dark elf archer is seen in time");
        assertThat(p.state.phase()).isInstanceOf(Phase.Approaching.class);

        p.act("wait", 1);
        assertThat(p.texts()).contains("the dark elf archer asks for a clue the party does not have: it attacks");
        assertThat(p.state.phase()).isInstanceOf(Phase.Fighting.class);
    }

    @Test
    @DisplayName("EN §71 (63): the dark elf shoots twice in round 0 and makes no attack in round 1, changing weapons")
    void darkElfRoundOne() {
        Fixture f = hero();
        CreaturePlay p = new CreaturePlay(f, f.fight("63", Fixture.enemies("dark-elf-archer", 4)))
                .act("hold hero-1")
                .act("defend hero-1", 6)
                .act("defend hero-1", 6)
                .act("attack hero-1 -> dark-elf-archer", 1);

        assertThat(p.texts()).contains("round 2 begins");
        assertThat(p.hero("hero-1").life()).isEqualTo(6);
    }

    @Test
    @DisplayName("EN §71 (64): 1d6+3 goblins (a 1: 4) guard the captain: in melee only they can be targeted, at level"
            + " 5, and they attack 4 + 1 times while he makes none")
    void captainBehindGoblins() {
        CreaturePlay p = CreaturePlay.exploring(hero()).act("explore", 6, 4, 1);
        assertThat(p.enemy("captains-goblins").current()).isEqualTo(4);

        p.act("attack-first");
        assertThat(p.legal())
                .contains("attack hero-1 -> captains-goblins")
                .doesNotContain("attack hero-1 -> hob-goblin-captain");

        p.act("attack hero-1 -> captains-goblins", 5);
        assertThat(p.checks().get(0).check().target()).isEqualTo(5);
        assertThat(p.combat().incoming()).hasSize(5).allMatch(i -> i.attacker().equals("captains-goblins"));
    }

    @Test
    @DisplayName("EN §67, §71 (64): after the Hob-Goblins' information the captain is Peaceful without a reaction roll")
    void captainToldPeaceful() {
        Fixture f = hero();
        GameState at = f.encounter(
                "64",
                java.util.List.of(
                        Fixture.enemies("hob-goblin-captain", 4).get(0),
                        Fixture.enemies("captains-goblins", 5).get(0)));
        at = f.engine()
                .validate(ImmutableGameState.copyOf(at)
                        .withScenarioState(at.scenarioState().withFlag(StrongRooms.HOB_GOBLINS_TOLD, true)));
        CreaturePlay p = new CreaturePlay(f, at).act("wait");

        assertThat(p.texts()).contains("they do not attack");
        assertThat(p.state.phase()).isInstanceOf(Phase.Exploring.class);

        CreaturePlay untold =
                new CreaturePlay(f, f.encounter("64", Fixture.enemies("hob-goblin-captain", 4))).act("wait", 2);
        assertThat(untold.state.phase()).isInstanceOf(Phase.Fighting.class);
    }

    @Test
    @DisplayName("EN §71 (64): the captain's bribe (reaction 1) is the player's choice: paid, it takes all the party's"
            + " gold and he goes; refused, he and his 4 goblins attack")
    void captainBribe() {
        CreaturePlay p = CreaturePlay.exploring(hero()).act("explore", 6, 4, 1).act("wait", 1);
        assertThat(p.legal()).containsExactly("choose party pay", "choose party refuse");
        GameState asked = p.state;

        p.act("choose party pay");
        assertThat(p.texts()).contains("the captain takes all the party's gold (10) and goes with his goblins");
        assertThat(p.hero("hero-1").equipment().gold()).isZero();
        assertThat(p.state.phase()).isInstanceOf(Phase.Exploring.class);

        CreaturePlay refused = new CreaturePlay(hero(), asked).act("choose party refuse");
        assertThat(refused.hero("hero-1").equipment().gold()).isEqualTo(10);
        assertThat(refused.combat().heroesFirst()).isFalse();
        assertThat(refused.enemy("captains-goblins").current()).isEqualTo(4);
        assertThat(refused.enemy("hob-goblin-captain").current()).isEqualTo(4);
    }

    @Test
    @DisplayName("EN §71 (65): a melee attack on the war jester is at -1, and a hit is turned aside on 1-4 (a 3)")
    void jesterTurnsAside() {
        CreaturePlay p = CreaturePlay.exploring(hero()).act("explore", 6, 5).act("attack-first");
        p.act("attack hero-1 -> war-jester power", 5, 3);

        // 5 + 2 (Strength) + 1 - 2 (dark) - 1 (jester) = 5 vs 5: a hit, turned aside
        assertThat(p.checks().get(0).total()).isEqualTo(5);
        assertThat(p.texts()).contains("the war jester turns the blow aside");
        assertThat(p.enemy("war-jester").current()).isEqualTo(3);
    }

    @Test
    @DisplayName("EN §71 (65), EN §33 / JP §32: a Soldier's critical on the war jester gives another attack, and each"
            + " blow may be turned aside: the followers' attack has sequences without end, and Engine.chances and"
            + " FightOdds say so (TooManyChancesException) instead of filling the memory")
    void jesterChainHasTooManyChances() {
        Fixture f = hero().follower(SOLDIER, 3);
        // round 0 (the Soldiers do not shoot), the jester's attack, then round 1: the hero holds, the followers attack
        GameState round1 = f.apply(f.fight("65", Fixture.enemies("war-jester", 1), true), "hold hero-1")
                .state();
        GameState followers = f.apply(round1, "hold hero-1").state();
        Action attack = f.engine().legalActions(followers).stream()
                .filter(a -> a.toString().equals("followers attack -> war-jester"))
                .findFirst()
                .orElseThrow(() -> new AssertionError(f.engine().legalActions(followers)));

        assertThatThrownBy(() -> f.engine().chances(followers, attack))
                .isInstanceOf(TooManyChancesException.class)
                .hasMessageContaining("more than 100000 dice sequences");
        assertThatThrownBy(() -> FightOdds.of(f.engine()).withChances(20_000).best(followers))
                .isInstanceOf(TooManyChancesException.class);
    }

    @Test
    @DisplayName("EN §71 (65): a hit that gets through (a 5) hurts him; when he falls the party gains a clue")
    void jesterClue() {
        Fixture f = hero();
        CreaturePlay p = new CreaturePlay(f, f.fight("65", Fixture.enemies("war-jester", 1)))
                .act("hold hero-1")
                .act("attack hero-1 -> war-jester power", 5, 5, 1);

        assertThat(p.texts()).contains("the blow gets through", "the war jester falls: the party gains a clue (1)");
        assertThat(p.counter(Keys.CLUE_COUNT)).isEqualTo(1);
    }

    @Test
    @DisplayName("EN §71 (65): the jester's bribe (reaction 1) is the player's choice: 30 of 40 gold paid, 10 left;"
            + " or refused, and he attacks")
    void jesterBribeChosen() {
        Fixture f = hero();
        GameState at = f.encounter("65", Fixture.enemies("war-jester", 3));
        Hero h = at.party().hero("hero-1");
        at = f.engine()
                .validate(ImmutableGameState.copyOf(at)
                        .withParty(at.party().with(h.reequip(h.equipment().withGold(40), at.options()))));
        CreaturePlay p = new CreaturePlay(f, at).act("wait", 1);
        assertThat(p.legal()).containsExactly("choose party pay-gold", "choose party refuse");
        GameState asked = p.state;

        p.act("choose party pay-gold");
        assertThat(p.hero("hero-1").equipment().gold()).isEqualTo(10);
        assertThat(p.state.phase()).isInstanceOf(Phase.Exploring.class);

        CreaturePlay refused = new CreaturePlay(f, asked).act("choose party refuse");
        assertThat(refused.hero("hero-1").equipment().gold()).isEqualTo(40);
        assertThat(refused.state.phase()).isInstanceOf(Phase.Fighting.class);
    }

    /** The hero met by the jester, holding a magic wood shield (max Life 4 + 2 + 1) and carrying some ropes. */
    private static CreaturePlay jesterAsks(int ropes) {
        Fixture f = hero();
        GameState at = f.encounter("65", Fixture.enemies("war-jester", 3));
        Hero h = at.party().hero("hero-1");
        // the kit's two-handed weapon and lantern go to the pack beside a magic light weapon
        List<Item> carried = new ArrayList<>(h.equipment().hands());
        carried.addAll(h.equipment().carried());
        carried.add(Weapon.magic(WeaponClass.LIGHT, DamageType.BLUNT));
        for (int i = 0; i < ropes; i++) {
            carried.add(Gear.ROPE);
        }
        Equipment e = new Equipment(
                List.of(Shield.magic(ShieldType.WOOD)),
                h.equipment().armour(),
                carried,
                10,
                h.equipment().rations());
        at = f.engine()
                .validate(ImmutableGameState.copyOf(at).withParty(at.party().with(h.reequip(e, at.options()))));
        return new CreaturePlay(f, at).act("wait", 1);
    }

    @Test
    @DisplayName(
            "EN §71 (65), EN §27 / JP §26: the jester is not offered a held magic shield whose loss would leave the"
                    + " hero over his carry limit (7 items carried, max Life 7 with it, 6 without); with a slot free he is")
    void jesterBribeKeepsTheCarryLimit() {
        CreaturePlay full = jesterAsks(4);
        assertThat(full.legal()).contains("choose party refuse").noneMatch(a -> a.contains("magic-wood-shield"));
        assertThat(full.legal()).anyMatch(a -> a.contains("magic-light-weapon"));

        CreaturePlay room = jesterAsks(3);
        assertThat(room.legal()).anyMatch(a -> a.contains("magic-wood-shield"));
    }

    @Test
    @DisplayName("EN §71 (65): with less than 30 gold and no magic item the jester's bribe (reaction 1) is a fight")
    void jesterBribeUnpaid() {
        CreaturePlay p = CreaturePlay.exploring(hero()).act("explore", 6, 5).act("wait", 1);

        assertThat(p.texts())
                .contains("the war jester asks for 30 gold or a magic item, and the party has neither: he attacks");
        assertThat(p.state.phase()).isInstanceOf(Phase.Fighting.class);
        assertThat(p.hero("hero-1").equipment().gold()).isEqualTo(10);
    }

    @Test
    @DisplayName("EN §71 (66): the abyssal torturer's level is his Life and his attacks half of it: at 5 Life level 5,"
            + " hit to 4, then 2 attacks")
    void torturerLifeIsLevel() {
        Fixture f = hero();
        CreaturePlay p = new CreaturePlay(f, f.fight("66", Fixture.enemies("abyssal-torturer", 5)))
                .act("hold hero-1")
                .act("attack hero-1 -> abyssal-torturer power", 4);

        assertThat(p.checks().get(0).check().target()).isEqualTo(5);
        assertThat(p.enemy("abyssal-torturer").current()).isEqualTo(4);
        assertThat(p.combat().incoming()).hasSize(2);
        p.act("defend hero-1", 6);
        assertThat(p.checks().get(0).check().target()).isEqualTo(4);
    }

    @Test
    @DisplayName("EN §71 (66): holy water burns the torturer for 2 with no roll, once a fight")
    void torturerHolyWater() {
        Hero h = hero().exploring().party().heroes().get(0);
        h = ImmutableHero.copyOf(h)
                .withEquipment(h.equipment().add(Gear.HOLY_WATER).add(Gear.HOLY_WATER));
        Fixture f = Fixture.of(KOT).hero(h);
        CreaturePlay p = new CreaturePlay(f, f.fight("66", Fixture.enemies("abyssal-torturer", 7)));
        assertThat(p.legal()).contains("throw hero-1 holy-water -> abyssal-torturer");

        p.act("throw hero-1 holy-water -> abyssal-torturer");

        assertThat(p.texts()).contains("hero-1 throws holy water at abyssal-torturer: it burns, 2 damage with no roll");
        assertThat(p.enemy("abyssal-torturer").current()).isEqualTo(5);
        assertThat(p.legal()).doesNotContain("throw hero-1 holy-water -> abyssal-torturer");
    }
}
