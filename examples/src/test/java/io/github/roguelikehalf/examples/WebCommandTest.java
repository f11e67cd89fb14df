package io.github.roguelikehalf.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The {@code web} command: the address it prints, the games directory, a taken port. */
class WebCommandTest {

    @TempDir
    Path dir;

    @Test
    @DisplayName("web --port 0 --games DIR prints its localhost address, serves the page there, keeps games in DIR")
    void printsItsAddress() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Web web = new Web(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        Path games = dir.resolve("games");
        CompletableFuture<Integer> code = CompletableFuture.supplyAsync(
                () -> new CommandLine(web).execute("--port", "0", "--games", games.toString()));
        Pattern address = Pattern.compile("Knight of Twilight: http://localhost:(\\d+)/");
        Matcher m = address.matcher("");
        for (int i = 0; i < 600 && !m.find(); i++) {
            Thread.sleep(50);
            m = address.matcher(bytes.toString(StandardCharsets.UTF_8));
        }
        assertThat(m.find(0)).as(bytes.toString(StandardCharsets.UTF_8)).isTrue();
        HttpClient http = HttpClient.newHttpClient();
        HttpResponse<String> created = http.send(
                HttpRequest.newBuilder(URI.create("http://localhost:" + m.group(1) + "/api/games"))
                        .POST(HttpRequest.BodyPublishers.ofString("{\"seed\":5}"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(created.statusCode()).isEqualTo(201);
        String id = ServeJson.MAPPER.readTree(created.body()).get("id").asText();
        assertThat(games.resolve(id + ".json")).exists();
        assertThat(bytes.toString(StandardCharsets.UTF_8)).contains("games kept in " + games.toAbsolutePath());
        web.stop.countDown();
        assertThat(code.get(30, TimeUnit.SECONDS)).isZero();
    }

    @Test
    @DisplayName("web on a taken port says so and how to choose another, with exit code 1")
    void takenPort() throws IOException {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            int code = Examples.run(
                    new PrintStream(bytes, true, StandardCharsets.UTF_8),
                    "web",
                    "--port",
                    Integer.toString(taken.getLocalPort()),
                    "--games",
                    dir.toString());
            assertThat(code).isEqualTo(1);
            assertThat(bytes.toString(StandardCharsets.UTF_8))
                    .contains("cannot listen on localhost port " + taken.getLocalPort())
                    .contains("choose another with --port");
            try (var files = Files.list(dir)) {
                assertThat(files).isEmpty();
            }
        }
    }

    @Test
    @DisplayName("web --games naming a file, not a directory, says so with exit code 1")
    void gamesIsAFile() throws IOException {
        Path file = Files.writeString(dir.resolve("not-a-directory"), "x");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int code = Examples.run(
                new PrintStream(bytes, true, StandardCharsets.UTF_8), "web", "--port", "0", "--games", file.toString());
        assertThat(code).isEqualTo(1);
        assertThat(bytes.toString(StandardCharsets.UTF_8))
                .contains("cannot create the games directory " + file)
                .contains("give --games a directory");
    }
}
