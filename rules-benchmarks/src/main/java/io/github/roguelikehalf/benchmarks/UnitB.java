package io.github.roguelikehalf.benchmarks;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.RngState;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.StrengthKit;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * "Unit B": a Strength hero (two-handed weapon, plate armour, Technique 2, Life 8) with 7 Soldiers and a
 * Lamplighter (his two-handed weapon leaves no hand for the lantern: EN §28 / JP §27), against six Weak Creatures of
 * level 3 or one Strong Creature of level 5, Life 6, 2 attacks, whose reaction is always Fight. A combat is played
 * by the baseline policy from the approach to the end of the fight.
 */
public final class UnitB {

    /** The rules of the benchmarks: the default preset. */
    public static final RuleOptions RULES = RuleOptions.englishEdition();

    static final Creature WEAK = Creature.weak(
            "raiders",
            "raider",
            3,
            "6",
            0,
            Optional.of(Collections.nCopies(6, Reaction.of(ReactionKind.FIGHT))),
            Set.of());

    static final Creature STRONG = Creature.strong(
            "brute",
            "brute",
            5,
            6,
            2,
            0,
            Optional.of(Collections.nCopies(6, Reaction.of(ReactionKind.FIGHT))),
            Set.of());

    /**
     * One tile per opponent: {@code weak} or {@code strong}, reached without rolling; with a limit, an adventure ends
     * after that many tiles.
     */
    static final class Arena implements Scenario {
        private final String tile;
        private final String id;
        private final Tile arena;
        private final OptionalInt limit;

        Arena(String tile) {
            this(tile, OptionalInt.empty());
        }

        Arena(String tile, OptionalInt limit) {
            this.tile = tile;
            this.limit = limit;
            // built once: the engine asks for the id on every apply
            this.id = "unit-b-" + tile;
            this.arena = Tile.encounter(tile, "the arena", tile.equals("strong") ? "brute" : "raiders");
        }

        @Override
        public String id() {
            return id;
        }

        @Override
        public String title() {
            return "Unit B against the " + tile;
        }

        @Override
        public Optional<Tile> tile(String id) {
            return id.equals(tile) ? Optional.of(arena) : Optional.empty();
        }

        @Override
        public Optional<Creature> creature(String id) {
            return id.equals("brute")
                    ? Optional.of(STRONG)
                    : id.equals("raiders") ? Optional.of(WEAK) : Optional.empty();
        }

        @Override
        public Optional<String> fixedTile(GameState state) {
            return Optional.of(tile);
        }

        @Override
        public OptionalInt explorationLimit() {
            return limit;
        }
    }

    final Engine engine;
    final BaselinePolicy policy;
    final GameState approach;

    /**
     * The engine, policy and approach state for one opponent.
     *
     * @param opponent {@code weak} or {@code strong}
     */
    public UnitB(String opponent) {
        engine = Engine.of(new Arena(opponent));
        policy = BaselinePolicy.of(engine);
        GameState start = engine.start(party(), RULES, 1L);
        approach = engine.apply(start, new Action.Explore()).state();
        if (!(approach.phase() instanceof Phase.Approaching)) {
            throw new IllegalStateException("expected the approach, got " + approach.phase());
        }
    }

    /**
     * The hero: level 12 for Technique +2, Life +2 (plate gives +2 more) and Followers +1 (EN §15, §28 / JP §15, §27),
     * made as a retry after a level-12 hero's death (EN §41 / JP §40: only a retry makes a hero above level 10), with
     * its 110 gold.
     */
    static Party party() {
        Hero hero = Hero.retry(
                HeroSpec.builder()
                        .name("Unit B")
                        .subAttribute(SubAttribute.STRENGTH)
                        .strengthKit(StrengthKit.TWO_HANDED_WEAPON)
                        .level(12)
                        .growth(new Growth(2, 2, 0, 1))
                        .build(),
                12,
                RULES);
        return Party.of(hero)
                .hire(hero.id(), FollowerKind.of(FollowerType.SOLDIER, DamageType.SLASHING), 7, RULES)
                .hire(hero.id(), FollowerKind.of(FollowerType.LAMPLIGHTER), 1, RULES);
    }

    /**
     * Plays one combat from the approach with a seed: the baseline policy decides until the fight is over.
     *
     * @param seed the dice seed of this combat
     * @return the state after the fight
     */
    public GameState combat(long seed) {
        GameState s = ImmutableGameState.copyOf(approach).withRng(RngState.of(seed));
        Dice policyDice = Dice.of();
        while (!s.isTerminal()) {
            List<Action> legal = engine.legalActions(s);
            s = engine.apply(s, policy.choose(s, legal, policyDice)).state();
            if (s.phase() instanceof Phase.Exploring) {
                break;
            }
        }
        return s;
    }
}
