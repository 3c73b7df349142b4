/// A note about a registered font folder: an entry left out (a file that looks like a font
/// but is empty, truncated or unreadable; a named pipe; a folder reached twice through a
/// symbolic link), or how many more were left out past the per-folder limit. The folder and
/// the entry are values; ``message(showingPath:)`` makes the sentence.
public struct FolderFinding: Sendable, Hashable, CustomStringConvertible {
    /// What was noted.
    public enum Kind: Sendable, Hashable {
        /// An entry left out, and why.
        case skipped(path: String, reason: String)
        /// This many more entries left out, past the notes shown for the folder.
        case moreSkipped(count: Int)
    }

    /// The registered folder, as given.
    public let folder: String
    /// What was noted.
    public let kind: Kind

    /// Creates a note.
    public init(folder: String, _ kind: Kind) {
        self.folder = folder
        self.kind = kind
    }

    /// `fonts folder 'F': skipped 'F/x.ttf': reason`, each path shown by `showPath`.
    public func message(showingPath showPath: (String) -> String) -> String {
        let prefix = "fonts folder '\(showPath(folder))': "
        switch kind {
        case .skipped(let path, let reason):
            return prefix + "skipped '\(showPath(path))': \(reason)"
        case .moreSkipped(let count): return prefix + "and \(count) more entries skipped"
        }
    }

    /// The sentence with paths as given.
    public var description: String { message { $0 } }

    /// The paths the note names.
    public var paths: [String] {
        switch kind {
        case .skipped(let path, _): [folder, path]
        case .moreSkipped: [folder]
        }
    }
}

/// The former name of ``FolderFinding``.
@available(*, deprecated, renamed: "FolderFinding")
public typealias FolderNote = FolderFinding
