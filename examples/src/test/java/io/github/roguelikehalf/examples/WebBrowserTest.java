package io.github.roguelikehalf.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * The web page in a real browser: headless Chromium (Debian's {@code chromium} and {@code chromium-driver}, which
 * {@code .ci/run} installs) plays a whole seeded adventure by clicking the buttons, reloads the page midway, and must
 * end with {@code autoplay}'s outcome and event log, in English and in Japanese. Skipped, with a message, where no
 * browser is installed. {@code -Dweb.screenshot=FILE} saves a screenshot of the first fight (docs/web.png).
 */
class WebBrowserTest {

    private static final Duration PATIENCE = Duration.ofSeconds(30);

    @TempDir
    Path dir;

    @Test
    @DisplayName("Clicking autoplay's actions in Chromium, with a reload midway, ends as autoplay with its event log")
    void playsASeededAdventureByClicking() throws IOException {
        Optional<Path> chromium = onPath("chromium", "chromium-browser", "google-chrome");
        Optional<Path> driver = onPath("chromedriver");
        assumeTrue(
                chromium.isPresent() && driver.isPresent(),
                "SKIPPED: no browser to test the web page in (chromium and chromedriver not on the PATH);"
                        + " install Debian's chromium and chromium-driver, as .ci/run does");
        List<String> en = WebApiTest.autoplay(WebApiTest.SEED, "en");
        List<String> ja = WebApiTest.autoplay(WebApiTest.SEED, "ja");
        List<String> actions = en.stream()
                .filter(l -> l.startsWith("> "))
                .map(l -> l.substring(2))
                .toList();
        HttpServer server = WebServer.start(
                new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), new WebGames(dir.resolve("games")));
        WebDriver browser = browser(chromium.get(), driver.get());
        try {
            browser.get("http://localhost:" + server.getAddress().getPort() + "/");
            WebElement seed = browser.findElement(By.id("seed"));
            seed.clear();
            seed.sendKeys(Long.toString(WebApiTest.SEED));
            browser.findElement(By.id("start")).click();
            waitFor(browser, () -> turns(browser) == 0 && "0".equals(body(browser, "data-steps")));
            String game = body(browser, "data-game");
            assertThat(browser.getCurrentUrl()).endsWith("#game=" + game);
            boolean pictured = false;
            for (int i = 0; i < actions.size(); i++) {
                if (i == actions.size() / 2) {
                    browser.navigate().refresh();
                    int done = i;
                    waitFor(browser, () -> turns(browser) == done && game.equals(body(browser, "data-game")));
                }
                if (!pictured
                        && !browser.findElements(By.cssSelector("#enemies li")).isEmpty()) {
                    pictured = true;
                    screenshot(browser);
                }
                String action = actions.get(i);
                WebElement button = browser.findElements(By.cssSelector("#actions button")).stream()
                        .filter(b -> action.equals(b.getDomAttribute("data-action")))
                        .findFirst()
                        .orElseThrow(() -> new AssertionError("no button for '" + action + "'"));
                button.click();
                int done = i + 1;
                waitFor(browser, () -> turns(browser) == done);
            }
            assertThat(log(browser)).isEqualTo(en.subList(1, en.size() - 1));
            String steps = browser.findElement(By.id("steps")).getText();
            assertThat(browser.findElement(By.id("outcome")).getText() + " after " + steps + " actions")
                    .isEqualTo(en.get(en.size() - 1));
            assertThat(browser.findElements(By.cssSelector("#actions button"))).isEmpty();
            assertThat(browser.findElement(By.id("odds")).getDomAttribute("class"))
                    .isEqualTo("pending");

            browser.findElement(By.id("lang")).click();
            waitFor(
                    browser,
                    () -> "ja".equals(browser.findElement(By.tagName("html")).getDomAttribute("lang")));
            assertThat(log(browser)).isEqualTo(ja.subList(1, ja.size() - 1));
            assertThat(browser.findElement(By.id("outcome")).getText()).startsWith("冒険の終わり: ");
        } finally {
            browser.quit();
            server.stop(0);
        }
    }

    /** The page's log as autoplay prints it: {@code > action}, then each event indented by two spaces. */
    private static List<String> log(WebDriver browser) {
        List<String> lines = new ArrayList<>();
        for (WebElement turn : browser.findElements(By.cssSelector("#log > li"))) {
            lines.add("> " + turn.findElement(By.className("action")).getDomAttribute("data-action"));
            for (WebElement event : turn.findElements(By.className("event"))) {
                lines.add("  " + event.getDomProperty("textContent"));
            }
        }
        return lines;
    }

    private static int turns(WebDriver browser) {
        return browser.findElements(By.cssSelector("#log > li")).size();
    }

    private static String body(WebDriver browser, String attribute) {
        return browser.findElement(By.tagName("body")).getDomAttribute(attribute);
    }

    private static void waitFor(WebDriver browser, BooleanSupplier condition) {
        long end = System.nanoTime() + PATIENCE.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("the page did not get there in " + PATIENCE + "; error shown: "
                        + browser.findElement(By.id("error")).getText());
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }

    private static void screenshot(WebDriver browser) throws IOException {
        String target = System.getProperty("web.screenshot", "");
        if (!target.isEmpty()) {
            byte[] png = ((ChromeDriver) browser).getScreenshotAs(OutputType.BYTES);
            Files.write(Path.of(target), png);
        }
    }

    private WebDriver browser(Path chromium, Path driver) throws IOException {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium.toFile());
        options.addArguments(
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--window-size=1400,900",
                "--user-data-dir=" + Files.createDirectories(dir.resolve("chromium")));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(driver.toFile())
                .usingAnyFreePort()
                .build();
        return new ChromeDriver(service, options);
    }

    /** The first of these programs found on the PATH. */
    private static Optional<Path> onPath(String... names) {
        String path = System.getenv().getOrDefault("PATH", "");
        return Stream.of(names)
                .flatMap(n -> Stream.of(path.split(java.io.File.pathSeparator))
                        .filter(d -> !d.isEmpty())
                        .map(d -> Path.of(d, n)))
                .filter(Files::isExecutable)
                .findFirst();
    }
}
