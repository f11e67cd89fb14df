package io.github.roguelikehalf.benchmarks;

import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * A plain loop over one benchmark's operation, for profiling and quick checks between JMH sittings: it warms up, then
 * counts the operations a CPU second of this thread and the bytes this thread allocated per operation. Not a
 * benchmark (no forks, no blackhole); its figures are for comparing two jars on one machine, run after each other.
 *
 * <p>{@code java -cp rules-benchmarks/target/benchmarks.jar io.github.roguelikehalf.benchmarks.Loop weak|strong|kot|ref
 * [seconds] [warm-up seconds]}
 */
public final class Loop {

    private Loop() {}

    /**
     * Runs the loop.
     *
     * @param args the operation ({@code weak}, {@code strong}: a Unit B combat; {@code kot}: a Knight of Twilight
     *     adventure; {@code ref}: the reference loop against the Weak Creatures), the seconds measured (default 5) and
     *     the seconds of warm-up (default 5)
     */
    public static void main(String[] args) {
        String what = args.length > 0 ? args[0] : "weak";
        double seconds = args.length > 1 ? Double.parseDouble(args[1]) : 5;
        double warm = args.length > 2 ? Double.parseDouble(args[2]) : 5;
        LongSupplier op = operation(what);
        ThreadMXBean mx = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        long sink = run(op, mx, warm)[2];
        long[] r = run(op, mx, seconds);
        sink += r[2];
        double cpu = r[1] / 1e9;
        System.out.printf(
                Locale.ROOT,
                "%s: %,d ops in %.2f CPU s = %,.0f ops/CPU s, %,.0f B/op (%d)%n",
                what,
                r[0],
                cpu,
                r[0] / cpu,
                (double) r[3] / r[0],
                sink & 1);
    }

    private static LongSupplier operation(String what) {
        switch (what) {
            case "weak":
            case "strong": {
                UnitB unitB = new UnitB(what);
                long[] seed = {1};
                return () -> unitB.combat(seed[0]++).steps();
            }
            case "kot": {
                KotBenchmarks kot = new KotBenchmarks();
                kot.setUp();
                return kot::adventure;
            }
            case "ref": {
                long[] seed = {1};
                return () -> ReferenceUnitB.combat(seed[0]++, false);
            }
            default:
                throw new IllegalArgumentException("unknown operation " + what + "; weak, strong, kot or ref");
        }
    }

    /** Operations, CPU nanoseconds, a sink of their results, bytes allocated. */
    private static long[] run(LongSupplier op, ThreadMXBean mx, double seconds) {
        long id = Thread.currentThread().getId();
        long wallEnd = System.nanoTime() + (long) (seconds * 1e9);
        long cpu0 = mx.getCurrentThreadCpuTime();
        long bytes0 = mx.getThreadAllocatedBytes(id);
        long n = 0;
        long sink = 0;
        while (System.nanoTime() < wallEnd) {
            for (int i = 0; i < 64; i++) {
                sink += op.getAsLong();
            }
            n += 64;
        }
        long bytes = mx.getThreadAllocatedBytes(id) - bytes0;
        return new long[] {n, mx.getCurrentThreadCpuTime() - cpu0, sink, bytes};
    }
}
