package io.github.roguelikehalf.testkit;

import io.github.roguelikehalf.rules.dice.RngState;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableCombat;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Progress;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Structural mutations of a state through the public builders, records and generated {@code with*} methods: a part
 * (phase, party, progress, scenario state, a fight's encounter, window or pending attacks) taken from another state,
 * a number set to a neighbour or an extreme, an id changed to one that may not exist. A mutation the values' own
 * constructors refuse is left out: what comes out was accepted by the public API.
 */
final class StateMutator {

    private static final List<Long> LONGS =
            List.of(0L, 1L, -1L, 2L, (long) Integer.MAX_VALUE, Long.MAX_VALUE, Long.MAX_VALUE - 1, Long.MIN_VALUE);
    private static final List<Integer> INTS = List.of(0, 1, -1, 2, 6, 7, 66, 67, Integer.MAX_VALUE, Integer.MIN_VALUE);

    private StateMutator() {}

    /** The state mutated one to three times, with parts of the donors. */
    static GameState mutate(GameState state, List<GameState> donors, Draw d) {
        GameState s = state;
        int n = d.intBetween(0, 3) == 0 ? d.intBetween(2, 3) : 1;
        for (int i = 0; i < n; i++) {
            for (int attempt = 0; attempt < 10; attempt++) {
                try {
                    s = once(s, d.pick(donors), d);
                    break;
                } catch (RuntimeException refusedByAValue) {
                    // the public API refused this mutation: try another
                }
            }
        }
        return s;
    }

    private static GameState once(GameState s, GameState donor, Draw d) {
        ImmutableGameState g = ImmutableGameState.copyOf(s);
        List<String> ids = ids(s, donor, d);
        return switch (d.intBetween(0, 11)) {
            case 0 -> g.withSteps(d.pick(LONGS));
            case 1 -> g.withRng(new RngState(s.rng().seed(), Math.abs(d.pick(LONGS))));
            case 2, 3 -> g.withPhase(donor.phase());
            case 4 -> g.withProgress(d.flip() ? donor.progress() : progress(s.progress(), d, ids));
            case 5 -> g.withScenarioState(d.flip() ? donor.scenarioState() : scenarioState(s, donor, d, ids));
            case 6 -> g.withParty(d.flip() ? donor.party() : hero(s.party(), d, ids));
            case 7, 8, 9 -> g.withPhase(phase(s.phase(), donor.phase(), d, ids));
            default -> g.withOptions(donor.options());
        };
    }

    private static Progress progress(Progress p, Draw d, List<String> ids) {
        TreeSet<String> potions = new TreeSet<>(p.potionsUsed());
        potions.add(d.pick(ids));
        return d.flip()
                ? new Progress(Math.abs(d.pick(INTS)), Math.abs(d.pick(INTS)), p.potionsUsed(), p.reactionMemory())
                : new Progress(p.explorations(), p.tilesCleared(), potions, p.reactionMemory());
    }

    private static ScenarioState scenarioState(GameState s, GameState donor, Draw d, List<String> ids) {
        List<String> keys = new ArrayList<>(s.scenarioState().counters().keySet());
        keys.addAll(donor.scenarioState().counters().keySet());
        keys.addAll(s.scenarioState().sets().keySet());
        keys.addAll(s.scenarioState().flags());
        keys.add("clues");
        String key = d.pick(keys);
        return switch (d.intBetween(0, 2)) {
            case 0 -> s.scenarioState().withCounter(key, d.pick(INTS));
            case 1 -> s.scenarioState().withFlag(key, d.flip());
            default -> s.scenarioState().withAdded(key, d.pick(ids).toLowerCase(java.util.Locale.ROOT));
        };
    }

    private static Party hero(Party p, Draw d, List<String> ids) {
        int i = d.intBetween(0, p.heroes().size() - 1);
        Hero h = p.heroes().get(i);
        ImmutableHero changed = ImmutableHero.copyOf(h);
        Hero next = switch (d.intBetween(0, 2)) {
            case 0 -> changed.withId(d.pick(ids));
            case 1 -> changed.withExperience(Math.abs(d.pick(INTS)));
            default -> changed.withLevel(Math.abs(d.pick(INTS)));
        };
        List<Hero> heroes = new ArrayList<>(p.heroes());
        heroes.set(i, next);
        return new Party(heroes, p.followers());
    }

    private static Phase phase(Phase p, Phase donor, Draw d, List<String> ids) {
        Window window = donor.openWindow().orElse(Window.of(d.pick(Window.Kind.class)));
        if (p instanceof Phase.Fighting f) {
            ImmutableCombat c = ImmutableCombat.copyOf(f.combat());
            Combat other = donor instanceof Phase.Fighting x ? x.combat() : f.combat();
            return new Phase.Fighting(
                    switch (d.intBetween(0, 8)) {
                        case 0 -> c.withRound(d.pick(INTS));
                        case 1 -> c.withStage(d.pick(Combat.Stage.class));
                        case 2 -> c.withWindow(d.flip() ? Optional.of(window) : Optional.empty());
                        case 3 ->
                            c.withIncoming(
                                    d.flip()
                                            ? other.incoming()
                                            : List.of(new Combat.Incoming(d.pick(ids), d.pick(ids))));
                        case 4 -> c.withExtraAttack(d.pick(ids));
                        case 5 -> c.withActed(new TreeSet<>(List.of(d.pick(ids))));
                        case 6 -> c.withEncounter(other.encounter());
                        case 7 -> c.withEnemiesActing(new TreeSet<>(List.of(d.pick(ids))));
                        default ->
                            c.withEscaping(!c.escaping())
                                    .withHeroHalfDone(d.flip())
                                    .withEnemyHalfDone(d.flip());
                    });
        }
        if (p instanceof Phase.Reacting r) {
            return new Phase.Reacting(r.encounter(), window, d.intBetween(0, 6));
        }
        if (p instanceof Phase.AfterFight a) {
            return new Phase.AfterFight(a.encounter(), window);
        }
        if (p instanceof Phase.Treasure t) {
            return new Phase.Treasure(
                    t.encounter(), d.pick(INTS), t.die(), d.flip() ? Optional.of(d.pick(ids)) : t.finder());
        }
        if (p instanceof Phase.Searching x) {
            return new Phase.Searching(d.pick(INTS), !x.scoutSearched(), new TreeSet<>(List.of(d.pick(ids))));
        }
        return donor;
    }

    /** Ids that exist in one of the states, and some that do not. */
    private static List<String> ids(GameState s, GameState donor, Draw d) {
        List<String> ids = new ArrayList<>(s.party().ids());
        ids.addAll(donor.party().ids());
        ids.add(Combat.FOLLOWERS);
        ids.add("soldier/blunt");
        ids.add(s.party().ids().get(0) + "x");
        for (GameState x : List.of(s, donor)) {
            if (x.phase() instanceof Phase.Fighting f) {
                f.combat().encounter().enemies().forEach(g -> ids.add(g.id()));
            }
        }
        ids.add("group-" + d.intBetween(0, 9));
        return ids;
    }
}
