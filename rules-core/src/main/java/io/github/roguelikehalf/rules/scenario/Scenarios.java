package io.github.roguelikehalf.rules.scenario;

import io.github.roguelikehalf.rules.RulesException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;

/**
 * A set of scenarios by id. {@link #load()} finds every scenario on the module or class path; a duplicated id
 * fails at once.
 */
public final class Scenarios {

    private final Map<String, Scenario> byId;

    private Scenarios(Map<String, Scenario> byId) {
        this.byId = byId;
    }

    /**
     * The scenarios found with {@link ServiceLoader}.
     *
     * @return the scenarios
     * @throws RulesException if two scenarios share an id
     */
    public static Scenarios load() {
        List<Scenario> found = new ArrayList<>();
        ServiceLoader.load(Scenario.class, Scenarios.class.getClassLoader()).forEach(found::add);
        return of(found);
    }

    /**
     * Scenarios given by the caller.
     *
     * @param scenarios the scenarios
     * @return the set
     * @throws RulesException if two scenarios share an id
     */
    public static Scenarios of(Collection<? extends Scenario> scenarios) {
        Map<String, Scenario> byId = new TreeMap<>();
        for (Scenario s : scenarios) {
            Scenario previous = byId.putIfAbsent(s.id(), s);
            if (previous != null) {
                throw new RulesException("two scenarios have the id '" + s.id() + "': "
                        + previous.getClass().getName() + " and " + s.getClass().getName());
            }
        }
        return new Scenarios(Map.copyOf(byId));
    }

    /**
     * The scenario with an id.
     *
     * @param id the id
     * @return the scenario
     * @throws RulesException if there is none; the message lists the ids available
     */
    public Scenario get(String id) {
        Scenario s = byId.get(id);
        if (s == null) {
            throw new RulesException("no scenario '" + id + "'; available: " + ids());
        }
        return s;
    }

    /**
     * The ids, sorted.
     *
     * @return the ids
     */
    public List<String> ids() {
        return List.copyOf(new TreeMap<>(byId).keySet());
    }
}
