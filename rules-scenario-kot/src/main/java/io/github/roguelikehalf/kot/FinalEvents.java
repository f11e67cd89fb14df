package io.github.roguelikehalf.kot;

import static io.github.roguelikehalf.kot.Tables.always;

import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.CreatureView;
import io.github.roguelikehalf.rules.scenario.Happening;
import io.github.roguelikehalf.rules.scenario.ScenarioChecks;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Tile;
import io.github.roguelikehalf.rules.scenario.Would;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The intermediate event, the Midnight Rogues (EN §73), and the final event (EN §74-§75): the Knight of Twilight, his
 * return as Undead after one clear (who first tries to Seduce a follower), and the Mage of Dusk Segras after two.
 * The Rogues are in {@link FinalRogues}, Segras's spells in {@link FinalSegras}. When the last enemy of the final
 * fight falls, the clear is counted (EN §75); the goal tile then gives each living hero 1 experience.
 */
final class FinalEvents implements Part {

    static final Creature ROGUES = Creature.weak(
            "midnight-rogues",
            "midnight rogue",
            4,
            "1d6",
            1,
            always(ReactionKind.FIGHT_TO_THE_DEATH),
            Set.of("humanoid"));
    static final Creature KNIGHT = Creature.strong(
            "knight-of-twilight",
            "Knight of Twilight",
            4,
            4,
            2,
            2,
            always(ReactionKind.FIGHT_TO_THE_DEATH),
            Set.of("humanoid"));
    static final Creature UNDEAD_KNIGHT = Creature.strong(
            "undead-knight-of-twilight",
            "undead Knight of Twilight",
            5,
            6,
            2,
            2,
            always(ReactionKind.FIGHT_TO_THE_DEATH),
            Set.of("undead"));
    static final Creature SEGRAS = Creature.strong(
            "segras", "Mage of Dusk Segras", 6, 3, 3, 3, always(ReactionKind.FIGHT_TO_THE_DEATH), Set.of("humanoid"));

    /** The prefix of the creatures a seduced follower becomes, one per follower type: {@code seduced-soldier}. */
    static final String SEDUCED = "seduced-";

    /** A seduced follower's level: its Technique plus this (docs/rulings.md). */
    static final int SEDUCED_LEVEL_BASE = 3;

    /** Target of a follower's magic check against the Seduce (EN §74). */
    static final int SEDUCE_TARGET = 4;

    /** The choice of the follower the undead Knight tries to Seduce. */
    static final String SEDUCE_CHOICE = "final-seduce";

    /** Plate armour: the modifier to every attack roll against the Knight (EN §74). */
    static final int PLATE = -1;

    private static final Map<String, Creature> CREATURES = creatureMap();

    private static Map<String, Creature> creatureMap() {
        Map<String, Creature> m = new HashMap<>();
        for (Creature c : List.of(ROGUES, KNIGHT, UNDEAD_KNIGHT, SEGRAS)) {
            m.put(c.id(), c);
        }
        for (FollowerType t : FollowerType.values()) {
            Creature c = Creature.weak(
                    seducedId(t),
                    "seduced " + t.name().toLowerCase(Locale.ROOT),
                    t.technique() + SEDUCED_LEVEL_BASE,
                    "1",
                    0,
                    always(ReactionKind.FIGHT_TO_THE_DEATH),
                    Set.of("humanoid"));
            m.put(c.id(), c);
        }
        return Map.copyOf(m);
    }

    static String seducedId(FollowerType t) {
        return SEDUCED + t.key();
    }

    /** The Knight's rules, alive or undead: plate armour, no flight, the clear when the fight is won. */
    private static final CreatureRules KNIGHT_RULES = new CreatureRules() {
        @Override
        public Would modify(Would event, CreatureView view) {
            if (event instanceof Would.AttackRoll r) {
                return r.withModifier(r.modifier() + PLATE);
            }
            return untiring(event);
        }

        @Override
        public boolean mayChange(Class<? extends Would> kind) {
            return kind == Would.AttackRoll.class || kind == Would.FightsToTheDeath.class;
        }

        @Override
        public Happening on(Happening event, EnemyGroup group, ScenarioContext ctx) {
            return overWhenDefeated(event, group, ctx);
        }
    };

    /** A seduced follower's rules: no treasure, no flight, the clear when the fight is won. */
    private static final CreatureRules SEDUCED_RULES = new CreatureRules() {
        @Override
        public Would modify(Would event, CreatureView view) {
            return event instanceof Would.TreasureRolls t ? t.withRolls(0) : untiring(event);
        }

        @Override
        public boolean mayChange(Class<? extends Would> kind) {
            return kind == Would.TreasureRolls.class || kind == Would.FightsToTheDeath.class;
        }

        @Override
        public Happening on(Happening event, EnemyGroup group, ScenarioContext ctx) {
            return overWhenDefeated(event, group, ctx);
        }
    };

    /** No flight: it fights to the death. */
    private static Would untiring(Would event) {
        return event instanceof Would.FightsToTheDeath f ? f.withToTheDeath(true) : event;
    }

    /** Defeated, the fight is over. */
    private static Happening overWhenDefeated(Happening event, EnemyGroup group, ScenarioContext ctx) {
        if (event instanceof Happening.Defeated) {
            fightOver(ctx, group);
        }
        return event;
    }

    @Override
    public String key() {
        return "final";
    }

    @Override
    public Set<String> events() {
        return Set.of("rogues", "final");
    }

    @Override
    public Map<String, Creature> creatures() {
        return CREATURES;
    }

    @Override
    public Map<String, CreatureRules> creatureRules() {
        Map<String, CreatureRules> m = new HashMap<>();
        m.put(ROGUES.id(), FinalRogues.RULES);
        m.put(KNIGHT.id(), KNIGHT_RULES);
        m.put(UNDEAD_KNIGHT.id(), KNIGHT_RULES);
        m.put(SEGRAS.id(), FinalSegras.RULES);
        for (FollowerType t : FollowerType.values()) {
            m.put(seducedId(t), SEDUCED_RULES);
        }
        return Map.copyOf(m);
    }

    @Override
    public void onEvent(ScenarioContext ctx, Tile tile) {
        if (tile.id().equals(Keys.ROGUES_TILE)) {
            FinalRogues.onEvent(ctx, tile);
            return;
        }
        int clears = ctx.scenarioState().counter(Keys.CLEARS);
        if (clears != 1) {
            meet(ctx, Optional.empty());
            return;
        }
        List<String> targets = seduceTargets(ctx.party());
        if (targets.size() > 1) {
            ctx.offerChoice(new Choice(
                    SEDUCE_CHOICE,
                    "party",
                    "the undead Knight of Twilight tries to Seduce a follower: which (combat followers first)?",
                    Keys.FINAL,
                    targets));
            return;
        }
        meet(ctx, targets.isEmpty() ? Optional.empty() : seduce(ctx, targets.get(0)));
    }

    @Override
    public void resolveChoice(ScenarioContext ctx, Choice choice, String option) {
        if (choice.key().equals(FinalSegras.KNOCKOUT_CHOICE)) {
            FinalSegras.knockoutChosen(ctx, option);
            return;
        }
        if (!choice.key().equals(SEDUCE_CHOICE)) {
            throw new IllegalStateException("the final events offered no choice " + choice.key());
        }
        meet(ctx, seduce(ctx, option));
    }

    /**
     * The followers the undead Knight may try to Seduce (EN §74): the combat followers' groups if the party has any,
     * otherwise every group; as choice options ({@code /} written {@code :}).
     */
    static List<String> seduceTargets(Party party) {
        List<String> combat = new ArrayList<>();
        List<String> all = new ArrayList<>();
        for (FollowerGroup g : party.followers().groups()) {
            String option = g.key().replace('/', ':');
            all.add(option);
            if (g.type().combat()) {
                combat.add(option);
            }
        }
        return combat.isEmpty() ? all : combat;
    }

    /**
     * The Seduce (EN §74): the target group makes one magic check with its Technique against 4 (a Captured creature
     * always fails); on a failure one of them leaves the party and fights for the Knight.
     *
     * @return the seduced follower's enemy group, if one was seduced
     */
    private static Optional<EnemyGroup> seduce(ScenarioContext ctx, String option) {
        Party party = ctx.party();
        FollowerGroup group = party.followers().groups().stream()
                .filter(g -> g.key().replace('/', ':').equals(option))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("no followers '" + option + "' to Seduce"));
        Optional<CheckResult> r = ScenarioChecks.followers(
                ctx, group.key(), CheckKind.MAGIC_RESISTANCE, SEDUCE_TARGET, Keys.FINAL, "resist the Knight's Seduce");
        if (r.isPresent() && r.get().success()) {
            return Optional.empty();
        }
        ctx.setParty(party.losing(group.kind(), 1, ctx.state().options()));
        String id = seducedId(group.type());
        ctx.event(Keys.FINAL, "one of the " + group.key() + " is seduced and joins the Knight of Twilight");
        return Optional.of(new EnemyGroup(id, id, 1, 1, false, true));
    }

    /**
     * The final event's enemies are met (EN §74): the Knight (undead after one clear) with the Rogues if they were not
     * defeated, or Segras after two clears.
     */
    private static void meet(ScenarioContext ctx, Optional<EnemyGroup> seduced) {
        ScenarioState s = ctx.scenarioState();
        int clears = s.counter(Keys.CLEARS);
        List<EnemyGroup> groups = new ArrayList<>();
        if (clears >= 2) {
            groups.add(toTheDeath(SEGRAS));
        } else {
            groups.add(toTheDeath(clears == 1 ? UNDEAD_KNIGHT : KNIGHT));
            seduced.ifPresent(groups::add);
            if (!s.flag(Keys.ROGUES_DEFEATED)) {
                ctx.event(Keys.FINAL, "the Midnight Rogues were not defeated: they join the battle");
                groups.add(FinalRogues.appear(ctx));
            }
        }
        ctx.encounter(groups);
    }

    private static EnemyGroup toTheDeath(Creature c) {
        return new EnemyGroup(c.id(), c.id(), c.life(), c.life(), false, true);
    }

    /**
     * Called as a group of the final or intermediate event falls: when it was the last one of the final fight, the
     * final event is cleared (EN §75): the clears grow by one, the adventure is won, and the followers Segras knocked
     * out come round.
     *
     * @param ctx the game
     * @param group the group defeated
     */
    static void fightOver(ScenarioContext ctx, EnemyGroup group) {
        Optional<Encounter> e = ctx.encounter();
        if (e.isEmpty() || !e.get().tileId().equals(Keys.FINAL_TILE)) {
            return;
        }
        for (EnemyGroup g : e.get().enemies()) {
            if (!g.id().equals(group.id()) && g.active()) {
                return;
            }
        }
        ScenarioState s = ctx.scenarioState();
        int clears = s.counter(Keys.CLEARS) + 1;
        ctx.setScenarioState(s.withCounter(Keys.CLEARS, clears).withFlag(Keys.FINAL_WON, true));
        ctx.event(
                Keys.COMPLETE,
                "the final event is cleared: clear " + clears + " of " + KnightOfTwilight.CLEARS_TO_COMPLETE
                        + (clears >= KnightOfTwilight.CLEARS_TO_COMPLETE ? ": the quest is complete" : ""));
        FinalSegras.wakeUp(ctx);
    }
}
