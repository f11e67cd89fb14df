package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.WarDoll;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What the options of Knight of Twilight's choices mean (see docs/rulings.md, "Knight of Twilight: choices for
 * bots"): the option words of every part, read into {@link Choice.Option}s. The characters an option names are read
 * back from the words the parts write ({@link TrapRooms#word}).
 */
final class ChoiceMeanings {

    private static final Set<String> DECLINE = Set.of("leave", "decline", "stay", "refuse");
    private static final Set<String> ACCEPT = Set.of("accept", "rest", "return");
    private static final List<String> ACTING = List.of("pray:", "search:");
    private static final List<String> SUFFERING = List.of("pay:", "target:", "blast:", "knockout:");

    private ChoiceMeanings() {}

    static List<Choice.Option> of(GameState state, Choice choice) {
        List<Choice.Option> out = new ArrayList<>();
        for (String o : choice.options()) {
            out.add(meaning(state.party(), choice.key(), o));
        }
        return List.copyOf(out);
    }

    private static Choice.Option meaning(Party p, String key, String o) {
        if (DECLINE.contains(o)) {
            return new Choice.Option(o, Choice.Kind.DECLINE, Optional.empty());
        }
        if (ACCEPT.contains(o)) {
            return new Choice.Option(o, Choice.Kind.ACCEPT, Optional.empty());
        }
        if (o.equals("fight")) {
            return new Choice.Option(o, Choice.Kind.FIGHT, Optional.empty());
        }
        if (o.equals("carry")) {
            return new Choice.Option(o, Choice.Kind.BURDEN, Optional.empty());
        }
        if (o.equals("pay") || o.startsWith("give:")) {
            return new Choice.Option(o, Choice.Kind.PAY, Optional.empty());
        }
        if (o.startsWith("open:")) {
            return new Choice.Option(o, Choice.Kind.RISK, character(p, after(o, "open:")));
        }
        if (o.startsWith("buy:")) {
            return new Choice.Option(o, Choice.Kind.BUY, character(p, o.substring(o.lastIndexOf(':') + 1)));
        }
        for (String prefix : ACTING) {
            if (o.startsWith(prefix)) {
                return new Choice.Option(o, Choice.Kind.ACCEPT, character(p, after(o, prefix)));
            }
        }
        for (String prefix : SUFFERING) {
            if (o.startsWith(prefix)) {
                return new Choice.Option(o, Choice.Kind.SUFFER, character(p, after(o, prefix)));
            }
        }
        if (key.equals(FinalEvents.SEDUCE_CHOICE)) {
            // the seduced follower group, its key written with ':' (EN §74)
            return new Choice.Option(o, Choice.Kind.SUFFER, character(p, o));
        }
        return Choice.Option.untyped(o);
    }

    private static String after(String o, String prefix) {
        return o.substring(prefix.length());
    }

    /** The hero id, follower key or War Doll whose word is {@code word}, if any. */
    private static Optional<String> character(Party p, String word) {
        for (Hero h : p.heroes()) {
            if (TrapRooms.word(h.id()).equals(word)) {
                return Optional.of(h.id());
            }
        }
        for (FollowerGroup g : p.followers().groups()) {
            if (TrapRooms.word(g.key()).equals(word)) {
                return Optional.of(g.key());
            }
        }
        return word.equals(WarDoll.KEY) ? Optional.of(WarDoll.KEY) : Optional.empty();
    }
}
