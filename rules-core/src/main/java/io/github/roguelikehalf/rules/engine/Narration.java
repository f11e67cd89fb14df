package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.Names;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.internal.steps.Foes;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Tells {@link Event}s to a person in English or Japanese, with names instead of ids: the hero's own name, a creature
 * or follower by its name, items, spells and effects by their rule terms ({@link Names}), the scenario's things by
 * {@link Scenario#names()}. The one place where an event becomes a text a person reads: a fact is told
 * from its typed data, an event without one from its message ({@code narration.tsv}, an English template and its
 * Japanese), a check or roll without either from its dice.
 *
 * <p>Ids stay in actions, snapshots, facts and {@link Event#text()}, the engine's stable English log. A narration
 * learns the heroes' names and the groups met from the states it is given ({@link #with(GameState)}): give it the
 * state before an action and the state after, then tell that action's events.
 *
 * <p>An immutable value: {@link #with(GameState)} returns a new narration.
 */
public final class Narration {

    /** What an untold event's Japanese starts with: the test of every scenario fails on it. */
    public static final String FALLBACK = "(en) ";

    private static final Pattern ID = Pattern.compile("[A-Za-z][A-Za-z0-9]*(?:[-/:][A-Za-z0-9]+)+|hero-\\d+");

    private final Scenario scenario;
    private final Locale locale;
    private final boolean japanese;
    /** Hero ids to names; "creature:" + an English creature name to its id. */
    private final Map<String, String> known;

    private final Map<String, EnemyGroup> groups;
    private final List<EventTemplates.Template> own;

    private Narration(
            Scenario scenario,
            Locale locale,
            Map<String, String> known,
            Map<String, EnemyGroup> groups,
            List<EventTemplates.Template> own) {
        this.scenario = scenario;
        this.own = own;
        this.locale = locale;
        this.japanese = Locale.JAPANESE.getLanguage().equals(locale.getLanguage());
        this.known = known;
        this.groups = groups;
    }

    /**
     * A narration of a scenario's game.
     *
     * @param scenario the scenario, which names its own creatures, tiles and items
     * @param locale the language: a Japanese locale gives Japanese, any other English
     * @return the narration, knowing no hero yet
     */
    public static Narration of(Scenario scenario, Locale locale) {
        return new Narration(
                Objects.requireNonNull(scenario, "scenario"),
                Objects.requireNonNull(locale, "locale"),
                Map.of(),
                Map.of(),
                scenario.names().stream()
                        .flatMap(n -> n.templates().entrySet().stream())
                        .map(e -> EventTemplates.compile(e.getKey(), e.getValue()))
                        .toList());
    }

    /**
     * This narration, knowing also the heroes and the creatures met of a state.
     *
     * @param state a state of the game told
     * @return the new narration
     */
    public Narration with(GameState state) {
        Map<String, String> h = new HashMap<>(known);
        for (Hero hero : state.party().heroes()) {
            h.put(hero.id(), hero.name());
        }
        Map<String, EnemyGroup> g = new HashMap<>(groups);
        state.phase().met().ifPresent(e -> e.enemies().forEach(group -> g.put(group.id(), group)));
        // a creature's English name, singular and plural, is told by its id too
        for (EnemyGroup group : state.phase().met().map(Encounter::enemies).orElse(List.of())) {
            scenario.creature(group.creatureId()).ifPresent(c -> {
                h.putIfAbsent("creature:" + c.name(), group.creatureId());
                h.putIfAbsent("creature:" + Foes.plural(c.name()), group.creatureId());
            });
        }
        return new Narration(scenario, locale, Map.copyOf(h), Map.copyOf(g), own);
    }

    /**
     * The language told.
     *
     * @return the locale given
     */
    public Locale locale() {
        return locale;
    }

    /**
     * An event as a line: its rule section, its text and its dice.
     *
     * @param event the event
     * @return e.g. {@code [EN §36 / JP §35] Rin attacks goatmen: hit (attack roll of Rin: d6=5 ...)}
     */
    public String line(Event event) {
        StringBuilder b =
                new StringBuilder("[").append(event.rule()).append("] ").append(text(event));
        event.check()
                .ifPresent(c -> b.append(japanese ? " (" : " {").append(dice(c)).append(japanese ? ")" : "}"));
        event.roll()
                .ifPresent(r -> b.append(japanese ? " (出目 " + r.faces() + " = " + r.result() + ")" : " {" + r + "}"));
        return b.toString();
    }

    /**
     * What an event says, in the language, with names instead of ids.
     *
     * @param event the event
     * @return the text; in Japanese, an event this narration cannot tell starts with {@link #FALLBACK}
     */
    public String text(Event event) {
        Optional<EventTemplates.Matched> mine = EventTemplates.match(own, event.text());
        if (mine.isPresent()) {
            return withTile(event, mine.get().render(japanese, this::name));
        }
        Optional<String> fixed = scenarioName(event.text());
        if (fixed.isPresent()) {
            return fixed.get();
        }
        if (!japanese) {
            return EventTemplates.match(event.text())
                    .map(m -> m.render(false, this::name))
                    .orElseGet(() -> names(event.text()));
        }
        Optional<EventTemplates.Matched> m = EventTemplates.match(event.text());
        if (m.isPresent()) {
            return withTile(event, m.get().render(true, this::name));
        }
        if (event.fact().isPresent()) {
            return FactTexts.japanese(event.fact().get(), this);
        }
        if (event.check().isPresent()) {
            CheckResult c = event.check().get();
            return name(c.check().subject()) + "の" + FactTexts.kind(c.check().kind(), locale) + ":"
                    + FactTexts.verdict(c);
        }
        return FALLBACK + names(event.text());
    }

    /**
     * Whether this narration has a message of an event's kind in its language: a template of the rules or of the
     * scenario, or the event's fact; not only the generic text of its check ("Rinの魔術ロール:成功") or the English
     * fallback. {@code ContractSuite.narrations} fails on an event a Japanese narration does not know.
     *
     * @param event the event
     * @return whether it is told by its own message
     */
    public boolean knows(Event event) {
        return EventTemplates.match(own, event.text()).isPresent()
                || scenarioName(event.text()).isPresent()
                || EventTemplates.match(event.text()).isPresent()
                || event.fact().isPresent();
    }

    /**
     * What a roll is for, in the language, with names instead of ids: the purpose a rule names to the dice ({@link
     * io.github.roguelikehalf.rules.dice.Dice#face(int, String)}, e.g. {@code d66 for the next tile}, {@code
     * Dexterity roll of hero-1}), told by the same templates as the events ({@code narration.tsv} and the scenario's
     * own), for dice asked for at a table. A d66's two dice keep their mark ({@code (tens)}, {@code (units)}).
     *
     * @param english the purpose, as the rules name it
     * @return the purpose told; in Japanese, one no template tells starts with {@link #FALLBACK}
     */
    public String purpose(String english) {
        for (String part : List.of(" (tens)", " (units)")) {
            if (english.endsWith(part)) {
                String digit = japanese ? (part.contains("tens") ? "(十の位)" : "(一の位)") : part;
                return purpose(english.substring(0, english.length() - part.length())) + digit;
            }
        }
        Optional<String> mine = scenarioName(english);
        if (mine.isPresent()) {
            return mine.get();
        }
        Optional<EventTemplates.Matched> m = EventTemplates.match(own, english).or(() -> EventTemplates.match(english));
        if (m.isPresent()) {
            return m.get().render(japanese, this::name);
        }
        return FactTexts.checkPurpose(english, this)
                .orElseGet(() -> japanese ? FALLBACK + names(english) : names(english));
    }

    /** In Japanese, an entered tile's text keeps the tile's name when the template told it without. */
    private String withTile(Event event, String told) {
        if (japanese && event.fact().orElse(null) instanceof Fact.TileEntered t && !told.contains(name(t.title()))) {
            return FactTexts.japanese(t, this) + ":" + told;
        }
        return told;
    }

    /**
     * The name of an id or key in the language: a hero's id gives the hero's name, a group's or creature's id the
     * creature's name, a follower's, item's, spell's or effect's key its rule term, a scenario's id or English name
     * the scenario's name for it; anything else is given back as it is.
     *
     * @param id e.g. {@code hero-1}, {@code goatmen}, {@code soldier/slashing}, {@code healing-potion}
     * @return the name
     */
    public String name(String id) {
        String hero = known.get(id);
        if (hero != null) {
            return hero;
        }
        EnemyGroup g = groups.get(id);
        if (g != null) {
            return creature(g.creatureId(), g.initial() > 1);
        }
        Optional<String> mine = scenarioName(id);
        if (mine.isPresent()) {
            return mine.get();
        }
        String creatureId = known.get("creature:" + id);
        if (creatureId != null && japanese) {
            return creature(creatureId, false);
        }
        Optional<String> term = term(id);
        if (term.isPresent()) {
            return term.get();
        }
        if (id.startsWith("scenario ")) {
            return name(id.substring(9));
        }
        if (id.contains(", ")) {
            return String.join(
                    japanese ? "、" : ", ",
                    java.util.Arrays.stream(id.split(", ")).map(this::name).toList());
        }
        if (id.startsWith("the ")) {
            String inner = name(id.substring(4));
            if (!inner.equals(id.substring(4))) {
                return japanese ? inner : "the " + inner;
            }
        }
        String word = FactTexts.WORDS.get(id);
        if (word != null && japanese) {
            return word;
        }
        return id.indexOf(' ') > 0 ? term(id.replace(' ', '-')).orElse(id) : id;
    }

    /**
     * A number of creatures or followers by their name in the language: {@code 2 goatmen}, {@code 1 soldier},
     * {@code ゴートマン2体}, {@code 兵士3人} (followers are counted as people, creatures as bodies).
     *
     * @param id a group's or creature's id, or a follower's key (e.g. {@code goatmen}, {@code soldier/slashing})
     * @param count how many
     * @return the counted name
     */
    public String counted(String id, int count) {
        EnemyGroup g = groups.get(id);
        String creatureId = g != null ? g.creatureId() : scenario.creature(id).isPresent() ? id : null;
        if (japanese) {
            return (creatureId != null ? creature(creatureId, false) : name(id))
                    + count
                    + (creatureId != null ? "体" : "人");
        }
        String one = creatureId != null ? creature(creatureId, false) : name(id);
        return count + " " + (count == 1 ? one : Foes.plural(one));
    }

    /** The scenario's own name of a key in Japanese, by name or by one of its templates; none in English. */
    private Optional<String> scenarioName(String key) {
        if (!japanese || scenario.names().isEmpty()) {
            return Optional.empty();
        }
        Optional<String> plain = scenario.names().get().name(key, locale);
        if (plain.isPresent()) {
            return plain;
        }
        return EventTemplates.match(own, key).map(m -> m.render(true, this::name));
    }

    String creature(String creatureId, boolean plural) {
        Optional<String> mine = scenarioName(creatureId);
        if (mine.isPresent()) {
            return mine.get();
        }
        Optional<Creature> c = scenario.creature(creatureId);
        if (c.isEmpty()) {
            return creatureId;
        }
        String english = c.get().name();
        return japanese ? scenarioName(english).orElse(english) : plural ? Foes.plural(english) : english;
    }

    private String names(String text) {
        Matcher m = ID.matcher(text);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(b, Matcher.quoteReplacement(name(m.group())));
        }
        return m.appendTail(b).toString();
    }

    private Optional<String> term(String key) {
        String k = key.toLowerCase(Locale.ROOT);
        if (k.startsWith("scenario:")) {
            return Optional.of(name(k.substring(9)));
        }
        int colon = k.indexOf(':');
        if (colon > 0) {
            String head = k.substring(0, colon);
            String tail = k.substring(colon + 1);
            if (head.equals("tile")) {
                Optional<String> title = scenario.tile(tail).map(t -> name(t.title()));
                boolean numbered = tail.chars().allMatch(Character::isDigit);
                String number = japanese ? "マップタイル" + tail : "tile " + tail;
                return Optional.of(
                        title.map(t -> !numbered ? t : japanese ? number + "「" + t + "」" : number + " (" + t + ")")
                                .orElse(number));
            }
            if (head.equals("condition")) {
                return Optional.of(name(tail));
            }
            if (head.equals("expires")) {
                return Optional.of(name(tail) + (japanese ? "(冒険の終わりまで)" : " (until the adventure ends)"));
            }
            if (head.equals("crafted")) {
                return term(tail.replace("--", "/")).map(n -> japanese ? "創造された" + n : "crafted " + n);
            }
            String inner = String.join(
                    japanese ? "、" : ", ",
                    java.util.Arrays.stream(tail.split(":")).map(this::name).toList());
            return scenarioName(head)
                    .or(() -> term(head))
                    .map(n -> n + (japanese ? "(" + inner + ")" : " (" + inner + ")"));
        }
        int slash = k.indexOf('/');
        if (slash > 0) {
            Optional<String> follower = ruleTerm("follower." + k.substring(0, slash));
            if (follower.isPresent()) {
                return follower;
            }
            Optional<String> head = term(k.substring(0, slash));
            Optional<String> tail = ruleTerm("damage." + k.substring(slash + 1));
            return head.map(h ->
                    h + tail.map(t -> japanese ? "(" + t + ")" : " (" + t + ")").orElse(""));
        }
        for (String prefix : FactTexts.PREFIXES) {
            Optional<String> n = ruleTerm(prefix + FactTexts.ALIASES.getOrDefault(k, k));
            if (n.isPresent()) {
                return n;
            }
        }
        return Optional.empty();
    }

    private Optional<String> ruleTerm(String key) {
        return Names.byKey(key).map(t -> Names.of(t, locale)).map(n -> japanese ? n : FactTexts.lower(key, n));
    }

    String dice(CheckResult c) {
        if (!japanese) {
            return names(c.toString());
        }
        String basis = c.check().basis().subAttribute().map(s -> name(s.name())).orElse("技量点");
        return "出目 " + c.face() + " + " + basis + " " + c.check().basisValue() + "、修正 "
                + (c.total() - c.face() - c.check().basisValue()) + " = 達成値 " + c.total() + " / 目標値 "
                + c.check().target() + ":" + FactTexts.verdict(c);
    }
}
