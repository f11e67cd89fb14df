package io.github.roguelikehalf.json;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Offer;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * A small scenario for the snapshot tests that reaches every part of the format: the d66 tens digit picks the tile
 * (1 a shrine offering a choice that leaves effects, 2 goblins who ask for gold, 3 goblin archers who shoot in round
 * 0 and may trade, 4 bandits who ask for items, rations, Life or a follower, 5 a guard room whose event counts,
 * flags, remembers and sometimes starts a fight at once, 6 an ogre), and after four cleared tiles the vault lord
 * waits as the goal. Every window opens (the party may wait, rally, grit its teeth or loot), so states in windows are
 * reached; the scenario's own state counts adventures, shrines and loot and remembers the rooms seen.
 */
public final class JsonVault implements Scenario {

    /** The scenario id. */
    public static final String ID = "json-vault";

    private static final String RULE = "json-vault";

    private static final List<Reaction> GOBLINS = List.of(
            Reaction.of(ReactionKind.FIGHT),
            Reaction.of(ReactionKind.FIGHT_TO_THE_DEATH),
            Reaction.bribe(Bribe.Kind.GOLD, 5),
            Reaction.of(ReactionKind.FLEE_IF_OUTNUMBERED),
            Reaction.of(ReactionKind.PEACEFUL),
            Reaction.of(ReactionKind.WELCOMING));

    private static final Map<String, Creature> CREATURES = Map.of(
            "goblins",
            Creature.weak("goblins", "goblin", 3, "1d6", 0, Optional.of(GOBLINS), Set.of("humanoid")),
            "archers",
            Creature.weak(
                            "archers",
                            "goblin archer",
                            3,
                            "1d3+1",
                            1,
                            Optional.of(List.of(
                                    Reaction.of(ReactionKind.FIGHT),
                                    Reaction.of(ReactionKind.FIGHT),
                                    Reaction.of(ReactionKind.FLEE),
                                    Reaction.of(ReactionKind.NEUTRAL),
                                    Reaction.scenario("trade"),
                                    Reaction.scenario("trade"))),
                            Set.of("humanoid"))
                    .withRanged(),
            "bandits",
            Creature.weak(
                    "bandits",
                    "bandit",
                    4,
                    "2",
                    2,
                    Optional.of(List.of(
                            Reaction.bribe(Bribe.Kind.ITEMS, 1),
                            Reaction.bribe(Bribe.Kind.RATIONS, 1),
                            Reaction.bribe(Bribe.Kind.LIFE, 1),
                            Reaction.bribe(Bribe.Kind.FOLLOWER, 1),
                            Reaction.of(ReactionKind.FIGHT),
                            Reaction.of(ReactionKind.FIGHT_TO_THE_DEATH))),
                    Set.of("humanoid")),
            "guards",
            Creature.weak("guards", "vault guard", 3, "2", 1, Optional.empty(), Set.of("humanoid")),
            "ogre",
            Creature.strong(
                    "ogre",
                    "ogre",
                    4,
                    4,
                    2,
                    1,
                    Optional.of(List.of(
                            Reaction.of(ReactionKind.FIGHT),
                            Reaction.of(ReactionKind.FIGHT),
                            Reaction.of(ReactionKind.FLEE),
                            Reaction.bribe(Bribe.Kind.GOLD, 10),
                            Reaction.of(ReactionKind.PEACEFUL),
                            Reaction.of(ReactionKind.NEUTRAL))),
                    Set.of()),
            "lord",
            Creature.strong("lord", "vault lord", 5, 5, 2, 2, Optional.empty(), Set.of("undead")));

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "The JSON Vault (snapshot tests)";
    }

    @Override
    public ScenarioState start(ScenarioState campaign, Party party, RuleOptions options) {
        return campaign.add("adventures", 1);
    }

    @Override
    public Optional<String> fixedTile(GameState state) {
        return state.progress().tilesCleared() >= 4 ? Optional.of("final") : Optional.empty();
    }

    /** Doubles offer a choice: the tile rolled, or the shrine of the same units digit. */
    @Override
    public List<String> tilesFor(int d66, GameState state) {
        String rolled = Integer.toString(d66);
        return d66 % 11 == 0 && d66 > 11 ? List.of(rolled, "1" + (d66 % 10)) : List.of(rolled);
    }

    @Override
    public Optional<Tile> tile(String id) {
        if (id.equals("final")) {
            return Optional.of(
                    Tile.encounter("final", "the vault lord's hall", "lord").asGoal());
        }
        if (!id.matches("[1-6][1-6]")) {
            return Optional.empty();
        }
        return Optional.of(
                switch (id.charAt(0)) {
                    case '1' -> Tile.event(id, "a shrine", "shrine");
                    case '2' -> Tile.encounter(id, "a goblin den", "goblins");
                    case '3' -> Tile.encounter(id, "an archers' gallery", "archers");
                    case '4' -> Tile.encounter(id, "a bandit camp", "bandits");
                    case '5' -> Tile.event(id, "a guard room", "guards");
                    default -> Tile.encounter(id, "the ogre's larder", "ogre");
                });
    }

    @Override
    public Optional<Creature> creature(String id) {
        return Optional.ofNullable(CREATURES.get(id));
    }

    @Override
    public void onEvent(ScenarioContext ctx, Tile tile) {
        ScenarioState s = ctx.state().scenarioState().withAdded("rooms-seen", tile.id());
        ctx.setScenarioState(s);
        if (tile.event().orElse("").equals("shrine")) {
            String actor = ctx.state().party().heroes().stream()
                    .filter(Hero::alive)
                    .map(Hero::id)
                    .findFirst()
                    .orElse("party");
            ctx.offerChoice(
                    new Choice("shrine", actor, "Pray at the shrine?", RULE, List.of("pray", "curse", "leave")));
            return;
        }
        ctx.setScenarioState(s.withFlag("guards-met", true));
        ctx.addEffect(
                "followers", Effect.of("watched", RULE, Effect.Scope.ADVENTURE).withModifier(CheckKind.DEXTERITY, -1));
        if (ctx.dice().d6("guards alert").total() <= 3) {
            ctx.fight(List.of(EnemyGroup.of("guards", 2)), false);
        }
    }

    @Override
    public void resolveChoice(ScenarioContext ctx, Choice choice, String option) {
        String hero = choice.actor();
        switch (option) {
            case "pray" -> {
                ctx.setScenarioState(ctx.state().scenarioState().add("prayers", 1));
                if (!hero.equals("party")) {
                    ctx.addEffect(
                            hero,
                            Effect.of("blessed", RULE, Effect.Scope.ADVENTURE)
                                    .withModifier(CheckKind.ATTACK, 1)
                                    .withModifier(CheckKind.DEFENSE, 1)
                                    .withUses(3));
                }
            }
            case "curse" -> {
                if (!hero.equals("party")) {
                    ctx.addEffect(hero, Effect.cursed(RULE, -1, 0));
                }
                ctx.setScenarioState(ctx.state().scenarioState().withFlag("cursed-once", true));
            }
            default -> ctx.event(RULE, "the party leaves the shrine alone");
        }
    }

    @Override
    public List<Offer> windowOffers(Window window, GameState state) {
        return switch (window.kind()) {
            case AFTER_REACTION -> List.of(new Offer("party", "wait"));
            case AGAINST_MISSILES -> List.of(new Offer("party", "rally"));
            case AFTER_FAILED_DEFENCE -> window.damage() > 0 ? List.of(new Offer("party", "grit")) : List.of();
            case AFTER_FIGHT -> List.of(new Offer("party", "loot"));
        };
    }

    @Override
    public void resolveOffer(ScenarioContext ctx, Window window, Offer offer) {
        switch (offer.option()) {
            case "rally" ->
                ctx.addEffect(
                        "fight", Effect.of("rally", RULE, Effect.Scope.ROUND).withModifier(CheckKind.DEFENSE, 1));
            case "grit" -> ctx.setWindow(window.withDamage(window.damage() - 1));
            case "loot" -> ctx.setScenarioState(ctx.state().scenarioState().add("loot", 1));
            default -> ctx.event(RULE, "the party waits");
        }
    }

    @Override
    public OptionalInt explorationLimit() {
        return OptionalInt.of(30);
    }
}
