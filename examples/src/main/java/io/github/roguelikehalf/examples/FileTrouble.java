package io.github.roguelikehalf.examples;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.Optional;

/** Says in plain words why a file could not be saved or loaded, e.g. "could not save: no such directory /x". */
final class FileTrouble {

    private FileTrouble() {}

    /**
     * One line for a person at a terminal.
     *
     * @param t the texts of the language
     * @param verb {@code save} or {@code load}
     * @param e what went wrong
     * @return e.g. {@code could not save: no such directory /tmp/nowhere}
     */
    static String say(Texts t, String verb, IOException e) {
        String prefix = t.say("file." + verb);
        if (e instanceof FileSystemException f && f.getFile() != null) {
            Path file = Path.of(f.getFile());
            if (e instanceof NoSuchFileException) {
                Optional<Path> parent =
                        Optional.ofNullable(file.toAbsolutePath().getParent());
                return parent.isPresent() && !Files.isDirectory(parent.get())
                        ? prefix + t.say("file.no-directory", parent.get())
                        : prefix + t.say("file.no-file", file);
            } else if (e instanceof AccessDeniedException) {
                return prefix + t.say("file.no-permission", file);
            } else if (e instanceof NotDirectoryException) {
                return prefix + t.say("file.not-a-directory", file);
            } else if (Files.isDirectory(file)) {
                return prefix + t.say("file.is-a-directory", file);
            }
            return prefix + file + (f.getReason() == null ? "" : ": " + f.getReason());
        }
        return prefix + e.getMessage();
    }
}
