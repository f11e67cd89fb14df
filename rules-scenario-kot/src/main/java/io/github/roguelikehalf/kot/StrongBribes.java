package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The bribes of the Strong Creatures of tiles 63-65 (EN §71), asked as scenario reactions and paid or refused by the
 * player (EN §35 / JP §34): the dark elf archer's clue, the hob-goblin captain's gold, the war jester's 30 gold or
 * magic item. What the text leaves open is decided in docs/rulings.md.
 */
final class StrongBribes {

    /** The war jester's bribe in gold. */
    static final int JESTER_GOLD = 30;

    private StrongBribes() {}

    /**
     * A scenario reaction of these creatures: the bribe asked, or their attack when the party cannot pay.
     *
     * @return whether the reaction was one of theirs
     */
    static boolean react(ScenarioContext ctx, String reaction) {
        switch (reaction) {
            case "clue-bribe" -> clueBribe(ctx);
            case "captain-bribe" -> captainBribe(ctx);
            case "jester-bribe" -> jesterBribe(ctx);
            default -> {
                return false;
            }
        }
        return true;
    }

    /** The choice of the dark elf's bribe: a clue. */
    static final String CLUE_BRIBE = "strong-clue-bribe";

    /** The choice of the captain's bribe: all the heroes' gold. */
    static final String CAPTAIN_BRIBE = "strong-captain-bribe";

    /** The choice of the jester's bribe: 30 gold or a magic item. */
    static final String JESTER_BRIBE = "strong-jester-bribe";

    /** Counter prefix: the creatures asking a bribe, by creature id, while the party chooses (a choice has none). */
    private static final String ASKING = "strong-asking:";

    /** The creatures of each bribe, in the tile's order. */
    private static final Map<String, List<String>> ASKERS = Map.of(
            CLUE_BRIBE, List.of(StrongRooms.DARK_ELF.id()),
            CAPTAIN_BRIBE, List.of(StrongRooms.CAPTAIN.id(), StrongRooms.GOBLINS.id()),
            JESTER_BRIBE, List.of(StrongRooms.JESTER.id()));

    private static final String REFUSE = "refuse";
    private static final String PAY = "pay";
    private static final String PAY_GOLD = "pay-gold";
    private static final String GIVE = "give:";

    /**
     * A bribe the party can pay: the player pays or refuses (EN §35 / JP §34, EN §71); the creatures asking are kept
     * in the scenario state, since a choice has no encounter.
     */
    private static void askBribe(ScenarioContext ctx, String key, String prompt, List<String> pay) {
        var s = ctx.scenarioState();
        for (EnemyGroup g : ctx.encounter().orElseThrow().enemies()) {
            s = s.withCounter(ASKING + g.creatureId(), g.current());
        }
        ctx.setScenarioState(s);
        List<String> options = new ArrayList<>(pay);
        options.add(REFUSE);
        ctx.offerChoice(new Choice(key, "party", prompt, Keys.STRONG, options));
    }

    /** 63 (EN §71): the dark elf asks for a clue; without one it attacks. */
    private static void clueBribe(ScenarioContext ctx) {
        int clues = ctx.scenarioState().counter(Keys.CLUE_COUNT);
        if (clues > 0) {
            askBribe(
                    ctx,
                    CLUE_BRIBE,
                    "the dark elf archer asks for a clue (" + clues + " held): pay it, or refuse and fight",
                    List.of(PAY));
        } else {
            ctx.event(Keys.STRONG, "the dark elf archer asks for a clue the party does not have: it attacks");
            fight(ctx);
        }
    }

    /** The gold the living heroes carry. */
    private static int gold(GameState s) {
        int gold = 0;
        for (Hero h : s.party().heroes()) {
            gold += h.alive() ? h.equipment().gold() : 0;
        }
        return gold;
    }

    /** 64 (EN §71): the captain asks for all the gold the heroes carry; with none, he attacks. */
    private static void captainBribe(ScenarioContext ctx) {
        int gold = gold(ctx.state());
        if (gold == 0) {
            ctx.event(Keys.STRONG, "the captain asks for all the party's treasure, and it has no gold: he attacks");
            fight(ctx);
            return;
        }
        askBribe(
                ctx,
                CAPTAIN_BRIBE,
                "the hob-goblin captain asks for all the party's gold (" + gold + "): pay it, or refuse and fight",
                List.of(PAY));
    }

    /** The magic weapons, armour and shields a living hero holds or carries, as {@code give:HERO:ITEM} options. */
    private static List<String> magicGifts(GameState s) {
        List<String> gifts = new ArrayList<>();
        for (Hero h : s.party().heroes()) {
            List<Item> items = new ArrayList<>(h.equipment().hands());
            items.addAll(h.equipment().carried());
            for (Item i : items) {
                String o = GIVE + TrapRooms.word(h.id()) + ":" + TrapRooms.word(i.key());
                // as for the base rules' bribes, not a held shield whose loss leaves the party over its carry limit
                if (h.alive()
                        && i.key().startsWith("magic-")
                        && !gifts.contains(o)
                        && s.party().with(h.discard(i, s.options())).withinCarryLimit()) {
                    gifts.add(o);
                }
            }
        }
        return gifts;
    }

    /**
     * 65 (EN §71): the jester asks for 30 gold (from the heroes in party order) or a magic weapon, armour or shield a
     * hero holds or carries; with neither, he attacks.
     */
    private static void jesterBribe(ScenarioContext ctx) {
        List<String> pay = new ArrayList<>();
        if (gold(ctx.state()) >= JESTER_GOLD) {
            pay.add(PAY_GOLD);
        }
        pay.addAll(magicGifts(ctx.state()));
        if (pay.isEmpty()) {
            ctx.event(
                    Keys.STRONG,
                    "the war jester asks for 30 gold or a magic item, and the party has neither: he attacks");
            fight(ctx);
            return;
        }
        askBribe(
                ctx,
                JESTER_BRIBE,
                "the war jester asks for " + JESTER_GOLD + " gold or a magic item: pay, or refuse and fight",
                pay);
    }

    /** A state from outside at one of these bribes counts each creature asking (at least one of each). */
    static void checkState(GameState state) {
        if (state.phase() instanceof Phase.Choosing c
                && ASKERS.containsKey(c.choice().key())) {
            int asking = 0;
            for (String id : ASKERS.get(c.choice().key())) {
                int n = state.scenarioState().counter(ASKING + id);
                if (n < 0) {
                    throw new RulesException("invalid state: scenarioState.counters: the counter '" + ASKING + id
                            + "' of the creatures asking cannot be negative, was " + n);
                }
                asking += n;
            }
            if (asking < 1) {
                throw new RulesException("invalid state: scenarioState.counters: the bribe '"
                        + c.choice().key()
                        + "' needs the counters '" + ASKING + "CREATURE' of the creatures asking, at least one"
                        + " creature in all");
            }
        }
    }

    /** The player paid or refused one of these bribes. */
    static void resolve(ScenarioContext ctx, Choice choice, String option) {
        List<String> askers = ASKERS.get(choice.key());
        if (askers == null) {
            throw new IllegalStateException("no choice " + choice.key() + " among the strong creatures' bribes");
        }
        var s = ctx.scenarioState();
        List<EnemyGroup> groups = new ArrayList<>();
        for (String id : askers) {
            // only the creatures that were met ask (a group may be missing from the encounter)
            int n = s.counter(ASKING + id);
            if (n > 0) {
                groups.add(EnemyGroup.of(id, n));
            }
            s = s.withCounter(ASKING + id, 0);
        }
        ctx.setScenarioState(s);
        if (option.equals(REFUSE)) {
            ctx.event(Keys.STRONG, "the bribe is refused: they attack");
            ctx.fight(groups, false);
            return;
        }
        switch (choice.key()) {
            case CLUE_BRIBE -> {
                var after = ctx.scenarioState().add(Keys.CLUE_COUNT, -1);
                ctx.setScenarioState(after);
                ctx.event(
                        Keys.STRONG,
                        "the dark elf archer takes a clue and goes: " + after.counter(Keys.CLUE_COUNT) + " clues left");
            }
            case CAPTAIN_BRIBE -> {
                int gold = gold(ctx.state());
                for (Hero h : ctx.party().heroes()) {
                    if (h.alive() && h.equipment().gold() > 0) {
                        ctx.setHero(ImmutableHero.copyOf(h)
                                .withEquipment(h.equipment().withGold(0)));
                    }
                }
                ctx.event(
                        Keys.STRONG, "the captain takes all the party's gold (" + gold + ") and goes with his goblins");
            }
            default -> payJester(ctx, option);
        }
    }

    /** The jester's bribe paid: 30 gold from the heroes in party order, or the magic item chosen. */
    private static void payJester(ScenarioContext ctx, String option) {
        if (option.equals(PAY_GOLD)) {
            int left = JESTER_GOLD;
            for (Hero h : ctx.party().heroes()) {
                int paid = h.alive() ? Math.min(left, h.equipment().gold()) : 0;
                if (paid > 0) {
                    ctx.setHero(ImmutableHero.copyOf(h)
                            .withEquipment(h.equipment().withGold(h.equipment().gold() - paid)));
                    left -= paid;
                }
            }
            ctx.event(Keys.STRONG, "the war jester takes " + JESTER_GOLD + " gold and goes");
            return;
        }
        for (Hero h : ctx.party().heroes()) {
            List<Item> items = new ArrayList<>(h.equipment().hands());
            items.addAll(h.equipment().carried());
            for (Item i : items) {
                if (option.equals(GIVE + TrapRooms.word(h.id()) + ":" + TrapRooms.word(i.key()))) {
                    ctx.setHero(h.discard(i, ctx.state().options()));
                    ctx.event(Keys.STRONG, "the war jester takes " + h.id() + "'s " + i.key() + " and goes");
                    return;
                }
            }
        }
        throw new IllegalStateException("the jester was offered no " + option);
    }

    /** The creatures being met attack (their reaction turned to a fight). */
    private static void fight(ScenarioContext ctx) {
        ctx.encounter().ifPresent(e -> ctx.fight(e.enemies(), false));
    }
}
