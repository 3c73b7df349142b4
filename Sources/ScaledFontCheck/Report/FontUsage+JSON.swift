internal import ScaledFontCore

extension FontUsage {
    /// The documented JSON document (ScaledFontCheck.docc, CommandLineReports.md): what
    /// `scaledfont fonts --used --format json` prints for the same check.
    ///
    /// - Parameter repository: the folder paths are shown relative to (`nil`: the current
    ///   folder).
    public func jsonDocument(repository: String? = nil) -> String {
        json(repository: RepositoryPath(repositoryOrCurrentFolder: repository)).document
    }

    /// The document as a value: `{"apps": [{"project", "target", "platform",
    /// "uncheckedUses", "uses", "used", "unused", "possiblyUnused"}]}`, paths in the
    /// repository relative to it.
    package func json(repository: RepositoryPath) -> JSONValue {
        .object([("apps", .array(apps.map { $0.json(repository: repository) }))])
    }
}

extension FontUsage.App {
    /// One app: its uses, then its files by verdict, each `{"file", "appFontsEntry",
    /// "source", "faces", "uses": [{"file", "line", "column"}]}`.
    func json(repository: RepositoryPath) -> JSONValue {
        func listed(_ wanted: (FontUsage.FontFile.Verdict) -> Bool) -> JSONValue {
            .array(files.filter { wanted($0.verdict) }.map { $0.json(repository: repository) })
        }
        return .object([
            ("project", .string(project.map(repository.relative))),
            ("target", .string(target)),
            ("platform", .string(platform)),
            ("uncheckedUses", .integer(uncheckedUses)),
            ("uses", .array(uses.map { $0.json(repository: repository) })),
            ("used", listed { $0 == .used }),
            ("unused", listed { $0 == .unused }),
            ("possiblyUnused", listed(\.isPossiblyUnused)),
        ])
    }
}

extension FontUsage.FontFile {
    /// `{"file", "appFontsEntry", "source", "faces", "uses": [{"file", "line", "column"}]}`.
    func json(repository: RepositoryPath) -> JSONValue {
        .object([
            ("file", .string(repository.relative(path))),
            ("appFontsEntry", .string(appFontsEntry)),
            ("source", .string(source.rawValue)),
            ("faces", .array(faces.map { .string($0) })),
            ("uses", .array(uses.map { .object($0.placeFields(repository: repository)) })),
        ])
    }
}

extension FontUsage.Use {
    /// `file`, `line` and `column` (`null` where unknown).
    func placeFields(repository: RepositoryPath) -> [(String, JSONValue)] {
        [
            ("file", .string(repository.relative(file))),
            ("line", line.map(JSONValue.integer) ?? .null),
            ("column", column.map(JSONValue.integer) ?? .null),
        ]
    }

    /// `{"file", "line", "column", "name", "call", "style", "status", "resolvedTo",
    /// "source", "fontFile"}`: `call` for a use in code, `style` for a dictionary's.
    func json(repository: RepositoryPath) -> JSONValue {
        var call: String?
        var style: String?
        switch origin {
        case .code(let name): call = name
        case .style(let textStyle): style = textStyle.rawValue
        }
        return .object(
            placeFields(repository: repository) + [
                ("name", .string(name)),
                ("call", .string(call)),
                ("style", .string(style)),
                ("status", .string(status.rawValue)),
                ("resolvedTo", .string(resolvedTo)),
                ("source", .string(source?.rawValue)),
                ("fontFile", .string(fontFile.map(repository.relative))),
            ])
    }
}
