package io.github.roguelikehalf.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.github.roguelikehalf.json.v1.Write;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.scenario.Scenarios;
import java.io.IOException;
import java.util.Objects;
import java.util.function.Function;

/**
 * A Jackson module that writes and reads {@link GameState}, {@link Hero} and {@link ScenarioState} (the campaign
 * value) as snapshots, the same documents as {@link Snapshots}, so they can be fields of an application's own JSON.
 * It is found by {@code new ObjectMapper().findAndRegisterModules()}.
 *
 * <pre>{@code
 * ObjectMapper mapper = new ObjectMapper().findAndRegisterModules();
 * String json = mapper.writeValueAsString(state);
 * GameState again = mapper.readValue(json, GameState.class);
 * }</pre>
 *
 * <p>The mapper's own settings (naming strategies, inclusion) do not change the snapshot, and reading checks it as
 * {@link Snapshots} does, but the limits on input size are the mapper's own: read untrusted input with {@link
 * Snapshots}. A bad snapshot fails with a {@link SnapshotException}, which Jackson may wrap in its own exception when
 * the value is nested.
 */
public final class RulesJsonModule extends SimpleModule {

    private static final long serialVersionUID = 1L;

    /**
     * The scenarios found with {@link Scenarios#load()} once a game is read.
     *
     * @throws IllegalStateException on a Jackson older than 2.16.0 (see {@link Snapshots})
     */
    public RulesJsonModule() {
        this(null);
    }

    /**
     * A module that reads games of these scenarios only.
     *
     * @param scenarios the scenarios
     * @throws IllegalStateException on a Jackson older than 2.16.0 (see {@link Snapshots})
     */
    public RulesJsonModule(Scenarios scenarios) {
        super("RulesJsonModule", Version.unknownVersion());
        JacksonSupport.require();
        Known known = new Known(scenarios);
        addSerializer(GameState.class, new Writer<>(Write::snapshot));
        addSerializer(Hero.class, new Writer<>(Write::snapshot));
        addSerializer(ScenarioState.class, new Writer<>(Write::snapshot));
        Reader<GameState> game = new Reader<>(tree -> Codec.game(tree, Codec.known(known.get())));
        addDeserializer(GameState.class, game);
        addDeserializer(ImmutableGameState.class, cast(game, ImmutableGameState.class));
        Reader<Hero> hero = new Reader<>(Codec::hero);
        addDeserializer(Hero.class, hero);
        addDeserializer(ImmutableHero.class, cast(hero, ImmutableHero.class));
        addDeserializer(ScenarioState.class, new Reader<>(Codec::scenarioState));
    }

    private static <T, S extends T> Reader<S> cast(Reader<T> r, Class<S> type) {
        return new Reader<>(tree -> type.cast(r.read.apply(tree)));
    }

    /** The scenarios, loaded at the first read so that registering the module never fails. */
    private static final class Known implements java.io.Serializable {
        private static final long serialVersionUID = 1L;
        private transient volatile Scenarios scenarios;

        Known(Scenarios given) {
            this.scenarios = given;
        }

        Scenarios get() {
            Scenarios s = scenarios;
            if (s == null) {
                s = Scenarios.load();
                scenarios = s;
            }
            return s;
        }
    }

    private static final class Writer<T> extends JsonSerializer<T> {
        private final Function<T, io.github.roguelikehalf.json.v1.Dto.Snapshot> dto;

        Writer(Function<T, io.github.roguelikehalf.json.v1.Dto.Snapshot> dto) {
            this.dto = dto;
        }

        @Override
        public void serialize(T value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            gen.writeTree(Codec.tree(dto.apply(value)));
        }
    }

    private static final class Reader<T> extends JsonDeserializer<T> {
        private final Function<JsonNode, T> read;

        Reader(Function<JsonNode, T> read) {
            this.read = read;
        }

        @Override
        public T deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            JsonNode tree = p.readValueAsTree();
            return read.apply(Objects.requireNonNull(tree, "tree"));
        }
    }
}
