package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Equipment;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The creatures ask for a bribe (EN §35 / JP §34): pay it, with what, and by whom (gold, rations, Life, items or
 * followers), or refuse and fight. Paid, they leave without treasure.
 */
public final class BribeStep implements Step {

    static final BribeStep INSTANCE = new BribeStep();

    @Override
    public Decision decision(GameState s, Scenario scenario) {
        Phase.Bribing bp = (Phase.Bribing) s.phase();
        Bribe b = bp.bribe();
        List<Action> a = new ArrayList<>();
        Party party = s.party();
        for (Hero h : party.heroes()) {
            if (!h.alive()) {
                continue;
            }
            switch (b.kind()) {
                case GOLD -> {
                    if (h.equipment().gold() >= b.amount()) {
                        a.add(new Action.PayBribe(h.id(), List.of()));
                    }
                }
                case RATIONS -> {
                    if (h.equipment().rations() >= b.amount()) {
                        a.add(new Action.PayBribe(h.id(), List.of()));
                    }
                }
                case LIFE -> {
                    if (h.life() > b.amount()) {
                        a.add(new Action.PayBribe(h.id(), List.of()));
                    }
                }
                case ITEMS -> {
                    List<String> keys = new ArrayList<>();
                    for (Item i : givableItems(h)) {
                        keys.add(i.key());
                    }
                    keys.sort(null);
                    for (List<String> combo : combinations(keys, b.amount())) {
                        Hero after = h;
                        for (String key : combo) {
                            after = after.discard(Item.parse(key), s.options());
                        }
                        if (after.alive() && party.with(after).withinCarryLimit()) {
                            a.add(new Action.PayBribe(h.id(), combo));
                        }
                    }
                }
                case FOLLOWER -> {
                    // handled below, once for the party
                }
            }
        }
        if (b.kind() == Bribe.Kind.FOLLOWER) {
            for (FollowerGroup g : party.followers().groups()) {
                if (g.count() >= b.amount()
                        && (b.amount() == 0
                                || party.with(party.followers().remove(g.kind(), b.amount()))
                                        .withinCarryLimit())) {
                    a.add(new Action.PayBribe(g.key(), List.of()));
                }
            }
        }
        a.add(Steps.REFUSE_BRIBE);
        // not yet a fight: eating, drinking and readying weapons as on meeting the creatures (EN §31 / JP §30)
        Provisions.offer(a, s, scenario);
        return new Decision.PayBribe(b, a);
    }

    /** Items a hero may hand over: held and carried items (worn armour stays worn). */
    static List<Item> givableItems(Hero h) {
        List<Item> items = new ArrayList<>(h.equipment().hands());
        items.addAll(h.equipment().carried());
        return items;
    }

    /** Distinct sorted multisets of size n drawn from sorted keys (with their multiplicity). */
    static List<List<String>> combinations(List<String> sortedKeys, int n) {
        List<List<String>> out = new ArrayList<>();
        if (n == 0) {
            out.add(List.of());
            return out;
        }
        Set<List<String>> seen = new LinkedHashSet<>();
        collect(sortedKeys, n, 0, new ArrayList<>(), seen);
        out.addAll(seen);
        return out;
    }

    private static void collect(List<String> keys, int n, int from, List<String> chosen, Set<List<String>> out) {
        if (chosen.size() == n) {
            out.add(List.copyOf(chosen));
            return;
        }
        for (int i = from; i < keys.size(); i++) {
            if (i > from && keys.get(i).equals(keys.get(i - 1))) {
                continue;
            }
            chosen.add(keys.get(i));
            collect(keys, n, i + 1, chosen, out);
            chosen.remove(chosen.size() - 1);
        }
    }

    @Override
    public void apply(Turn t, Action action) {
        if (action instanceof Action.PayBribe a) {
            pay(t, a);
        } else if (action instanceof Action.RefuseBribe) {
            Encounter e = ((Phase.Bribing) t.phase()).encounter();
            if (afterBribe(t, e, Optional.empty(), "the bribe is refused")) {
                return;
            }
            t.add(Event.of(Encounters.ENCOUNTER, "the bribe is refused: they attack"));
            Fights.start(t, e, false);
        } else if (!Provisions.apply(t, action)) {
            throw new IllegalStateException("unhandled action " + action);
        }
    }

    private static void pay(Turn t, Action.PayBribe a) {
        Phase.Bribing bp = (Phase.Bribing) t.phase();
        Bribe b = bp.bribe();
        if (b.kind() == Bribe.Kind.FOLLOWER) {
            FollowerKind k = FollowerKind.parse(a.payer());
            if (b.amount() > 0) {
                t.setPartyUnchecked(t.party().with(t.party().followers().remove(k, b.amount())));
            }
        } else {
            Hero h = t.hero(a.payer());
            Equipment e = h.equipment();
            Hero paid = switch (b.kind()) {
                case GOLD -> ImmutableHero.copyOf(h).withEquipment(e.withGold(e.gold() - b.amount()));
                case RATIONS -> ImmutableHero.copyOf(h).withEquipment(e.withRations(e.rations() - b.amount()));
                case LIFE -> h.damage(b.amount());
                case ITEMS -> {
                    Hero x = h;
                    for (String key : a.items()) {
                        x = x.discard(Item.parse(key), t.options());
                    }
                    yield x;
                }
                case FOLLOWER -> h;
            };
            t.setHero(paid);
        }
        String paidText = a.payer() + " pays the bribe of " + b + (a.items().isEmpty() ? "" : " " + a.items());
        if (afterBribe(t, bp.encounter(), Optional.of(a.payer()), paidText)) {
            return;
        }
        t.add(Event.of(Encounters.ENCOUNTER, paidText + ": they leave, without treasure"));
        TileEntry.cleared(t, t.tile(bp.encounter().tileId()));
    }

    /** The creatures' own rule after a paid or refused bribe, if they have one: its reaction takes effect. */
    private static boolean afterBribe(Turn t, Encounter e, Optional<String> payer, String what) {
        EnemyGroup first = e.enemies().get(0);
        Optional<Reaction> next = CreatureEvents.bribeSettled(t, first, payer);
        if (next.isEmpty() || t.terminal()) {
            return next.isPresent();
        }
        t.add(Event.of(Encounters.ENCOUNTER, what + ": their reaction becomes " + next.get()));
        ReactionStep.react(t, e, next.get());
        return true;
    }
}
