package io.github.roguelikehalf.rules.dicebot;

import io.github.roguelikehalf.rules.Names;
import io.github.roguelikehalf.rules.RuleTerm;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.MagicItem;
import io.github.roguelikehalf.rules.item.MagicTreasure;
import io.github.roguelikehalf.rules.item.Valuable;
import io.github.roguelikehalf.rules.treasure.Treasure;
import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;
import java.util.stream.Collectors;

/** The one-line texts of dice-bot results; the names of rule terms come from {@link Names}. */
final class DiceBotTexts {

    private DiceBotTexts() {}

    private static boolean japanese(Locale locale) {
        return Locale.JAPANESE.getLanguage().equals(locale.getLanguage());
    }

    /** BCDice's separator: a full-width greater-than sign in Japanese. */
    private static String separator(Locale locale) {
        return japanese(locale) ? " ＞ " : " > ";
    }

    static String text(DiceBotResult result, Locale locale) {
        if (result instanceof DiceBotResult.Checked c) {
            return check(c, locale);
        } else if (result instanceof DiceBotResult.D66Rolled d) {
            return "(" + d.command() + ")" + separator(locale) + d.roll().total();
        }
        return treasure((DiceBotResult.TreasureFound) result, locale);
    }

    private static String check(DiceBotResult.Checked c, Locale locale) {
        CheckResult r = c.result();
        RuleTerm verdict = r.critical()
                ? RuleTerm.CRITICAL
                : r.fumble() ? RuleTerm.FUMBLE : r.success() ? RuleTerm.SUCCESS : RuleTerm.FAILURE;
        StringJoiner j = new StringJoiner(separator(locale));
        j.add("(" + c.command() + ")");
        j.add("[" + r.face() + "]" + DiceBotParser.signed(c.command().technique()));
        j.add(Integer.toString(r.total()));
        j.add(Names.of(verdict, locale));
        return j.toString();
    }

    private static String treasure(DiceBotResult.TreasureFound t, Locale locale) {
        Treasure treasure = t.treasure();
        List<Roll> rolls = treasure.rolls();
        StringJoiner j = new StringJoiner(separator(locale));
        j.add("(" + t.command() + ")");
        boolean magicOnly = t.command().table() == DiceBotCommand.Table.MAGIC_TREASURE;
        int modifier = t.command().modifier();
        RuleTerm table = magicOnly ? RuleTerm.MAGIC_TREASURE_TABLE : RuleTerm.TREASURE_TABLE;
        j.add(Names.of(table, locale) + " " + faces(rolls.get(0))
                + (modifier == 0 ? "" : DiceBotParser.signed(modifier)));
        j.add(Integer.toString(treasure.result()));
        boolean magicFollows = !magicOnly
                && treasure.item().filter(MagicItem.class::isInstance).isPresent();
        for (int i = 1; i < rolls.size(); i++) {
            boolean magicTable = magicFollows && i == 1;
            j.add((magicTable ? Names.of(RuleTerm.MAGIC_TREASURE_TABLE, locale) + " " : "") + faces(rolls.get(i)));
        }
        j.add(treasure.item().map(i -> item(i, locale)).orElseGet(() -> gold(treasure.gold(), locale)));
        return j.toString();
    }

    private static String faces(Roll r) {
        return r.faces().stream().map(f -> "[" + f + "]").collect(Collectors.joining());
    }

    private static String gold(int gold, Locale locale) {
        return japanese(locale)
                ? Names.of(RuleTerm.GOLD, locale) + gold + "枚"
                : gold + " " + Names.of(RuleTerm.GOLD, locale).toLowerCase(Locale.ROOT);
    }

    private static String item(Item item, Locale locale) {
        if (item instanceof Valuable v) {
            String name = Names.of(valuable(v.kind()), locale);
            return japanese(locale)
                    ? name + "(" + gold(v.value(), locale) + "相当)"
                    : name + " (worth " + gold(v.value(), locale) + ")";
        } else if (item instanceof MagicItem m) {
            String name = Names.of(magic(m.kind()), locale);
            if (!m.kind().charged()) {
                return name;
            }
            return japanese(locale) ? name + "(" + m.charges() + "回)" : name + " (" + m.charges() + " charges)";
        }
        return item.key();
    }

    private static RuleTerm valuable(Valuable.Kind kind) {
        return switch (kind) {
            case ACCESSORY -> RuleTerm.ACCESSORY;
            case SMALL_JEWEL -> RuleTerm.SMALL_JEWEL;
            case LARGE_JEWEL -> RuleTerm.LARGE_JEWEL;
        };
    }

    private static RuleTerm magic(MagicTreasure kind) {
        return switch (kind) {
            case BULLETS_OF_PIERCING -> RuleTerm.BULLET_OF_PIERCING;
            case FLUTE_OF_PEACE -> RuleTerm.FLUTE_OF_PEACE;
            case STAFF_OF_WALL -> RuleTerm.STAFF_OF_WALL;
            case SEARCHING_MONOCLE -> RuleTerm.SEARCHING_MONOCLE;
            case MAGICAL_TARGE -> RuleTerm.MAGICAL_TARGE;
            case WAR_DOLL -> RuleTerm.WAR_DOLL;
        };
    }
}
