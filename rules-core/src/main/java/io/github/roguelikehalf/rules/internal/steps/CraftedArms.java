package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.item.Armour;
import io.github.roguelikehalf.rules.item.ArmourType;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.item.Shield;
import io.github.roguelikehalf.rules.item.ShieldType;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.item.WeaponClass;
import io.github.roguelikehalf.rules.magic.Spell;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Craft Arms (EN §19 / JP §19): the caster creates for himself one ordinary weapon, shield or armour of the equipment
 * list (ranged weapons where {@code craftArmsIncludesRangedWeapons}), at no action; it is carried (armour is worn, so
 * only a hero wearing none can craft armour) and must fit the carry limit. Each crafted item is remembered as an
 * effect {@code crafted:KEY} ({@code /} written {@code --}) and vanishes when the adventure ends; if that leaves the
 * hero at 0 Life or less, his Life becomes 1, and what the party can no longer carry is left behind (a vanished shield
 * or armour lowers max Life and the carry limit, EN §27 / JP §26).
 */
public final class CraftedArms extends MagicHandler {

    static final String PREFIX = "crafted:";

    private static final String CARRY = "EN §19, §27 / JP §19, §26";

    @Override
    String key() {
        return Spell.CRAFT_ARMS.key();
    }

    /** Lists in a hero's turn only where he can cast Craft Arms (EN §18 / JP §18). */
    @Override
    boolean mayOfferInTurn(Hero h, Party p, FightParts c) {
        return MagicOffers.can(h, Spell.CRAFT_ARMS);
    }

    @Override
    void heroTurn(List<Action> a, GameState s, Scenario sc, Hero h, Combat c) {
        offer(a, s, h);
    }

    @Override
    void outsideFight(List<Action> a, GameState s, Hero h) {
        offer(a, s, h);
    }

    @Override
    boolean isAction() {
        return false;
    }

    @Override
    void apply(Turn t, Action action) {
        Action.Cast c = (Action.Cast) action;
        craft(t, c.caster(), c.target().orElseThrow());
    }

    /** The items Craft Arms may create under the options. */
    static List<Item> craftable(RuleOptions o) {
        List<Item> items = new ArrayList<>();
        for (WeaponClass c : WeaponClass.values()) {
            for (DamageType d : DamageType.values()) {
                items.add(Weapon.of(c, d));
            }
        }
        if (o.craftArmsIncludesRangedWeapons()) {
            items.addAll(List.of(RangedWeapon.values()));
        }
        for (ShieldType s : ShieldType.values()) {
            items.add(Shield.of(s));
        }
        for (ArmourType a : ArmourType.values()) {
            items.add(Armour.of(a));
        }
        return items;
    }

    /** The hero's Craft Arms casts: each item not crafted yet that he can take (wear, or carry within the limit). */
    private static void offer(List<Action> a, GameState s, Hero h) {
        if (!MagicOffers.can(h, Spell.CRAFT_ARMS)) {
            return;
        }
        for (Item item : craftable(s.options())) {
            if (h.effects().containsKey(effectKey(item))
                    || (item instanceof Armour && h.equipment().armour().isPresent())) {
                continue;
            }
            Hero after = h.reequip(h.equipment().add(item), s.options());
            if (s.party().with(after).withinCarryLimit()) {
                a.add(new Action.Cast(h.id(), Spell.CRAFT_ARMS.key(), Optional.of(item.key())));
            }
        }
    }

    static String effectKey(Item item) {
        return PREFIX + item.key().replace("/", "--");
    }

    /** Crafts the item: 1 Sorcery, the item taken, the effect that makes it vanish at the adventure's end. */
    private static void craft(Turn t, String caster, String key) {
        Item item = Item.parse(key);
        MagicCasts.pay(t, caster);
        Hero h = t.hero(caster);
        t.setHero(h.reequip(h.equipment().add(item), t.options()));
        t.add(Event.of(MagicCasts.SPELLS, caster + " casts craft-arms: " + key + " until the end of the adventure"));
        t.addEffect(caster, Effect.of(effectKey(item), MagicCasts.SPELLS, Effect.Scope.ADVENTURE));
    }

    /**
     * At the end of the adventure the crafted items vanish, and so does one item per mark of an item that expires
     * ({@link Effect#expiring}); a hero left at 0 Life or less keeps 1.
     */
    static void vanish(Turn t) {
        for (Hero h : t.party().heroes()) {
            for (String key : h.effects().keySet()) {
                boolean crafted = key.startsWith(PREFIX);
                if (!crafted && !key.startsWith(Effect.EXPIRES)) {
                    continue;
                }
                String rule = h.effects().get(key).rule();
                Item item = Item.parse(key.substring(key.indexOf(':') + 1).replace("--", "/"));
                Hero now = t.hero(h.id());
                if (!now.equipment().owns(item)) {
                    continue;
                }
                Hero after = now.reequip(now.equipment().remove(item), t.options());
                if (now.alive() && !after.alive()) {
                    after = ImmutableHero.copyOf(after).withLife(1);
                }
                t.setHero(after);
                t.add(
                        crafted
                                ? Event.of(
                                        MagicCasts.SPELLS, "the crafted " + item.key() + " of " + h.id() + " vanishes")
                                : Event.of(
                                        rule, "the " + item.key() + " of " + h.id() + " expires with the adventure"));
            }
        }
        // a vanished shield or armour lowers max Life, and with it the carry limit (EN §27 / JP §26)
        Party before = t.party();
        Party kept = before.leavingBehind(t.options());
        for (Hero h : before.heroes()) {
            List<Item> had = h.equipment().carried();
            List<Item> has = kept.hero(h.id()).equipment().carried();
            for (Item left : had.subList(has.size(), had.size())) {
                t.add(Event.of(
                        CARRY,
                        h.id() + " leaves " + left.key() + " behind: no room to carry it once crafted arms vanish"));
            }
        }
        t.setPartyUnchecked(kept);
    }
}
