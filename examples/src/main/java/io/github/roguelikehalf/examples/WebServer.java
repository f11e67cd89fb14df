package io.github.roguelikehalf.examples;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * {@link WebApi} on the JDK's own HTTP server ({@code com.sun.net.httpserver}): reads the body (refusing one over
 * {@link WebApi#MAX_BODY} bytes with 413 before it is parsed), asks the API, writes its reply.
 */
public final class WebServer implements HttpHandler {

    /** Bytes of an over-long body read and thrown away so the client sees the 413, not a broken connection. */
    private static final long DRAIN_AT_MOST = 16L * WebApi.MAX_BODY;

    private final WebApi api;

    /**
     * A handler serving the page and the API below the context it is registered on (e.g. {@code /knight/}).
     *
     * @param api the API
     */
    public WebServer(WebApi api) {
        this.api = api;
    }

    /**
     * Starts a server with the page and the API at {@code /}.
     *
     * @param address where to listen; port 0 picks a free port
     * @param games the games
     * @return the started server; {@code getAddress().getPort()} is its port
     * @throws IOException if it cannot listen there (e.g. the port is taken)
     */
    static HttpServer start(InetSocketAddress address, WebGames games) throws IOException {
        HttpServer server = HttpServer.create(address, 0);
        server.createContext("/", new WebServer(new WebApi(games)));
        ExecutorService threads = Executors.newFixedThreadPool(4, task -> {
            Thread t = new Thread(task, "web");
            t.setDaemon(true); // the web command waits on its own; a test's server ends with the test
            return t;
        });
        server.setExecutor(threads);
        server.start();
        return server;
    }

    /**
     * Serves one request.
     *
     * @param exchange the request and its reply
     * @throws IOException if the connection fails
     */
    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String path = exchange.getRequestURI()
                    .getPath()
                    .substring(exchange.getHttpContext().getPath().length());
            Optional<byte[]> body = read(exchange.getRequestBody());
            WebApi.Reply reply = body.map(b -> api.answer(exchange.getRequestMethod(), path, b))
                    .orElseGet(() -> WebApi.error(
                            "too-large", "the body is over " + WebApi.MAX_BODY + " bytes; a snapshot is smaller"));
            exchange.getResponseHeaders().set("Content-Type", reply.contentType());
            exchange.getResponseHeaders().set("Cache-Control", "no-store");
            exchange.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
            reply.download()
                    .ifPresent(name -> exchange.getResponseHeaders()
                            .set("Content-Disposition", "attachment; filename=\"" + name + "\""));
            byte[] bytes = reply.body().getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(reply.status(), bytes.length == 0 ? -1 : bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        }
    }

    /** The body, or empty if it is longer than allowed (then some of the rest is read and dropped). */
    private static Optional<byte[]> read(InputStream in) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        int n;
        while ((n = in.read(buffer)) != -1) {
            if (bytes.size() + n > WebApi.MAX_BODY) {
                long dropped = 0;
                while (dropped < DRAIN_AT_MOST && (n = in.read(buffer)) != -1) {
                    dropped += n;
                }
                return Optional.empty();
            }
            bytes.write(buffer, 0, n);
        }
        return Optional.of(bytes.toByteArray());
    }
}
