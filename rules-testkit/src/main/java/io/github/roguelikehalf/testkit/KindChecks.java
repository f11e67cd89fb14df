package io.github.roguelikehalf.testkit;

import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.CreatureRules.AttackMode;
import io.github.roguelikehalf.rules.scenario.CreatureView;
import io.github.roguelikehalf.rules.scenario.Would;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;

/**
 * The check of a creature's {@link CreatureRules#mayChange}: in a state with an encounter, the rules of each of its
 * groups answer every question of a kind they say they do not change with the question unchanged. The questions are
 * those the engine asks, with the base rules' answers, for each hero and follower group of the party.
 */
final class KindChecks {

    static final String MAY_CHANGE = "a creature's rules leave unchanged every kind their mayChange does not change";

    private KindChecks() {}

    /** Checks the rules of each group met in {@code s}. */
    static void check(Engine engine, GameState s, Supplier<String> where) {
        Optional<Encounter> met = s.phase().met();
        if (met.isEmpty()) {
            return;
        }
        for (EnemyGroup g : met.get().enemies()) {
            CreatureRules rules = engine.scenario().creatureRules(g.creatureId());
            Creature c = engine.creature(g);
            CreatureView view = new CreatureView(c, g, s);
            for (Class<?> kind : Would.class.getPermittedSubclasses()) {
                @SuppressWarnings("unchecked") // Would permits only its own kinds
                Class<? extends Would> k = (Class<? extends Would>) kind;
                if (rules.mayChange(k)) {
                    continue;
                }
                for (Would asked : questions(k, c, g, s)) {
                    Would answer = rules.modify(asked, view);
                    Checks.check(
                            asked.equals(answer),
                            MAY_CHANGE,
                            () -> where.get() + ": the rules of " + g.creatureId() + " say they do not change "
                                    + k.getSimpleName() + ", but answered " + asked + " with " + answer);
                }
            }
        }
    }

    /** The questions of one kind the engine may ask about a group, with the base rules' answers. */
    static List<Would> questions(Class<? extends Would> kind, Creature c, EnemyGroup g, GameState s) {
        List<String> actors = new ArrayList<>();
        for (Hero h : s.party().heroes()) {
            actors.add(h.id());
        }
        for (FollowerGroup f : s.party().followers().groups()) {
            actors.add(f.key());
        }
        List<Would> out = new ArrayList<>();
        int attacks = c.strong() ? c.attacks() : g.current();
        if (kind == Would.Attacks.class) {
            out.add(new Would.Attacks(attacks));
        } else if (kind == Would.Aim.class) {
            out.add(new Would.Aim(attacks, List.of()));
        } else if (kind == Would.FixedReaction.class) {
            out.add(new Would.FixedReaction(Optional.empty()));
        } else if (kind == Would.AsksBribe.class) {
            for (Bribe.Kind b : Bribe.Kind.values()) {
                out.add(new Would.AsksBribe(new Bribe(b, 1)));
            }
        } else if (kind == Would.TakesBribes.class) {
            out.add(new Would.TakesBribes(true));
        } else if (kind == Would.FightsToTheDeath.class) {
            out.add(new Would.FightsToTheDeath(false));
        } else if (kind == Would.Targeted.class) {
            for (AttackMode m : AttackMode.values()) {
                out.add(new Would.Targeted(m, true));
            }
        } else if (kind == Would.HolyWater.class) {
            out.add(new Would.HolyWater(OptionalInt.empty()));
        } else if (kind == Would.TreasureRolls.class) {
            out.add(new Would.TreasureRolls(1));
        } else {
            for (String a : actors) {
                out.add(perActor(kind, a, c));
            }
        }
        return out;
    }

    private static Would perActor(Class<? extends Would> kind, String actor, Creature c) {
        if (kind == Would.Level.class) {
            return new Would.Level(actor, c.level());
        }
        if (kind == Would.AttackRoll.class) {
            return new Would.AttackRoll(actor, 0);
        }
        if (kind == Would.DefenceRoll.class) {
            return new Would.DefenceRoll(actor, 0);
        }
        if (kind == Would.Damage.class) {
            return new Would.Damage(actor, 1);
        }
        throw new IllegalStateException("a kind of Would the testkit does not know: " + kind.getName());
    }
}
