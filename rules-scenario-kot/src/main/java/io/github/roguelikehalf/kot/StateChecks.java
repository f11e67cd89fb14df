package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.item.Weapon;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

/**
 * A Knight of Twilight state from outside (docs/snapshots.md, "scenario state"): the heroes' ids are words of the
 * scenario state, the counters the next d66 is made of hold a tens digit and a d66 result, the Rogues' loot names a
 * hero of the party and a weapon. (That a scenario reaction about to take effect is the creature's is checked by the
 * engine for every scenario.)
 */
final class StateChecks {

    private static final HexFormat HEX = HexFormat.of();

    private StateChecks() {}

    static void check(GameState state) {
        Campaign.heroIds(state.party(), "invalid state: ");
        ScenarioState s = state.scenarioState();
        int tens = s.counter(Keys.FIXED_TENS);
        if (tens < 0 || tens > 6) {
            fail(
                    "scenarioState.counters",
                    "'" + Keys.FIXED_TENS + "' is 0 (free) or the tens digit 1..6 of the next"
                            + " d66 (EN §62, §68), was " + tens);
        }
        int second = s.counter(Keys.SECOND_D66);
        if (second != 0 && !isD66(second)) {
            fail(
                    "scenarioState.counters",
                    "'" + Keys.SECOND_D66 + "' is 0 (none) or a d66 result 11..66 with digits"
                            + " 1..6 (EN §66, the dungeon map), was " + second);
        }
        for (String entry : s.set(FinalRogues.STOLEN)) {
            stolen(state, entry);
        }
    }

    /** A d66 result: 11..66, both digits 1..6. */
    static boolean isD66(int n) {
        return n >= 11 && n <= 66 && n / 10 >= 1 && n % 10 >= 1 && n % 10 <= 6;
    }

    /** An entry of the Rogues' loot, {@code HEROHEX:ITEMHEX}: a hero of the party and a weapon. */
    private static void stolen(GameState state, String entry) {
        String at = "scenarioState.sets";
        String what = "'" + FinalRogues.STOLEN + "' holds '" + entry + "'; each entry is HEROHEX:ITEMHEX, the hex of"
                + " the robbed hero's id and of the stolen weapon's key (EN §73)";
        int colon = entry.indexOf(':');
        if (colon < 0 || !hex(entry.substring(0, colon)) || !hex(entry.substring(colon + 1))) {
            fail(at, what);
        }
        String hero = new String(HEX.parseHex(entry.substring(0, colon)), StandardCharsets.UTF_8);
        if (!state.party().ids().contains(hero)) {
            fail(
                    at,
                    what + ": '" + hero + "' is not a hero of the party "
                            + state.party().ids());
        }
        String key = new String(HEX.parseHex(entry.substring(colon + 1)), StandardCharsets.UTF_8);
        Item item;
        try {
            item = Item.parse(key);
        } catch (RuntimeException e) {
            fail(at, what + ": '" + key + "' is no item");
            return;
        }
        if (!(item instanceof Weapon) && !(item instanceof RangedWeapon)) {
            fail(at, what + ": '" + key + "' is no weapon");
        }
    }

    /** Non-empty lower-case hex of whole bytes. */
    private static boolean hex(String s) {
        return !s.isEmpty()
                && s.length() % 2 == 0
                && s.chars().allMatch(c -> (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'));
    }

    private static void fail(String at, String message) {
        throw new RulesException("invalid state: " + at + ": " + message);
    }
}
