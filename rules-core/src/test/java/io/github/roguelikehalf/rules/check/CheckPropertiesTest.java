package io.github.roguelikehalf.rules.check;

import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/** Property tests (QuickTheories) of the resolution of every check (EN §7-§10 / JP §7-§10). */
class CheckPropertiesTest {

    /** A target number 1..12 and a fumble range 1..2, drawn together (QuickTheories takes four sources). */
    private record TargetAndFumble(int target, int fumbleUpTo) {}

    private static final Gen<Integer> FACES = integers().between(1, 6);
    private static final Gen<Integer> BASIS_VALUES = integers().between(-3, 10);
    private static final Gen<List<Integer>> MODIFIERS =
            lists().of(integers().between(-5, 5)).ofSizeBetween(0, 4);
    private static final Gen<TargetAndFumble> TARGETS =
            integers().between(1, 12).zip(integers().between(1, 2), TargetAndFumble::new);

    private static Check check(int basisValue, List<Integer> modifiers, TargetAndFumble tf) {
        List<Modifier> named = new ArrayList<>();
        for (int i = 0; i < modifiers.size(); i++) {
            named.add(new Modifier("modifier " + i, modifiers.get(i), "§7"));
        }
        return new Check(CheckKind.PLAIN, "hero-1", Basis.TECHNIQUE, basisValue, named, tf.target(), tf.fumbleUpTo());
    }

    private static int sum(List<Integer> values) {
        return values.stream().mapToInt(Integer::intValue).sum();
    }

    @Test
    @DisplayName("§7-§8 total = face + basis + modifiers; success == critical || (!fumble && total ≥ target)")
    void successRule() {
        qt().forAll(FACES, BASIS_VALUES, MODIFIERS, TARGETS).check((face, basis, mods, tf) -> {
            CheckResult r = check(basis, mods, tf).resolveFace(face);
            return r.total() == face + basis + sum(mods)
                    && r.margin() == r.total() - tf.target()
                    && r.success() == (r.critical() || (!r.fumble() && r.total() >= tf.target()));
        });
    }

    @Test
    @DisplayName("§8 R-007 for any check, critical == (face == 6)")
    void criticalRule() {
        qt().forAll(FACES, BASIS_VALUES, MODIFIERS, TARGETS)
                .check((face, basis, mods, tf) ->
                        check(basis, mods, tf).resolveFace(face).critical() == (face == 6));
    }

    @Test
    @DisplayName("§8 R-008 for any check, fumble == (face ≤ fumbleUpTo && face != 6), and a fumble never succeeds")
    void fumbleRule() {
        qt().forAll(FACES, BASIS_VALUES, MODIFIERS, TARGETS).check((face, basis, mods, tf) -> {
            CheckResult r = check(basis, mods, tf).resolveFace(face);
            return r.fumble() == (face <= tf.fumbleUpTo() && face != 6)
                    && !(r.fumble() && r.success())
                    && !(r.fumble() && r.critical());
        });
    }

    @Test
    @DisplayName("§7 for any check, raising the target never turns a failure into a success unless the die is a 6")
    void monotoneInTarget() {
        qt().forAll(FACES, BASIS_VALUES, MODIFIERS, TARGETS).check((face, basis, mods, tf) -> {
            Check c = check(basis, mods, tf);
            boolean easier = c.resolveFace(face).success();
            boolean harder = c.withTarget(tf.target() + 1).resolveFace(face).success();
            return !harder || easier;
        });
    }
}
