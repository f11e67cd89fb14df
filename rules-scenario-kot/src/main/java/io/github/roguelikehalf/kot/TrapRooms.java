package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.Fact;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Tile;
import io.github.roguelikehalf.rules.scenario.Trap;
import io.github.roguelikehalf.rules.scenario.Trap.Targeting;
import io.github.roguelikehalf.rules.scenario.Traps;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Traps, tiles 41-46 (EN §69), as {@link Trap} data sprung with {@link Traps}: each target rolls Dexterity against the
 * trap's difficulty, and a failure costs what the trap says. The oil bottle's lantern, the arrow slit's chosen targets
 * and the alarm's creatures are played here.
 */
final class TrapRooms implements Part {

    /** 41: Dexterity 5, one character at random, 1 damage. */
    static final Trap SPEAR_THROWER =
            new Trap("spear thrower", Keys.TRAPS, 5, Targeting.RANDOM_ONE, 1, Optional.empty());

    /** 42: Dexterity 3, one character at random, oil-soaked (combat rolls fumble on 1 and 2) for the adventure. */
    static final Trap OIL_BOTTLE =
            new Trap("oil bottle", Keys.TRAPS, 3, Targeting.RANDOM_ONE, 0, Optional.of(Effect.oilSoaked(Keys.TRAPS)));

    /** 43: Dexterity 3, 1d3 characters the player chooses, 1 damage each. */
    static final Trap ARROW_SLIT = new Trap("arrow slit", Keys.TRAPS, 3, Targeting.CHOSEN_1D3, 1, Optional.empty());

    /** 44: Dexterity 4, a non-combat follower (a character at random when there is none), 2 damage. */
    static final Trap SELECTION_BLADE =
            new Trap("selection blade", Keys.TRAPS, 4, Targeting.NON_COMBAT_FOLLOWER_FIRST, 2, Optional.empty());

    /** 45: Dexterity 4, one character at random; a failure may bring Weak Creatures. */
    static final Trap ALARM = new Trap("alarm", Keys.TRAPS, 4, Targeting.RANDOM_ONE, 0, Optional.empty());

    /** 46: Dexterity 3, every character, 2 damage each. */
    static final Trap POISON_GAS = new Trap("poison gas", Keys.TRAPS, 3, Targeting.WHOLE_PARTY, 2, Optional.empty());

    /** The traps by tile. */
    static final Map<String, Trap> BY_TILE = Map.of(
            "41", SPEAR_THROWER,
            "42", OIL_BOTTLE,
            "43", ARROW_SLIT,
            "44", SELECTION_BLADE,
            "45", ALARM,
            "46", POISON_GAS);

    /** The alarm brings creatures on 1d6 of this or less: the next tile's tens digit is 5 (Weak Creatures). */
    static final int ALARM_CALLS = 5;

    /** The choice of the arrow slit's targets, one at a time. */
    static final String ARROWS = "trap-arrows";

    /** Counter: arrow-slit targets still to choose. */
    private static final String ARROWS_LEFT = "trap-arrows-left";

    /** Set: the arrow-slit targets chosen, as indexes into {@link Traps#characters(Party)}. */
    private static final String ARROWS_CHOSEN = "trap-arrows-chosen";

    @Override
    public String key() {
        return "trap";
    }

    @Override
    public void onEvent(ScenarioContext ctx, Tile tile) {
        Trap trap = BY_TILE.get(tile.id());
        if (trap == null) {
            return;
        }
        switch (tile.id()) {
            case "42" -> oil(ctx, spring(ctx, trap));
            case "43" -> arrows(ctx);
            case "45" -> alarm(ctx, spring(ctx, trap));
            default -> spring(ctx, trap);
        }
    }

    /**
     * Springs a trap whose targets the rules draw, as {@link Traps#spring(ScenarioContext, Trap)} does, except that a
     * non-combat follower's damage goes to a Dummy Balloon when the party has one (EN §66, 13): each target rolls
     * against a harmless copy of the trap, and this part deals the trap's damage.
     */
    private static List<String> spring(ScenarioContext ctx, Trap trap) {
        if (trap.targeting() == Targeting.WHOLE_PARTY) {
            return spring(ctx, trap, Traps.characters(ctx.party()));
        }
        List<String> caught = Traps.spring(ctx, harmless(trap));
        hurt(ctx, trap, caught);
        return caught;
    }

    /** Springs a trap on given targets one at a time, with the Dummy Balloon (see {@link #spring(ScenarioContext, Trap)}). */
    private static List<String> spring(ScenarioContext ctx, Trap trap, List<String> targets) {
        List<String> caught = new ArrayList<>();
        for (String t : targets) {
            if (ctx.state().isTerminal()) {
                break;
            }
            List<String> c = Traps.spring(ctx, harmless(trap), List.of(t));
            hurt(ctx, trap, c);
            caught.addAll(c);
        }
        return List.copyOf(caught);
    }

    private static Trap harmless(Trap trap) {
        return new Trap(trap.name(), trap.rule(), trap.difficulty(), trap.targeting(), 0, trap.condition());
    }

    /** The trap's damage to the characters caught: a hero loses Life, a follower dies or a balloon bursts. */
    private static void hurt(ScenarioContext ctx, Trap trap, List<String> caught) {
        if (trap.damage() == 0) {
            return;
        }
        for (String c : caught) {
            if (ctx.state().isTerminal()) {
                return;
            }
            if (PartyChecks.isHero(ctx.state(), c)) {
                ctx.damageHero(c, trap.damage(), trap.rule(), "the " + trap.name());
            } else {
                followerHurt(ctx, c, trap.rule(), "one " + c + " dies");
            }
        }
    }

    /**
     * A follower of a kind loses Life outside a fight: a Dummy Balloon takes it for a non-combat follower (EN §66,
     * 13); otherwise one of them dies (every follower has 1 Life).
     *
     * @param ctx the game
     * @param key the follower kind's key
     * @param rule the rule section
     * @param death the event's text when one dies
     */
    static void followerHurt(ScenarioContext ctx, String key, String rule, String death) {
        if (HiddenRooms.balloonTakes(ctx, key)) {
            return;
        }
        Party p = ctx.party();
        // by index: asked for every follower a trap catches
        List<FollowerGroup> groups = p.followers().groups();
        for (int i = 0; i < groups.size(); i++) {
            FollowerGroup g = groups.get(i);
            if (g.key().equals(key) && g.count() > 0) {
                ctx.setParty(p.losing(g.kind(), 1, ctx.state().options()));
                ctx.event(Event.of(rule, death).with(new Fact.FollowersLost(key, 1)));
                return;
            }
        }
    }

    /** EN §69, 42: a caught character holding a lantern is burnt by it (1d3; a Lamplighter, a follower, dies). */
    private static void oil(ScenarioContext ctx, List<String> caught) {
        for (String c : caught) {
            if (ctx.state().isTerminal()) {
                return;
            }
            Party p = ctx.party();
            Optional<Hero> h = p.heroes().stream().filter(x -> x.id().equals(c)).findFirst();
            if (h.isPresent()) {
                if (h.get().alive() && h.get().equipment().holdsLantern()) {
                    Roll r = ctx.dice().d3("the oil bottle: the lantern burns");
                    ctx.event(Event.roll(Keys.TRAPS, "the oil catches fire on " + c + "'s lantern", r));
                    ctx.damageHero(c, r.total(), Keys.TRAPS, "a burning lantern");
                }
            } else {
                Optional<FollowerGroup> g = p.followers().groups().stream()
                        .filter(x -> x.key().equals(c) && x.type() == FollowerType.LAMPLIGHTER)
                        .findFirst();
                if (g.isPresent()) {
                    followerHurt(
                            ctx, c, Keys.TRAPS, "the oil catches fire on a lamplighter's lantern: one " + c + " dies");
                }
            }
        }
    }

    /** EN §69, 45: after a failure, 1d6 of 5 or less fixes the next tile's tens digit to 5. */
    private static void alarm(ScenarioContext ctx, List<String> caught) {
        if (caught.isEmpty() || ctx.state().isTerminal()) {
            return;
        }
        Roll r = ctx.dice().d6("the alarm: do creatures come?");
        boolean comes = r.total() <= ALARM_CALLS;
        ctx.event(Event.roll(
                Keys.TRAPS,
                comes
                        ? "the alarm rings: the next tile's tens digit is 5 (Weak Creatures)"
                        : "the alarm rings, but nobody comes",
                r));
        if (comes) {
            ctx.setScenarioState(ctx.scenarioState().withCounter(Keys.FIXED_TENS, 5));
        }
    }

    /** EN §69, 43: 1d3 targets; the player chooses them one at a time unless the party has no more characters. */
    private static void arrows(ScenarioContext ctx) {
        int n = Traps.chosenCount(ctx, ARROW_SLIT);
        List<String> all = Traps.characters(ctx.party());
        if (n >= all.size()) {
            spring(ctx, ARROW_SLIT, all);
            return;
        }
        ctx.setScenarioState(ctx.scenarioState().withCounter(ARROWS_LEFT, n).withoutSet(ARROWS_CHOSEN));
        offerArrowTarget(ctx);
    }

    /**
     * A state from outside at the arrow slit's choice: the targets still to choose are at least one and no more than
     * the characters not yet chosen, and those chosen are characters of the party.
     */
    static void checkState(GameState state) {
        if (!(state.phase() instanceof Phase.Choosing c) || !c.choice().key().equals(ARROWS)) {
            return;
        }
        ScenarioState s = state.scenarioState();
        int characters = Traps.characters(state.party()).size();
        for (String i : s.set(ARROWS_CHOSEN)) {
            if (!i.matches("[0-9]{1,3}") || Integer.parseInt(i) >= characters) {
                throw new RulesException("invalid state: scenarioState.sets: '" + ARROWS_CHOSEN + "' holds '" + i
                        + "', not the index of one of the party's " + characters + " characters");
            }
        }
        int left = s.counter(ARROWS_LEFT);
        int open = characters - s.set(ARROWS_CHOSEN).size();
        if (left < 1 || left > open) {
            throw new RulesException("invalid state: scenarioState.counters: '" + ARROWS_LEFT + "' must be 1.." + open
                    + " (the characters not yet chosen), was " + left);
        }
    }

    private static void offerArrowTarget(ScenarioContext ctx) {
        List<String> all = Traps.characters(ctx.party());
        List<String> options = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            String o = option(all.get(i));
            if (!chosen(ctx.scenarioState(), i) && !options.contains(o)) {
                options.add(o);
            }
        }
        int left = ctx.scenarioState().counter(ARROWS_LEFT);
        ctx.offerChoice(new Choice(
                ARROWS, "party", "who the arrow slit targets (" + left + " more to choose)", Keys.TRAPS, options));
    }

    /** The option naming a character. */
    static String option(String character) {
        return "target:" + word(character);
    }

    /**
     * A character's id or follower key as a word of a choice's option: lower case, {@code /} as {@code :} and
     * {@code _} as {@code -}.
     *
     * @param character a hero id or a follower key
     * @return the word
     */
    static String word(String character) {
        return character.toLowerCase(Locale.ROOT).replace('/', ':').replace('_', '-');
    }

    private static boolean chosen(ScenarioState s, int index) {
        return s.set(ARROWS_CHOSEN).contains(Integer.toString(index));
    }

    @Override
    public void resolveChoice(ScenarioContext ctx, Choice choice, String option) {
        if (!choice.key().equals(ARROWS)) {
            throw new IllegalStateException("the traps offered no choice " + choice.key());
        }
        List<String> all = Traps.characters(ctx.party());
        ScenarioState s = ctx.scenarioState();
        for (int i = 0; i < all.size(); i++) {
            if (!chosen(s, i) && option(all.get(i)).equals(option)) {
                s = s.withAdded(ARROWS_CHOSEN, Integer.toString(i)).add(ARROWS_LEFT, -1);
                break;
            }
        }
        ctx.setScenarioState(s);
        if (s.counter(ARROWS_LEFT) > 0) {
            offerArrowTarget(ctx);
            return;
        }
        List<String> targets = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            if (chosen(s, i)) {
                targets.add(all.get(i));
            }
        }
        ctx.setScenarioState(s.withoutSet(ARROWS_CHOSEN));
        spring(ctx, ARROW_SLIT, targets);
    }
}
