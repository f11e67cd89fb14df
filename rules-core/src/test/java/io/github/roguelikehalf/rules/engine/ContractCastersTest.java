package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.StrengthKit;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.magic.Spell;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The engine contract ({@link ContractWalker}) for casters (EN §18-§22 / JP §18-§22): Sorcery and Divinity heroes
 * knowing as many spells or miracles as their Sorcery or Divinity allows, every one of the twelve known by some
 * hero, a Strength hero for Protect, and Magicians knowing each spell, walked at random through the test crypt under
 * both presets; every cast the engine plays is met.
 */
@DisplayName("Engine contract: random walks of casters keep every invariant")
class ContractCastersTest {

    private static final int STEPS_PER_START = 1_000;

    private static Hero caster(String id, SubAttribute sub, Set<Spell> spells, Set<Miracle> miracles, RuleOptions o) {
        return Hero.create(
                HeroSpec.builder()
                        .id(id)
                        .name(id)
                        .subAttribute(sub)
                        .growth(new Growth(0, 0, 4, 0))
                        .spells(spells)
                        .miracles(miracles)
                        .build(),
                o);
    }

    private static Hero warrior(String id, RuleOptions o) {
        return Hero.create(
                HeroSpec.builder()
                        .id(id)
                        .name(id)
                        .subAttribute(SubAttribute.STRENGTH)
                        .strengthKit(StrengthKit.ONE_HANDED_WEAPON_AND_ROUND_SHIELD)
                        .build(),
                o);
    }

    static List<ContractStart> starts() {
        List<ContractStart> out = new ArrayList<>();
        List<Set<Spell>> spells = List.of(
                Set.of(Spell.KNOCKOUT, Spell.FIREBALL, Spell.ICE_LANCE),
                Set.of(Spell.BLITZ, Spell.CRAFT_ARMS, Spell.FRIENDSHIP));
        List<Set<Miracle>> miracles = List.of(
                Set.of(Miracle.FORTIFY, Miracle.BLESS, Miracle.DEFLECT),
                Set.of(Miracle.INDOCTRINATE, Miracle.INVOKE, Miracle.COMMUNION));
        long seed = 11;
        for (RuleOptions o : List.of(RuleOptions.englishEdition(), RuleOptions.japaneseVer46())) {
            for (Set<Spell> s : spells) {
                for (Set<Miracle> m : miracles) {
                    Hero mage = caster("hero-1", SubAttribute.SORCERY, s, Set.of(), o);
                    Hero priest = caster("hero-2", SubAttribute.DIVINITY, Set.of(), m, o);
                    out.add(new ContractStart(
                            new Party(List.of(mage, priest), Party.of(mage).followers()), o, seed++));
                }
                // a lone caster with followers, so Fortify and the followers' windows are met too
                Hero mage = caster("hero-1", SubAttribute.SORCERY, s, Set.of(), o);
                out.add(new ContractStart(
                        Party.of(mage).hire("hero-1", FollowerKind.of(FollowerType.SOLDIER, DamageType.BLUNT), 4, o),
                        o,
                        seed++));
            }
            for (Set<Miracle> m : miracles) {
                Hero priest = caster("hero-1", SubAttribute.DIVINITY, Set.of(), m, o);
                Party p = o.twoHeroFollowers() == RuleOptions.TwoHeroFollowers.NONE
                        ? new Party(
                                List.of(priest, warrior("hero-2", o)),
                                Party.of(priest).followers())
                        : Party.of(priest)
                                .hire("hero-1", FollowerKind.of(FollowerType.SOLDIER, DamageType.BLUNT), 4, o);
                out.add(new ContractStart(p, o, seed++));
                out.add(new ContractStart(
                        new Party(
                                List.of(priest, warrior("hero-2", o)),
                                Party.of(priest).followers()),
                        o,
                        seed++));
            }
            for (Spell spell : Spell.values()) {
                Party p = Party.of(caster("hero-1", SubAttribute.DIVINITY, Set.of(), Set.of(Miracle.FORTIFY), o))
                        .hire("hero-1", FollowerKind.of(FollowerType.MAGICIAN, DamageType.BLUNT), 2, o)
                        .hire("hero-1", FollowerKind.of(FollowerType.SOLDIER, DamageType.SLASHING), 2, o);
                p = p.with(p.followers().withMagicianSpell(spell));
                out.add(new ContractStart(p, o, seed++));
            }
        }
        return out;
    }

    @Test
    @DisplayName("EN §18-§22 / JP §18-§22: casters walk at random without breaking the contract, casting every spell")
    void castersKeepTheContract() {
        ContractWalker.Stats stats = new ContractWalker.Stats();
        ContractWalker walker =
                new ContractWalker(Engine.of(new TestCrypt()), ContractTest.MAX_ACTIONS_PER_ADVENTURE, stats);
        Set<String> cast = new TreeSet<>();
        boolean protect = false;
        for (ContractStart start : starts()) {
            for (ContractWalker.Adventure a : walker.walkChecked(start, STEPS_PER_START)) {
                for (Action x : a.actions()) {
                    if (x instanceof Action.Cast c) {
                        cast.add(c.magic());
                    }
                    protect |= x instanceof Action.Protect;
                }
            }
        }
        assertThat(stats.steps.get()).isGreaterThanOrEqualTo(ContractTest.MIN_STEPS_PER_RUN);
        // Bless needs a condition, which nothing in the test crypt gives
        assertThat(cast)
                .containsExactlyInAnyOrder(
                        "knockout",
                        "fireball",
                        "ice-lance",
                        "blitz",
                        "craft-arms",
                        "friendship",
                        "fortify",
                        "deflect",
                        "indoctrinate",
                        "invoke",
                        "communion");
        assertThat(protect).isTrue();
    }
}
