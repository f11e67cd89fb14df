package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.JP;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.SOLDIER;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.group;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.hire;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.magic.Miracle;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Miracles through {@code Engine.apply} (EN §20-§21 / JP §20-§21): Fortify, Bless, Indoctrinate, Invoke and Communion
 * (Deflect is in {@link MagicWindowsTest}), with their costs and the differences between the presets.
 */
class CombatMiraclesTest {

    /** A Divinity hero with Divinity bought to 6 and the miracles given. */
    static Hero priest(String id, RuleOptions o, Miracle... miracles) {
        return Hero.create(
                HeroSpec.builder()
                        .id(id)
                        .name(id)
                        .subAttribute(SubAttribute.DIVINITY)
                        .growth(new Growth(0, 0, 4, 0))
                        .miracles(Set.of(miracles))
                        .build(),
                o);
    }

    static Fight fight(Party p, RuleOptions o) {
        return new Fight(Engine.of(new MagicHall()), p, o);
    }

    static Action.Cast cast(String caster, Miracle m, String target) {
        return new Action.Cast(caster, m.key(), Optional.of(target));
    }

    @Test
    @DisplayName(
            "EN §21 / JP §21: Invoke shoots two arrows at undead, a Divinity roll each, 1 Divinity in all; a critical adds one")
    void invoke() {
        Fight f = fight(Party.of(priest("hero-1", EN, Miracle.INVOKE)), EN)
                .sub("hero-1", 1)
                .meet(group("skeletons", MagicHall.SKELETON, 6), group("goblins", MagicHall.GOBLIN, 2));
        f.act(new Action.AttackFirst());
        // only undead are targets
        assertThat(f.legal())
                .contains(cast("hero-1", Miracle.INVOKE, "skeletons"))
                .doesNotContain(cast("hero-1", Miracle.INVOKE, "goblins"));
        // 3 + 1 = 4 hit; 6 critical hit and a third arrow; 1 fumble
        f.act(cast("hero-1", Miracle.INVOKE, "skeletons"), 3, 6, 1);
        assertThat(f.texts())
                .contains(
                        "hero-1's arrow of light 1 at skeletons: hit",
                        "hero-1's arrow of light 2 at skeletons: hit, and one more arrow",
                        "hero-1's arrow of light 3 at skeletons: miss");
        assertThat(f.enemy("skeletons").current()).isEqualTo(4);
        assertThat(f.hero().subAttributeValue()).isZero();
    }

    @Test
    @DisplayName("EN §21 / JP §21: Invoke takes 1 Life per arrow from a Strong undead")
    void invokeStrong() {
        Fight f = fight(Party.of(priest("hero-1", JP, Miracle.INVOKE)), JP)
                .sub("hero-1", 1)
                .meet(group("wight", MagicHall.WIGHT, 4));
        f.act(new Action.AttackFirst());
        f.act(cast("hero-1", Miracle.INVOKE, "wight"), 4, 2);
        assertThat(f.enemy("wight").current()).isEqualTo(3);
    }

    @Test
    @DisplayName("EN §21 / JP §21: Indoctrinate makes the last creature of a Weak group Captured, no Rope; not undead")
    void indoctrinate() {
        Fight f = fight(Party.of(priest("hero-1", EN, Miracle.INDOCTRINATE)), EN)
                .sub("hero-1", 1)
                .meet(
                        group("goblins", MagicHall.GOBLIN, 1),
                        group("skeletons", MagicHall.SKELETON, 1),
                        group("ogre", MagicHall.OGRE, 4));
        f.act(new Action.AttackFirst());
        assertThat(f.legal().stream().filter(a -> a instanceof Action.Cast).toList())
                .containsExactly(cast("hero-1", Miracle.INDOCTRINATE, "goblins"));
        f.act(cast("hero-1", Miracle.INDOCTRINATE, "goblins"), 2);
        assertThat(f.texts()).contains("goblin is Captured and follows the party");
        assertThat(f.followers(FollowerKind.captured("goblins"))).isEqualTo(1);
        assertThat(f.enemy("goblins").active()).isFalse();
        assertThat(f.hero().subAttributeValue()).isZero();
    }

    @Test
    @DisplayName("EN §21 / JP §21: Indoctrinate is tried once; at a fleeing creature only under the Japanese text")
    void indoctrinateOnce() {
        for (RuleOptions o : List.of(EN, JP)) {
            Fight f = fight(Party.of(priest("hero-1", o, Miracle.INDOCTRINATE)), o)
                    .meet(
                            new EnemyGroup("goblins", "goblins", 3, 1, true, false),
                            group("yetis", MagicHall.YETI, 3),
                            group("ogre", MagicHall.OGRE, 4));
            f.act(new Action.AttackFirst());
            boolean offered = f.legal().contains(cast("hero-1", Miracle.INDOCTRINATE, "goblins"));
            assertThat(offered).isEqualTo(o == JP);
        }
        Fight f = fight(Party.of(priest("hero-1", EN, Miracle.INDOCTRINATE)), EN)
                .meet(group("goblins", MagicHall.GOBLIN, 1), group("ogre", MagicHall.OGRE, 4));
        f.act(new Action.AttackFirst());
        // 1 + 6 Divinity = 7, but a fumble
        f.act(cast("hero-1", Miracle.INDOCTRINATE, "goblins"), 1);
        assertThat(f.enemy("goblins").current()).isEqualTo(1);
        assertThat(f.combat().indoctrinateTried()).containsExactly("goblins");
        assertThat(f.legal()).doesNotContain(cast("hero-1", Miracle.INDOCTRINATE, "goblins"));
    }

    @Test
    @DisplayName("EN §21 / JP §21: Fortify gives +1 to a hero's defence rolls until the fight ends")
    void fortify() {
        Fight f = fight(hire(Party.of(priest("hero-1", EN, Miracle.FORTIFY)), SOLDIER, 1, EN), EN)
                .meet(group("ogre", MagicHall.OGRE, 4));
        f.act(new Action.AttackFirst());
        assertThat(f.legal())
                .contains(cast("hero-1", Miracle.FORTIFY, "hero-1"), cast("hero-1", Miracle.FORTIFY, "followers"));
        f.act(cast("hero-1", Miracle.FORTIFY, "hero-1"));
        Effect e = f.hero().effects().get("fortify");
        assertThat(e.scope()).isEqualTo(Effect.Scope.FIGHT);
        assertThat(e.modifiers()).containsEntry(CheckKind.DEFENSE, 1);
        assertThat(f.hero().subAttributeValue()).isEqualTo(5);
        assertThat(f.legal()).doesNotContain(cast("hero-1", Miracle.FORTIFY, "hero-1"));
    }

    @Test
    @DisplayName("EN §21 / JP §21: without the duration of the Japanese text, Fortify lasts the round")
    void fortifyForTheRound() {
        RuleOptions o = RuleOptions.englishEdition().withFortifyUntilEndOfCombat(false);
        Fight f = fight(Party.of(priest("hero-1", o, Miracle.FORTIFY)), o).meet(group("ogre", MagicHall.OGRE, 4));
        f.act(new Action.AttackFirst());
        f.act(new Action.Hold("hero-1"));
        // round 1: the two defence rolls against the ogre have +1, then the effect ends with the round
        f.act(cast("hero-1", Miracle.FORTIFY, "hero-1"), 3, 3);
        assertThat(f.checks()).hasSize(2);
        assertThat(CombatSupportTest.mods(f.checks().get(0))).contains("fortify +1");
        assertThat(f.checks().get(1).success()).isTrue();
        assertThat(f.hero().effects()).doesNotContainKey("fortify");
    }

    @Test
    @DisplayName("EN §21 / JP §21: Bless removes one condition from a character, between tiles")
    void bless() {
        Hero cursed = priest("hero-1", EN, Miracle.BLESS)
                .withEffect(Effect.of("condition:cursed", "test", Effect.Scope.UNTIL_CURED)
                        .withModifier(CheckKind.ATTACK, -1));
        Fight f = fight(Party.of(cursed), EN);
        assertThat(f.legal()).contains(cast("hero-1", Miracle.BLESS, "hero-1"));
        f.act(cast("hero-1", Miracle.BLESS, "hero-1"));
        assertThat(f.hero().effects()).doesNotContainKey("condition:cursed");
        assertThat(f.hero().subAttributeValue()).isEqualTo(5);
        assertThat(f.texts()).contains("hero-1 performs bless: hero-1 is rid of condition:cursed");
        assertThat(f.legal()).noneMatch(a -> a instanceof Action.Cast);
    }

    @Test
    @DisplayName("EN §21, §31 / JP §21, §30: after Communion the hero's next ration heals 3 instead of 2")
    void communion() {
        Fight f = fight(Party.of(priest("hero-1", EN, Miracle.COMMUNION)), EN).life("hero-1", 1);
        f.act(cast("hero-1", Miracle.COMMUNION, "hero-1"));
        assertThat(f.hero().effects()).containsKey("communion");
        assertThat(f.legal()).doesNotContain(cast("hero-1", Miracle.COMMUNION, "hero-1"));
        f.act(new Action.Eat("hero-1"));
        assertThat(f.hero().life()).isEqualTo(4);
        assertThat(f.hero().effects()).doesNotContainKey("communion");
        f.act(new Action.Eat("hero-1"));
        assertThat(f.hero().life()).isEqualTo(5);
    }

    /** A Strength hero with conditions. */
    static Hero afflicted(String id, RuleOptions o, Effect... conditions) {
        Hero h = Hero.create(
                HeroSpec.builder()
                        .id(id)
                        .name(id)
                        .subAttribute(SubAttribute.STRENGTH)
                        .build(),
                o);
        for (Effect e : conditions) {
            h = h.withEffect(e);
        }
        return h;
    }

    @Test
    @DisplayName("EN §21 / JP §21: Bless dispels Curse, Petrify or Paralyze, never oil (EN §69): an oil-soaked hero is"
            + " offered no Bless, and a paralysed one keeps his oil")
    void blessLeavesOil() {
        for (RuleOptions o : List.of(EN, JP)) {
            Fight oily = fight(
                    new Party(
                            List.of(
                                    priest("hero-1", o, Miracle.BLESS),
                                    afflicted("hero-2", o, Effect.oilSoaked("test"))),
                            Followers.none()),
                    o);
            assertThat(oily.legal()).noneMatch(a -> a instanceof Action.Cast);

            Fight f = fight(
                    new Party(
                            List.of(
                                    priest("hero-1", o, Miracle.BLESS),
                                    afflicted(
                                            "hero-2",
                                            o,
                                            Effect.oilSoaked("test"),
                                            Effect.incapacitated(Effect.PARALYZED, "test"))),
                            Followers.none()),
                    o);
            assertThat(f.legal()).contains(cast("hero-1", Miracle.BLESS, "hero-2"));
            f.act(cast("hero-1", Miracle.BLESS, "hero-2"));
            assertThat(f.hero("hero-2").effects())
                    .containsKey(Effect.OIL_SOAKED)
                    .doesNotContainKey(Effect.PARALYZED);
        }
    }

    @Test
    @DisplayName("EN §21 / JP §21: with Paralyze and Curse on one hero, the player chooses which one Bless dispels")
    void blessChoosesTheCondition() {
        for (RuleOptions o : List.of(EN, JP)) {
            Fight f = fight(
                    new Party(
                            List.of(
                                    priest("hero-1", o, Miracle.BLESS),
                                    afflicted(
                                            "hero-2",
                                            o,
                                            Effect.cursed("test", -1, 0),
                                            Effect.incapacitated(Effect.PARALYZED, "test"))),
                            Followers.none()),
                    o);
            assertThat(f.legal())
                    .contains(
                            cast("hero-1", Miracle.BLESS, "hero-2:paralyzed"),
                            cast("hero-1", Miracle.BLESS, "hero-2:cursed"))
                    .doesNotContain(cast("hero-1", Miracle.BLESS, "hero-2"));
            f.act(cast("hero-1", Miracle.BLESS, "hero-2:cursed"));
            assertThat(f.hero("hero-2").effects()).containsKey(Effect.PARALYZED).doesNotContainKey(Effect.CURSED);
            assertThat(f.texts()).contains("hero-1 performs bless: hero-2 is rid of condition:cursed");
        }
    }

    @Test
    @DisplayName("EN §21, §70 / JP §21: one Bless reaches all the followers: their curse is dispelled")
    void blessTheFollowers() {
        for (RuleOptions o : List.of(EN, JP)) {
            Party p = hire(Party.of(priest("hero-1", o, Miracle.BLESS)), SOLDIER, 2, o);
            p = p.with(p.followers().withEffect(Effect.cursed("test", 0, -1)));
            Fight f = fight(p, o);
            assertThat(f.legal()).contains(cast("hero-1", Miracle.BLESS, "followers"));
            f.act(cast("hero-1", Miracle.BLESS, "followers"));
            assertThat(f.state.party().followers().effects()).doesNotContainKey(Effect.CURSED);
            assertThat(f.texts()).contains("hero-1 performs bless: followers is rid of condition:cursed");
        }
    }

    @Test
    @DisplayName("EN §21 / JP §21: a petrified or paralysed hero takes no action: he cannot Bless himself, perform"
            + " Communion or Craft Arms between tiles")
    void incapacitatedCastsNothing() {
        for (RuleOptions o : List.of(EN, JP)) {
            for (String condition : List.of(Effect.PETRIFIED, Effect.PARALYZED)) {
                Hero priest = priest("hero-1", o, Miracle.BLESS, Miracle.COMMUNION)
                        .withEffect(Effect.incapacitated(condition, "test"));
                Fight f = fight(Party.of(priest), o);
                assertThat(f.legal()).noneMatch(a -> a instanceof Action.Cast);

                Hero mage = CombatSpellsTest.mage("hero-1", o, 6, io.github.roguelikehalf.rules.magic.Spell.CRAFT_ARMS)
                        .withEffect(Effect.incapacitated(condition, "test"));
                assertThat(fight(Party.of(mage), o).legal()).noneMatch(a -> a instanceof Action.Cast);
                // cured, he may act again
                assertThat(fight(Party.of(mage.withoutEffect(condition)), o).legal())
                        .anyMatch(a -> a instanceof Action.Cast);
            }
        }
    }
}
