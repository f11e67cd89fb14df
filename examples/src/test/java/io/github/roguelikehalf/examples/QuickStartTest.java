package io.github.roguelikehalf.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.hero.Hero;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Compiles and runs the README's quick start (EN §7, §9, §15, §26, §28). */
class QuickStartTest {

    @Test
    void quickStartCreatesAHeroAndResolvesADexterityRoll() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Hero after = QuickStart.run(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String out = bytes.toString(StandardCharsets.UTF_8);

        // Base Life 4 + 4 bought + leather armour 2 (EN §28) = 10; gold 10 - rope 3 = 7.
        assertThat(out).contains("Aki the Thief: Technique 1, Life 10/10, Dexterity 4, gold 7");
        // d6 2 + Dexterity 4 + leather +1 = 7 against 4: success, one Dexterity consumed (§9).
        assertThat(out).contains("Dexterity roll of hero-1: d6=2 + dexterity 4, leather-armour +1 = 7 vs 4: success");
        assertThat(after.subAttributeValue()).isEqualTo(3);
    }
}
