package io.github.roguelikehalf.json;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Transition;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.Score;
import io.github.roguelikehalf.rules.hero.StrengthKit;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.magic.Spell;
import io.github.roguelikehalf.rules.play.Policy;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * Random adventures for the snapshot tests: a party drawn from a seed (either preset, one or two heroes of any
 * sub-attribute with random growth, spells or miracles, a healing potion or rope sometimes, followers within the
 * Follower score), then random legal actions until the end. Everything follows from the seed.
 */
final class Walks {

    /** One step of an adventure: the state, the action applied to it and what it gave. */
    record Step(GameState state, Action action, Transition transition) {}

    private static final Policy<GameState, Action> POLICY = Policy.random();

    private Walks() {}

    /** The first state of the adventure of a seed. */
    static GameState start(Engine engine, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        RuleOptions options = r.nextBoolean() ? RuleOptions.englishEdition() : RuleOptions.japaneseVer46();
        int heroes = r.nextInt(4) == 0 ? 2 : 1;
        List<Hero> list = new ArrayList<>();
        for (int i = 1; i <= heroes; i++) {
            list.add(hero(r, "hero-" + i, options));
        }
        Party party = new Party(list, Followers.none());
        int cap = party.followerCap(options);
        List<FollowerKind> kinds = List.of(
                FollowerKind.of(FollowerType.SOLDIER, DamageType.BLUNT),
                FollowerKind.of(FollowerType.BOWMAN, DamageType.SLASHING),
                FollowerKind.of(FollowerType.MAGICIAN, DamageType.BLUNT),
                FollowerKind.of(FollowerType.PORTER),
                FollowerKind.of(FollowerType.SCOUT),
                FollowerKind.of(FollowerType.LAMPLIGHTER),
                FollowerKind.of(FollowerType.SQUIRE));
        for (int w = r.nextInt(4); w > 0 && party.followers().total() < cap; w--) {
            FollowerKind k = kinds.get(r.nextInt(kinds.size()));
            int n = Math.min(1 + r.nextInt(3), cap - party.followers().total());
            int price = k.type().price().orElseThrow() * n;
            if (price <= party.heroes().get(0).equipment().gold()) {
                party = party.hire("hero-1", k, n, options);
            }
        }
        return engine.start(party, options, r.nextLong());
    }

    private static Hero hero(SplittableRandom r, String id, RuleOptions options) {
        SubAttribute sub = pick(r, SubAttribute.values());
        Growth g = Growth.NONE;
        for (int i = r.nextInt(8); i > 0; i--) {
            Score s = pick(r, Score.values());
            Growth next = g.plus(s, 1);
            if (next.points(s) <= s.cap(options) && next.cost() <= Hero.STARTING_LEVEL) {
                g = next;
            }
        }
        var spec = HeroSpec.builder()
                .id(id)
                .name("Hero " + id.substring(id.length() - 1))
                .subAttribute(sub)
                .growth(g)
                .kitWeaponDamage(r.nextBoolean() ? DamageType.BLUNT : DamageType.SLASHING)
                .strengthKit(pick(r, StrengthKit.values()))
                .dexterityRangedWeapon(r.nextBoolean() ? RangedWeapon.BOW : RangedWeapon.SLING);
        int slots = (Score.SUB_ATTRIBUTE.base() + g.subAttribute()) / 2;
        if (sub == SubAttribute.SORCERY && slots > 0) {
            spec.addSpells(pick(r, Spell.values()));
        } else if (sub == SubAttribute.DIVINITY && slots > 0) {
            spec.addMiracles(pick(r, Miracle.values()));
        }
        Hero base = Hero.create(spec.build(), options);
        if (r.nextBoolean() && base.equipment().gold() >= Gear.ROPE.price()) {
            try {
                return Hero.create(spec.addPurchases(Gear.ROPE).build(), options);
            } catch (RuntimeException overTheCarryLimit) {
                return base;
            }
        }
        return base;
    }

    private static <T> T pick(SplittableRandom r, T[] values) {
        return List.of(values).get(r.nextInt(values.length));
    }

    /** Plays the adventure of a seed with random legal actions, handing every step to the consumer. */
    static GameState play(Engine engine, long seed, Consumer<Step> each) {
        GameState s = start(engine, seed);
        Dice policy = Dice.seeded(~seed);
        while (!s.isTerminal()) {
            Action a = POLICY.choose(s, engine.legalActions(s), policy);
            Transition t = engine.apply(s, a);
            each.accept(new Step(s, a, t));
            s = t.state();
        }
        return s;
    }
}
