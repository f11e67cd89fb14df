package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;

/**
 * The reactions of creatures (EN §35 / JP §34) and the window after the reaction roll, before it takes effect.
 */
public final class ReactionStep implements Step {

    static final ReactionStep INSTANCE = new ReactionStep();

    private static final String ENCOUNTER = Encounters.ENCOUNTER;

    @Override
    public Decision decision(GameState s, Scenario scenario) {
        return Windows.decision(((Phase.Reacting) s.phase()).window(), s, scenario);
    }

    @Override
    public void apply(Turn t, Action action) {
        Phase.Reacting r = (Phase.Reacting) t.phase();
        if (action instanceof Action.Choose c) {
            Windows.take(t, r.window(), c);
        } else if (!Windows.magic(t, action)) {
            proceed(t);
        }
    }

    @Override
    public void proceed(Turn t) {
        Phase.Reacting r = (Phase.Reacting) t.phase();
        Window w = r.window();
        react(t, r.encounter(), w.reaction().orElseThrow());
    }

    /** A reaction takes effect. */
    static void react(Turn t, Encounter e, Reaction reaction) {
        switch (reaction.kind()) {
            case WELCOMING -> {
                Party p = t.party();
                for (Hero h : p.heroes()) {
                    if (h.alive()) {
                        p = p.with(h.heal(1));
                    }
                }
                t.setPartyUnchecked(p);
                t.setProgress(t.progress().remember(e.tileId(), ReactionKind.PEACEFUL));
                t.add(Event.of(ENCOUNTER, "welcomed: every living character recovers 1 Life"));
                TileEntry.cleared(t, t.tile(e.tileId()));
            }
            case PEACEFUL, NEUTRAL -> {
                // met again, the same reaction (EN §35 / JP §34)
                t.setProgress(t.progress().remember(e.tileId(), reaction.kind()));
                t.add(Event.of(ENCOUNTER, "they do not attack"));
                TileEntry.cleared(t, t.tile(e.tileId()));
            }
            case FLEE -> {
                t.add(Event.of(ENCOUNTER, "they flee, leaving their treasure"));
                Spoils.treasure(t, e);
            }
            case FLEE_IF_OUTNUMBERED -> {
                // creatures are counted, not Life: a Strong Creature is one creature (EN §35 / JP §34)
                int enemies = 0;
                for (EnemyGroup g : e.enemies()) {
                    enemies += Foes.creature(t.scenario, g).strong() ? 1 : g.current();
                }
                int party = t.party().followers().total();
                for (Hero h : t.party().heroes()) {
                    if (h.alive()) {
                        party++;
                    }
                }
                if (enemies < party) {
                    t.add(Event.of(ENCOUNTER, enemies + " against " + party + ": outnumbered, they flee"));
                    Spoils.treasure(t, e);
                } else {
                    t.add(Event.of(ENCOUNTER, enemies + " against " + party + ": they attack"));
                    Fights.start(t, e, false);
                }
            }
            case BRIBE -> {
                EnemyGroup first = e.enemies().get(0);
                Creature c = Foes.creature(t.scenario, first);
                if (!CreatureEvents.takesBribes(t.scenario, t, first)) {
                    // a bribe refused: they fight (EN §35 / JP §34; docs/rulings.md, "A creature that takes no bribe")
                    t.add(Event.of(
                            ENCOUNTER,
                            c.strong()
                                    ? c.name() + " takes no bribe: as a bribe refused, it attacks"
                                    : Foes.plural(c.name()) + " take no bribe: as a bribe refused, they attack"));
                    Fights.start(t, e, false);
                    return;
                }
                Bribe asked = reaction.bribe().orElseThrow();
                Bribe bribe = CreatureEvents.bribe(t.scenario, t, first, asked);
                t.setPhase(new Phase.Bribing(e, bribe));
            }
            case FIGHT -> Fights.start(t, e, false);
            case FIGHT_TO_THE_DEATH -> {
                List<EnemyGroup> g = new ArrayList<>();
                for (EnemyGroup x : e.enemies()) {
                    g.add(x.toTheDeath());
                }
                Fights.start(t, new Encounter(e.tileId(), g), false);
            }
            case SCENARIO -> {
                String key = reaction.scenarioKey().orElseThrow();
                int before = t.phaseChanges();
                t.scenario.onScenarioReaction(t, key);
                if (t.phaseChanges() == before && !t.terminal()) {
                    t.add(Event.of(ENCOUNTER, key + ": they do not attack"));
                    TileEntry.cleared(t, t.tile(e.tileId()));
                }
            }
        }
    }
}
