package io.github.roguelikehalf.examples;

import io.github.roguelikehalf.json.SnapshotException;
import io.github.roguelikehalf.json.Snapshots;
import io.github.roguelikehalf.kot.KnightOfTwilight;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.bot.FightOdds;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.ActionParseException;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.IllegalActionException;
import io.github.roguelikehalf.rules.engine.Narration;
import io.github.roguelikehalf.rules.engine.Transition;
import io.github.roguelikehalf.rules.hero.Hero;
import java.io.BufferedReader;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * Plays an adventure in the terminal. Each decision shows the party, the room and the enemies, and lists the legal
 * actions by number with plain-language labels; a number, the canonical form, or one of {@code help},
 * {@code odds} (the exact odds of the fight under way), {@code quit}, {@code save FILE}, {@code load FILE} is accepted. Whatever is typed wrong gets one line of
 * explanation and the prompt again: nothing is applied and nothing is lost.
 */
@Command(name = "play", mixinStandardHelpOptions = true, description = "Play an adventure in the terminal.")
final class Play implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--seed", description = "the seed of the dice (default ${DEFAULT-VALUE})")
    long seed = 1L;

    @Option(
            names = "--lang",
            description = "narration: EN (the engine's text) or JA (Japanese, from the typed events)"
                    + " (default ${DEFAULT-VALUE})")
    Narrator lang = Narrator.EN;

    @Option(names = "--scenario", description = "scenario id (default ${DEFAULT-VALUE})")
    String scenario = KnightOfTwilight.ID;

    @Option(names = "--physical-dice", description = "ask for each die instead of rolling")
    boolean physicalDice;

    private final Supplier<BufferedReader> in;
    private final PrintStream out;

    Play(Supplier<BufferedReader> in, PrintStream out) {
        this.in = in;
        this.out = out;
    }

    @Override
    public Integer call() {
        RuleOptions options = RuleOptions.englishEdition();
        Engine engine = Examples.engine(scenario, spec.commandLine());
        Terminal terminal = new Terminal(in.get(), out);
        Texts text = lang.texts();
        String help = text.say("play.help");
        GameState state = engine.start(Parties.warriorWithSoldiers(options), options, seed);
        out.println(text.say(
                "play.start",
                Narration.of(engine.scenario(), lang.locale())
                        .name(engine.scenario().title()),
                seed,
                help));
        while (!state.isTerminal()) {
            Narration told = Narration.of(engine.scenario(), lang.locale()).with(state);
            UnaryOperator<String> name = told::name;
            Decision decision = engine.decision(state).orElseThrow();
            List<Action> legal = decision.legalActions();
            Status.lines(engine, state, text, name).forEach(out::println);
            out.println(Labels.prompt(text, decision, name) + ":");
            for (int i = 0; i < legal.size(); i++) {
                out.println("  " + (i + 1) + ") " + Labels.action(text, legal.get(i), name));
            }
            Optional<String> typed = terminal.ask("> ");
            if (typed.isEmpty()) {
                out.println();
                out.println(text.say("play.input-ended"));
                return 0;
            }
            String line = typed.get();
            try {
                if (line.isEmpty() || line.equals("help")) {
                    out.println(help);
                } else if (line.equals("odds")) {
                    odds(engine, state, name, text);
                } else if (line.equals("quit")) {
                    out.println(text.say("play.left"));
                    return 0;
                } else if (line.startsWith("save ")) {
                    Path file = Path.of(line.substring(5).trim());
                    Snapshots.write(state, file);
                    out.println(text.say("play.saved", file));
                } else if (line.startsWith("load ")) {
                    Path file = Path.of(line.substring(5).trim());
                    state = Snapshots.read(file, engine);
                    out.println(text.say("play.loaded", file));
                } else {
                    Action action = pick(line, legal, text);
                    Transition t = physicalDice
                            ? engine.apply(state, action, new PhysicalDice(terminal, text, told::purpose))
                            : engine.apply(state, action);
                    for (Event e : t.events()) {
                        out.println("  " + lang.tell(engine.scenario(), state, t.state(), e));
                    }
                    state = t.state();
                }
            } catch (Choice e) {
                out.println(e.getMessage());
            } catch (ActionParseException e) {
                out.println(text.say("play.no-action", line, help));
            } catch (IllegalActionException e) {
                out.println(text.say("play.not-allowed", line, legal.size()));
            } catch (SnapshotException e) {
                out.println(text.say("play.no-snapshot", e.getMessage()));
            } catch (Terminal.InputEnded e) {
                out.println();
                out.println(text.say("play.input-ended"));
                return 0;
            } catch (java.io.UncheckedIOException e) {
                out.println(FileTrouble.say(text, line.startsWith("save ") ? "save" : "load", e.getCause()));
            } catch (RulesException | java.nio.file.InvalidPathException e) {
                out.println(e.getMessage());
            }
        }
        out.println(text.say("end", text.outcome(state.outcome().orElseThrow())));
        return 0;
    }

    /**
     * The most dice the {@code odds} command rolls for one question (about 1 to 10 s): past it the fight is too large,
     * said in one line, instead of a terminal that does not answer.
     */
    static final long ODDS_DICE = 5_000_000;

    /** The exact odds of the fight under way: best play, the baseline's, and each action's with best play after it. */
    private void odds(Engine engine, GameState state, UnaryOperator<String> name, Texts text) {
        if (!FightOdds.inFight(state)) {
            out.println(text.say("play.odds.none"));
            return;
        }
        FightOdds odds = FightOdds.of(engine).withTotalDice(ODDS_DICE);
        out.println(text.say("play.odds.best", odds.best(state).describe()));
        String baseline = odds.under(state, BaselinePolicy.of(engine)).describe();
        out.println("  " + text.say("play.odds.baseline", baseline));
        odds.actions(state).forEach((a, o) -> out.println("  " + Labels.action(text, a, name) + ": " + o.describe()));
    }

    /** A wrong number, said in one line. */
    private static final class Choice extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Choice(String message) {
            super(message);
        }
    }

    private static Action pick(String line, List<Action> legal, Texts text) {
        if (line.chars().allMatch(Character::isDigit)) {
            int n;
            try {
                n = Integer.parseInt(line);
            } catch (NumberFormatException e) {
                n = 0;
            }
            if (n < 1 || n > legal.size()) {
                throw new Choice(text.say("play.no-such-number", line, legal.size()));
            }
            return legal.get(n - 1);
        }
        return Action.parse(line);
    }

    static UnaryOperator<String> names(GameState state) {
        return id -> {
            for (Hero h : state.party().heroes()) {
                if (h.id().equals(id)) {
                    return h.name();
                }
            }
            return id;
        };
    }
}
