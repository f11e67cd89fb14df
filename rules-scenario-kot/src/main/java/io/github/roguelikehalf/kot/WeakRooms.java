package io.github.roguelikehalf.kot;

import static io.github.roguelikehalf.kot.Tables.always;
import static io.github.roguelikehalf.kot.Tables.bribe;
import static io.github.roguelikehalf.kot.Tables.is;
import static io.github.roguelikehalf.kot.Tables.scenario;
import static io.github.roguelikehalf.kot.Tables.table;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.WarDoll;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.magic.MagicTags;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.CreatureView;
import io.github.roguelikehalf.rules.scenario.Happening;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Would;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Weak Creatures, tiles 51-56 (EN §70): the assault goblin that explodes, giant rats stronger in numbers, goatmen with
 * armour, flails or long blades, apprentice reapers who curse, the cats of Carne who unnerve, and tentacle beasts cut
 * by slashing blades. What the text leaves open is decided in docs/rulings.md.
 */
final class WeakRooms implements Part {

    /** Counter: the goatmen's arms, the face of the d6 rolled when they were met (1-2 armour, 3-4 flails, 5-6 blades). */
    private static final String GOATMEN_ARMS = "goatmen-arms";

    /** The goatmen's bribe, per creature (EN §70). */
    static final int GOATMEN_GOLD_EACH = 10;

    /** Set: the characters (hero ids, {@code followers}) the cats of Carne unnerved in this encounter. */
    private static final String UNNERVED = "cats-unnerved";

    /** The giant rats' level bonus while they are many. */
    static final int RATS_BONUS = 2;

    /** More giant rats than this gives the bonus. */
    static final int RATS_MANY = 10;

    static final Creature ASSAULT_GOBLIN = Creature.weak(
            "assault-goblin", "assault goblin", 6, "1", 0, always(ReactionKind.FIGHT_TO_THE_DEATH), Set.of("humanoid"));
    static final Creature GIANT_RATS = Creature.weak(
            "giant-rats",
            "giant rat",
            2,
            "2d6+2",
            0,
            table(3, is(ReactionKind.FLEE), 3, is(ReactionKind.FIGHT)),
            Set.of("animal"));
    static final Creature GOATMEN = Creature.weak(
            "goatmen",
            "goatman",
            4,
            "1d3+3",
            1,
            table(
                    1,
                    bribe(Bribe.Kind.GOLD, GOATMEN_GOLD_EACH),
                    4,
                    is(ReactionKind.FIGHT),
                    1,
                    is(ReactionKind.FIGHT_TO_THE_DEATH)),
            Set.of("humanoid"));
    static final Creature REAPERS = Creature.weak(
            "apprentice-reapers",
            "apprentice reaper",
            5,
            "1d3+1",
            0,
            table(1, is(ReactionKind.PEACEFUL), 2, scenario(ReaperBribes.REACTION), 3, is(ReactionKind.FIGHT)),
            Set.of(MagicTags.UNDEAD));
    static final Creature CATS = Creature.weak(
            "cats-of-carne",
            "cat of Carne",
            5,
            "1d3+1",
            0,
            table(1, is(ReactionKind.PEACEFUL), 5, is(ReactionKind.FIGHT)),
            Set.of("animal", MagicTags.RESISTS_SLEEP));
    static final Creature TENTACLE_BEASTS = Creature.weak(
            "tentacle-beasts",
            "tentacle beast",
            5,
            "1d3+2",
            0,
            table(1, is(ReactionKind.FLEE), 1, bribe(Bribe.Kind.RATIONS, 1), 4, is(ReactionKind.FIGHT)),
            Set.of());

    @Override
    public String key() {
        return "weak";
    }

    @Override
    public void resolveChoice(ScenarioContext ctx, Choice choice, String option) {
        if (!choice.key().equals(AssaultGoblin.BLAST)) {
            throw new IllegalStateException("no choice " + choice.key() + " among the weak creatures");
        }
        AssaultGoblin.blast(ctx, option);
    }

    @Override
    public Map<String, Creature> creatures() {
        return Map.of(
                ASSAULT_GOBLIN.id(), ASSAULT_GOBLIN,
                GIANT_RATS.id(), GIANT_RATS,
                GOATMEN.id(), GOATMEN,
                REAPERS.id(), REAPERS,
                CATS.id(), CATS,
                TENTACLE_BEASTS.id(), TENTACLE_BEASTS);
    }

    @Override
    public Map<String, CreatureRules> creatureRules() {
        return Map.of(
                ASSAULT_GOBLIN.id(), new AssaultGoblin(),
                GIANT_RATS.id(), new GiantRats(),
                GOATMEN.id(), new Goatmen(),
                REAPERS.id(), new Reapers(),
                CATS.id(), new Cats(),
                TENTACLE_BEASTS.id(), new TentacleBeasts());
    }

    /**
     * The rules every Weak Creature of 51-56 shares: met in the encampment's ambush, the defence rolls against it are
     * at -1 until the end of round 1 (EN §68, 34). A creature with more rules answers its own events, then hands the
     * event to these.
     */
    interface Weak extends CreatureRules {
        @Override
        default Would modify(Would event, CreatureView view) {
            return event instanceof Would.DefenceRoll d
                    ? d.withModifier(d.modifier() + EventRooms.ambushDefence(view.state()))
                    : event;
        }

        @Override
        default boolean mayChange(Class<? extends Would> kind) {
            return kind == Would.DefenceRoll.class;
        }
    }

    /** Creatures whose bribe is asked per creature (EN §70): the table's amount times those met ({@link PerHeadBribes}). */
    abstract static class BribeEach implements Weak {
        @Override
        public Would modify(Would event, CreatureView view) {
            if (event instanceof Would.AsksBribe b) {
                return b.withBribe(PerHeadBribes.total(view.group(), view.state(), b.bribe()));
            }
            return Weak.super.modify(event, view);
        }

        @Override
        public boolean mayChange(Class<? extends Would> kind) {
            return kind == Would.AsksBribe.class || Weak.super.mayChange(kind);
        }
    }

    /**
     * 52 (EN §70): level +2 while more than 10 rats are left; a group that started above 10 keeps the bonus at
     * exactly 10, until fewer than 10 are left (docs/rulings.md). No treasure.
     */
    static final class GiantRats implements Weak {
        @Override
        public Would modify(Would event, CreatureView view) {
            if (event instanceof Would.Level l && many(view.group())) {
                return l.withLevel(l.level() + RATS_BONUS);
            }
            if (event instanceof Would.TreasureRolls t) {
                return t.withRolls(0);
            }
            return Weak.super.modify(event, view);
        }

        @Override
        public boolean mayChange(Class<? extends Would> kind) {
            return kind == Would.Level.class || kind == Would.TreasureRolls.class || Weak.super.mayChange(kind);
        }

        static boolean many(EnemyGroup g) {
            return g.current() > RATS_MANY || (g.initial() > RATS_MANY && g.current() == RATS_MANY);
        }
    }

    /**
     * 53 (EN §70): a d6 when met: 1-2 chain armour (-1 to attack rolls against them), 3-4 flails (-1 to defence rolls),
     * 5-6 long blades (a hero loses 2 Life a failed defence; followers still lose one); the bribe is 10 gold each.
     */
    static final class Goatmen extends BribeEach {
        @Override
        public Happening on(Happening event, EnemyGroup group, ScenarioContext ctx) {
            if (event instanceof Happening.Encountered) {
                Roll r = ctx.dice().d6("the goatmen's arms");
                String arms = r.total() <= 2 ? "chain armour" : r.total() <= 4 ? "flails" : "long blades";
                ctx.event(Event.roll(Keys.WEAK, "the goatmen carry " + arms, r));
                ctx.setScenarioState(ctx.scenarioState().withCounter(GOATMEN_ARMS, r.total()));
            }
            return event;
        }

        /** Whether the goatmen's arms die (rolled when met) is {@code from} to {@code to}: the state read only here. */
        private static boolean arms(CreatureView view, int from, int to) {
            int a = view.state().scenarioState().counter(GOATMEN_ARMS);
            return a >= from && a <= to;
        }

        @Override
        public Would modify(Would event, CreatureView view) {
            Would e = super.modify(event, view);
            if (e instanceof Would.AttackRoll r && arms(view, 1, 2)) {
                return r.withModifier(r.modifier() - 1);
            }
            if (e instanceof Would.DefenceRoll d && arms(view, 3, 4)) {
                return d.withModifier(d.modifier() - 1);
            }
            if (e instanceof Would.Damage d && arms(view, 5, 6)) {
                return d.withAmount(2);
            }
            return e;
        }

        @Override
        public boolean mayChange(Class<? extends Would> kind) {
            return kind == Would.AttackRoll.class
                    || kind == Would.DefenceRoll.class
                    || kind == Would.Damage.class
                    || super.mayChange(kind);
        }
    }

    /**
     * 54 (EN §70): when met, each hero rolls Divinity (3) and the followers once together; failing, a character is
     * Cursed (-1 to defence rolls until cured), or loses 1 Life (a follower dies) if already Cursed. The bribe is 1
     * Life per reaper, from a hero or a follower ({@link ReaperBribes}).
     */
    static final class Reapers implements Weak {
        @Override
        public Happening on(Happening event, EnemyGroup group, ScenarioContext ctx) {
            if (event instanceof Happening.Encountered && !ReaperBribes.asking(ctx.scenarioState())) {
                curse(ctx);
            }
            return event;
        }

        private static void curse(ScenarioContext ctx) {
            for (String c : PartyChecks.failures(ctx, CheckKind.DIVINITY, 3, Keys.WEAK, "resists the reapers' curse")) {
                boolean cursed = c.equals(PartyChecks.FOLLOWERS)
                        ? ctx.party().followers().effects().containsKey(Effect.CURSED)
                        : ctx.party().hero(c).effects().containsKey(Effect.CURSED);
                if (cursed) {
                    ctx.event(Keys.WEAK, c + " is already Cursed: 1 damage instead");
                    PartyChecks.hurt(ctx, c, 1, Keys.WEAK, "the apprentice reapers' curse");
                } else {
                    ctx.addEffect(c, Effect.cursed(Keys.WEAK, 0, -1));
                }
                if (ctx.state().isTerminal()) {
                    return;
                }
            }
        }
    }

    /**
     * 55 (EN §70): immune to Knockout (they cannot be put to sleep); when met each character rolls Divinity (4), the
     * followers once together; who fails attacks them at -1 for the encounter. No treasure.
     */
    static final class Cats implements Weak {
        @Override
        public Happening on(Happening event, EnemyGroup group, ScenarioContext ctx) {
            if (!(event instanceof Happening.Encountered)) {
                return event;
            }
            ScenarioState s = ctx.scenarioState().withoutSet(UNNERVED);
            ctx.setScenarioState(s);
            for (String c : PartyChecks.failures(ctx, CheckKind.DIVINITY, 4, Keys.WEAK, "meets the cats' gaze")) {
                ctx.setScenarioState(ctx.scenarioState().withAdded(UNNERVED, c));
                ctx.event(Keys.WEAK, c + " is unnerved: -1 to attack rolls until the fight ends");
            }
            return event;
        }

        @Override
        public Would modify(Would event, CreatureView view) {
            if (event instanceof Would.AttackRoll r) {
                GameState state = view.state();
                String who = PartyChecks.isHero(state, r.attacker()) ? r.attacker() : PartyChecks.FOLLOWERS;
                return state.scenarioState().set(UNNERVED).contains(who) ? r.withModifier(r.modifier() - 1) : r;
            }
            if (event instanceof Would.TreasureRolls t) {
                return t.withRolls(0);
            }
            return Weak.super.modify(event, view);
        }

        @Override
        public boolean mayChange(Class<? extends Would> kind) {
            return kind == Would.AttackRoll.class || kind == Would.TreasureRolls.class || Weak.super.mayChange(kind);
        }
    }

    /**
     * 56 (EN §70): a melee attack with a slashing weapon, a hero's or a follower's, is at +1; the bribe is 1 ration
     * each.
     */
    static final class TentacleBeasts extends BribeEach {
        @Override
        public Would modify(Would event, CreatureView view) {
            if (event instanceof Would.AttackRoll r && slashing(view.state(), r.attacker())) {
                return r.withModifier(r.modifier() + 1);
            }
            return super.modify(event, view);
        }

        @Override
        public boolean mayChange(Class<? extends Would> kind) {
            return kind == Would.AttackRoll.class || super.mayChange(kind);
        }

        private static boolean slashing(GameState state, String attacker) {
            if (PartyChecks.round(state) < 1) {
                return false;
            }
            if (PartyChecks.isHero(state, attacker)) {
                Optional<Weapon> w = state.party().hero(attacker).equipment().heldWeapon();
                return w.isPresent() && w.get().damage() == DamageType.SLASHING;
            } else if (attacker.equals(WarDoll.KEY)) {
                // the War Doll's claws (EN §40)
                return WarDoll.DAMAGE == DamageType.SLASHING;
            }
            return FollowerKind.parse(attacker)
                    .weapon()
                    .filter(d -> d == DamageType.SLASHING)
                    .isPresent();
        }
    }
}
