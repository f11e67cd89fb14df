package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.MagicGear;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.MagicItem;
import io.github.roguelikehalf.rules.item.MagicTreasure;
import io.github.roguelikehalf.rules.magic.Spell;
import io.github.roguelikehalf.rules.magic.SpellMath;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The Flute of Peace (EN §40 / JP §39): a Sorcery hero plays it at a group as his action for the effect of Knockout,
 * rolling his current Sorcery (Technique when it is 0 or less) without spending it. Each use spends a charge; with none
 * left it is a plain light blunt weapon.
 */
public final class FluteOfPeaceItem extends ItemHandler {

    FluteOfPeaceItem() {
        super(MagicTreasure.FLUTE_OF_PEACE.key());
    }

    /** Lists in a hero's turn only where he has Sorcery to play the flute with. */
    @Override
    public boolean mayOfferInTurn(Hero h, Party p, FightParts c) {
        return playsFlutes(h);
    }

    /** A Sorcery hero: the one who can play a flute (it casts Knockout). */
    private static boolean playsFlutes(Hero h) {
        return h.subAttribute() == SubAttribute.SORCERY;
    }

    @Override
    public void heroTurn(List<Action> a, GameState s, Scenario sc, Hero h, Combat c) {
        if (!playsFlutes(h)) {
            return;
        }
        Set<String> flutes = new LinkedHashSet<>();
        for (Item i : h.equipment().allItems()) {
            if (i instanceof MagicItem m && m.kind() == MagicTreasure.FLUTE_OF_PEACE && m.charges() > 0) {
                flutes.add(m.key());
            }
        }
        for (String flute : flutes) {
            for (EnemyGroup g : c.encounter().enemies()) {
                if (MagicOffers.target(sc, s, g, Spell.KNOCKOUT)) {
                    a.add(new Action.Use(h.id(), flute, Optional.of(g.id())));
                }
            }
        }
    }

    /** Plays the flute at a group: Knockout's effect, one charge spent, the hero's action. */
    @Override
    void apply(Turn t, Action action) {
        Action.Use u = (Action.Use) action;
        MagicItem flute = (MagicItem) Item.parse(u.item());
        Hero h = t.hero(u.hero());
        Encounter e = t.combat().encounter();
        int gi = e.indexOf(u.target().orElseThrow());
        EnemyGroup g = e.enemies().get(gi);
        int level = CreatureEvents.level(t.scenario, t, g, h.id());
        boolean sorcery = h.subAttributeValue() > 0;
        CheckResult r = MagicCasts.roll(
                t,
                h.id(),
                CheckKind.SORCERY,
                sorcery ? Basis.SORCERY : Basis.TECHNIQUE,
                sorcery ? h.subAttributeValue() : h.technique(),
                level);
        int power = r.total();
        if (r.critical()) {
            power += MagicCasts.bonus(t, flute.kind().key());
        }
        int slept = r.fumble() ? 0 : SpellMath.knockoutSlept(power, level, g.current(), r.critical());
        Item after = spendCharge(t, h, flute);
        t.add(Event.check(
                MagicGear.RULE,
                h.id() + " plays the " + flute.kind().key() + " at " + g.id() + " (power " + power + "): " + slept
                        + " put to sleep; " + left(after),
                r));
        endTurn(t, h.id());
        if (slept == 0 || MagicCasts.resisted(t, g, h.id(), Spell.KNOCKOUT.key(), MagicGear.RULE)) {
            return;
        }
        Fights.damageEnemy(t, gi, slept, true);
    }
}
