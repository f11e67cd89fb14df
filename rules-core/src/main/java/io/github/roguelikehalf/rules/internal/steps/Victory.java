package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.Outcome;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.ArrayList;
import java.util.List;

/** The end of an adventure whose goal is achieved (EN §44 / JP §44). */
public final class Victory {

    private Victory() {}

    /**
     * The goal is achieved (EN §44 / JP §44): every living hero is restored and gains 1 experience, except a hero
     * already at the highest level the rules cover (EN §15, C-07), who gains none.
     */
    static void reached(Turn t, Tile tile) {
        Party p = t.party();
        List<String> gainers = new ArrayList<>();
        List<String> capped = new ArrayList<>();
        for (Hero h : p.heroes()) {
            if (!h.alive()) {
                continue;
            }
            if (h.level() < t.options().maxCoveredLevel()) {
                p = p.with(h.restored().gainExperience(1, t.options()));
                gainers.add(h.id());
            } else {
                p = p.with(h.restored());
                capped.add(h.id());
            }
        }
        t.setPartyUnchecked(p);
        String gain = capped.isEmpty()
                ? " and each living hero gains 1 experience"
                : gainers.isEmpty() ? "" : " and " + String.join(" and ", gainers) + " gains 1 experience";
        t.add(Event.of(
                Turn.VICTORY,
                "the goal is achieved at " + tile.title() + ": Technique, Life and sub-attributes are restored"
                        + gain));
        for (String id : capped) {
            t.add(Event.of(
                    "EN §15",
                    id + " is at level " + t.options().maxCoveredLevel()
                            + ", the highest the rules cover: no experience"));
        }
        t.finish(new Outcome(Outcome.Termination.VICTORY, tile.title()));
    }
}
