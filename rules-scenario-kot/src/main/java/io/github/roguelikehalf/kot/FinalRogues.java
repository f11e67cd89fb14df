package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.item.Equipment;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.CreatureView;
import io.github.roguelikehalf.rules.scenario.Happening;
import io.github.roguelikehalf.rules.scenario.ScenarioChecks;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Tile;
import io.github.roguelikehalf.rules.scenario.Would;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * The intermediate event, the Midnight Rogues (EN §73): their number, the Dexterity check for the initiative, the theft
 * of the weapons in hand that replaces their first attacks when they win it, and the Divinity check that brings a
 * stolen weapon back after the victory. See {@code docs/rulings.md}, "Knight of Twilight: intermediate and final
 * events".
 */
final class FinalRogues {

    /** Flag: the Rogues won the initiative and will steal instead of making their first attacks. */
    static final String STEAL = "final-rogues-steal";

    /** Set: the weapons stolen by the Rogues, {@code HEROHEX:ITEMHEX} (hex of the hero's id and the item's key). */
    static final String STOLEN = "final-stolen";

    /** The most the Rogues' number grows with the clears of the final event (EN §73). */
    static final int MAX_BONUS = 2;

    /** Target of the Dexterity check for the initiative (EN §73). */
    static final int INITIATIVE_TARGET = 5;

    /** Target of each Dexterity check against the theft (EN §73). */
    static final int THEFT_TARGET = 4;

    /** Target of the Divinity check that brings a stolen weapon back (EN §73). */
    static final int RETURN_TARGET = 4;

    private static final HexFormat HEX = HexFormat.of();

    private FinalRogues() {}

    /**
     * How many Rogues appear: 1d6 plus the clears of the final event, at most +2 (EN §73).
     *
     * @param ctx the game, whose dice roll the d6
     * @return the Rogues' group, fighting to the death
     */
    static EnemyGroup appear(ScenarioContext ctx) {
        int bonus = Math.min(MAX_BONUS, ctx.scenarioState().counter(Keys.CLEARS));
        Roll d = ctx.dice().d6("number of Midnight Rogues");
        int n = d.total() + bonus;
        ctx.event(Event.roll(
                Keys.ROGUES,
                n + " Midnight Rogues appear (1d6 " + d.total() + (bonus > 0 ? " + " + bonus + " for the clears" : "")
                        + ")",
                d));
        return new EnemyGroup(FinalEvents.ROGUES.id(), FinalEvents.ROGUES.id(), n, n, false, true);
    }

    /**
     * The intermediate event (EN §73): the Rogues are met, the first living hero makes the Dexterity check for the
     * initiative, and the fight starts; on a failure the Rogues' first half-round is a theft.
     *
     * @param ctx the game
     * @param tile the Rogues' tile
     */
    static void onEvent(ScenarioContext ctx, Tile tile) {
        ctx.setScenarioState(ctx.scenarioState().withFlag(Keys.ROGUES_MET, true));
        EnemyGroup rogues = appear(ctx);
        Optional<Hero> first = ctx.party().heroes().stream().filter(Hero::alive).findFirst();
        boolean heroesFirst = first.isEmpty()
                || ScenarioChecks.hero(
                                ctx,
                                first.get().id(),
                                CheckKind.DEXTERITY,
                                INITIATIVE_TARGET,
                                Keys.ROGUES,
                                "tries to catch the Rogues unawares")
                        .success();
        if (!heroesFirst) {
            ctx.setScenarioState(ctx.scenarioState().withFlag(STEAL, true));
            ctx.event(Keys.ROGUES, "the Rogues have the initiative: they will try to steal the weapons in hand");
        }
        ctx.fight(List.of(rogues), heroesFirst);
    }

    /** The Rogues' special rules. */
    static final CreatureRules RULES = new CreatureRules() {
        @Override
        public Would modify(Would event, CreatureView view) {
            return event instanceof Would.FightsToTheDeath f ? f.withToTheDeath(true) : event;
        }

        @Override
        public boolean mayChange(Class<? extends Would> kind) {
            return kind == Would.FightsToTheDeath.class;
        }

        @Override
        public Happening on(Happening event, EnemyGroup group, ScenarioContext ctx) {
            if (event instanceof Happening.RoundBegins r && ctx.scenarioState().flag(STEAL)) {
                ctx.setScenarioState(ctx.scenarioState().withFlag(STEAL, false));
                steal(ctx, group.current());
                return r.withActedInstead(true);
            }
            if (event instanceof Happening.Defeated) {
                ctx.setScenarioState(ctx.scenarioState().withFlag(Keys.ROGUES_DEFEATED, true));
                giveBack(ctx);
                FinalEvents.fightOver(ctx, group);
            }
            return event;
        }
    };

    /**
     * The theft (EN §73): as many Dexterity checks as there are Rogues, split evenly between the living heroes (the
     * first takes the odd one); a failure steals the weapon in the hero's hand, and a hero with no weapon in hand
     * rolls no more.
     */
    static void steal(ScenarioContext ctx, int rogues) {
        // the living heroes, by index (no stream per theft)
        List<Hero> heroes = ctx.party().heroes();
        List<Hero> living = new java.util.ArrayList<>(heroes.size());
        for (int i = 0; i < heroes.size(); i++) {
            if (heroes.get(i).alive()) {
                living.add(heroes.get(i));
            }
        }
        if (living.isEmpty()) {
            return;
        }
        for (int i = 0; i < living.size(); i++) {
            String id = living.get(i).id();
            int checks = rogues / living.size() + (i < rogues % living.size() ? 1 : 0);
            for (int k = 0; k < checks; k++) {
                Optional<Item> weapon = weaponInHand(ctx.party().hero(id));
                if (weapon.isEmpty()) {
                    if (k == 0) {
                        ctx.event(Keys.ROGUES, id + " has no weapon in hand to steal");
                    }
                    break;
                }
                boolean kept = ScenarioChecks.hero(
                                ctx, id, CheckKind.DEXTERITY, THEFT_TARGET, Keys.ROGUES, "keeps hold of his weapon")
                        .success();
                if (!kept) {
                    Hero h = ctx.party().hero(id);
                    ctx.setHero(h.discard(weapon.get(), ctx.state().options()));
                    ScenarioState s = ctx.scenarioState();
                    ctx.setScenarioState(s.withAdded(STOLEN, encode(id, weapon.get())));
                    ctx.event(
                            Keys.ROGUES,
                            "the Rogues steal " + id + "'s " + weapon.get().key());
                }
            }
        }
    }

    /** The first weapon held, melee or ranged. */
    static Optional<Item> weaponInHand(Hero h) {
        for (Item i : h.equipment().hands()) {
            if (i instanceof Weapon || i instanceof RangedWeapon) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    /**
     * After the victory (EN §73): each living hero robbed makes a Divinity check; a success brings his weapon back, to
     * his hand if it has room for it and holds no weapon, otherwise carried if the party can still carry it (EN §27),
     * else it is left behind. Unrecovered weapons are lost.
     */
    static void giveBack(ScenarioContext ctx) {
        GameState state = ctx.state();
        List<String> stolen = new ArrayList<>(state.scenarioState().set(STOLEN));
        if (stolen.isEmpty()) {
            return;
        }
        ctx.setScenarioState(state.scenarioState().withoutSet(STOLEN));
        for (String entry : stolen) {
            int colon = entry.indexOf(':');
            String id = new String(HEX.parseHex(entry.substring(0, colon)), StandardCharsets.UTF_8);
            Item item = Item.parse(new String(HEX.parseHex(entry.substring(colon + 1)), StandardCharsets.UTF_8));
            Optional<Hero> h = ctx.party().heroes().stream()
                    .filter(x -> x.id().equals(id) && x.alive())
                    .findFirst();
            if (h.isEmpty()) {
                continue;
            }
            boolean back = ScenarioChecks.hero(
                            ctx, id, CheckKind.DIVINITY, RETURN_TARGET, Keys.ROGUES, "looks for his stolen weapon")
                    .success();
            if (!back) {
                ctx.event(Keys.ROGUES, id + "'s " + item.key() + " is not found: it is lost");
                continue;
            }
            Hero hero = ctx.party().hero(id);
            Equipment e = hero.equipment();
            int used = e.hands().stream().mapToInt(Item::hands).sum();
            boolean toHand = weaponInHand(hero).isEmpty() && used + item.hands() <= 2;
            List<Item> hands = new ArrayList<>();
            if (toHand) {
                hands.add(item);
            }
            hands.addAll(e.hands());
            List<Item> carried = new ArrayList<>(e.carried());
            if (!toHand) {
                carried.add(item);
            }
            Hero taken = hero.reequip(
                    new Equipment(hands, e.armour(), carried, e.gold(), e.rations()),
                    ctx.state().options());
            if (!ctx.party().with(taken).withinCarryLimit()) {
                ctx.event(
                        Keys.ROGUES,
                        id + " finds his " + item.key() + " but has no room to carry it: it is left behind (EN §27)");
                continue;
            }
            ctx.setHero(taken);
            ctx.event(Keys.ROGUES, id + " gets his " + item.key() + " back" + (toHand ? " in hand" : ", carried"));
        }
    }

    private static String encode(String heroId, Item item) {
        return HEX.formatHex(heroId.getBytes(StandardCharsets.UTF_8)) + ":"
                + HEX.formatHex(item.key().getBytes(StandardCharsets.UTF_8));
    }
}
