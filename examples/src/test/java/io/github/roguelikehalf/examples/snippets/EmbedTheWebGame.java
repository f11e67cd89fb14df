package io.github.roguelikehalf.examples.snippets;

import com.sun.net.httpserver.HttpServer;
import io.github.roguelikehalf.examples.WebApi;
import io.github.roguelikehalf.examples.WebServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;

public class EmbedTheWebGame {

    public static void main(String[] args) throws IOException, InterruptedException {
        // Your app, on the JDK's HTTP server, with a page of its own
        HttpServer app = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        app.createContext("/hello", exchange -> {
            exchange.sendResponseHeaders(200, -1);
            exchange.close();
        });
        // The game's page and endpoints below /knight/, the games kept in a directory of your choice
        WebApi game = new WebApi(Files.createTempDirectory("games"));
        app.createContext("/knight/", new WebServer(game));
        app.start();

        URI page = URI.create("http://localhost:" + app.getAddress().getPort() + "/knight/");
        HttpResponse<String> reply = HttpClient.newHttpClient()
                .send(HttpRequest.newBuilder(page).build(), HttpResponse.BodyHandlers.ofString());
        System.out.println("GET /knight/: " + reply.statusCode() + " "
                + reply.headers().firstValue("Content-Type").orElseThrow());

        // Any other server (a servlet, Spring, Javalin): hand over the method, the path below the mount point and
        // the body (refuse one over WebApi.MAX_BODY bytes unread), then write the reply's status, type and body
        WebApi.Reply created = game.answer("POST", "api/games", "{\"seed\":11}".getBytes(StandardCharsets.UTF_8));
        System.out.println("POST api/games: " + created.status() + " " + created.contentType());
        app.stop(0);
    }
}
