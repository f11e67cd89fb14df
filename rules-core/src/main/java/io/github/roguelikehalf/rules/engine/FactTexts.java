package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.Names;
import io.github.roguelikehalf.rules.RuleTerm;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The Japanese of each {@link Fact}, with names from a {@link Narration}: one sentence per kind of fact; the words of
 * the engine's texts that are not ids, and the kinds and results of checks.
 */
final class FactTexts {

    private FactTexts() {}

    /** Words of the engine's texts that are neither ids nor rule terms. */
    static final Map<String, String> WORDS = Map.of(
            "party", "一行",
            "fight", "戦闘",
            "followers", "従者",
            "heroes", "主人公",
            "narrow", "狭い場所",
            "which tile to enter", "どのマップタイルに入るか",
            "wide", "広い場所");

    /** A check's result in Japanese. */
    static String verdict(CheckResult c) {
        return c.critical() ? "クリティカル" : c.fumble() ? "ファンブル" : c.success() ? "成功" : "失敗";
    }

    /** The name of a kind of check in a language. */
    static String kind(CheckKind k, Locale locale) {
        return switch (k) {
            case PLAIN -> Names.of(RuleTerm.CHECK, locale);
            case ATTACK -> Names.of(RuleTerm.ATTACK_ROLL, locale);
            case SHOT -> "射撃の" + Names.of(RuleTerm.ATTACK_ROLL, locale);
            case DEFENSE -> Names.of(RuleTerm.DEFENSE_ROLL, locale);
            case SORCERY -> Names.of(RuleTerm.SORCERY_ROLL, locale);
            case DIVINITY -> Names.of(RuleTerm.DIVINITY_ROLL, locale);
            case STRENGTH -> Names.of(RuleTerm.STRENGTH_ROLL, locale);
            case DEXTERITY -> Names.of(RuleTerm.DEXTERITY_ROLL, locale);
            case LIFE -> Names.of(RuleTerm.LIFE_CHECK, locale);
            case MAGIC_RESISTANCE -> Names.of(RuleTerm.MAGIC_RESISTANCE_CHECK, locale);
        };
    }

    /**
     * A check's purpose ({@code Dexterity roll of hero-1}, as {@code Check.purpose()} names it to the dice) in the
     * narration's language, with the subject's name; empty if the text is not one.
     */
    static java.util.Optional<String> checkPurpose(String english, Narration n) {
        for (CheckKind k : CheckKind.values()) {
            String head = k.label() + " of ";
            if (english.startsWith(head)) {
                String subject = n.name(english.substring(head.length()));
                boolean ja = Locale.JAPANESE.getLanguage().equals(n.locale().getLanguage());
                return java.util.Optional.of(ja ? subject + "の" + kind(k, n.locale()) : head + subject);
            }
        }
        return java.util.Optional.empty();
    }

    /** English item, follower and treasure names read lower case in a sentence; skills and spells keep capitals. */
    static String lower(String key, String name) {
        return key.startsWith("item.")
                        || key.startsWith("follower.")
                        || key.startsWith("treasure.")
                        || key.startsWith("damage.")
                        || key.startsWith("status.")
                ? name.toLowerCase(Locale.ROOT)
                : name;
    }

    static final List<String> PREFIXES = List.of(
            "follower.",
            "item.",
            "magic-treasure.",
            "treasure.",
            "spell.",
            "miracle.",
            "skill.",
            "status.",
            "damage.",
            "reaction.",
            "sub-attribute.");

    static final Map<String, String> ALIASES = Map.of(
            "bow", "bow-and-arrows",
            "cursed", "curse",
            "petrified", "petrify",
            "paralyzed", "paralyze",
            "bullets-of-piercing", "bullet-of-piercing");

    static String japanese(Fact f, Narration n) {
        if (f instanceof Fact.TileEntered t) {
            return "マップタイル「" + n.name(t.title()) + "」に入った";
        } else if (f instanceof Fact.Reacted r) {
            return n.name(r.group()) + "の反応:" + reaction(r.reaction(), n);
        } else if (f instanceof Fact.FightStarted s) {
            return "戦闘開始:" + (s.heroesFirst() ? "主人公側" : "敵") + "が先に行動する";
        } else if (f instanceof Fact.Defence d) {
            return n.name(d.defender()) + "は" + n.name(d.attacker()) + "の攻撃に防御ロール:"
                    + (d.failed() ? (d.damage() > 0 ? d.damage() + "点のダメージ" : "失敗") : "無傷");
        } else if (f instanceof Fact.HeroDamaged h) {
            return n.name(h.hero()) + "は生命点を" + h.amount() + "失った(残り" + h.lifeLeft() + ")";
        } else if (f instanceof Fact.HeroDied h) {
            return n.name(h.hero()) + "は死亡した";
        } else if (f instanceof Fact.EnemyDamaged d) {
            return n.name(d.group()) + (d.asleep() ? "が" + d.amount() + "体眠った" : "に" + d.amount() + "のダメージ") + "(残り"
                    + d.left() + ")" + (d.defeated() ? ":倒した" : "");
        } else if (f instanceof Fact.EnemyFled d) {
            return n.name(d.group()) + "は逃走した";
        } else if (f instanceof Fact.FightWon) {
            return "戦闘に勝利した";
        } else if (f instanceof Fact.Escaped) {
            return "一行は逃走した:敵はそれぞれ1回攻撃する";
        } else if (f instanceof Fact.ItemUsed u) {
            return n.name(u.hero()) + "は" + n.name(u.item()) + "を使った";
        } else if (f instanceof Fact.EffectStarted s) {
            return n.name(s.target()) + ":" + n.name(s.key()) + "の効果が始まった";
        } else if (f instanceof Fact.EffectEnded s) {
            return n.name(s.target()) + ":" + n.name(s.key()) + "の効果が尽きた";
        } else if (f instanceof Fact.FollowersLost l) {
            return "従者(" + n.name(l.follower()) + ")を" + l.count() + "人失った";
        } else if (f instanceof Fact.AdventureEnded a) {
            return "冒険の終わり:" + (a.outcome().isVictory() ? "成功" : "失敗");
        }
        throw new IllegalStateException("a fact without a Japanese text: " + f);
    }

    private static String reaction(ReactionKind k, Narration n) {
        return k == ReactionKind.SCENARIO ? "シナリオ独自の反応" : n.name(k.key());
    }
}
