package io.github.roguelikehalf.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.util.List;

/** The shipped JSON Schema, loaded once with a JSON Schema validator (networknt, draft 2020-12). */
final class SchemaCheck {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    static final Schema SCHEMA = load();

    private SchemaCheck() {}

    private static Schema load() {
        try {
            JsonNode schema = MAPPER.readTree(Snapshots.schema());
            return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                    .getSchema(schema);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** The schema's complaints about a document. */
    static List<Error> errors(String json) {
        try {
            return SCHEMA.validate(MAPPER.readTree(json));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** Asserts that a document is valid under the schema. */
    static void valid(String json) {
        assertThat(errors(json)).as("schema errors of\n%s", json).isEmpty();
    }
}
