package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.FlowStartTest.CRYPT;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.EN;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.SOLDIER;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.h1;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.hero;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.legal;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.play;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.rules;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.start;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.texts;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.withHero;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.wounded;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.dice.Dice;
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
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.item.WeaponClass;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The Bribe reaction: who may pay, with what, and what paying or refusing does (EN §35 / JP §34). */
@DisplayName("Bribes (EN §35 / JP §34)")
class BribeTest {

    private static final String ENCOUNTER = "EN §35 / JP §34";
    private static final String COMBAT = "EN §36 / JP §35";

    private static GameState sorcerer() {
        return start(hero(SubAttribute.SORCERY));
    }

    /** At goblin tile 23 with n goblins, who then ask 5 gold (reaction 3). */
    private static Transition goblinBribe(GameState s, int n) {
        GameState at = play(s, "explore", 2, 3, n).state();
        return play(at, "wait", 3);
    }

    /** At the bandit camp (2 bandits), who roll the given reaction; a wounded hero does not eat before entering. */
    private static Transition banditBribe(GameState s, int face) {
        GameState at = play(s, "explore", 5, 1).state();
        if (at.phase() instanceof Phase.Searching) {
            at = play(at, "enter").state();
        }
        return play(at, "wait", face);
    }

    private static GameState withGold(GameState s, String id, int gold) {
        Hero h = s.party().hero(id);
        return withHero(s, ImmutableHero.copyOf(h).withEquipment(h.equipment().withGold(gold)));
    }

    @Nested
    @DisplayName("gold (EN §35 / JP §34)")
    class Gold {

        @Test
        @DisplayName("EN §35 / JP §34: a Bribe reaction asks; a hero with the gold may pay, or the party refuses")
        void decision() {
            Transition t = goblinBribe(sorcerer(), 3);

            assertThat(texts(t)).containsExactly("reaction: bribe 5 gold");
            assertThat(rules(t)).containsExactly(ENCOUNTER);
            GameState s = t.state();
            assertThat(s.phase()).isInstanceOf(Phase.Bribing.class);
            assertThat(((Phase.Bribing) s.phase()).bribe()).isEqualTo(new Bribe(Bribe.Kind.GOLD, 5));
            Decision d = FlowStartTest.CRYPT.decision(s).orElseThrow();
            assertThat(d)
                    .isEqualTo(new Decision.PayBribe(
                            new Bribe(Bribe.Kind.GOLD, 5),
                            List.of(new Action.PayBribe("hero-1", List.of()), new Action.RefuseBribe())));
            assertThat(d.actor()).isEqualTo("party");
            assertThat(s.progress().tilesCleared()).isZero();
        }

        @Test
        @DisplayName("EN §35 / JP §34: paying sends them away without treasure; the tile is cleared")
        void pay() {
            GameState s = goblinBribe(sorcerer(), 3).state();

            Transition t = play(s, "pay-bribe hero-1");

            assertThat(texts(t)).containsExactly("hero-1 pays the bribe of 5 gold: they leave, without treasure");
            assertThat(rules(t)).containsExactly(ENCOUNTER);
            assertThat(h1(t.state()).equipment().gold()).isEqualTo(5);
            assertThat(h1(t.state()).equipment().allItems())
                    .isEqualTo(h1(s).equipment().allItems());
            assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
            assertThat(t.state().progress().tilesCleared()).isEqualTo(1);
            assertThat(t.state().progress().reactionMemory()).isEmpty();
        }

        @Test
        @DisplayName("EN §35 / JP §34: exactly the gold asked is enough; less is not")
        void enoughGold() {
            GameState exact = goblinBribe(withGold(sorcerer(), "hero-1", 5), 1).state();
            assertThat(legal(exact)).containsExactly("pay-bribe hero-1", "refuse-bribe");
            assertThat(h1(play(exact, "pay-bribe hero-1").state()).equipment().gold())
                    .isZero();

            GameState poor = goblinBribe(withGold(sorcerer(), "hero-1", 4), 1).state();
            assertThat(legal(poor)).containsExactly("refuse-bribe");
            assertThatThrownBy(() -> CRYPT.apply(poor, new Action.PayBribe("hero-1", List.of()), Dice.of()))
                    .isInstanceOf(IllegalActionException.class)
                    .hasMessageContaining("[refuse-bribe]");
        }

        @Test
        @DisplayName("EN §35 / JP §34: with two heroes each living hero with the gold may pay")
        void twoHeroes() {
            Hero a = hero("hero-1", SubAttribute.SORCERY, Growth.NONE);
            Hero b = hero("hero-2", SubAttribute.STRENGTH, Growth.NONE);
            GameState s = CRYPT.start(new Party(List.of(a, b), Followers.none()), EN, 1L);

            GameState both = goblinBribe(s, 2).state();
            assertThat(legal(both)).containsExactly("pay-bribe hero-1", "pay-bribe hero-2", "refuse-bribe");

            Transition t = play(both, "pay-bribe hero-2");
            assertThat(t.state().party().hero("hero-2").equipment().gold()).isEqualTo(5);
            assertThat(t.state().party().hero("hero-1").equipment().gold()).isEqualTo(10);

            GameState oneDead =
                    withHero(s, ImmutableHero.copyOf(s.party().hero("hero-1")).withLife(0));
            oneDead = withGold(oneDead, "hero-2", 0);
            assertThat(legal(goblinBribe(oneDead, 2).state())).containsExactly("refuse-bribe");
        }

        @Test
        @DisplayName("EN §35 / JP §34: refusing turns the reaction to Fight: combat with the enemies first")
        void refuseFights() {
            GameState s = goblinBribe(sorcerer(), 2).state();

            Transition r = play(s, "refuse-bribe");
            assertThat(texts(r))
                    .containsExactly(
                            "the bribe is refused: they attack",
                            "combat: the enemies act first; round 0 (ranged)",
                            "round 1 begins");
            assertThat(rules(r)).containsExactly(ENCOUNTER, COMBAT, COMBAT);
            assertThat(legal(r.state())).containsExactly("escape", "pass");

            Transition t = play(r.state(), "pass", 6, 1);

            assertThat(texts(t))
                    .containsExactly(
                            "hero-1 defends against goblins: no damage",
                            "hero-1 defends against goblins: 1 damage, Life 4");
            assertThat(rules(t)).containsExactly(COMBAT, COMBAT);
            Combat c = ((Phase.Fighting) t.state().phase()).combat();
            assertThat(c.heroesFirst()).isFalse();
            assertThat(c.encounter().enemies())
                    .containsExactly(new EnemyGroup("goblins", TestCrypt.GOBLIN.id(), 2, 2, false, false));
            assertThat(h1(t.state()).equipment().gold()).isEqualTo(10);
            assertThat(legal(t.state())).containsExactly("attack hero-1 -> goblins", "hold hero-1");
        }

        @Test
        @DisplayName("EN §35 / JP §34: a Strong Creature takes a bribe too (the ogre's 10 gold)")
        void ogre() {
            GameState s = play(sorcerer(), "explore", 6, 2).state();
            s = play(s, "wait", 5).state();
            assertThat(legal(s)).containsExactly("pay-bribe hero-1", "refuse-bribe");

            Transition t = play(s, "pay-bribe hero-1");

            assertThat(texts(t)).containsExactly("hero-1 pays the bribe of 10 gold: they leave, without treasure");
            assertThat(h1(t.state()).equipment().gold()).isZero();
        }
    }

    @Nested
    @DisplayName("items, rations, Life and followers (EN §35 / JP §34)")
    class OtherCurrencies {

        @Test
        @DisplayName("EN §35 / JP §34: an item bribe: any held or carried item, never the worn armour")
        void items() {
            GameState rolled =
                    play(start(hero(SubAttribute.DEXTERITY)), "explore", 5, 1).state();
            Transition t = play(play(rolled, "enter").state(), "wait", 1);

            assertThat(texts(t)).containsExactly("reaction: bribe 1 items");
            assertThat(legal(t.state()))
                    .containsExactly(
                            "pay-bribe hero-1 bow",
                            "pay-bribe hero-1 lantern",
                            "pay-bribe hero-1 light-weapon/slashing",
                            "refuse-bribe",
                            "swap hero-1 -> bow");

            Transition paid = play(t.state(), "pay-bribe hero-1 bow");

            assertThat(texts(paid))
                    .containsExactly("hero-1 pays the bribe of 1 items [bow]: they leave, without treasure");
            Hero h = h1(paid.state());
            assertThat(h.equipment().carried()).isEmpty();
            assertThat(h.equipment().hands())
                    .containsExactly(Weapon.of(WeaponClass.LIGHT, DamageType.SLASHING), Gear.LANTERN);
            assertThat(h.equipment().armour())
                    .isEqualTo(h1(t.state()).equipment().armour());
            assertThat(paid.state().progress().tilesCleared()).isEqualTo(1);
        }

        @Test
        @DisplayName("EN §35 / JP §34: paying with the held lantern leaves the hand empty")
        void payWithLantern() {
            GameState s = banditBribe(sorcerer(), 1).state();
            assertThat(legal(s))
                    .containsExactly(
                            "pay-bribe hero-1 lantern", "pay-bribe hero-1 light-weapon/slashing", "refuse-bribe");

            Transition t = play(s, "pay-bribe hero-1 lantern");

            assertThat(h1(t.state()).equipment().hands())
                    .containsExactly(Weapon.of(WeaponClass.LIGHT, DamageType.SLASHING));
            assertThat(h1(t.state()).equipment().owns(Gear.LANTERN)).isFalse();
        }

        @Test
        @DisplayName("EN §35 / JP §34: a ration bribe needs the rations")
        void rations() {
            Transition t = banditBribe(sorcerer(), 2);
            assertThat(texts(t)).containsExactly("reaction: bribe 1 rations");
            assertThat(legal(t.state())).containsExactly("pay-bribe hero-1", "refuse-bribe");

            Transition paid = play(t.state(), "pay-bribe hero-1");
            assertThat(h1(paid.state()).equipment().rations()).isEqualTo(1);
            assertThat(texts(paid)).containsExactly("hero-1 pays the bribe of 1 rations: they leave, without treasure");

            Hero h = h1(sorcerer());
            GameState hungry = withHero(
                    sorcerer(),
                    ImmutableHero.copyOf(h).withEquipment(h.equipment().withRations(0)));
            assertThat(legal(banditBribe(hungry, 2).state())).containsExactly("refuse-bribe");
        }

        @Test
        @DisplayName("EN §35 / JP §34: a Life bribe: a hero pays Life, never his last point")
        void life() {
            Transition t = banditBribe(sorcerer(), 3);
            assertThat(texts(t)).containsExactly("reaction: bribe 1 life");
            assertThat(legal(t.state())).containsExactly("pay-bribe hero-1", "refuse-bribe");

            Transition paid = play(t.state(), "pay-bribe hero-1");
            assertThat(h1(paid.state()).life()).isEqualTo(4);
            assertThat(paid.state().isTerminal()).isFalse();

            assertThat(legal(banditBribe(wounded(sorcerer(), 2), 3).state()))
                    .containsExactly("pay-bribe hero-1", "refuse-bribe", "eat hero-1");
            assertThat(legal(banditBribe(wounded(sorcerer(), 1), 3).state()))
                    .containsExactly("refuse-bribe", "eat hero-1");
        }

        @Test
        @DisplayName("EN §35 / JP §34: a follower bribe: one follower of a kind the party has is given up")
        void follower() {
            Party p = Party.of(hero(SubAttribute.SORCERY))
                    .hire("hero-1", SOLDIER, 2, EN)
                    .hire("hero-1", FollowerKind.of(FollowerType.PORTER), 1, EN);
            Transition t = banditBribe(start(p), 4);
            assertThat(texts(t)).containsExactly("reaction: bribe 1 follower");
            assertThat(legal(t.state())).containsExactly("pay-bribe soldier/blunt", "pay-bribe porter", "refuse-bribe");

            Transition paid = play(t.state(), "pay-bribe soldier/blunt");

            assertThat(texts(paid))
                    .containsExactly("soldier/blunt pays the bribe of 1 follower: they leave, without treasure");
            assertThat(paid.state().party().followers().count(SOLDIER)).isEqualTo(1);
            assertThat(paid.state().party().followers().count(FollowerType.PORTER))
                    .isEqualTo(1);
            assertThat(paid.state().party().heroes())
                    .isEqualTo(t.state().party().heroes());

            assertThat(legal(banditBribe(sorcerer(), 4).state())).containsExactly("refuse-bribe");
        }

        @Test
        @DisplayName("EN §28, §35 / JP §27, §34: giving up a Magician lowers the Magicians' Sorcery pool")
        void magicianGivenUp() {
            Party p = Party.of(hero(SubAttribute.SORCERY))
                    .hire("hero-1", FollowerKind.of(FollowerType.MAGICIAN, DamageType.BLUNT), 2, EN);
            GameState s = banditBribe(start(p), 4).state();

            Transition paid = play(s, "pay-bribe magician/blunt");

            assertThat(paid.state().party().followers().magicianSorcery()).isEqualTo(1);
            assertThat(paid.state().party().followers().magicianSorceryMax()).isEqualTo(1);
        }

        @Test
        @DisplayName("EN §35 / JP §34: refusing the bandits' bribe: Fight, enemies first, not to the death")
        void refuseBandits() {
            GameState s = banditBribe(sorcerer(), 2).state();

            Transition t = play(s, "refuse-bribe");

            Combat c = ((Phase.Fighting) t.state().phase()).combat();
            assertThat(c.heroesFirst()).isFalse();
            assertThat(c.encounter().enemies())
                    .containsExactly(new EnemyGroup("bandits", TestCrypt.BANDIT.id(), 2, 2, false, false));
            assertThat(h1(t.state()).equipment().rations()).isEqualTo(2);
        }
    }

    @Nested
    @DisplayName("larger bribes (EN §35 / JP §34, a test scenario)")
    class Larger {

        private GameState at(Bribe bribe, GameState s) {
            Engine e = Engine.of(new Collectors(bribe));
            GameState x = play(e, s, "explore", 1, 1).state();
            return play(e, x, "wait", 1).state();
        }

        /** The legal actions under the collectors' scenario (the test crypt would refuse a state of another). */
        private List<String> legal(Bribe bribe, GameState s) {
            return Engine.of(new Collectors(bribe)).legalActions(s).stream()
                    .map(Action::toString)
                    .toList();
        }

        private GameState start(Bribe bribe, Party p) {
            return Engine.of(new Collectors(bribe)).start(p, EN, 1L);
        }

        @Test
        @DisplayName("EN §35 / JP §34: two items: every distinct pair, each duplicated item counted as often as owned")
        void twoItems() {
            Bribe b = new Bribe(Bribe.Kind.ITEMS, 2);
            Hero h = Hero.create(
                    HeroSpec.builder()
                            .name("Aki")
                            .subAttribute(SubAttribute.SORCERY)
                            .addPurchases(Gear.ROPE, Gear.ROPE)
                            .build(),
                    EN);
            GameState s = at(b, start(b, Party.of(h)));

            assertThat(legal(b, s))
                    .containsExactly(
                            "pay-bribe hero-1 lantern light-weapon/slashing",
                            "pay-bribe hero-1 lantern rope",
                            "pay-bribe hero-1 light-weapon/slashing rope",
                            "pay-bribe hero-1 rope rope",
                            "refuse-bribe");

            Transition t = play(Engine.of(new Collectors(b)), s, "pay-bribe hero-1 rope rope");

            assertThat(h1(t.state()).equipment().owns(Gear.ROPE)).isFalse();
            assertThat(h1(t.state()).equipment().gold()).isEqualTo(4);
        }

        @Test
        @DisplayName("EN §35 / JP §34: two followers must come from one kind with two or more")
        void twoFollowers() {
            Bribe b = new Bribe(Bribe.Kind.FOLLOWER, 2);
            Party p = Party.of(hero(SubAttribute.SORCERY))
                    .hire("hero-1", SOLDIER, 1, EN)
                    .hire("hero-1", FollowerKind.of(FollowerType.PORTER), 2, EN);
            GameState s = at(b, start(b, p));

            assertThat(legal(b, s)).containsExactly("pay-bribe porter", "refuse-bribe");

            Transition t = play(Engine.of(new Collectors(b)), s, "pay-bribe porter");
            assertThat(t.state().party().followers().total()).isEqualTo(1);
        }

        @Test
        @DisplayName("EN §35 / JP §34: a bribe of nothing can be paid by anyone")
        void zeroGold() {
            Bribe b = new Bribe(Bribe.Kind.GOLD, 0);
            GameState s = at(b, start(b, Party.of(hero(SubAttribute.SORCERY))));
            s = withGold(s, "hero-1", 0);

            assertThat(legal(b, s)).containsExactly("pay-bribe hero-1", "refuse-bribe");
            Transition t = play(Engine.of(new Collectors(b)), s, "pay-bribe hero-1");
            assertThat(t.state().progress().tilesCleared()).isEqualTo(1);
        }
    }

    /** One tile, always two collectors (level 2) who always ask the same bribe. */
    static final class Collectors implements Scenario {

        private final Bribe bribe;

        Collectors(Bribe bribe) {
            this.bribe = bribe;
        }

        @Override
        public String id() {
            return "collectors";
        }

        @Override
        public String title() {
            return "The Toll Gate";
        }

        @Override
        public Optional<Tile> tile(String id) {
            return Optional.of(Tile.encounter(id, "a toll gate", "collectors"));
        }

        @Override
        public Optional<Creature> creature(String id) {
            return id.equals("collectors")
                    ? Optional.of(Creature.weak(
                            "collectors",
                            "collector",
                            2,
                            "2",
                            0,
                            Optional.of(Collections.nCopies(6, Reaction.bribe(bribe.kind(), bribe.amount()))),
                            Set.of()))
                    : Optional.empty();
        }
    }
}
