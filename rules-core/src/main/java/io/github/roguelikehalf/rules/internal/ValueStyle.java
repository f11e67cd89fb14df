package io.github.roguelikehalf.rules.internal;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.immutables.value.Value;

/**
 * The one Immutables style of the library's value types. Generated classes are named {@code Immutable*}, carry no
 * {@code @Generated} annotation (so downstream {@code -Xlint:all} builds stay quiet), and have copy
 * ({@code with*}) methods. A value type's {@code @Value.Check}, where it has one, runs on each instance built,
 * whether by a builder, a copy method or a factory. Not API.
 */
@Target({ElementType.PACKAGE, ElementType.TYPE})
@Retention(RetentionPolicy.CLASS)
@Value.Style(
        allowedClasspathAnnotations = {Override.class},
        typeImmutable = "Immutable*",
        defaults = @Value.Immutable(copy = true))
public @interface ValueStyle {}
