package io.github.roguelikehalf.rules.creature;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.quicktheories.core.Gen;

/** The notation of a creature's number appearing (EN §35 / JP §34): {@code NdM}, {@code NdM+K}, {@code NdM-K}, K. */
class NumberAppearingTest {

    @ParameterizedTest(name = "{0} -> {1} dice of {2} faces, {3} added")
    @CsvSource({
        "1d6, 1, 6, 0",
        "2d6+1, 2, 6, 1",
        "1d3+3, 1, 3, 3",
        "2d6-1, 2, 6, -1",
        "3, 0, 6, 3",
        "+4, 0, 6, 4",
        "' 1d6 ', 1, 6, 0",
        "12d66, 12, 66, 0",
        "0d6+2, 0, 6, 2"
    })
    @DisplayName("EN §35 / JP §34: a notation read")
    void reads(String text, int dice, int faces, int plus) {
        assertThat(NumberAppearing.parse(text)).isEqualTo(new NumberAppearing(dice, faces, plus));
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(
            value = {
                "''",
                "' '",
                "d6",
                "1d",
                "1d6+",
                "1d+2",
                "1d6+-2",
                "1e6",
                "1d6 3",
                "1dd6",
                "1d6d6",
                "x",
                "+",
                "1d6+2x",
                "١d6",
                "99999999999"
            },
            quoteCharacter = '\'')
    @DisplayName("anything else is refused with the forms allowed")
    void refuses(String text) {
        assertThatThrownBy(() -> NumberAppearing.parse(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(text.isEmpty() || text.startsWith("9") ? "" : "'" + text + "'");
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource({"0", "-2", "+0", "0d6", "0d6-1"})
    @DisplayName("a fixed number is at least 1")
    void fixedAtLeastOne(String text) {
        assertThatThrownBy(() -> NumberAppearing.parse(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a fixed number appearing must be at least 1, was '" + text + "'");
    }

    /** The grammar as a regular expression: the reader by hand must answer as it does, text for text. */
    private static final Pattern FORM = Pattern.compile("(?:(\\d+)d(\\d+))?([+-]?\\d+)?");

    private static String byExpression(String text) {
        Matcher m = FORM.matcher(text.trim());
        if (text.isBlank() || !m.matches()) {
            return "refused";
        }
        try {
            int n = m.group(1) == null ? 0 : Integer.parseInt(m.group(1));
            int f = m.group(2) == null ? 6 : Integer.parseInt(m.group(2));
            int k = m.group(3) == null ? 0 : Integer.parseInt(m.group(3));
            return n == 0 && k < 1 ? "refused" : new NumberAppearing(n, f, k).toString();
        } catch (NumberFormatException e) {
            return "refused";
        }
    }

    private static String byHand(String text) {
        try {
            return NumberAppearing.parse(text).toString();
        } catch (IllegalArgumentException e) {
            return "refused";
        }
    }

    private static Gen<String> texts() {
        String alphabet = "0123456789d+- \u0661x";
        return lists().of(integers().between(0, alphabet.length() - 1))
                .ofSizeBetween(0, 7)
                .map(l ->
                        l.stream().map(i -> String.valueOf(alphabet.charAt(i))).collect(Collectors.joining()));
    }

    @Test
    @DisplayName("any short text of digits, d, signs and spaces: read as the grammar reads it, or refused")
    void agreesWithTheGrammar() {
        qt().withExamples(20_000)
                .forAll(texts())
                .checkAssert(t -> assertThat(byHand(t)).as("'%s'", t).isEqualTo(byExpression(t)));
    }
}
