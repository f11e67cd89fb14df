package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.item.ScenarioItem;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import java.util.Optional;

/**
 * The cool statue of tile 35 (EN §68): a {@link ScenarioItem} as heavy as 6 items, and its sale at the shop between
 * adventures: 1d6 of 3 or less, a worthless copy; 4 or more, 1d3 x 10 gold. Its carrier needs a round to ready a
 * weapon: he takes none in hand outside a fight.
 */
public final class CoolStatue {

    /** The statue as carried: {@code scenario:cool-statue:6}. */
    public static final ScenarioItem ITEM = new ScenarioItem("cool-statue", 6, java.util.OptionalInt.empty());

    /** The lowest 1d6 of a statue by a famous artist. */
    public static final int FAMOUS = 4;

    /** Gold per point of the 1d3 of a famous statue. */
    public static final int GOLD_PER_POINT = 10;

    private CoolStatue() {}

    /**
     * Sells a statue a hero carries (EN §68, 35): 1d6 of 3 or less is a worthless copy, 4 or more a work worth 1d3 x
     * 10 gold. The statue is gone either way.
     *
     * @param hero a hero carrying the statue
     * @param dice the dice: 1d6, then 1d3 for a famous work
     * @return the hero without the statue, with the gold it was worth
     * @throws RuleViolationException if the hero carries no statue
     */
    public static Hero sell(Hero hero, Dice dice) {
        if (!hero.equipment().carried().contains(ITEM)) {
            throw new RuleViolationException(
                    Keys.EVENTS, hero.id() + " carries no cool statue (" + ITEM.key() + ") to sell");
        }
        int gold = dice.d6("the cool statue: who made it").total() >= FAMOUS
                ? dice.d3("the cool statue: its worth").total() * GOLD_PER_POINT
                : 0;
        var e = hero.equipment().remove(ITEM);
        return ImmutableHero.copyOf(hero).withEquipment(e.withGold(e.gold() + gold));
    }

    /**
     * Whether a hero may take an item in hand at no cost outside a fight: not a weapon while he carries the statue
     * (EN §68, 35: readying a weapon takes him a round, so he does it in a fight, as his action).
     *
     * @param hero the hero
     * @param item the key of the item
     * @return false for a weapon taken in hand by a statue carrier
     */
    static boolean takesInHandFreely(Hero hero, String item) {
        if (!hero.equipment().carried().contains(ITEM)) {
            return true;
        }
        Item i;
        try {
            i = Item.parse(item);
        } catch (RuntimeException e) {
            return true;
        }
        return !(i instanceof Weapon) && !(i instanceof RangedWeapon);
    }

    /** The first living hero who can take the statue with the party within its carry limit (Porters help). */
    static Optional<Hero> carrier(Party p) {
        for (Hero h : p.heroes()) {
            if (h.alive()
                    && p.with(ImmutableHero.copyOf(h)
                                    .withEquipment(h.equipment().add(ITEM)))
                            .withinCarryLimit()) {
                return Optional.of(h);
            }
        }
        return Optional.empty();
    }

    /** The first hero who can take it carries the statue (EN §68, 35). */
    static void carry(ScenarioContext ctx) {
        Optional<Hero> h = carrier(ctx.party());
        if (h.isEmpty()) {
            ctx.event(Keys.EVENTS, "nobody can carry the statue: it stays");
            return;
        }
        Hero c = h.get();
        ctx.setHero(ImmutableHero.copyOf(c).withEquipment(c.equipment().add(ITEM)));
        ctx.event(Keys.EVENTS, c.id() + " carries the cool statue away (as heavy as 6 items)");
    }
}
