package io.github.roguelikehalf.json.v1;

import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.dice.DieNotation;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.ImmutableCombat;
import io.github.roguelikehalf.rules.engine.Outcome;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Window;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The phase of format version 1, by its {@code kind}, to the core's {@link Phase}. */
final class ReadPhase {

    private ReadPhase() {}

    static Phase phase(At at, DtoAdventure.Phase p) {
        String kind = at.req(p.kind(), "kind");
        if (!Kinds.PHASES.contains(kind)) {
            throw at.field("kind").fail("unknown phase kind '" + At.shorten(kind) + "'; one of " + Kinds.PHASES);
        }
        only(at, p, kind);
        return switch (kind) {
            case Kinds.EXPLORING -> new Phase.Exploring();
            case Kinds.SEARCHING -> Kinds.searching(at, p);
            case Kinds.CHOOSING_TILE -> {
                List<String> tiles = Read.strings(at.field("tileIds"), at.req(p.tileIds(), "tileIds"));
                yield at.build(() -> new Phase.ChoosingTile(tiles));
            }
            case Kinds.APPROACHING -> new Phase.Approaching(encounter(at, p));
            case Kinds.REACTING -> {
                Encounter e = encounter(at, p);
                Window w = window(at.field("window"), at.req(p.window(), "window"));
                int face = at.req(p.face(), "face");
                if (face < 0 || face > 6) {
                    throw at.field("face").fail("a reaction die shows 1..6, or 0 when unknown; was " + face);
                }
                yield new Phase.Reacting(e, w, face);
            }
            case Kinds.TREASURE -> treasure(at, p);
            case Kinds.BRIBING ->
                new Phase.Bribing(encounter(at, p), bribe(at.field("bribe"), at.req(p.bribe(), "bribe")));
            case Kinds.CHOOSING ->
                new Phase.Choosing(
                        at.req(p.tileId(), "tileId"), choice(at.field("choice"), at.req(p.choice(), "choice")));
            case Kinds.FIGHTING -> new Phase.Fighting(combat(at.field("combat"), at.req(p.combat(), "combat")));
            case Kinds.AFTER_FIGHT ->
                new Phase.AfterFight(encounter(at, p), window(at.field("window"), at.req(p.window(), "window")));
            default -> new Phase.Finished(outcome(at.field("outcome"), at.req(p.outcome(), "outcome")));
        };
    }

    /** The fields each kind of phase has, besides {@code kind}. */
    private static Set<String> fieldsOf(String kind) {
        return switch (kind) {
            case Kinds.SEARCHING -> Set.of("d66", "scoutSearched", "searched");
            case Kinds.CHOOSING_TILE -> Set.of("tileIds");
            case Kinds.APPROACHING -> Set.of("encounter");
            case Kinds.REACTING -> Set.of("encounter", "window", "face");
            case Kinds.AFTER_FIGHT -> Set.of("encounter", "window");
            case Kinds.TREASURE -> Set.of("encounter", "group", "die", "finder");
            case Kinds.BRIBING -> Set.of("encounter", "bribe");
            case Kinds.CHOOSING -> Set.of("tileId", "choice");
            case Kinds.FIGHTING -> Set.of("combat");
            case Kinds.FINISHED -> Set.of("outcome");
            default -> Set.of();
        };
    }

    /** Rejects the fields of other kinds of phase. */
    private static void only(At at, DtoAdventure.Phase p, String kind) {
        Map<String, Object> present = new LinkedHashMap<>();
        present.put("d66", p.d66());
        present.put("scoutSearched", p.scoutSearched());
        present.put("searched", p.searched());
        present.put("tileIds", p.tileIds());
        present.put("encounter", p.encounter());
        present.put("window", p.window());
        present.put("bribe", p.bribe());
        present.put("tileId", p.tileId());
        present.put("choice", p.choice());
        present.put("combat", p.combat());
        present.put("outcome", p.outcome());
        present.put("face", p.face());
        present.put("group", p.group());
        present.put("die", p.die());
        present.put("finder", p.finder());
        Set<String> allowed = fieldsOf(kind);
        for (Map.Entry<String, Object> e : present.entrySet()) {
            if (e.getValue() != null && !allowed.contains(e.getKey())) {
                throw at.field(e.getKey()).fail("a phase of kind '" + kind + "' has no field '" + e.getKey() + "'");
            }
        }
    }

    /** The table's die, as the engine rolls it (EN §39 / JP §38): its purpose is part of the roll. */
    private static final String TREASURE_DIE = "treasure table";

    private static Phase.Treasure treasure(At at, DtoAdventure.Phase p) {
        Encounter e = encounter(at, p);
        int group = at.req(p.group(), "group");
        if (group < 0) {
            // how many rolls each group has is the scenario's (the engine checks the index against it)
            throw at.field("group").fail("must be the index of a treasure roll, 0 or more, was " + group);
        }
        Optional<Roll> die = Optional.empty();
        if (p.die() != null) {
            int face = p.die();
            if (face < 1 || face > 6) {
                throw at.field("die").fail("a d6 shows 1..6, was " + face);
            }
            die = Optional.of(new Roll(DieNotation.D6, List.of(face), face, TREASURE_DIE));
        }
        Optional<Roll> rolled = die;
        Optional<String> finder = Optional.ofNullable(p.finder());
        return at.build(() -> new Phase.Treasure(e, group, rolled, finder));
    }

    private static Encounter encounter(At at, DtoAdventure.Phase p) {
        return encounter(at.field("encounter"), at.req(p.encounter(), "encounter"));
    }

    static Encounter encounter(At at, DtoAdventure.Encounter e) {
        String tile = at.req(e.tileId(), "tileId");
        List<EnemyGroup> groups = Read.list(at.field("enemies"), at.req(e.enemies(), "enemies"), ReadPhase::group);
        return at.build(() -> new Encounter(tile, groups));
    }

    private static EnemyGroup group(At at, DtoAdventure.EnemyGroup g) {
        String id = at.req(g.id(), "id");
        String creature = at.req(g.creatureId(), "creatureId");
        int initial = at.req(g.initial(), "initial");
        int current = at.req(g.current(), "current");
        boolean fled = at.req(g.fled(), "fled");
        boolean death = at.req(g.fightToTheDeath(), "fightToTheDeath");
        int slept = at.req(g.slept(), "slept");
        if (initial < 1) {
            throw at.field("initial").fail("must be at least 1, was " + initial);
        }
        if (current < 0 || current > initial) {
            throw at.field("current").fail("must be 0.." + initial + " (initial), was " + current);
        }
        if (slept < 0 || slept > initial - current) {
            throw at.field("slept")
                    .fail("must be 0.." + (initial - current) + " (those no longer fighting), was " + slept);
        }
        return at.build(() -> new EnemyGroup(id, creature, initial, current, fled, death, slept));
    }

    static Window window(At at, DtoAdventure.Window w) {
        Window.Kind kind = Names.WINDOW.parse(at.field("kind"), at.req(w.kind(), "kind"));
        Optional<Reaction> reaction =
                w.reaction() == null ? Optional.empty() : Optional.of(reaction(at.field("reaction"), w.reaction()));
        int damage = at.req(w.damage(), "damage");
        if (damage < 0) {
            throw at.field("damage").fail("cannot be negative, was " + damage);
        }
        boolean ranged = at.req(w.ranged(), "ranged");
        var used = Read.set(at.field("used"), at.req(w.used(), "used"));
        return at.build(() -> new Window(
                kind,
                reaction,
                Optional.ofNullable(w.defender()),
                Optional.ofNullable(w.attacker()),
                damage,
                ranged,
                used));
    }

    static Reaction reaction(At at, DtoAdventure.Reaction r) {
        ReactionKind kind = Names.REACTION.parse(at.field("kind"), at.req(r.kind(), "kind"));
        if (kind == ReactionKind.BRIBE && r.bribe() == null) {
            throw at.field("bribe").fail("a 'bribe' reaction says what it asks for: missing field (or null)");
        }
        if (kind != ReactionKind.BRIBE && r.bribe() != null) {
            throw at.field("bribe").fail("only a 'bribe' reaction has a bribe");
        }
        if (kind == ReactionKind.SCENARIO && r.scenarioKey() == null) {
            throw at.field("scenarioKey").fail("a 'scenario' reaction has a key: missing field (or null)");
        }
        if (kind != ReactionKind.SCENARIO && r.scenarioKey() != null) {
            throw at.field("scenarioKey").fail("only a 'scenario' reaction has a scenario key");
        }
        Optional<Bribe> bribe = r.bribe() == null ? Optional.empty() : Optional.of(bribe(at.field("bribe"), r.bribe()));
        return at.build(() -> new Reaction(kind, bribe, Optional.ofNullable(r.scenarioKey())));
    }

    static Bribe bribe(At at, DtoAdventure.Bribe b) {
        Bribe.Kind kind = Names.BRIBE.parse(at.field("kind"), at.req(b.kind(), "kind"));
        int amount = at.req(b.amount(), "amount");
        if (amount < 0) {
            throw at.field("amount").fail("cannot be negative, was " + amount);
        }
        return new Bribe(kind, amount);
    }

    static Choice choice(At at, DtoAdventure.Choice c) {
        String key = at.req(c.key(), "key");
        String actor = at.req(c.actor(), "actor");
        String prompt = at.req(c.prompt(), "prompt");
        String rule = at.req(c.rule(), "rule");
        List<String> options = Read.strings(at.field("options"), at.req(c.options(), "options"));
        return at.build(() -> new Choice(key, actor, prompt, rule, options));
    }

    static Combat combat(At at, DtoAdventure.Combat c) {
        Encounter encounter = encounter(at.field("encounter"), at.req(c.encounter(), "encounter"));
        int round = at.req(c.round(), "round");
        if (round < 0) {
            throw at.field("round").fail("cannot be negative, was " + round);
        }
        List<Combat.Incoming> incoming = new ArrayList<>();
        List<DtoAdventure.Incoming> in = at.req(c.incoming(), "incoming");
        for (int i = 0; i < in.size(); i++) {
            At ia = at.field("incoming").index(i);
            DtoAdventure.Incoming x = in.get(i);
            if (x == null) {
                throw ia.fail("missing value (null)");
            }
            incoming.add(new Combat.Incoming(ia.req(x.recipient(), "recipient"), ia.req(x.attacker(), "attacker")));
        }
        ImmutableCombat.Builder b = ImmutableCombat.builder()
                .encounter(encounter)
                .heroesFirst(at.req(c.heroesFirst(), "heroesFirst"))
                .round(round)
                .stage(Names.STAGE.parse(at.field("stage"), at.req(c.stage(), "stage")))
                .acted(Read.set(at.field("acted"), at.req(c.acted(), "acted")))
                .extraAttack(Optional.ofNullable(c.extraAttack()))
                .magicWeaponUsed(Read.set(at.field("magicWeaponUsed"), at.req(c.magicWeaponUsed(), "magicWeaponUsed")))
                .bowmenShot(at.req(c.bowmenShot(), "bowmenShot"))
                .heroHalfDone(at.req(c.heroHalfDone(), "heroHalfDone"))
                .enemyHalfDone(at.req(c.enemyHalfDone(), "enemyHalfDone"))
                .incoming(incoming)
                .escaping(at.req(c.escaping(), "escaping"))
                .window(c.window() == null ? Optional.empty() : Optional.of(window(at.field("window"), c.window())))
                .enemyActionsDone(at.req(c.enemyActionsDone(), "enemyActionsDone"))
                .enemiesActing(Read.set(at.field("enemiesActing"), at.req(c.enemiesActing(), "enemiesActing")))
                .effects(Read.effects(at.field("effects"), at.req(c.effects(), "effects")))
                .protectors(Read.set(at.field("protectors"), at.req(c.protectors(), "protectors")))
                .indoctrinateTried(
                        Read.set(at.field("indoctrinateTried"), at.req(c.indoctrinateTried(), "indoctrinateTried")))
                .choice(c.choice() == null ? Optional.empty() : Optional.of(choice(at.field("choice"), c.choice())));
        return at.build(b::build);
    }

    static Outcome outcome(At at, DtoAdventure.Outcome o) {
        Outcome.Termination t =
                Names.TERMINATION.parse(at.field("termination"), at.req(o.termination(), "termination"));
        String detail = at.req(o.detail(), "detail");
        return new Outcome(t, detail, Optional.ofNullable(o.cause()));
    }
}
