package io.github.roguelikehalf.examples;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Serves a web page to play Knight of Twilight on localhost, the games kept as snapshots in a directory. */
@Command(
        name = "web",
        mixinStandardHelpOptions = true,
        description = "Play in a web browser: serves a page on localhost (Ctrl+C stops it).")
final class Web implements Callable<Integer> {

    @Option(names = "--port", description = "the port on localhost; 0 picks a free one (default ${DEFAULT-VALUE})")
    int port = 8080;

    @Option(
            names = "--games",
            paramLabel = "DIR",
            description = "where the games are kept, so a restart loses nothing (default: a new temporary directory)")
    Optional<Path> games = Optional.empty();

    /** Counted down to stop the server (a test does; at a terminal, Ctrl+C ends the program). */
    final CountDownLatch stop = new CountDownLatch(1);

    private final PrintStream out;

    Web(PrintStream out) {
        this.out = out;
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        Path dir = games.isPresent() ? games.get() : Files.createTempDirectory("knight-of-twilight-web-");
        HttpServer server;
        try {
            server = WebServer.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), new WebGames(dir));
        } catch (java.io.UncheckedIOException e) {
            out.println(e.getMessage() + " (" + e.getCause().getMessage() + "); give --games a directory");
            return 1;
        } catch (java.net.BindException e) {
            out.println("cannot listen on localhost port " + port + " (" + e.getMessage()
                    + "); choose another with --port, or --port 0 for a free one");
            return 1;
        }
        out.println(
                "Knight of Twilight: http://localhost:" + server.getAddress().getPort() + "/");
        out.println("games kept in " + dir.toAbsolutePath() + "; Ctrl+C stops the server");
        out.flush();
        try {
            stop.await();
        } finally {
            server.stop(0);
        }
        return 0;
    }
}
