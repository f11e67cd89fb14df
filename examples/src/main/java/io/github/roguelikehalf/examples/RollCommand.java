package io.github.roguelikehalf.examples;

import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dicebot.DiceBotCommand;
import java.io.PrintStream;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Rolls dice-bot commands ({@code RH+1>=5}, {@code D66}, {@code TT+1}, {@code MTT}), one line each. */
@Command(
        name = "roll",
        mixinStandardHelpOptions = true,
        description = "Roll dice-bot commands, as in a chat room: RH+x>=t (a check with Technique x against t),"
                + " D66, TT+x (treasure table), MTT+x (magic treasure table). See docs/dicebot.md.")
final class RollCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    private final PrintStream out;

    RollCommand(PrintStream out) {
        this.out = out;
    }

    @Parameters(arity = "1..*", paramLabel = "COMMAND", description = "e.g. 'RH+1>=5' (quote it: > is the shell's)")
    List<String> commands = new ArrayList<>();

    @Option(names = "--seed", description = "the seed of the dice (default: a new one each time)")
    Optional<Long> seed = Optional.empty();

    @Option(
            names = "--dice",
            split = ",",
            paramLabel = "FACE",
            description = "the faces to use, in order, instead of rolling (e.g. --dice 5 or --dice 6,4,3)")
    List<Integer> faces = new ArrayList<>();

    @Option(names = "--lang", description = "EN or JA (default ${DEFAULT-VALUE})")
    Narrator lang = Narrator.EN;

    @Override
    public Integer call() {
        List<DiceBotCommand> parsed = new ArrayList<>();
        Dice dice;
        try {
            for (String c : commands) {
                parsed.add(DiceBotCommand.parse(c));
            }
            dice = faces.isEmpty()
                    ? Dice.seeded(seed.orElseGet(() -> new SecureRandom().nextLong()))
                    : Dice.of(faces.stream().mapToInt(Integer::intValue).toArray());
        } catch (RulesException | IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
        }
        Locale locale = lang == Narrator.JA ? Locale.JAPANESE : Locale.ENGLISH;
        for (DiceBotCommand c : parsed) {
            try {
                out.println(c.roll(dice).text(locale));
            } catch (RulesException e) {
                throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
            }
        }
        return 0;
    }
}
