package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What one adventure leaves the next (EN §60, §64, §75): the clears of the final event, each hero's attempts on the
 * d66 map, and the tiles flipped, which stay flipped until all 36 are (then the table is reset).
 */
final class Campaign {

    private Campaign() {}

    /** The campaign part of a scenario state: everything else belongs to one adventure. */
    static ScenarioState carried(ScenarioState s) {
        TreeMap<String, Integer> counters = new TreeMap<>();
        for (Map.Entry<String, Integer> e : s.counters().entrySet()) {
            if (e.getKey().equals(Keys.CLEARS) || e.getKey().startsWith(Keys.ATTEMPTS)) {
                counters.put(e.getKey(), e.getValue());
            }
        }
        TreeMap<String, SortedSet<String>> sets = new TreeMap<>();
        if (!s.set(Keys.FLIPPED).isEmpty()) {
            sets.put(Keys.FLIPPED, s.set(Keys.FLIPPED));
        }
        return new ScenarioState(counters, new TreeSet<>(), sets);
    }

    /**
     * The state an adventure starts with: the campaign, each hero's attempt counted (EN §64).
     *
     * @throws RulesException if a hero has used his three attempts, or the quest is complete
     */
    /**
     * The heroes' ids are words of the scenario state (lower-case letters, digits and '-', starting with a letter or
     * digit), since each hero's attempts are counted as {@code attempts:HERO} (EN §64).
     *
     * @param prefix what the message starts with ({@code "invalid state: "} for a state from outside)
     * @throws RulesException naming the first hero whose id is no word
     */
    static void heroIds(Party party, String prefix) {
        int most = ScenarioState.MAX_KEY_LENGTH - Keys.ATTEMPTS.length();
        for (int i = 0; i < party.heroes().size(); i++) {
            String id = party.heroes().get(i).id();
            boolean word = !id.isEmpty() && id.length() <= most && id.charAt(0) != '-';
            for (int k = 0; word && k < id.length(); k++) {
                char c = id.charAt(k);
                word = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
            }
            if (!word) {
                throw new RulesException(prefix + "party.heroes[" + i + "].id: " + KnightOfTwilight.ID
                        + " counts each hero's attempts by his id (EN §64), so an id is 1.." + most
                        + " lower-case letters, digits and '-' (not first), was '" + id + "'");
            }
        }
    }

    /**
     * EN §56: the place two heroes have beyond their Follower score is for one Captured only, so their other
     * followers fit in the Follower score.
     */
    static void twoHeroesFollowers(Party party, RuleOptions options) {
        if (party.heroes().size() < 2) {
            return;
        }
        int others = party.followers().total() - party.followers().count(FollowerType.CAPTURED);
        if (others > party.followerCap(options)) {
            throw new RuleViolationException(
                    "EN §56",
                    "two heroes take one Captured and no other followers beyond their Follower score of "
                            + party.followerCap(options) + "; the party has " + others + " other followers");
        }
    }

    static ScenarioState start(ScenarioState campaign, Party party) {
        heroIds(party, "");
        ScenarioState s = carried(campaign);
        if (s.counter(Keys.CLEARS) >= KnightOfTwilight.CLEARS_TO_COMPLETE) {
            throw new RulesException("the final event has been cleared " + s.counter(Keys.CLEARS)
                    + " times: the quest is complete (" + Keys.COMPLETE + ")");
        }
        for (Hero h : party.heroes()) {
            String key = Keys.ATTEMPTS + h.id();
            if (s.counter(key) >= KnightOfTwilight.ATTEMPTS_PER_HERO) {
                throw new RulesException(h.id() + " has attempted the d66 map " + s.counter(key)
                        + " times, the most one hero may (" + Keys.AGAIN + "): play another hero");
            }
            s = s.add(key, 1);
        }
        return s;
    }
}
