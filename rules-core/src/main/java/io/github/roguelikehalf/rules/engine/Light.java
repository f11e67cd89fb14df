package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import java.util.List;

/**
 * Light in the dungeon (EN §28 / JP §27): a party sees when a living hero holds a lantern or a Lamplighter carries
 * one; otherwise every check of the party takes -2 (AMB-34). Pure functions, for the engine, bots and scenarios.
 */
public final class Light {

    /** The rule section. */
    public static final String RULE = "EN §28 / JP §27";

    /** The modifier of a party without light. */
    public static final int DARKNESS = -2;

    private static final List<Modifier> DARK = List.of(new Modifier("no lantern held", DARKNESS, RULE));

    private Light() {}

    /**
     * Whether someone gives light: a living hero with a lantern in hand, or a Lamplighter.
     *
     * @param party the party
     * @return true if the party has light
     */
    public static boolean hasLight(Party party) {
        List<Hero> heroes = party.heroes();
        for (int i = 0; i < heroes.size(); i++) {
            Hero h = heroes.get(i);
            if (h.alive() && h.equipment().holdsLantern()) {
                return true;
            }
        }
        return party.followers().count(FollowerType.LAMPLIGHTER) > 0;
    }

    /**
     * The modifiers light gives to every check of the party.
     *
     * @param party the party
     * @return no modifier with light, -2 without
     */
    public static List<Modifier> modifiers(Party party) {
        return hasLight(party) ? List.of() : DARK;
    }
}
