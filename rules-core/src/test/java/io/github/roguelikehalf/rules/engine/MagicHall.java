package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.magic.MagicTags;
import io.github.roguelikehalf.rules.magic.Space;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.Happening;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A test scenario for spells and miracles (EN §18-§22 / JP §18-§22): one empty hall ({@code 99}) where the tests put
 * the creatures they need, each tagged for an immunity, and a space for Fireball that the test fixes or leaves to
 * the die. The {@code wardens} resist magic on a d6 of 4 or more ({@link Happening.CastAt}).
 */
final class MagicHall implements Scenario {

    private static final Optional<List<Reaction>> TALKERS = Optional.of(List.of(
            Reaction.of(ReactionKind.FIGHT),
            Reaction.bribe(Bribe.Kind.GOLD, 30),
            Reaction.of(ReactionKind.FIGHT_TO_THE_DEATH),
            Reaction.bribe(Bribe.Kind.GOLD, 8),
            Reaction.of(ReactionKind.PEACEFUL),
            Reaction.of(ReactionKind.WELCOMING)));

    static final Creature GOBLIN = Creature.weak("goblins", "goblin", 3, "1d6", 0, TALKERS, Set.of(MagicTags.HUMANOID));
    static final Creature SKELETON =
            Creature.weak("skeletons", "skeleton", 3, "1d6", 0, Optional.empty(), Set.of(MagicTags.UNDEAD));
    static final Creature GOLEM = Creature.weak("golems", "clay golem", 3, "2", 0, Optional.empty(), Set.of("golem"));
    static final Creature AUTOMATON =
            Creature.weak("automata", "automaton", 2, "2", 0, Optional.empty(), Set.of(MagicTags.CONSTRUCT));
    static final Creature SALAMANDER =
            Creature.weak("salamanders", "salamander", 2, "3", 0, Optional.empty(), Set.of(MagicTags.RESISTS_HEAT));
    static final Creature YETI = Creature.weak("yetis", "yeti", 2, "3", 0, Optional.empty(), Set.of("resists-cold"));
    static final Creature WARDEN = Creature.weak("wardens", "warden", 2, "3", 0, Optional.empty(), Set.of());
    static final Creature ARCHER = Creature.weak("archers", "archer", 3, "2", 0, Optional.empty(), Set.of())
            .withRanged();
    static final Creature OGRE = Creature.strong("ogre", "ogre", 4, 4, 2, 1, Optional.empty(), Set.of());
    static final Creature WIGHT =
            Creature.strong("wight", "wight", 4, 4, 1, 0, Optional.empty(), Set.of(MagicTags.UNDEAD));

    private static final Map<String, Creature> CREATURES = Map.of(
            "goblins", GOBLIN,
            "skeletons", SKELETON,
            "golems", GOLEM,
            "automata", AUTOMATON,
            "salamanders", SALAMANDER,
            "yetis", YETI,
            "wardens", WARDEN,
            "archers", ARCHER,
            "ogre", OGRE,
            "wight", WIGHT);

    /** The wardens resist magic on a d6 of 4 or more. */
    private static final CreatureRules WARDED = new CreatureRules() {
        @Override
        public Happening on(Happening event, EnemyGroup group, ScenarioContext ctx) {
            if (!(event instanceof Happening.CastAt c)) {
                return event;
            }
            int face = ctx.dice().d6("warden's magic resistance").total();
            ctx.event(Event.of("EN §9 / JP §9", "the wardens roll " + face + " against " + c.magic()));
            return c.withResisted(face >= 4);
        }
    };

    private final Optional<Space> space;

    /** A hall whose space Fireball rolls for. */
    MagicHall() {
        this(Optional.empty());
    }

    /** A hall of a known space. */
    MagicHall(Optional<Space> space) {
        this.space = space;
    }

    @Override
    public String id() {
        return "magic-hall";
    }

    @Override
    public String title() {
        return "The Magic Hall";
    }

    @Override
    public Optional<Tile> tile(String id) {
        return Optional.of(Tile.empty(id, "a hall"));
    }

    @Override
    public Optional<Creature> creature(String id) {
        return Optional.ofNullable(CREATURES.get(id));
    }

    @Override
    public CreatureRules creatureRules(String creatureId) {
        return creatureId.equals("wardens") ? WARDED : CreatureRules.BASE;
    }

    @Override
    public Optional<Space> space(GameState state) {
        return space;
    }

    /** The first exploration ends the adventure: tests meet their creatures with {@code meet}. */
    @Override
    public java.util.OptionalInt explorationLimit() {
        return java.util.OptionalInt.of(0);
    }
}
