package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.scenario.CreatureView;
import io.github.roguelikehalf.rules.scenario.Happening;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Would;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * 51 (EN §70): only shots and magic reach it; alive at the end of round 0 it explodes, 2 damage to the target of the
 * player's choice (a hero loses 2 Life, a follower dies), and is gone; when it falls, a Divinity roll (4) or the next
 * tile's tens digit is 5. No treasure.
 */
final class AssaultGoblin implements WeakRooms.Weak {

    /** The choice of the blast's target. */
    static final String BLAST = "weak-goblin-blast";

    /** The blast's damage to a hero (EN §70). */
    static final int DAMAGE = 2;

    private static final String TARGET = "blast:";

    @Override
    public Would modify(Would event, CreatureView view) {
        if (event instanceof Would.Targeted t && t.mode() == AttackMode.MELEE) {
            return t.withAllowed(false);
        }
        if (event instanceof Would.FightsToTheDeath f) {
            return f.withToTheDeath(true);
        }
        if (event instanceof Would.TreasureRolls t) {
            return t.withRolls(0);
        }
        return WeakRooms.Weak.super.modify(event, view);
    }

    @Override
    public boolean mayChange(Class<? extends Would> kind) {
        return kind == Would.Targeted.class
                || kind == Would.FightsToTheDeath.class
                || kind == Would.TreasureRolls.class
                || WeakRooms.Weak.super.mayChange(kind);
    }

    @Override
    public Happening on(Happening event, EnemyGroup group, ScenarioContext ctx) {
        if (event instanceof Happening.RoundEnds) {
            roundEnds(ctx, group);
        } else if (event instanceof Happening.Defeated) {
            defeated(ctx);
        }
        return event;
    }

    /** Alive at the end of round 0, it explodes. */
    private static void roundEnds(ScenarioContext ctx, EnemyGroup group) {
        if (PartyChecks.round(ctx.state()) != 0 || !group.active()) {
            return;
        }
        List<String> targets = targets(ctx.party());
        if (targets.size() == 1) {
            blast(ctx, targets.get(0));
        } else if (!targets.isEmpty()) {
            // the fight waits for the player's choice; the goblin goes off as soon as it is made
            ctx.offerChoice(new Choice(
                    BLAST,
                    "party",
                    "the assault goblin explodes: 2 damage to the target of your choice",
                    Keys.WEAK,
                    targets));
        }
    }

    /**
     * The blast's targets, in the order the baseline policy takes the first: a Captured, the combat followers, the
     * heroes the blast does not kill (the most Life first), the non-combat followers, then the heroes it kills.
     */
    private static List<String> targets(Party p) {
        List<String> o = new ArrayList<>();
        for (FollowerGroup g : p.followers().groups()) {
            if (g.count() > 0 && g.type() == FollowerType.CAPTURED) {
                o.add(TARGET + TrapRooms.word(g.key()));
            }
        }
        for (FollowerGroup g : p.followers().groups()) {
            if (g.count() > 0 && g.type() != FollowerType.CAPTURED && g.type().combat()) {
                o.add(TARGET + TrapRooms.word(g.key()));
            }
        }
        List<Hero> heroes = p.heroes().stream()
                .filter(Hero::alive)
                .sorted(Comparator.comparingInt(Hero::life).reversed())
                .toList();
        heroes.stream().filter(h -> h.life() > DAMAGE).forEach(h -> o.add(TARGET + TrapRooms.word(h.id())));
        for (FollowerGroup g : p.followers().groups()) {
            if (g.count() > 0 && g.type() != FollowerType.CAPTURED && !g.type().combat()) {
                o.add(TARGET + TrapRooms.word(g.key()));
            }
        }
        heroes.stream().filter(h -> h.life() <= DAMAGE).forEach(h -> o.add(TARGET + TrapRooms.word(h.id())));
        return o;
    }

    /** The blast on the target chosen, then the goblin is gone (it counts as defeated). */
    static void blast(ScenarioContext ctx, String option) {
        Party p = ctx.party();
        Optional<Hero> hero = p.heroes().stream()
                .filter(h -> option.equals(TARGET + TrapRooms.word(h.id())))
                .findFirst();
        if (hero.isPresent()) {
            ctx.event(
                    Keys.WEAK,
                    "the assault goblin explodes next to " + hero.get().id());
            ctx.damageHero(hero.get().id(), DAMAGE, Keys.WEAK, "the assault goblin's explosion");
        } else {
            FollowerGroup g = p.followers().groups().stream()
                    .filter(x -> option.equals(TARGET + TrapRooms.word(x.key())))
                    .findFirst()
                    .orElseThrow(() -> new IllegalStateException("no blast target " + option));
            ctx.event(Keys.WEAK, "the assault goblin explodes next to the " + g.key());
            PartyChecks.killFollower(ctx, g, Keys.WEAK, "the assault goblin's explosion");
        }
        if (ctx.state().isTerminal()) {
            return;
        }
        PartyChecks.group(ctx.state(), WeakRooms.ASSAULT_GOBLIN.id())
                .filter(EnemyGroup::active)
                .ifPresent(g -> ctx.damageEnemy(g.id(), g.current(), Keys.WEAK));
    }

    /** When it falls, the blast may have been heard. */
    private static void defeated(ScenarioContext ctx) {
        Optional<Hero> h = ctx.party().heroes().stream().filter(Hero::alive).findFirst();
        if (h.isEmpty()) {
            return;
        }
        boolean ok = PartyChecks.check(
                ctx, h.get().id(), CheckKind.DIVINITY, 4, Keys.WEAK, "listens whether the blast was heard");
        if (!ok) {
            ctx.setScenarioState(ctx.scenarioState().withCounter(Keys.FIXED_TENS, 5));
            ctx.event(Keys.WEAK, "the blast draws attention: the next tile's tens digit is 5");
        }
    }
}
