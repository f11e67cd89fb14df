package io.github.roguelikehalf.examples;

import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.Fact;
import java.util.Locale;

/**
 * Tells events in English or Japanese. English is the engine's own text. Japanese is written from the event's typed
 * {@link Fact} and its dice, so it needs no English; an event the engine states only as text (plain narration) is
 * shown in English after a marker, {@code (en)}.
 */
enum Narrator {
    /** The engine's English text, with its rule section and dice. */
    EN,
    /** Japanese, from the typed facts and the dice. */
    JA;

    /**
     * The narrator of a language code.
     *
     * @param code {@code en} or {@code ja}
     * @return the narrator
     * @throws IllegalArgumentException naming the codes there are
     */
    static Narrator of(String code) {
        return switch (code.toLowerCase(Locale.ROOT)) {
            case "en" -> EN;
            case "ja" -> JA;
            default -> throw new IllegalArgumentException("unknown language '" + code + "'; use en or ja");
        };
    }

    String tell(Event e) {
        return this == EN ? e.toString() : japanese(e);
    }

    private static String japanese(Event e) {
        StringBuilder b = new StringBuilder("[").append(e.rule()).append("] ");
        if (e.fact().isPresent()) {
            b.append(fact(e.fact().get()));
        } else if (e.check().isPresent()) {
            b.append(e.check().get().check().subject())
                    .append("の")
                    .append(kind(e.check().get().check().kind()));
        } else if (e.roll().isPresent()) {
            b.append("ダイス");
        } else {
            return b.append("(en) ").append(e.text()).toString();
        }
        e.check().ifPresent(c -> b.append(" ").append(check(c)));
        e.roll().ifPresent(r -> b.append(" 出目 ").append(r.faces()).append(" = ").append(r.total()));
        return b.toString();
    }

    private static String check(CheckResult c) {
        String verdict = c.critical() ? "クリティカル" : c.fumble() ? "ファンブル" : c.success() ? "成功" : "失敗";
        return "(出目 " + c.face() + "、達成値 " + c.total() + " / 目標値 " + c.check().target() + ":" + verdict + ")";
    }

    private static String fact(Fact f) {
        if (f instanceof Fact.TileEntered t) {
            return "マップタイル「" + t.title() + "」(" + t.tileId() + ")に入った";
        } else if (f instanceof Fact.Reacted r) {
            return r.group() + "の反応:" + reaction(r.reaction());
        } else if (f instanceof Fact.FightStarted s) {
            return "戦闘開始:" + (s.heroesFirst() ? "主人公側" : "敵") + "が先に行動する";
        } else if (f instanceof Fact.Defence d) {
            return d.defender() + "が" + d.attacker() + "の攻撃に防御ロール:"
                    + (d.failed() ? (d.damage() > 0 ? d.damage() + "の被害" : "失敗") : "無傷");
        } else if (f instanceof Fact.HeroDamaged h) {
            return h.hero() + "は生命点を" + h.amount() + "失った(残り" + h.lifeLeft() + ")";
        } else if (f instanceof Fact.HeroDied h) {
            return h.hero() + "は死亡した";
        } else if (f instanceof Fact.EnemyDamaged d) {
            return d.group() + "に" + d.amount() + (d.asleep() ? "が眠った" : "の被害") + "(残り" + d.left() + ")"
                    + (d.defeated() ? ":倒した" : "");
        } else if (f instanceof Fact.EnemyFled d) {
            return d.group() + "は逃走した";
        } else if (f instanceof Fact.FightWon) {
            return "戦闘に勝利した";
        } else if (f instanceof Fact.Escaped) {
            return "一行は逃走を宣言した";
        } else if (f instanceof Fact.ItemUsed u) {
            return u.hero() + "は" + u.item() + "を使った";
        } else if (f instanceof Fact.EffectStarted s) {
            return s.target() + ":効果「" + s.key() + "」が始まった";
        } else if (f instanceof Fact.EffectEnded s) {
            return s.target() + ":効果「" + s.key() + "」が終わった";
        } else if (f instanceof Fact.FollowersLost l) {
            return "従者(" + l.follower() + ")を" + l.count() + "人失った";
        } else if (f instanceof Fact.AdventureEnded a) {
            return "冒険の終わり:" + (a.outcome().isVictory() ? "成功" : "失敗") + "("
                    + a.outcome().label() + ")";
        }
        throw new IllegalStateException("a fact this narrator does not know: " + f);
    }

    private static String reaction(ReactionKind k) {
        return switch (k) {
            case WELCOMING -> "友好的";
            case PEACEFUL -> "平和的";
            case NEUTRAL -> "中立";
            case FLEE -> "逃走";
            case FLEE_IF_OUTNUMBERED -> "劣勢なら逃走";
            case BRIBE -> "ワイロ";
            case FIGHT -> "戦闘";
            case FIGHT_TO_THE_DEATH -> "死ぬまで戦う";
            case SCENARIO -> "シナリオ独自";
        };
    }

    private static String kind(CheckKind k) {
        return switch (k) {
            case PLAIN -> "判定";
            case ATTACK -> "攻撃ロール";
            case SHOT -> "射撃の攻撃ロール";
            case DEFENSE -> "防御ロール";
            case SORCERY -> "魔術点判定";
            case DIVINITY -> "幸運点判定";
            case STRENGTH -> "筋力点判定";
            case DEXTERITY -> "器用点判定";
            case LIFE -> "生命ロール";
            case MAGIC_RESISTANCE -> "魔法ロール";
        };
    }
}
