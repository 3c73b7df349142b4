internal import ScaledFontCore

extension RepositoryDiscovery {
    /// A code or Interface Builder file, by the kind of reader it needs.
    public struct SourceFile: Sendable, Hashable {
        /// The languages font names are read from, told by the file's extension (compared
        /// exactly: `.SWIFT` is none).
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// `.swift`.
            case swift
            /// `.m`, `.mm` and `.h`.
            case objectiveC
            /// `.storyboard` and `.xib`.
            case interfaceBuilder
            /// `.js`, `.jsx`, `.ts` and `.tsx` (React Native style sheets).
            case javaScript

            /// The kind of a file named `fileName`, `nil` for any other file.
            public init?(fileName: String) {
                guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else {
                    return nil
                }
                switch fileName[fileName.index(after: dot)...] {
                case "swift": self = .swift
                case "m", "mm", "h": self = .objectiveC
                case "storyboard", "xib": self = .interfaceBuilder
                case "js", "jsx", "ts", "tsx": self = .javaScript
                default: return nil
                }
            }
        }

        /// The path, relative to the root.
        public let path: String
        /// The reader it needs.
        public let kind: Kind
    }

    /// A project a generator writes from a manifest: a repository that keeps one of these and
    /// no `.xcodeproj` must generate the project before it can be checked.
    public struct GeneratedProject: Sendable, Hashable {
        /// The generators recognised by their manifest.
        public enum Tool: String, Sendable, Hashable {
            /// XcodeGen, whose manifest is `project.yml`.
            case xcodeGen
            /// Tuist, whose manifest is `Project.swift` importing `ProjectDescription` (a
            /// `Project.swift` without that import is an ordinary source file).
            case tuist

            /// The command that writes the project, run in the manifest's folder.
            public var command: String {
                switch self {
                case .xcodeGen: "xcodegen generate"
                case .tuist: "tuist generate"
                }
            }

            /// The tool whose manifest `file` is, reading at most the first 64 KiB of a
            /// `Project.swift` for its import.
            init?(manifest file: FolderWalk.Item) {
                switch file.name {
                case "project.yml": self = .xcodeGen
                case "Project.swift":
                    guard
                        case .success(let bytes) = FileSystem.contents(
                            of: file.path, limit: 64 << 10),
                        Self.importsProjectDescription(bytes)
                    else { return nil }
                    self = .tuist
                default: return nil
                }
            }

            /// Whether a line of `bytes` starts with `import ProjectDescription`.
            private static func importsProjectDescription(_ bytes: [UInt8]) -> Bool {
                let text = String(decoding: bytes, as: UTF8.self)
                return text.split(whereSeparator: \.isNewline).contains {
                    $0.drop(while: \.isWhitespace).hasPrefix("import ProjectDescription")
                }
            }
        }

        /// The generator.
        public let tool: Tool
        /// The manifest's path, relative to the root.
        public let manifest: String

        /// The folder to run ``Tool/command`` in, relative to the root (`.` for the root).
        public var folder: String {
            manifest.contains("/") ? FileSystem.parentFolder(of: manifest) : "."
        }
    }

    /// Something the walk left out, and why.
    public struct Note: Sendable, Hashable {
        /// Why an entry was left out.
        public enum Reason: Sendable, Hashable {
            /// A symbolic link whose real path is outside the root: neither entered nor
            /// opened.
            case linkOutsideRoot(realPath: String)
            /// A folder that cannot be opened (no permission, removed during the walk).
            case unreadableFolder
            /// A folder already walked, reached again through a symbolic link (a cycle).
            case folderReachedTwice
            /// A symbolic link that leads back to itself.
            case linkLoop
            /// A name that is not UTF-8 (the path writes such bytes as `\xFF`).
            case nameNotUTF8
            /// The walk read this many names and ended here.
            case entryLimit(Int)

            /// The note for what the folder walk skipped; `nil` for named pipes, devices and
            /// sockets, which the walk never opens and no reader wants.
            init?(_ skip: FolderWalk.Skip) {
                switch skip {
                case .linkOutside(let real): self = .linkOutsideRoot(realPath: real)
                case .unreadableFolder: self = .unreadableFolder
                case .folderReachedTwice: self = .folderReachedTwice
                case .linkLoop: self = .linkLoop
                case .nameNotUTF8: self = .nameNotUTF8
                case .entryLimit(let limit): self = .entryLimit(limit)
                case .namedPipe, .deviceOrSocket: return nil
                }
            }
        }

        /// The path left out, relative to the root.
        public let path: String
        /// Why.
        public let reason: Reason

        /// A note on `path` (relative to the root).
        public init(path: String, reason: Reason) {
            self.path = path
            self.reason = reason
        }
    }

    /// Whether the file at `path` is a style dictionary: read by the bounded reader (at most
    /// ``maximumSniffedSize`` bytes), its root is a dictionary holding at least one text-style
    /// key whose value is a dictionary with `fontName`. A file that does not parse is not one.
    static func isStyleDictionary(_ path: String) -> Bool {
        let document: PropertyListDocument
        do {
            document = try PropertyListReader.read(
                contentsOf: path, maximumSize: maximumSniffedSize)
        } catch {
            return false
        }
        return document.root.entries?.contains { entry in
            TextStyle(rawValue: entry.key) != nil
                && entry.value.entries?.contains { $0.key == "fontName" } == true
        } == true
    }
}
