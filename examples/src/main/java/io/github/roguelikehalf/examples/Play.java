package io.github.roguelikehalf.examples;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Transition;
import io.github.roguelikehalf.rules.hero.Hero;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Plays an adventure in the terminal: each decision lists the legal actions to pick by number or by name. */
@Command(name = "play", mixinStandardHelpOptions = true, description = "Play an adventure in the terminal.")
final class Play implements Callable<Integer> {

    @Option(names = "--seed", description = "the seed of the dice (default ${DEFAULT-VALUE})")
    long seed = 1L;

    @Option(names = "--scenario", description = "scenario id (default ${DEFAULT-VALUE})")
    String scenario = GoblinCellar.ID;

    private final PrintStream out;

    Play(PrintStream out) {
        this.out = out;
    }

    @Override
    public Integer call() throws IOException {
        RuleOptions options = RuleOptions.englishEdition();
        Engine engine = Engine.forScenario(scenario);
        GameState state = engine.start(Parties.warriorWithSoldiers(options), options, seed);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        out.println(engine.scenario().title() + " (seed " + seed + ")");
        while (!state.isTerminal()) {
            for (Hero h : state.party().heroes()) {
                out.println(h.name() + ": Life " + h.life() + "/" + h.maxLife() + ", "
                        + h.subAttribute().label() + " "
                        + h.subAttributeValue() + ", gold " + h.equipment().gold() + ", followers "
                        + state.party().followers().total());
            }
            List<Action> legal = engine.legalActions(state);
            out.println(engine.decision(state).orElseThrow().getClass().getSimpleName() + ":");
            for (int i = 0; i < legal.size(); i++) {
                out.println("  " + (i + 1) + ") " + legal.get(i));
            }
            out.print("> ");
            out.flush();
            String line = in.readLine();
            if (line == null) {
                out.println();
                return 1;
            }
            Action action;
            try {
                int n = Integer.parseInt(line.trim());
                action = n >= 1 && n <= legal.size() ? legal.get(n - 1) : null;
            } catch (NumberFormatException e) {
                action = line.isBlank() ? legal.get(0) : Action.parse(line);
            }
            if (action == null) {
                out.println("pick 1.." + legal.size());
                continue;
            }
            Transition t = engine.apply(state, action);
            for (Event e : t.events()) {
                out.println("  " + e);
            }
            state = t.state();
        }
        out.println("The end: " + state.outcome().orElseThrow());
        return 0;
    }
}
