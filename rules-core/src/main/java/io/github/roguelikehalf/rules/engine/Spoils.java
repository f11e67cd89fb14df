package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Equipment;
import io.github.roguelikehalf.rules.treasure.Treasure;
import io.github.roguelikehalf.rules.treasure.TreasureTable;
import java.util.List;
import java.util.Optional;

/** The treasure of defeated or fleeing creatures (EN §39-§40 / JP §38-§39): one roll per group. */
final class Spoils {

    static final String TREASURE = "EN §39-§40 / JP §38-§39";

    private Spoils() {}

    static void treasure(Turn t, List<EnemyGroup> groups) {
        for (EnemyGroup g : groups) {
            Treasure tr = TreasureTable.roll(Foes.creature(t.scenario, g).treasureModifier(), t.dice);
            StringBuilder text = new StringBuilder("treasure of " + g.id() + ": " + tr);
            Party p = t.party();
            // gold goes to the first living hero; an item to the first living hero the party can still carry it
            // with (EN §27, §45 / JP §26, §45), or it is left behind
            Hero taker = null;
            Equipment e = null;
            boolean carried = false;
            for (Hero h : p.heroes()) {
                if (!h.alive()) {
                    continue;
                }
                Equipment withGold = h.equipment().withGold(h.equipment().gold() + tr.gold());
                if (taker == null) {
                    taker = h;
                    e = withGold;
                }
                if (tr.item().isEmpty()) {
                    break;
                }
                Equipment withItem = withGold.add(tr.item().get());
                if (p.with(ImmutableHero.copyOf(h).withEquipment(withItem)).withinCarryLimit()) {
                    taker = h;
                    e = withItem;
                    carried = true;
                    break;
                }
            }
            if (taker == null) {
                return;
            }
            if (tr.item().isPresent() && !carried) {
                text.append(" (left behind: no room to carry it)");
            }
            t.setHero(ImmutableHero.copyOf(taker).withEquipment(e));
            t.add(new Event(
                    TREASURE,
                    text.toString(),
                    Optional.empty(),
                    Optional.of(tr.rolls().get(0))));
            for (Roll r : tr.rolls().subList(1, tr.rolls().size())) {
                t.add(Event.roll(TREASURE, r.purpose(), r));
            }
        }
    }
}
