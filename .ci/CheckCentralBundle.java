import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipInputStream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Checks a Central bundle (target/central-publishing/central-bundle.zip) made by the release profile, against the
 * build itself: run by .ci/release-dry-run, see RELEASING.md.
 *
 * <p>Usage: {@code java .ci/CheckCentralBundle.java BUNDLE VERSION [REPOSITORY_ROOT]}. Exits with 1 and lists every
 * problem if the bundle is not what a release must upload.
 *
 * <p>What it checks:
 *
 * <ul>
 *   <li>the published artifacts are exactly the parent, and every module of the parent's {@code <modules>} that is
 *       not in the release profile's {@code excludeArtifacts}; so no examples or benchmarks;
 *   <li>rules-bom manages exactly the published jar modules, at the version being released, and has no parent, no
 *       build, no profiles and no properties;
 *   <li>every jar's manifest has the version being released as its Implementation-Version;
 *   <li>each artifact has its .pom; each jar module its jar, -sources.jar and -javadoc.jar; nothing else but
 *       signatures and checksums;
 *   <li>every file has a .asc signature that gpg verifies, and .md5, .sha1, .sha256 and .sha512 checksums that match;
 *   <li>every jar holds META-INF/LICENSE and META-INF/NOTICE, equal to the repository's;
 *   <li>a javadoc jar is a placeholder only when its module has no classes (else the real javadoc is missing);
 *   <li>every pom has the version being released (no unresolved {@code ${revision}}) and, itself or through the
 *       parent, the metadata Central requires (name, description, url, license, developer, scm url);
 *   <li>no published pom has an SLF4J binding or other logging backend at compile or runtime scope.
 * </ul>
 */
public final class CheckCentralBundle {

    private static final List<String> CHECKSUMS = List.of("md5", "sha1", "sha256", "sha512");
    private static final Map<String, String> DIGESTS =
            Map.of("md5", "MD5", "sha1", "SHA-1", "sha256", "SHA-256", "sha512", "SHA-512");
    private static final Set<String> LOGGING_BACKENDS = Set.of(
            "slf4j-simple",
            "slf4j-nop",
            "slf4j-jdk14",
            "slf4j-jdk-platform-logging",
            "slf4j-reload4j",
            "slf4j-log4j12",
            "logback-classic",
            "log4j-slf4j-impl",
            "log4j-slf4j2-impl");

    private final List<String> problems = new ArrayList<>();
    private final Path root;
    private final String version;

    private CheckCentralBundle(Path root, String version) {
        this.root = root;
        this.version = version;
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2 || args.length > 3) {
            System.err.println("usage: java .ci/CheckCentralBundle.java BUNDLE VERSION [REPOSITORY_ROOT]");
            System.exit(2);
        }
        Path bundle = Path.of(args[0]);
        Path root = Path.of(args.length == 3 ? args[2] : ".");
        CheckCentralBundle check = new CheckCentralBundle(root, args[1]);
        check.run(bundle);
        if (!check.problems.isEmpty()) {
            System.err.println("The Central bundle " + bundle + " is not ready to publish:");
            check.problems.forEach(p -> System.err.println("  - " + p));
            System.exit(1);
        }
        System.out.println("The Central bundle " + bundle + " passed every check.");
    }

    private void problem(String text) {
        problems.add(text);
    }

    /** A module of the build: its artifactId and packaging. */
    private record Module(String artifactId, String packaging) {
        boolean isJar() {
            return packaging.equals("jar");
        }
    }

    private void run(Path bundlePath) throws Exception {
        if (!Files.isRegularFile(bundlePath)) {
            problem("no bundle at " + bundlePath);
            return;
        }
        Document parentPom = parse(Files.readAllBytes(root.resolve("pom.xml")));
        String groupId = text(parentPom.getDocumentElement(), "groupId").orElseThrow();
        Set<String> excluded = new TreeSet<>();
        for (Element profile : children(child(parentPom.getDocumentElement(), "profiles"), "profile")) {
            if (text(profile, "id").orElse("").equals("release")) {
                for (Element plugin : children(child(child(profile, "build"), "plugins"), "plugin")) {
                    if (text(plugin, "artifactId").orElse("").equals("central-publishing-maven-plugin")) {
                        for (Element a : children(child(child(plugin, "configuration"), "excludeArtifacts"), "artifact")) {
                            excluded.add(a.getTextContent().trim());
                        }
                    }
                }
            }
        }
        Map<String, Module> published = new TreeMap<>();
        String parentId = text(parentPom.getDocumentElement(), "artifactId").orElseThrow();
        published.put(parentId, new Module(parentId, "pom"));
        Set<String> allModules = new TreeSet<>();
        for (Element m : children(child(parentPom.getDocumentElement(), "modules"), "module")) {
            Document pom = parse(Files.readAllBytes(root.resolve(m.getTextContent().trim()).resolve("pom.xml")));
            String artifactId = text(pom.getDocumentElement(), "artifactId").orElseThrow();
            String packaging = text(pom.getDocumentElement(), "packaging").orElse("jar");
            allModules.add(artifactId);
            if (!excluded.contains(artifactId)) {
                published.put(artifactId, new Module(artifactId, packaging));
            }
        }
        for (String e : excluded) {
            if (!allModules.contains(e)) {
                problem("excludeArtifacts names " + e + ", which is no module of the build");
            }
        }
        System.out.println("Published artifacts (from the build): " + published.keySet());
        System.out.println("Not published (excludeArtifacts): " + excluded);

        byte[] license = Files.readAllBytes(root.resolve("LICENSE"));
        byte[] notice = Files.readAllBytes(root.resolve("NOTICE"));
        String prefix = groupId.replace('.', '/') + "/";

        Map<String, byte[]> files = new TreeMap<>();
        try (ZipFile zip = new ZipFile(bundlePath.toFile())) {
            for (ZipEntry e : java.util.Collections.list(zip.entries())) {
                if (e.isDirectory()) {
                    continue;
                }
                try (InputStream in = zip.getInputStream(e)) {
                    files.put(e.getName(), in.readAllBytes());
                }
            }
        }
        Map<String, Map<String, byte[]>> byArtifact = new TreeMap<>();
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            String name = f.getKey();
            if (!name.startsWith(prefix)) {
                problem("file outside " + prefix + ": " + name);
                continue;
            }
            String[] parts = name.substring(prefix.length()).split("/");
            if (parts.length != 3) {
                problem("file not in ARTIFACT/VERSION/: " + name);
                continue;
            }
            if (!parts[1].equals(version)) {
                problem("file of version " + parts[1] + ", not " + version + ": " + name);
            }
            byArtifact.computeIfAbsent(parts[0], k -> new TreeMap<>()).put(parts[2], f.getValue());
        }

        System.out.println("Bundle contents:");
        for (Map.Entry<String, Map<String, byte[]>> a : byArtifact.entrySet()) {
            System.out.println("  " + a.getKey() + "/" + version + ": " + a.getValue().size() + " files");
            for (String f : a.getValue().keySet()) {
                System.out.println("    " + f);
            }
        }

        for (String a : byArtifact.keySet()) {
            if (!published.containsKey(a)) {
                problem("the bundle holds " + a + ", which is not published (examples, benchmarks or unknown)");
            }
        }
        for (String a : published.keySet()) {
            if (!byArtifact.containsKey(a)) {
                problem("the bundle lacks " + a);
            }
        }

        Path gpgDir = Files.createTempDirectory("bundle-signatures");
        try {
            Document parentInBundle = null;
            byte[] parentBytes = byArtifact.getOrDefault(parentId, Map.of()).get(parentId + "-" + version + ".pom");
            if (parentBytes != null) {
                parentInBundle = parse(parentBytes);
            }
            for (Module module : published.values()) {
                Map<String, byte[]> own = byArtifact.get(module.artifactId());
                if (own != null) {
                    checkArtifact(module, own, license, notice, parentInBundle, parentId, gpgDir);
                }
            }
        } finally {
            try (var walk = Files.walk(gpgDir)) {
                walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }

        checkBom(byArtifact, published, groupId);
    }

    private void checkArtifact(
            Module module,
            Map<String, byte[]> own,
            byte[] license,
            byte[] notice,
            Document parentInBundle,
            String parentId,
            Path gpgDir)
            throws Exception {
        String base = module.artifactId() + "-" + version;
        List<String> primaries = new ArrayList<>(List.of(base + ".pom"));
        if (module.isJar()) {
            primaries.addAll(List.of(base + ".jar", base + "-sources.jar", base + "-javadoc.jar"));
        }
        Set<String> expected = new TreeSet<>();
        for (String p : primaries) {
            expected.add(p);
            expected.add(p + ".asc");
            for (String c : CHECKSUMS) {
                expected.add(p + "." + c);
            }
        }
        for (String f : own.keySet()) {
            boolean checksumOfSignature = CHECKSUMS.stream()
                    .anyMatch(c -> f.endsWith(".asc." + c) && expected.contains(f.substring(0, f.length() - c.length() - 1)));
            if (!expected.contains(f) && !checksumOfSignature) {
                problem(module.artifactId() + ": unexpected file " + f);
            }
        }
        for (String f : expected) {
            if (!own.containsKey(f)) {
                problem(module.artifactId() + ": missing " + f);
            }
        }
        // Checksums: every one present must match, of primaries and of signatures alike.
        for (Map.Entry<String, byte[]> f : own.entrySet()) {
            for (String c : CHECKSUMS) {
                String suffix = "." + c;
                if (f.getKey().endsWith(suffix)) {
                    String target = f.getKey().substring(0, f.getKey().length() - suffix.length());
                    byte[] data = own.get(target);
                    if (data == null) {
                        problem(module.artifactId() + ": checksum of a missing file: " + f.getKey());
                    } else {
                        String want = new String(f.getValue(), java.nio.charset.StandardCharsets.US_ASCII)
                                .trim()
                                .split("\\s+")[0];
                        if (!want.equalsIgnoreCase(digest(DIGESTS.get(c), data))) {
                            problem(module.artifactId() + ": " + f.getKey() + " does not match " + target);
                        }
                    }
                }
            }
        }
        // Signatures.
        for (String p : primaries) {
            byte[] data = own.get(p);
            byte[] sig = own.get(p + ".asc");
            if (data != null && sig != null) {
                Path d = gpgDir.resolve(p);
                Path s = gpgDir.resolve(p + ".asc");
                Files.write(d, data);
                Files.write(s, sig);
                Process gpg = new ProcessBuilder("gpg", "--batch", "--verify", s.toString(), d.toString())
                        .redirectErrorStream(true)
                        .start();
                String out = new String(gpg.getInputStream().readAllBytes());
                if (!gpg.waitFor(60, TimeUnit.SECONDS) || gpg.exitValue() != 0) {
                    problem(module.artifactId() + ": gpg does not verify " + p + ".asc:\n" + out.strip());
                }
            }
        }
        // Jars: legal files, and the javadoc.
        boolean hasClasses = false;
        if (module.isJar()) {
            for (String p : primaries.subList(1, primaries.size())) {
                byte[] data = own.get(p);
                if (data == null) {
                    continue;
                }
                Map<String, byte[]> entries = unzip(data);
                if (!java.util.Arrays.equals(license, entries.get("META-INF/LICENSE"))) {
                    problem(module.artifactId() + ": " + p + " lacks the repository's META-INF/LICENSE");
                }
                if (!java.util.Arrays.equals(notice, entries.get("META-INF/NOTICE"))) {
                    problem(module.artifactId() + ": " + p + " lacks the repository's META-INF/NOTICE");
                }
                if (p.equals(base + ".jar")) {
                    byte[] mf = entries.get("META-INF/MANIFEST.MF");
                    String implementationVersion = mf == null
                            ? null
                            : new java.util.jar.Manifest(new ByteArrayInputStream(mf))
                                    .getMainAttributes()
                                    .getValue("Implementation-Version");
                    if (!version.equals(implementationVersion)) {
                        problem(module.artifactId() + ": " + p + " has Implementation-Version " + implementationVersion
                                + " in its manifest, not " + version);
                    }
                    hasClasses = entries.keySet().stream()
                            .anyMatch(n -> n.endsWith(".class")
                                    && !n.endsWith("module-info.class")
                                    && !n.endsWith("package-info.class"));
                }
                if (p.equals(base + "-javadoc.jar")) {
                    boolean real = entries.containsKey("element-list") || entries.containsKey("package-list");
                    if (!real && !entries.containsKey("index.html")) {
                        problem(module.artifactId() + ": the javadoc jar has neither javadoc nor a placeholder page");
                    }
                    if (!real && hasClasses) {
                        problem(module.artifactId() + ": the module has classes but its javadoc jar is the placeholder:"
                                + " delete maven.javadoc.skip from its pom");
                    }
                    System.out.println("  " + module.artifactId() + ": " + (real ? "javadoc" : "placeholder javadoc")
                            + (hasClasses ? ", with classes" : ", no classes yet"));
                }
            }
        }
        // The pom.
        byte[] pomBytes = own.get(base + ".pom");
        if (pomBytes != null) {
            String pomText = new String(pomBytes, java.nio.charset.StandardCharsets.UTF_8);
            if (pomText.contains("${revision}")) {
                problem(module.artifactId() + ": the pom still says ${revision}");
            }
            Element pom = parse(pomBytes).getDocumentElement();
            Element parent = child(pom, "parent");
            String pomVersion = text(pom, "version").or(() -> text(parent, "version")).orElse("");
            if (!pomVersion.equals(version)) {
                problem(module.artifactId() + ": the pom's version is " + pomVersion + ", not " + version);
            }
            if (!text(pom, "artifactId").orElse("").equals(module.artifactId())) {
                problem(module.artifactId() + ": the pom names another artifactId");
            }
            Element inherited = parent != null && parentInBundle != null
                    && text(parent, "artifactId").orElse("").equals(parentId)
                    ? parentInBundle.getDocumentElement()
                    : null;
            if (parent != null && inherited == null) {
                problem(module.artifactId() + ": its parent is not the parent in the bundle");
            }
            for (String path : List.of(
                    "name", "description", "url", "licenses/license/name", "developers/developer/name", "scm/url")) {
                if (path(pom, path).isEmpty() && (inherited == null || path(inherited, path).isEmpty())) {
                    problem(module.artifactId() + ": the pom lacks " + path + " (Central requires it)");
                }
            }
            for (Element dep : children(child(pom, "dependencies"), "dependency")) {
                String scope = text(dep, "scope").orElse("compile");
                String artifact = text(dep, "artifactId").orElse("");
                if (LOGGING_BACKENDS.contains(artifact) && (scope.equals("compile") || scope.equals("runtime"))) {
                    problem(module.artifactId() + ": depends on the logging backend " + artifact + " at " + scope
                            + " scope; published modules use the SLF4J API only");
                }
            }
        }
    }

    private void checkBom(Map<String, Map<String, byte[]>> byArtifact, Map<String, Module> published, String groupId)
            throws Exception {
        Map<String, byte[]> bom = byArtifact.get("rules-bom");
        byte[] bytes = bom == null ? null : bom.get("rules-bom-" + version + ".pom");
        if (bytes == null) {
            return; // reported above
        }
        Element pom = parse(bytes).getDocumentElement();
        if (child(pom, "parent") != null) {
            problem("rules-bom: has a parent; importing it would import the parent's dependency management");
        }
        if (child(pom, "dependencies") != null) {
            problem("rules-bom: has dependencies; a BOM only manages versions");
        }
        for (String element : List.of("build", "profiles", "properties")) {
            if (child(pom, element) != null) {
                problem("rules-bom: its published pom has <" + element + ">; a BOM is dependency management only");
            }
        }
        Set<String> managed = new TreeSet<>();
        for (Element dep : children(child(child(pom, "dependencyManagement"), "dependencies"), "dependency")) {
            String artifactId = text(dep, "artifactId").orElse("");
            managed.add(artifactId);
            if (!text(dep, "groupId").orElse("").equals(groupId)) {
                problem("rules-bom: manages " + text(dep, "groupId").orElse("?") + ":" + artifactId
                        + "; it manages only this project's artifacts");
            }
            if (!text(dep, "version").orElse("").equals(version)) {
                problem("rules-bom: manages " + artifactId + " at " + text(dep, "version").orElse("no version")
                        + ", not " + version);
            }
        }
        Set<String> jars = new TreeSet<>();
        published.values().stream().filter(Module::isJar).forEach(m -> jars.add(m.artifactId()));
        if (!managed.equals(jars)) {
            problem("rules-bom manages " + managed + " but the published jar modules are " + jars);
        }
        System.out.println("rules-bom manages " + managed);
    }

    private static Map<String, byte[]> unzip(byte[] jar) throws IOException {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(jar))) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                if (!e.isDirectory()) {
                    entries.put(e.getName(), in.readAllBytes());
                }
            }
        }
        return entries;
    }

    private static String digest(String algorithm, byte[] data) throws NoSuchAlgorithmException {
        return HexFormat.of().formatHex(MessageDigest.getInstance(algorithm).digest(data));
    }

    private static Document parse(byte[] xml) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(xml));
    }

    private static Element child(Element parent, String name) {
        if (parent == null) {
            return null;
        }
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(name)) {
                return e;
            }
        }
        return null;
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> out = new ArrayList<>();
        if (parent != null) {
            for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
                if (n instanceof Element e && e.getTagName().equals(name)) {
                    out.add(e);
                }
            }
        }
        return out;
    }

    private static Optional<String> text(Element parent, String name) {
        Element e = child(parent, name);
        return e == null ? Optional.empty() : Optional.of(e.getTextContent().trim()).filter(s -> !s.isEmpty());
    }

    private static Optional<String> path(Element start, String path) {
        String[] parts = path.split("/");
        Element e = start;
        for (int i = 0; i < parts.length - 1 && e != null; i++) {
            e = child(e, parts[i]);
        }
        return e == null ? Optional.empty() : text(e, parts[parts.length - 1]);
    }
}
