package io.github.roguelikehalf.rules.bot;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.WarDoll;
import io.github.roguelikehalf.rules.hero.Hero;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * How {@link BaselinePolicy} answers a scenario's choice, from what the scenario says its options mean ({@link
 * io.github.roguelikehalf.rules.scenario.Scenario#meanings}): a harm the party must take goes to the character who
 * loses least (a follower before a hero); a payment the creatures ask is made; what is offered at no risk is taken; a risk (a trapped chest) is
 * tried once, by a hero at full Life with Life to spare; a burden (the cool statue) and a purchase are left; a fight
 * is not started.
 */
final class Choices {

    /** A hero opens a trapped chest only at full Life and at least this much. */
    static final int RISK_LIFE = 4;

    private Choices() {}

    static Optional<Choice> pending(GameState s) {
        if (s.phase() instanceof Phase.Choosing c) {
            return Optional.of(c.choice());
        }
        if (s.phase() instanceof Phase.Fighting f) {
            return f.combat().choice();
        }
        return Optional.empty();
    }

    static Action choose(Engine engine, GameState s, List<Action> legal) {
        Optional<Choice> pending = pending(s);
        if (pending.isEmpty()) {
            return legal.get(0);
        }
        List<Choice.Option> options = engine.scenario().meanings(s, pending.get()).stream()
                .filter(o -> action(legal, o).isPresent())
                .toList();
        Optional<Choice.Option> pick = victim(s, options);
        if (pick.isEmpty()) {
            pick = first(options, Choice.Kind.PAY);
        }
        if (pick.isEmpty()) {
            pick = first(options, Choice.Kind.ACCEPT);
        }
        if (pick.isEmpty()) {
            pick = risk(s, options);
        }
        if (pick.isEmpty()) {
            pick = first(options, Choice.Kind.DECLINE);
        }
        return pick.flatMap(o -> action(legal, o)).orElse(legal.get(0));
    }

    private static Optional<Action> action(List<Action> legal, Choice.Option o) {
        for (int i = 0; i < legal.size(); i++) {
            Action a = legal.get(i);
            if (a instanceof Action.Choose c && c.option().equals(o.text())) {
                return Optional.of(a);
            }
        }
        return Optional.empty();
    }

    private static Optional<Choice.Option> first(List<Choice.Option> options, Choice.Kind kind) {
        for (int i = 0; i < options.size(); i++) {
            if (options.get(i).kind() == kind) {
                return Optional.of(options.get(i));
            }
        }
        return Optional.empty();
    }

    /**
     * The harm goes to a Captured, then the cheapest follower (a free Soldier before a paid one), then the War Doll,
     * then the hero with the most Life: a follower is replaced in town, a hero's Life is what ends the adventure.
     */
    private static Optional<Choice.Option> victim(GameState s, List<Choice.Option> options) {
        // the first of the cheapest
        Choice.Option best = null;
        int least = 0;
        for (int i = 0; i < options.size(); i++) {
            Choice.Option o = options.get(i);
            if (o.kind() == Choice.Kind.SUFFER) {
                int c = cost(s, o.character());
                if (best == null || c < least) {
                    best = o;
                    least = c;
                }
            }
        }
        return Optional.ofNullable(best);
    }

    private static int cost(GameState s, Optional<String> character) {
        if (character.isEmpty()) {
            return 1000;
        }
        String c = character.get();
        if (c.equals(WarDoll.KEY)) {
            return 500;
        }
        for (Hero h : s.party().heroes()) {
            if (h.id().equals(c)) {
                // the most Life first
                return 900 - h.life();
            }
        }
        for (FollowerGroup g : s.party().followers().groups()) {
            if (g.key().equals(c)) {
                return g.creature().isPresent() ? 0 : 200 + g.type().price().orElse(0);
            }
        }
        return 1000;
    }

    private static Optional<Choice.Option> risk(GameState s, List<Choice.Option> options) {
        return options.stream()
                .filter(o -> o.kind() == Choice.Kind.RISK && o.character().isPresent())
                .filter(o -> s.party().heroes().stream()
                        .anyMatch(h ->
                                h.id().equals(o.character().get()) && h.life() == h.maxLife() && h.life() >= RISK_LIFE))
                .max(Comparator.comparingInt(
                        o -> s.party().hero(o.character().get()).life()));
    }
}
