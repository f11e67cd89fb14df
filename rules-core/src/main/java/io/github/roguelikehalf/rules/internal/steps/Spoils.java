package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.hero.Conditions;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.Skill;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.treasure.Treasure;
import io.github.roguelikehalf.rules.treasure.TreasureTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The treasure of defeated or fleeing creatures (EN §39-§40 / JP §38-§39): one roll per group, then the tile is
 * cleared. While a hero may use Find Treasure (EN §23 / JP §23) each roll waits in {@link Phase.Treasure} for the
 * party's decision ({@link TreasureStep}); otherwise the rolls are made at once.
 */
public final class Spoils {

    static final String TREASURE = "EN §39-§40 / JP §38-§39";
    static final String FIND_TREASURE = "EN §23 / JP §23";

    private Spoils() {}

    /** The treasure of every group of an encounter, then the tile is cleared. */
    static void treasure(Turn t, Encounter e) {
        from(t, e, 0);
    }

    /**
     * Makes the treasure rolls from roll {@code index} on until one waits for Find Treasure; then clears the tile.
     * Each group has as many rolls as its creature's rules give ({@link io.github.roguelikehalf.rules.scenario.Would.TreasureRolls}), one by default.
     */
    static void from(Turn t, Encounter e, int index) {
        // the turn is the creatures' rules' state source: a whole state is made only if their rules read it
        int rolls = rolls(t.scenario, t, e);
        for (int i = index; i < rolls; i++) {
            if (!finders(t.party(), t.options()).isEmpty()) {
                t.setPhase(new Phase.Treasure(e, i, Optional.empty(), Optional.empty()));
                return;
            }
            EnemyGroup g = groupOfRoll(t.scenario, t, e, i);
            take(t, g, TreasureTable.roll(modifier(t, g), t.dice), false);
        }
        TileEntry.cleared(t, t.tile(e.tileId()));
    }

    /** How many treasure rolls an encounter gives: the sum over its groups. */
    static int rolls(Scenario sc, CreatureEvents.StateSource s, Encounter e) {
        int n = 0;
        for (EnemyGroup g : e.enemies()) {
            n += treasureRolls(sc, s, g);
        }
        return n;
    }

    private static int treasureRolls(Scenario sc, CreatureEvents.StateSource s, EnemyGroup g) {
        int n = CreatureEvents.treasureRolls(sc, s, g);
        if (n < 0) {
            throw new RulesException("scenario " + sc.id() + " gives " + g.creatureId() + " " + n
                    + " treasure rolls; 0 or more are allowed");
        }
        return n;
    }

    /** The group whose treasure roll {@code roll} is, counting the rolls group by group. */
    static EnemyGroup groupOfRoll(Scenario sc, CreatureEvents.StateSource s, Encounter e, int roll) {
        int left = roll;
        for (EnemyGroup g : e.enemies()) {
            int n = treasureRolls(sc, s, g);
            if (left < n) {
                return g;
            }
            left -= n;
        }
        throw new IllegalStateException("no treasure roll " + roll + " in " + e);
    }

    /** The creature's treasure modifier. */
    static int modifier(Turn t, EnemyGroup g) {
        return t.creature(t.scenario, g).treasureModifier();
    }

    /**
     * The living heroes who may use Find Treasure now: the skill (a Dexterity hero) and at least 1 Dexterity left (EN
     * §23 / JP §23).
     */
    static List<String> finders(Party party, RuleOptions options) {
        List<String> ids = new ArrayList<>();
        for (Hero h : party.heroes()) {
            if (h.alive()
                    && !Conditions.incapacitated(h)
                    && h.skills(options).contains(Skill.FIND_TREASURE)
                    && h.subAttributeValue() > 0) {
                ids.add(h.id());
            }
        }
        return ids;
    }

    /**
     * Gives a group's treasure to the party: gold to the first living hero, as much as the party can carry (EN §27 /
     * JP §26: every 100 gold takes a slot), what he cannot carry to the next living hero, and the rest is left behind;
     * an item to the first living hero the party can still carry it with (EN §27, §45 / JP §26, §45), or it is left
     * behind.
     *
     * @param dieReported whether the table's die already has its own event
     */
    static void take(Turn t, EnemyGroup g, Treasure tr, boolean dieReported) {
        take(t, g.id(), tr, dieReported);
    }

    /** A treasure rolled on the table with a modifier and given to the party (a scenario's chest). */
    static Treasure treasure(Turn t, String source, int modifier) {
        Treasure tr = TreasureTable.roll(modifier, t.dice);
        take(t, source, tr, false);
        return tr;
    }

    /**
     * Gives a treasure to the party as {@link #take(Turn, EnemyGroup, Treasure, boolean)} does, from any source (a
     * scenario's chest).
     *
     * @param source what held it, for the event
     */
    static void take(Turn t, String source, Treasure tr, boolean dieReported) {
        // the heroes as they were: taking gold or an item changes none's place or life
        List<Hero> heroes = t.party().heroes();
        if (Steps.noHeroAlive(t.party())) {
            return;
        }
        int goldLeft = tr.gold();
        for (int i = 0; i < heroes.size(); i++) {
            if (!heroes.get(i).alive()) {
                continue;
            }
            String id = heroes.get(i).id();
            int taken = t.party().goldThatFits(id, goldLeft);
            if (taken > 0) {
                Hero h = t.hero(id);
                t.setHero(ImmutableHero.copyOf(h)
                        .withEquipment(h.equipment().withGold(h.equipment().gold() + taken)));
                goldLeft -= taken;
            }
        }
        boolean carried = false;
        if (tr.item().isPresent()) {
            for (int i = 0; i < heroes.size(); i++) {
                if (!heroes.get(i).alive()) {
                    continue;
                }
                Hero h = t.hero(heroes.get(i).id());
                Hero with = ImmutableHero.copyOf(h)
                        .withEquipment(h.equipment().add(tr.item().get()));
                // the party asked is the one set: made once
                Party asked = t.party().with(with);
                if (asked.withinCarryLimit()) {
                    t.setPartyUnchecked(asked);
                    carried = true;
                    break;
                }
            }
        }
        int goldBehind = goldLeft;
        boolean itemBehind = tr.item().isPresent() && !carried;
        // the text is written when asked
        Supplier<String> text = () -> "treasure of " + source + ": " + tr
                + (itemBehind ? " (left behind: no room to carry it)" : "")
                + (goldBehind > 0 ? " (" + goldBehind + " gold left behind: no room to carry it)" : "");
        t.add(
                dieReported
                        ? Event.of(TREASURE, text)
                        : Event.roll(TREASURE, text, tr.rolls().get(0)));
        for (int k = 1; k < tr.rolls().size(); k++) {
            Roll r = tr.rolls().get(k);
            t.add(Event.roll(TREASURE, r.purpose(), r));
        }
    }
}
