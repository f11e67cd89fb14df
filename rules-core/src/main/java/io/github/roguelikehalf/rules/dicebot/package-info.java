/**
 * Dice-bot commands, as typed in a chat room: {@code RH+x>=t} (a check with Technique {@code x} against target
 * {@code t}), {@code D66}, and the treasure and magic treasure tables with a modifier ({@code TT+x}, {@code NTT+x},
 * {@code MTT+x}). The syntax follows BCDice's {@code RogueLikeHalf} system where the two overlap; the differences
 * are listed in {@code docs/dicebot.md}.
 *
 * <p>{@link io.github.roguelikehalf.rules.dicebot.DiceBotCommand#parse(String)} reads a command (or throws a
 * {@link io.github.roguelikehalf.rules.dicebot.DiceBotSyntaxException} saying the syntax), and
 * {@link io.github.roguelikehalf.rules.dicebot.DiceBotCommand#roll(io.github.roguelikehalf.rules.dice.Dice)} rolls
 * it with dice passed in (seeded or scripted, like every roll of the library) through the library's own rule
 * functions: {@link io.github.roguelikehalf.rules.check.Check} and
 * {@link io.github.roguelikehalf.rules.treasure.TreasureTable}. A result is a value with a text in English or
 * Japanese.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1.0")
package io.github.roguelikehalf.rules.dicebot;

import org.apiguardian.api.API;
