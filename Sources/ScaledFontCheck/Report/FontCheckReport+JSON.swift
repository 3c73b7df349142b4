internal import ScaledFontCore

extension FontCheckReport {
    /// The documented JSON document of the check (ScaledFontCheck.docc,
    /// CommandLineReports.md): what `scaledfont check --format json` prints, byte for byte.
    ///
    /// - Parameter repository: the folder paths in messages are shown relative to (`nil`:
    ///   the current folder).
    public func jsonDocument(repository: String? = nil) -> String {
        json(repository: RepositoryPath(repositoryOrCurrentFolder: repository)).document
    }

    /// The document as a value: with one app, that app's fields (`platform`,
    /// `platformRecords`, `platformSources`, `project`, `infoPlist`, `dictionaries`) at the
    /// top level as before there were apps; then `apps` (an object per app), `outcome` and
    /// `ok`.
    package func json(repository: RepositoryPath) -> JSONValue {
        // A repository checked as found names its files by absolute paths: shown relative.
        let relative = discoversRepository
        let show = { (path: String) in relative ? repository.relative(path) : path }
        let apps = apps.map {
            $0.jsonFields(boldText: boldText, repository: repository, showingPath: show)
        }
        var fields: [(String, JSONValue)] = []
        if apps.count == 1 { fields = apps[0] }
        fields += [
            (
                "apps",
                .array(
                    zip(apps, self.apps).map { fields, app in
                        .object(
                            fields + app.fontUsesJSON(repository: repository)
                                + [("outcome", .string(app.outcome.description))])
                    })
            ),
            ("outcome", .string(outcome.description)),
            ("ok", .bool(outcome == .passed)),
        ]
        return .object(fields)
    }
}

extension CheckedApp {
    /// `platform` (for another platform than Linux), `platformRecords` and `platformSources`
    /// (for an Apple platform), `project` and `target` (with a project), `infoPlist` (with an
    /// Info.plist or a project) and `dictionaries`: `[{"dictionary", "entries",
    /// "diagnostics"}]`.
    func jsonFields(
        boldText: Bool, repository: RepositoryPath,
        showingPath show: (String) -> String = { $0 }
    ) -> [(String, JSONValue)] {
        let platform = platform.platform
        let dictionaries = dictionaries.map { check in
            let entries = check.entries.map { entry in
                let coverage = check.coverage[entry.style].map { [("coverage", $0.json)] }
                let bold =
                    boldText ? check.font?.font(forTextStyle: entry.style, boldText: true) : nil
                let fields = entry.checkFields(bold: bold, linux: platform == .linux)
                return JSONValue.object(fields + (coverage ?? []))
            }
            return JSONValue.object([
                ("dictionary", .string(show(check.path))),
                ("entries", .array(entries)),
                ("diagnostics", .array(check.findings.map { $0.json(repository: repository) })),
            ])
        }
        var fields: [(String, JSONValue)] =
            platform == .linux ? [] : [("platform", .string(self.dictionaries.first?.platform))]
        if platform.isApple {
            let records = self.dictionaries.first?.records ?? []
            fields += [
                ("platformRecords", .array(records.map { .string($0.label) })),
                (
                    "platformSources",
                    .array(
                        records.map {
                            .object([
                                ("record", .string($0.label)), ("source", .string($0.source)),
                                ("confidence", .string($0.confidence)),
                            ])
                        })
                ),
            ]
        }
        fields += projectJSON(show)
        if let declaredFonts {
            fields += [
                ("infoPlist", declaredFonts.json(repository: repository, showingPath: show))
            ]
        }
        fields.append(("dictionaries", .array(dictionaries)))
        return fields
    }

    /// `"fontUses": [{"file", "line", "column", "name", "call", "status", "resolvedTo",
    /// "source", "reason", "message", "definedAt": {"file", "line", "column"} | null}]`, one
    /// item per call, when the app's code uses font names (only in `apps`: the top-level
    /// fields of one app are those there were before).
    func fontUsesJSON(repository: RepositoryPath) -> [(String, JSONValue)] {
        guard !fontUses.isEmpty else { return [] }
        func place(_ location: CodeLocation) -> [(String, JSONValue)] {
            [
                ("file", .string(repository.relative(location.file))),
                ("line", .integer(location.line)), ("column", .integer(location.column)),
            ]
        }
        let items = fontUses.map { use in
            JSONValue.object(
                place(use.location) + [
                    ("name", .string(use.name)),
                    ("call", .string(use.call)),
                    ("status", .string(use.status.rawValue)),
                    ("resolvedTo", .string(use.resolvedTo)),
                    ("source", .string(use.source?.rawValue)),
                    ("reason", .string(use.reason?.rawValue)),
                    ("message", .string(use.message?.rendered(showingPath: repository.relative))),
                    ("definedAt", use.definedAt.map { .object(place($0)) } ?? .null),
                ])
        }
        return [("fontUses", .array(items))]
    }

    /// `"project": {"path", "target", "configuration", "platform", "platformRecords",
    /// "deploymentTarget", "infoPlist"}`, with a project.
    private func projectJSON(_ show: (String) -> String) -> [(String, JSONValue)] {
        guard let project else { return [] }
        let records: [JSONValue] = platform.records.map { .string($0.label) }
        let fields: [(String, JSONValue)] = [
            ("path", .string(show(project.path))),
            ("target", .string(project.target)),
            ("configuration", .string(project.configuration)),
            ("platform", .string(platform.platform.description)),
            ("platformRecords", .array(records)),
            ("deploymentTarget", .string(project.deploymentTarget)),
            ("infoPlist", .string(project.infoPlist.map(show))),
        ]
        return [("project", .object(fields))]
    }
}

extension FontCheckReport.App {
    /// `{"path", "bundleRoot", "appFonts": [{"entry", "line", "file", "bundlePath", "status",
    /// "faces", "providedBy"}], "unusedAppFonts": [entry...], "diagnostics": [...]}`, with
    /// `providedBy` only for an entry pods not in the checkout may provide.
    func json(
        repository: RepositoryPath, showingPath show: (String) -> String = { $0 }
    ) -> JSONValue {
        let entries = fonts.entries.map { entry in
            var fields: [(String, JSONValue)] = [
                ("entry", .string(entry.entry)),
                ("line", entry.line.map(JSONValue.integer) ?? .null),
                ("file", .string(entry.file)),
                ("bundlePath", .string(entry.bundlePath)),
                ("status", .string(entry.status.rawValue)),
                ("faces", .array(entry.faces.map { .string($0) })),
            ]
            // Only where pods may provide the file, so that other entries read as before.
            if !entry.providedBy.isEmpty {
                fields.append(("providedBy", .array(entry.providedBy.map { .string($0) })))
            }
            return JSONValue.object(fields)
        }
        return .object([
            ("path", .string(show(fonts.infoPlist))),
            ("bundleRoot", .string(fonts.bundleRoot)),
            ("appFonts", .array(entries)),
            ("unusedAppFonts", .array(unused.map { .string($0.entry) })),
            ("diagnostics", .array(fonts.findings.map { $0.json(repository: repository) })),
        ])
    }
}

extension Finding {
    /// `{"level", "styleKey", "line", "field", "reason", "message"}`, the message's paths in
    /// the repository relative to it.
    package func json(repository: RepositoryPath) -> JSONValue {
        .object([
            ("level", .string(severity.rawValue)),
            ("styleKey", .string(styleKey)),
            ("line", line.map(JSONValue.integer) ?? .null),
            ("field", .string(field)),
            ("reason", .string(reason.rawValue)),
            ("message", .string(keyedMessage(showingPath: repository.relative))),
        ])
    }
}

extension CheckEntry {
    /// The fields of one entry in `check --format json`: `style`, `status`, `source`,
    /// `fallbackReason`, `requestedName`, `postscriptName`, `file` and `index` (`null` when the
    /// face is not on this machine), for a platform other than Linux `matchedBy` and
    /// `platform`, then `message`; with Bold Text, `boldText`.
    func checkFields(bold: ResolvedFont?, linux: Bool) -> [(String, JSONValue)] {
        let platformFields: [(String, JSONValue)] =
            linux
            ? [] : [("matchedBy", .string(matchedBy.rawValue)), ("platform", .string(platform))]
        return [
            ("style", .string(style.rawValue)),
            ("status", .string(status.rawValue)),
            ("source", .string(source.rawValue)),
            ("fallbackReason", .string(fallbackReason?.rawValue)),
            ("requestedName", .string(requestedName)),
            ("postscriptName", .string(postscriptName)),
            ("file", .string(face?.file)),
            ("index", face.map { .integer($0.index) } ?? .null),
        ] + platformFields + [("message", .string(message))] + (bold?.boldTextFields ?? [])
    }
}

extension ResolvedFont {
    /// `"boldText": {"source", "regularPostscriptName", "boldFontName", "detail"}`, present
    /// only when Bold Text was asked for.
    package var boldTextFields: [(String, JSONValue)] {
        guard let boldText else { return [] }
        let fields: [(String, JSONValue)] = [
            ("source", .string(boldText.source.rawValue)),
            ("regularPostscriptName", .string(boldText.regularFace.postscriptName)),
            ("boldFontName", .string(boldText.boldFontName)),
            ("detail", .string(boldText.detail)),
        ]
        return [("boldText", .object(fields))]
    }
}
