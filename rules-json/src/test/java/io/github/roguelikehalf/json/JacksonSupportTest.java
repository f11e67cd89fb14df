package io.github.roguelikehalf.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.Version;
import java.util.Collections;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The Jackson floor (2.16.0) and the token limit, on the Jackson the build uses; see JacksonFloorTest for 2.16. */
class JacksonSupportTest {

    private static Version v(int major, int minor, int patch) {
        return new Version(major, minor, patch, null, "com.fasterxml.jackson.core", "jackson-core");
    }

    @Test
    @DisplayName("Jackson 2.16.0 and later 2.x are supported; 2.15, a mix with 2.15, and 3.x are named in a message")
    void theFloorIs216() {
        assertThat(JacksonSupport.problem(v(2, 16, 0), v(2, 16, 0))).isEmpty();
        assertThat(JacksonSupport.problem(v(2, 23, 0), v(2, 18, 2))).isEmpty();
        assertThat(JacksonSupport.problem(v(2, 15, 4), v(2, 15, 4)))
                .contains("rules-json needs Jackson 2.16.0 or a later 2.x (jackson-core and jackson-databind), found"
                        + " jackson-core 2.15.4 and jackson-databind 2.15.4: align Jackson to 2.16.0 or later, e.g. by"
                        + " importing com.fasterxml.jackson:jackson-bom (see docs/snapshots.md, \"Jackson versions\")");
        assertThat(JacksonSupport.problem(v(2, 18, 0), v(2, 15, 2)))
                .hasValueSatisfying(
                        m -> assertThat(m).contains("found jackson-core 2.18.0 and jackson-databind 2.15.2"));
        assertThat(JacksonSupport.problem(v(3, 0, 0), v(3, 0, 0))).isPresent();
    }

    @Test
    @DisplayName("the Jackson of the build (2.18 or later) applies the token limit: 110,000 tokens are refused")
    void theTokenLimitIsAppliedWhereJacksonHasIt() {
        assertThat(JacksonSupport.hasTokenLimit()).isTrue();
        String many = "[" + String.join(",", Collections.nCopies(110_000, "0")) + "]";
        assertThat((long) many.length()).isLessThan(Snapshots.MAX_DOCUMENT_LENGTH);

        assertThatThrownBy(() -> Snapshots.read(many))
                .isInstanceOf(SnapshotException.class)
                .hasMessageContaining("Token count")
                .hasMessageContaining("100000");
    }
}
