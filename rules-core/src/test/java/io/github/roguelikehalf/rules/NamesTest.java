package io.github.roguelikehalf.rules;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

class NamesTest {

    private static final Pattern KEY = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)+");

    @ParameterizedTest
    @EnumSource(RuleTerm.class)
    void everyTermHasANameInBothLanguages(RuleTerm term) {
        assertThat(Names.of(term, Locale.ENGLISH)).isNotBlank().isEqualTo(term.displayName(Locale.ENGLISH));
        assertThat(Names.of(term, Locale.JAPANESE)).isNotBlank().isEqualTo(term.displayName(Locale.JAPANESE));
    }

    @ParameterizedTest
    @EnumSource(RuleTerm.class)
    void japaneseNamesAreJapanese(RuleTerm term) {
        String name = Names.of(term, Locale.JAPANESE);
        if (term == RuleTerm.D66) {
            assertThat(name).isEqualTo("d66");
        } else {
            assertThat(name.codePoints()).as(name).anyMatch(c -> c > 0x7f);
        }
    }

    @Test
    void bothBundlesHaveExactlyTheKeysOfTheEnum() throws IOException {
        List<String> enumKeys =
                Arrays.stream(RuleTerm.values()).map(RuleTerm::key).collect(Collectors.toList());
        assertThat(keysOf("names.properties")).containsExactlyElementsOf(enumKeys);
        assertThat(keysOf("names_ja.properties")).containsExactlyElementsOf(enumKeys);
    }

    @Test
    void keysAreUniqueAndWellFormed() {
        Set<String> keys = Arrays.stream(RuleTerm.values()).map(RuleTerm::key).collect(Collectors.toSet());
        assertThat(keys).hasSize(RuleTerm.values().length);
        assertThat(keys).allMatch(k -> KEY.matcher(k).matches());
    }

    @Test
    void englishNamesAreUnique() {
        Set<String> names = Arrays.stream(RuleTerm.values())
                .map(t -> Names.of(t, Locale.ENGLISH))
                .collect(Collectors.toSet());
        assertThat(names).hasSize(RuleTerm.values().length);
    }

    @ParameterizedTest
    @CsvSource({
        "KNOCKOUT, spell.knockout, Knockout, 気絶",
        "TECHNIQUE, score.technique, Technique, 技量点",
        "LAMPLIGHTER, follower.lamplighter, Lamplighter, ランタン持ち",
        "TWO_HANDED_WEAPON, item.two-handed-weapon, Two-handed Weapon, 両手武器",
        "MAGIC_RESISTANCE_CHECK, check.magic-resistance, Magic Resistance Check, 魔法ロール",
        "FLEE_IF_OUTNUMBERED, reaction.flee-if-outnumbered, Flee if Outnumbered, 劣勢であれば逃走",
        "SQUIRE, follower.squire, Squire, 太刀持ち",
        "SMALL_JEWEL, treasure.small-jewel, Small Jewel, 宝石・小",
        "WAR_DOLL, magic-treasure.war-doll, War Doll, ウォー・ドール",
        "ROUND_ZERO, combat.round-zero, Round 0, 第０ラウンド",
        "D66, dice.d66, d66, d66"
    })
    void knownNames(RuleTerm term, String key, String english, String japanese) {
        assertThat(term.key()).isEqualTo(key);
        assertThat(Names.of(term, Locale.ENGLISH)).isEqualTo(english);
        assertThat(Names.of(term, Locale.JAPANESE)).isEqualTo(japanese);
    }

    @ParameterizedTest
    @EnumSource(RuleTerm.class)
    void byKeyRoundTrips(RuleTerm term) {
        assertThat(Names.byKey(term.key())).contains(term);
    }

    @Test
    void byKeyOfAnUnknownKeyIsEmpty() {
        assertThat(Names.byKey("spell.unknown")).isEmpty();
        assertThat(Names.byKey("KNOCKOUT")).isEmpty();
        assertThat(Names.byKey("")).isEmpty();
    }

    @Test
    void supportedLocalesAreEnglishAndJapanese() {
        assertThat(Names.supportedLocales()).containsExactly(Locale.ENGLISH, Locale.JAPANESE);
    }

    @Test
    void japaneseWithACountryIsJapanese() {
        assertThat(Names.of(RuleTerm.KNOCKOUT, Locale.JAPAN)).isEqualTo("気絶");
    }

    @Test
    void otherLocalesGiveEnglish() {
        assertThat(Names.of(RuleTerm.KNOCKOUT, Locale.FRENCH)).isEqualTo("Knockout");
        assertThat(Names.of(RuleTerm.KNOCKOUT, Locale.US)).isEqualTo("Knockout");
        assertThat(Names.of(RuleTerm.KNOCKOUT, Locale.ROOT)).isEqualTo("Knockout");
    }

    @Test
    void unsupportedLocaleGivesEnglishEvenWhenTheDefaultLocaleIsJapanese() {
        Locale before = Locale.getDefault();
        Locale.setDefault(Locale.JAPAN);
        try {
            assertThat(Names.of(RuleTerm.LAMPLIGHTER, Locale.FRENCH)).isEqualTo("Lamplighter");
            assertThat(Names.of(RuleTerm.LAMPLIGHTER, Locale.GERMANY)).isEqualTo("Lamplighter");
        } finally {
            Locale.setDefault(before);
        }
    }

    /** The keys of a bundle file, in file order, duplicates kept (Properties would hide them). */
    private static List<String> keysOf(String resource) throws IOException {
        List<String> keys = new ArrayList<>();
        try (InputStream in = Names.class.getResourceAsStream(resource)) {
            assertThat(in).as(resource).isNotNull();
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String trimmed = line.strip();
                if (trimmed.isEmpty() || trimmed.startsWith("#") || trimmed.startsWith("!")) {
                    continue;
                }
                int separator = trimmed.indexOf('=');
                assertThat(separator).as("line '%s' of %s", line, resource).isPositive();
                keys.add(trimmed.substring(0, separator).strip());
            }
        }
        return keys;
    }
}
