package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.Actor;
import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.check.Check;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.Fact;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.hero.Conditions;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.scenario.CreatureRules.AttackMode;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;
import java.util.OptionalInt;

/**
 * Holy water thrown in a fight (EN §28 / JP §27): a hero's action in any round, round 0 included, at an enemy group
 * it can hurt: an undead creature, or under {@code RuleOptions.holyWaterHitsAnyWeakGroup} any group of Weak
 * Creatures. A Dexterity roll with Technique against 4; on a success a Strong Creature loses 2 Life, a Weak group
 * loses 2 creatures. The flask is used up either way. A creature whose rules give holy water a damage of its own
 * ({@code Would.HolyWater}) takes it with no roll, once a fight.
 */
public final class HolyWaterItem extends ItemHandler {

    static final String RULE = "EN §28 / JP §27";

    /** The item's key in actions. */
    static final String KEY = Gear.HOLY_WATER.key();

    HolyWaterItem() {
        super(KEY);
    }

    /** Offers {@code throw HERO holy-water -> GROUP} for every group the hero's holy water can hurt. */
    /** Lists in a hero's turn only where he can throw a flask he owns. */
    @Override
    public boolean mayOfferInTurn(Hero h, Party p, FightParts c) {
        return mayThrow(h);
    }

    @Override
    public void heroTurn(List<Action> a, GameState s, Scenario scenario, Hero h, Combat c) {
        if (!mayThrow(h)) {
            return;
        }
        for (EnemyGroup g : c.encounter().active()) {
            if (CreatureEvents.targetable(scenario, () -> s, g, AttackMode.RANGED)
                    && (automatic(scenario, s, g).isPresent() || hurts(Foes.creature(scenario, g), s))) {
                a.add(new Action.Throw(h.id(), KEY, g.id()));
            }
        }
    }

    /** A living hero who can act, with a flask. */
    private static boolean mayThrow(Hero h) {
        return h.alive() && !Conditions.incapacitated(h) && h.equipment().owns(Gear.HOLY_WATER);
    }

    /**
     * Whether holy water hurts a creature: undead (EN §28), or any Weak Creature where the option says so (JP §27).
     */
    static boolean hurts(Creature c, GameState s) {
        return c.tags().contains("undead") || (!c.strong() && s.options().holyWaterHitsAnyWeakGroup());
    }

    /** The fight effect that marks a group's automatic holy-water damage as spent. */
    private static String spentKey(EnemyGroup g) {
        return "holy-water:" + g.id();
    }

    /** The damage holy water deals a group without a roll, if its rules say so and it has not been dealt this fight. */
    private static OptionalInt automatic(Scenario sc, GameState s, EnemyGroup g) {
        OptionalInt n = CreatureEvents.holyWaterDamage(sc, () -> s, g);
        boolean spent =
                s.phase() instanceof Phase.Fighting f && f.combat().effects().containsKey(spentKey(g));
        return spent ? OptionalInt.empty() : n;
    }

    /** Throws the flask. */
    @Override
    void apply(Turn t, Action action) {
        Action.Throw a = (Action.Throw) action;
        Hero h = t.hero(a.hero());
        Hero without = ImmutableHero.copyOf(h).withEquipment(h.equipment().remove(Gear.HOLY_WATER));
        // a flask that would expire with the adventure is the first thrown (Effect.expiring)
        without = without.withoutEffect(Effect.expiring(RULE, KEY).key());
        EnemyGroup target =
                t.combat().encounter().enemies().get(t.combat().encounter().indexOf(a.target()));
        OptionalInt auto = automatic(t.scenario, t.state(), target);
        if (auto.isPresent()) {
            t.setHero(without);
            t.setCombat(t.combat()
                    .withFightEffects(Effect.adding(
                            t.combat().effects(), Effect.of(spentKey(target), RULE, Effect.Scope.FIGHT))));
            t.add(Event.of(
                    RULE,
                    h.id() + " throws holy water at " + target.id() + ": it burns, " + auto.getAsInt()
                            + " damage with no roll"));
            Fights.damageEnemy(t, t.combat().encounter().indexOf(a.target()), auto.getAsInt());
            if (!t.terminal() && t.fighting()) {
                Fights.heroDone(t, h.id());
            }
            return;
        }
        t.setHero(without);
        // a Dexterity roll (EN §28 / JP §27): Technique, or a Dexterity hero's current Dexterity where it is higher
        CheckResult r = CheckPipeline.roll(
                t,
                CheckPipeline.Request.of(Actor.hero(h.id()), CheckKind.DEXTERITY, Check.DEFAULT_TARGET)
                        .reads(CheckPipeline.Reads.SUCCESS),
                null);
        Combat c = t.combat();
        int gi = c.encounter().indexOf(a.target());
        EnemyGroup g = c.encounter().enemies().get(gi);
        boolean strong = Foes.creature(t.scenario, g).strong();
        t.add(Event.check(
                        RULE,
                        h.id() + " throws holy water at " + g.id() + ": "
                                + (r.success() ? (strong ? "2 damage" : "2 are defeated") : "a miss"),
                        r)
                .with(new Fact.ItemUsed(h.id(), KEY)));
        if (r.success()) {
            Fights.damageEnemy(t, gi, 2);
        }
        if (t.terminal() || !t.fighting()) {
            return;
        }
        Fights.heroDone(t, h.id());
    }
}
