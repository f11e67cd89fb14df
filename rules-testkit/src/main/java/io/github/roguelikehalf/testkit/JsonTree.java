package io.github.roguelikehalf.testkit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Just enough JSON to take a snapshot apart and write it again, so that the testkit can mutate snapshots without a
 * JSON library: objects are {@link LinkedHashMap}s (fields in order), arrays {@link ArrayList}s, strings {@link
 * String}s, numbers {@link Num} (their text, exactly), {@code true} and {@code false} {@link Boolean}s and {@code null}
 * {@link #NULL}. It reads only what a snapshot writer writes: well-formed JSON.
 */
final class JsonTree {

    /** The JSON {@code null}. */
    static final Object NULL = new Object() {
        @Override
        public String toString() {
            return "null";
        }
    };

    /** A number, kept as its text. */
    record Num(String text) {}

    private final String s;
    private int at;

    private JsonTree(String s) {
        this.s = s;
    }

    /** Reads a document. */
    static Object parse(String json) {
        JsonTree p = new JsonTree(json);
        Object v = p.value();
        p.space();
        if (p.at != json.length()) {
            throw new IllegalArgumentException("trailing content at " + p.at);
        }
        return v;
    }

    /** Writes a value compactly. */
    static String write(Object v) {
        StringBuilder b = new StringBuilder();
        write(v, b);
        return b.toString();
    }

    /** A deep copy of a value. */
    static Object copy(Object v) {
        if (v instanceof Map<?, ?> m) {
            Map<String, Object> c = new LinkedHashMap<>();
            m.forEach((k, x) -> c.put((String) k, copy(x)));
            return c;
        }
        if (v instanceof List<?> l) {
            List<Object> c = new ArrayList<>();
            l.forEach(x -> c.add(copy(x)));
            return c;
        }
        return v;
    }

    private static void write(Object v, StringBuilder b) {
        if (v instanceof Map<?, ?> m) {
            b.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (!first) {
                    b.append(',');
                }
                first = false;
                string((String) e.getKey(), b);
                b.append(':');
                write(e.getValue(), b);
            }
            b.append('}');
        } else if (v instanceof List<?> l) {
            b.append('[');
            for (int i = 0; i < l.size(); i++) {
                if (i > 0) {
                    b.append(',');
                }
                write(l.get(i), b);
            }
            b.append(']');
        } else if (v instanceof String str) {
            string(str, b);
        } else if (v instanceof Num n) {
            b.append(n.text());
        } else {
            b.append(v);
        }
    }

    private static void string(String str, StringBuilder b) {
        b.append('"');
        for (int i = 0; i < str.length(); i++) {
            char c = str.charAt(i);
            if (c == '"' || c == '\\') {
                b.append('\\').append(c);
            } else if (c < 0x20) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        b.append('"');
    }

    private Object value() {
        space();
        char c = s.charAt(at);
        switch (c) {
            case '{' -> {
                return object();
            }
            case '[' -> {
                return array();
            }
            case '"' -> {
                return string();
            }
            case 't' -> {
                return word("true", Boolean.TRUE);
            }
            case 'f' -> {
                return word("false", Boolean.FALSE);
            }
            case 'n' -> {
                return word("null", NULL);
            }
            default -> {
                int start = at;
                while (at < s.length() && "+-0123456789.eE".indexOf(s.charAt(at)) >= 0) {
                    at++;
                }
                if (start == at) {
                    throw new IllegalArgumentException("unexpected '" + c + "' at " + at);
                }
                return new Num(s.substring(start, at));
            }
        }
    }

    private Object word(String w, Object v) {
        if (!s.startsWith(w, at)) {
            throw new IllegalArgumentException("expected " + w + " at " + at);
        }
        at += w.length();
        return v;
    }

    private Map<String, Object> object() {
        Map<String, Object> m = new LinkedHashMap<>();
        elements('}', () -> {
            space();
            String k = string();
            space();
            expect(':');
            m.put(k, value());
        });
        return m;
    }

    private List<Object> array() {
        List<Object> l = new ArrayList<>();
        elements(']', () -> l.add(value()));
        return l;
    }

    /** Reads the elements of an object or array, after its opening bracket, up to its closing one. */
    private void elements(char close, Runnable element) {
        at++;
        space();
        boolean first = true;
        while (s.charAt(at) != close) {
            if (!first) {
                expect(',');
            }
            first = false;
            element.run();
            space();
        }
        at++;
    }

    private String string() {
        expect('"');
        StringBuilder b = new StringBuilder();
        while (true) {
            char c = s.charAt(at++);
            if (c == '"') {
                return b.toString();
            }
            if (c != '\\') {
                b.append(c);
                continue;
            }
            char e = s.charAt(at++);
            switch (e) {
                case 'n' -> b.append('\n');
                case 't' -> b.append('\t');
                case 'r' -> b.append('\r');
                case 'b' -> b.append('\b');
                case 'f' -> b.append('\f');
                case 'u' -> {
                    b.append((char) Integer.parseInt(s.substring(at, at + 4), 16));
                    at += 4;
                }
                default -> b.append(e);
            }
        }
    }

    private void expect(char c) {
        if (s.charAt(at) != c) {
            throw new IllegalArgumentException("expected '" + c + "' at " + at + ", was '" + s.charAt(at) + "'");
        }
        at++;
    }

    private void space() {
        while (at < s.length() && Character.isWhitespace(s.charAt(at))) {
            at++;
        }
    }
}
