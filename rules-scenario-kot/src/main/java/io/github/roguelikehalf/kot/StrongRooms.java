package io.github.roguelikehalf.kot;

import static io.github.roguelikehalf.kot.Tables.bribe;
import static io.github.roguelikehalf.kot.Tables.is;
import static io.github.roguelikehalf.kot.Tables.scenario;
import static io.github.roguelikehalf.kot.Tables.table;

import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.magic.MagicTags;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.CreatureView;
import io.github.roguelikehalf.rules.scenario.Happening;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Tile;
import io.github.roguelikehalf.rules.scenario.Would;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Strong Creatures, tiles 61-66 (EN §71): the lamian slicer thrower and her bite, the bandersnatch and the number
 * three, the dark elf archer's ambush, the hob-goblin captain behind his goblins, the war jester who turns blows aside,
 * and the abyssal torturer whose strength is his Life. What the text leaves open is decided in docs/rulings.md.
 */
final class StrongRooms implements Part {

    /** Flag set by the Hob-Goblins' information (tile 25): the captain is Peaceful without a roll. */
    static final String HOB_GOBLINS_TOLD = "hob-goblins-told";

    /** Counter: the rations the bandersnatch asks, rolled when it is met (1d3+2). */
    private static final String BANDERSNATCH_RATIONS = "bandersnatch-rations";

    /** Flag: the dark elf archer of this tile shoots from hiding (its arrows go to Lamplighters and Squires first). */
    private static final String DARK_ELF_AMBUSH = "strong-dark-elf-ambush";

    static final Creature LAMIA = Creature.strong(
            "lamian-slicer-thrower",
            "lamian slicer thrower",
            5,
            5,
            2,
            0,
            table(1, is(ReactionKind.PEACEFUL), 1, bribe(Bribe.Kind.LIFE, 4), 4, is(ReactionKind.FIGHT)),
            Set.of("humanoid"));
    static final Creature BANDERSNATCH = Creature.strong(
            "bandersnatch",
            "bandersnatch",
            3,
            6,
            3,
            0,
            table(2, bribe(Bribe.Kind.RATIONS, 3), 3, is(ReactionKind.FIGHT), 1, is(ReactionKind.FIGHT_TO_THE_DEATH)),
            Set.of());
    static final Creature DARK_ELF = Creature.strong(
                    "dark-elf-archer",
                    "dark elf archer",
                    5,
                    4,
                    2,
                    0,
                    table(1, scenario("clue-bribe"), 5, is(ReactionKind.FIGHT)),
                    Set.of("humanoid"))
            .withRanged();
    static final Creature CAPTAIN = Creature.strong(
            "hob-goblin-captain",
            "hob-goblin captain",
            4,
            4,
            1,
            0,
            table(1, scenario("captain-bribe"), 3, is(ReactionKind.FIGHT), 2, is(ReactionKind.FIGHT_TO_THE_DEATH)),
            Set.of("humanoid"));
    /** The captain's goblins: the text gives no level; see docs/rulings.md. */
    static final Creature GOBLINS =
            Creature.weak("captains-goblins", "goblin", 4, "1d6+3", 0, Optional.empty(), Set.of("humanoid"));

    static final Creature JESTER = Creature.strong(
            "war-jester",
            "war jester",
            5,
            3,
            2,
            0,
            table(1, scenario("jester-bribe"), 5, is(ReactionKind.FIGHT)),
            Set.of("humanoid"));
    static final Creature TORTURER = Creature.strong(
            "abyssal-torturer",
            "abyssal torturer",
            7,
            7,
            3,
            1,
            table(1, is(ReactionKind.FLEE), 3, is(ReactionKind.FIGHT), 2, is(ReactionKind.FIGHT_TO_THE_DEATH)),
            Set.of(MagicTags.DEMON));

    @Override
    public String key() {
        return "strong";
    }

    @Override
    public Map<String, Creature> creatures() {
        return Map.of(
                LAMIA.id(), LAMIA,
                BANDERSNATCH.id(), BANDERSNATCH,
                DARK_ELF.id(), DARK_ELF,
                CAPTAIN.id(), CAPTAIN,
                GOBLINS.id(), GOBLINS,
                JESTER.id(), JESTER,
                TORTURER.id(), TORTURER);
    }

    @Override
    public Map<String, CreatureRules> creatureRules() {
        return Map.of(
                LAMIA.id(), new Lamia(),
                BANDERSNATCH.id(), new Bandersnatch(),
                DARK_ELF.id(), new DarkElf(),
                CAPTAIN.id(), new Captain(),
                GOBLINS.id(), new CaptainsGoblins(),
                JESTER.id(), new Jester(),
                TORTURER.id(), new Torturer());
    }

    /** 63 (EN §71): on a d6 of 5 or less the dark elf shoots first from hiding: a fight, the enemy first, no reaction. */
    @Override
    public void onEvent(ScenarioContext ctx, Tile tile) {
        if (!tile.id().equals("63")) {
            return;
        }
        Roll r = ctx.dice().d6("the dark elf archer's ambush");
        ctx.setScenarioState(ctx.scenarioState().withFlag(DARK_ELF_AMBUSH, r.total() <= 5));
        if (r.total() <= 5) {
            ctx.event(Event.roll(Keys.STRONG, "the dark elf archer shoots from hiding: no reaction roll", r));
            ctx.fight(List.of(EnemyGroup.of(DARK_ELF.id(), DARK_ELF.life())), false);
        } else {
            ctx.event(Event.roll(Keys.STRONG, "the dark elf archer is seen in time", r));
        }
    }

    @Override
    public boolean onScenarioReaction(ScenarioContext ctx, String reaction) {
        return StrongBribes.react(ctx, reaction);
    }

    @Override
    public void resolveChoice(ScenarioContext ctx, Choice choice, String option) {
        StrongBribes.resolve(ctx, choice, option);
    }

    /**
     * 62 (EN §71): against a hero whose Life is a multiple of 3 it is 3 levels higher and deals 2 damage, and it goes
     * for such heroes first: one attack each, the rest split as usual; it asks 1d3+2 rations, rolled when it is met.
     */
    static final class Bandersnatch implements CreatureRules {
        static boolean threefold(GameState s, String opponent) {
            if (!PartyChecks.isHero(s, opponent)) {
                return false;
            }
            int life = s.party().hero(opponent).life();
            return life > 0 && life % 3 == 0;
        }

        @Override
        public Would modify(Would event, CreatureView view) {
            // the state is read only for the questions these rules answer (a view makes it when read)
            if (event instanceof Would.Level l && threefold(view.state(), l.opponent())) {
                return l.withLevel(l.level() + 3);
            }
            if (event instanceof Would.Damage d && threefold(view.state(), d.defender())) {
                return d.withAmount(2);
            }
            if (event instanceof Would.Aim a) {
                GameState state = view.state();
                List<String> aimed = new ArrayList<>();
                for (Hero h : state.party().heroes()) {
                    if (aimed.size() < a.attacks() && threefold(state, h.id())) {
                        aimed.add(h.id());
                    }
                }
                return a.withRecipients(aimed);
            }
            if (event instanceof Would.AsksBribe b) {
                int n = view.state().scenarioState().counter(BANDERSNATCH_RATIONS);
                return n > 0 ? b.withBribe(new Bribe(b.bribe().kind(), n)) : b;
            }
            return event;
        }

        @Override
        public boolean mayChange(Class<? extends Would> kind) {
            return kind == Would.Level.class
                    || kind == Would.Damage.class
                    || kind == Would.Aim.class
                    || kind == Would.AsksBribe.class;
        }

        @Override
        public Happening on(Happening event, EnemyGroup group, ScenarioContext ctx) {
            if (event instanceof Happening.Encountered) {
                Roll r = ctx.dice().d3("the rations the bandersnatch wants").plus(2);
                int n = r.result();
                ctx.event(Event.roll(Keys.STRONG, "the bandersnatch would take " + n + " rations to go", r));
                ctx.setScenarioState(ctx.scenarioState().withCounter(BANDERSNATCH_RATIONS, n));
            }
            return event;
        }
    }

    /**
     * 63 (EN §71): it shoots in round 0 and makes no attack in round 1, changing weapons; the arrows of its ambush go
     * first to the Lamplighters and Squires, one each.
     */
    static final class DarkElf implements CreatureRules {
        @Override
        public Would modify(Would event, CreatureView view) {
            if (event instanceof Would.Attacks a && PartyChecks.round(view.state()) == 1) {
                return a.withCount(0);
            }
            if (event instanceof Would.Aim a
                    && PartyChecks.round(view.state()) == 0
                    && view.state().scenarioState().flag(DARK_ELF_AMBUSH)) {
                List<String> aimed = new ArrayList<>();
                for (FollowerGroup g : view.state().party().followers().groups()) {
                    if (g.type() == FollowerType.LAMPLIGHTER || g.type() == FollowerType.SQUIRE) {
                        for (int i = 0; i < g.count() && aimed.size() < a.attacks(); i++) {
                            aimed.add(g.key());
                        }
                    }
                }
                return a.withRecipients(aimed);
            }
            return event;
        }

        @Override
        public boolean mayChange(Class<? extends Would> kind) {
            return kind == Would.Attacks.class || kind == Would.Aim.class;
        }
    }

    /** Whether the captain's goblins still fight. */
    static boolean goblinsLeft(GameState s) {
        return PartyChecks.active(s, GOBLINS.id());
    }

    /** Whether the captain still fights. */
    static boolean captainLeft(GameState s) {
        return PartyChecks.active(s, CAPTAIN.id());
    }

    /** The Hob-Goblins' information makes the captain and his goblins Peaceful (EN §67, §71). */
    static Would told(Would event, CreatureView view) {
        return event instanceof Would.FixedReaction f
                        && view.state().scenarioState().flag(HOB_GOBLINS_TOLD)
                ? f.withReaction(Reaction.of(ReactionKind.PEACEFUL))
                : event;
    }

    /**
     * 64 (EN §71): while his goblins fight he makes no attack and cannot be targeted, except by shots and magic in
     * round 0.
     */
    static final class Captain implements CreatureRules {
        @Override
        public Would modify(Would event, CreatureView view) {
            if (event instanceof Would.Attacks a && goblinsLeft(view.state())) {
                return a.withCount(0);
            }
            if (event instanceof Would.Targeted t && goblinsLeft(view.state())) {
                return t.withAllowed(PartyChecks.round(view.state()) <= 0 && t.mode() != AttackMode.MELEE);
            }
            return told(event, view);
        }

        @Override
        public boolean mayChange(Class<? extends Would> kind) {
            return kind == Would.Attacks.class || kind == Would.Targeted.class || kind == Would.FixedReaction.class;
        }
    }

    /**
     * 64 (EN §71): while the captain lives his goblins are a level higher, attack once per goblin plus once, and never
     * flee; their treasure is the captain's.
     */
    static final class CaptainsGoblins implements CreatureRules {
        @Override
        public Would modify(Would event, CreatureView view) {
            if (event instanceof Would.Level l && captainLeft(view.state())) {
                return l.withLevel(l.level() + 1);
            }
            if (event instanceof Would.Attacks a && captainLeft(view.state())) {
                return a.withCount(a.count() + 1);
            }
            if (event instanceof Would.FightsToTheDeath f) {
                return f.withToTheDeath(captainLeft(view.state()));
            }
            if (event instanceof Would.TreasureRolls t) {
                return t.withRolls(0);
            }
            return told(event, view);
        }

        @Override
        public boolean mayChange(Class<? extends Would> kind) {
            return kind == Would.Level.class
                    || kind == Would.Attacks.class
                    || kind == Would.FightsToTheDeath.class
                    || kind == Would.TreasureRolls.class
                    || kind == Would.FixedReaction.class;
        }
    }

    /**
     * 65 (EN §71): a hit that is not magic is turned aside on 1-4 of a d6; melee attacks against him are at -1; when he
     * falls the party gains a clue.
     */
    static final class Jester implements CreatureRules {
        @Override
        public Would modify(Would event, CreatureView view) {
            if (event instanceof Would.AttackRoll r && PartyChecks.round(view.state()) >= 1) {
                return r.withModifier(r.modifier() - 1);
            }
            return event;
        }

        @Override
        public boolean mayChange(Class<? extends Would> kind) {
            return kind == Would.AttackRoll.class;
        }

        @Override
        public Happening on(Happening event, EnemyGroup group, ScenarioContext ctx) {
            if (event instanceof Happening.Hit h) {
                Roll r = ctx.dice().d6("the war jester turns the blow aside on 1-4");
                boolean aside = r.total() <= 4;
                ctx.event(Event.roll(
                        Keys.STRONG, aside ? "the war jester turns the blow aside" : "the blow gets through", r));
                return h.withTurnedAside(aside);
            }
            if (event instanceof Happening.Defeated) {
                var s = ctx.scenarioState().add(Keys.CLUE_COUNT, 1);
                ctx.setScenarioState(s);
                ctx.event(
                        Keys.STRONG,
                        "the war jester falls: the party gains a clue (" + s.counter(Keys.CLUE_COUNT) + ")");
            }
            return event;
        }
    }

    /**
     * 66 (EN §71): his level is his Life and his attacks half of it, rounded down; holy water burns him for 2 with no
     * roll, once a fight.
     */
    static final class Torturer implements CreatureRules {
        @Override
        public Would modify(Would event, CreatureView view) {
            int life = view.group().current();
            if (event instanceof Would.Level l) {
                return l.withLevel(Math.max(1, life));
            }
            if (event instanceof Would.Attacks a) {
                return a.withCount(life / 2);
            }
            if (event instanceof Would.HolyWater w) {
                return w.withDamage(2);
            }
            return event;
        }

        @Override
        public boolean mayChange(Class<? extends Would> kind) {
            return kind == Would.Level.class || kind == Would.Attacks.class || kind == Would.HolyWater.class;
        }
    }
}
