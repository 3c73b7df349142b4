internal import ScaledFontCore

/// One code file as a check read it: its font uses, name constants and registration calls
/// (an Objective-C, Interface Builder or React Native file's in the shape of a Swift file's,
/// so that one ``CodeScan`` resolves the constants of every language a target compiles), an
/// Interface Builder file's `customFonts`, or why it was not read.
struct CodeFile: Sendable {
    /// What the file holds.
    var facts: SwiftFileFacts
    /// The `customFonts` entries of an Interface Builder file.
    var customFonts: [InterfaceBuilderCustomFont] = []
    /// Why the file was not read (a compiled file absent from the checkout, one too large):
    /// code is read, never required.
    var note: CodeScan.Note?

    /// Reads and scans `path` by its extension (a regular file of at most
    /// ``CodeScan/maximumFileSize`` bytes, through the bounded reader).
    init(reading path: String) {
        facts = SwiftFileFacts(file: path)
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.contents(
                of: path, maximumSize: CodeScan.maximumFileSize, kind: "source file")
        } catch {
            note = CodeScan.Note(file: path, reason: error.description)
            return
        }
        switch RepositoryDiscovery.SourceFile.Kind(fileName: FileSystem.lastComponent(of: path)) {
        case .swift:
            facts = SwiftFontScanner(file: path, bytes: bytes).scan()
        case .objectiveC:
            let scan = ObjectiveCScan(bytes, file: path)
            facts.uses = scan.uses
            facts.constants = scan.constants
            facts.registrations = scan.registrations
        case .interfaceBuilder:
            let scan = InterfaceBuilderScan(bytes, file: path)
            facts.uses = scan.uses
            customFonts = scan.customFonts
        case .javaScript:
            facts.uses = ReactNativeScan(bytes, file: path).uses
        case nil:
            break
        }
    }
}

extension FontCheck.Inputs {
    /// The code file at `path`, scanned the first time it is asked for: a file several
    /// targets compile is read once and checked for each.
    func codeFile(_ path: String) -> CodeFile {
        if let known = codeFiles[path] { return known }
        counts.codeFiles += 1
        let file = CodeFile(reading: path)
        codeFiles[path] = file
        return file
    }
}

/// What the code of one app says about fonts: each use with its name resolved through the
/// constants of every file the app compiles, the calls that register fonts at run time, and
/// the `customFonts` of its Interface Builder files.
struct AppCode {
    /// Every use, in the order of the files, then the uses a font enum's cases make.
    let uses: [ResolvedFontUse]
    /// The calls registering fonts at run time.
    let registrations: [FontRegistrationCall]
    /// The Interface Builder files' `customFonts` entries.
    let customFonts: [InterfaceBuilderCustomFont]

    /// What an app's registration calls register: the font file each SwiftGen
    /// `FontConvertible` registers (by the file's absolute path), and those whose `path` the
    /// code's target or package does not copy.
    struct Registrations {
        /// The call registering each file the app's code registers by name.
        var byFile: [String: FontRegistrationCall] = [:]
        /// The SwiftGen registrations of a path nothing copies, each with why (`the target
        /// 'App' does not copy it`).
        var uncopied: [(call: FontRegistrationCall, why: FindingText)] = []
    }

    /// The code of the files an app compiles.
    ///
    /// A file that declares SwiftGen `FontConvertible`s also holds the template's
    /// `register()`, whose `CTFontManagerRegisterFontsForURL` call registers exactly those
    /// paths: it is not a registration of its own.
    init(_ files: [CodeFile]) {
        let scan = CodeScan(facts: files.map(\.facts), notes: files.compactMap(\.note))
        uses = scan.resolvedUses()
        let generated = Set(scan.registrations.filter { $0.fontFile != nil }.map(\.location.file))
        registrations = scan.registrations.filter {
            $0.fontFile != nil || !generated.contains($0.location.file)
        }
        customFonts = files.flatMap(\.customFonts)
    }

    /// The font files of `bundle` a `customFonts` entry names (by the name they land under),
    /// which ibtool declares in the built Info.plist.
    func customFontFiles(in bundle: AppBundleLayout) -> [String] {
        let names = Set(customFonts.map(\.fileName))
        return bundle.files.filter {
            names.contains(FileSystem.lastComponent(of: $0.bundlePath))
        }.map(\.sourcePath)
    }

    /// Each use checked on the app's fonts (within its declared files, when it has some), and
    /// the findings: one per literal that fails, one per constant definition whose value
    /// fails (at the definition, naming the first call and the number of calls).
    func check(
        fonts: AvailableFonts, appFonts: AppFonts?, registered: Registrations = Registrations()
    ) -> (uses: [CheckedFontUse], findings: [Finding]) {
        var checked: [CheckedFontUse] = []
        var findings: [Finding] = []
        // The constants whose value fails, in the order of their first call.
        var definitions: [CodeLocation] = []
        var calls: [CodeLocation: (first: ResolvedFontUse, count: Int, finding: Finding)] = [:]
        // A name is looked up once per app, however many calls name it (a misspelt one
        // compares it with every known name for did-you-mean).
        // React Native's values, tried as a family first, are looked up apart.
        struct LookUp: Hashable {
            let name: String
            let familyFirst: Bool
        }
        var known: [LookUp: NameCheck] = [:]
        // A SwiftGen registration of a path nothing copies fails at its `FontConvertible`:
        // with the use there when its name fails too (one mistake, one error), else alone.
        var uncopied: [CodeLocation: FindingText] = [:]
        for (call, why) in registered.uncopied {
            uncopied[call.location] =
                "\(call.call) registers '\(name: call.fontFile ?? "")' from the bundle, but "
                + "\(why): it registers no font at run time"
        }
        let generic = registrations.first { $0.fontFile == nil }
        for use in uses {
            let lookUp = use.name.map { name in
                let key = LookUp(name: name, familyFirst: use.use.triesFamilyFirst)
                if let result = known[key] { return result }
                let result =
                    key.familyFirst
                    ? NameCheck(familyFirst: name, fonts: fonts, appFonts: appFonts)
                    : NameCheck(name, fonts: fonts, appFonts: appFonts)
                known[key] = result
                return result
            }
            let notCopied = use.definedAt == nil ? uncopied[use.use.location] : nil
            let result = Self.check(
                use, lookUp, fonts: fonts, registered: registered,
                generic: generic, notCopied: notCopied)
            checked.append(result)
            if let notCopied, result.status != .error {
                findings.append(
                    Finding(
                        .error, .registeredFontNotCopied, file: use.use.location.file,
                        line: use.use.location.line, column: use.use.location.column,
                        field: use.use.call, message: notCopied))
            }
            guard let finding = Self.finding(result, at: use.definedAt ?? use.use.location)
            else { continue }
            guard let definedAt = use.definedAt else {
                findings.append(finding)
                continue
            }
            if let known = calls[definedAt] {
                calls[definedAt]?.count = known.count + 1
            } else {
                calls[definedAt] = (use, 1, finding)
                definitions.append(definedAt)
            }
        }
        for definedAt in definitions {
            guard let (first, count, finding) = calls[definedAt] else { continue }
            let location = first.use.location
            let callWords = count == 1 ? "1 call" : "\(count) calls"
            findings.append(
                Finding(
                    finding.severity, finding.reason, file: finding.file, line: finding.line,
                    column: finding.column, field: finding.field,
                    message: "\(finding.text) (\(callWords), the first \(first.use.call) at "
                        + "\(path: location.file):\(location.line):\(location.column))"))
        }
        return (checked, findings.sorted { Self.place($0) < Self.place($1) })
    }

    /// A finding's place, to keep the findings in file order.
    private static func place(_ finding: Finding) -> CodeLocation {
        CodeLocation(file: finding.file, line: finding.line ?? 0, column: finding.column ?? 0)
    }

    /// One use's verdict from its name's `NameCheck` (as a style's `fontName`'s); a name of
    /// the hidden system UI font is a warning in code (the call does not return it).
    ///
    /// A registered face names the call that registers its file (a SwiftGen
    /// `FontConvertible`'s, else the first call registering files given at run time);
    /// `notCopied` says why a name that fails is not registered.
    private static func check(
        _ use: ResolvedFontUse, _ lookUp: NameCheck?, fonts: AvailableFonts,
        registered: Registrations, generic: FontRegistrationCall?, notCopied: FindingText?
    ) -> CheckedFontUse {
        func make(
            _ status: CheckedFontUse.Status, resolvedTo: String? = nil, source: FontSource? = nil,
            reason: Finding.Reason? = nil, message: FindingText? = nil, file: String? = nil
        ) -> CheckedFontUse {
            CheckedFontUse(
                location: use.use.location, call: use.use.call, name: use.name, status: status,
                resolvedTo: resolvedTo, source: source, reason: reason, message: message,
                definedAt: use.definedAt, resolvedFile: file)
        }
        guard let name = use.name, let result = lookUp else {
            return make(.unchecked, message: uncheckedMessage(use.use))
        }
        if let problem = result.problem {
            if problem.reason == .systemUIFontName {
                return make(
                    .warning, reason: problem.reason,
                    message: "'\(name: name)' is the system UI font, which \(fonts.label) does "
                        + "not let an app name: \(use.use.call) does not return it; ask for the "
                        + "system font instead")
            }
            // The face may be in a copied file absent from the checkout: unchecked, counted
            // with the names built at run time.
            let status: CheckedFontUse.Status =
                problem.reason == .fontUnchecked
                ? .unchecked : result.severity == .error ? .error : .warning
            if status == .error, let notCopied {
                return make(
                    status, reason: .registeredFontNotCopied,
                    message: "\(notCopied); \(problem.message)")
            }
            return make(status, reason: problem.reason, message: problem.message)
        }
        switch result.location {
        case .face(let match)?:
            let source = fonts.source(of: match.face)
            // Registered by the code: the call is where the font is declared.
            let registration =
                registered.byFile[FileSystem.absoluteStandardPath(match.face.file)] ?? generic
            let declared = registration.flatMap { call -> FindingText? in
                guard source == .registered else { return nil }
                let place = call.location
                return "registered at run time by \(call.call) at \(path: place.file):"
                    + "\(place.line):\(place.column)"
            }
            return make(
                .ok, resolvedTo: match.face.postscriptName, source: source, message: declared,
                file: match.face.file)
        case .platform(let font)?:
            return make(.ok, resolvedTo: font.postscriptName ?? font.family, source: .platform)
        case nil:
            return make(.unchecked, message: uncheckedMessage(use.use))
        }
    }

    /// Why a name is not checked: it is built at run time, or names a constant that is not
    /// found (or several with different values).
    private static func uncheckedMessage(_ use: FontUse) -> FindingText {
        switch use.name {
        case .computed(let expression):
            return "the name '\(name: expression)' is built at run time: unchecked"
        case .constant(let path):
            return "the name is '\(name: path)', which is no single string constant the target "
                + "compiles: unchecked"
        case .literal:
            return "unchecked"
        }
    }

    /// The finding of a use that fails or warns, at `place`; `nil` for one that is ok or
    /// unchecked.
    private static func finding(_ use: CheckedFontUse, at place: CodeLocation) -> Finding? {
        guard let reason = use.reason, let message = use.message,
            use.status == .error || use.status == .warning
        else { return nil }
        return Finding(
            use.status == .error ? .error : .warning, reason, file: place.file, line: place.line,
            column: place.column, field: use.call, message: message)
    }
}
