package io.github.roguelikehalf.examples;

import io.github.roguelikehalf.kot.KnightOfTwilight;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.SeededDice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Narration;
import io.github.roguelikehalf.rules.engine.Transition;
import io.github.roguelikehalf.rules.play.Policy;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** One seeded adventure played by the baseline policy, every action and event narrated. */
@Command(
        name = "autoplay",
        mixinStandardHelpOptions = true,
        description = "Play one seeded adventure with the baseline bot, narrated.")
final class AutoplayCommand implements Callable<Integer> {

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

    private final PrintStream out;

    AutoplayCommand(PrintStream out) {
        this.out = out;
    }

    @Override
    public Integer call() {
        RuleOptions options = RuleOptions.englishEdition();
        Engine engine = Examples.engine(scenario, spec.commandLine());
        Policy<GameState, Action> policy = BaselinePolicy.of(engine);
        SeededDice policyDice = Dice.seeded(~seed);
        GameState state = engine.start(Parties.warriorWithSoldiers(options), options, seed);
        Texts text = lang.texts();
        Narration names = Narration.of(engine.scenario(), lang.locale());
        out.println(text.say("autoplay.start", names.name(engine.scenario().title()), seed));
        while (!state.isTerminal()) {
            Action action = policy.choose(state, engine.legalActions(state), policyDice);
            out.println("> " + action);
            Transition t = engine.apply(state, action);
            GameState before = state;
            t.events().forEach(e -> out.println("  " + lang.tell(engine.scenario(), before, t.state(), e)));
            state = t.state();
        }
        out.println(text.say("autoplay.end", text.outcome(state.outcome().orElseThrow()), state.steps()));
        return 0;
    }
}
