import Foundation
import ScaledFontCheck
import ScaledFontTestSupport
import Synchronization
import Testing

/// The hostile style dictionaries of `TestData/Hostile` (its README.md lists every case).
enum HostileCorpus {
    /// The folder, copied into the test bundle.
    static let folder = TestPaths.testData("Hostile")

    static func path(_ name: String) -> String { folder + "/" + name }

    /// The dictionaries in the folder (everything but its README and generator script).
    static func files() throws -> Set<String> {
        Set(
            try FileManager.default.contentsOfDirectory(atPath: folder).filter {
                $0.hasSuffix(".plist") || $0.hasSuffix(".json")
            })
    }
}

/// Runs work on a thread of its own and waits for it at most ``limit``.
///
/// The promise is that every hostile input is answered in well under a second (a few
/// milliseconds in a release build). Tests never assert timings; they only guard against a
/// hang, with a bound generous enough for a debug build under a sanitizer on a busy machine:
/// a hang fails the test instead of stopping the whole run.
enum HangGuard {
    static let limit = 10.0 * TestEnvironment.hangGuardFactor

    /// The value `work` returns, or `nil` (and a recorded issue) when it is still running
    /// after ``limit`` seconds. The thread is left blocked then; `release` may unblock it.
    static func run<Value: Sendable>(
        _ what: String, release: (() -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ work: @escaping @Sendable () -> Value
    ) -> Value? {
        let result = Slot<Value>()
        let finished = DispatchSemaphore(value: 0)
        Thread {
            let value = work()
            result.value.withLock { $0 = value }
            finished.signal()
        }.start()
        guard finished.wait(timeout: .now() + limit) == .success else {
            Issue.record(
                "\(what) did not finish within \(limit) s: a hang", sourceLocation: sourceLocation)
            release?()
            return nil
        }
        return result.value.withLock { $0 }
    }

    /// Where the worker thread leaves its value.
    private final class Slot<Value: Sendable>: Sendable {
        let value = Mutex<Value?>(nil)
    }
}

extension LibraryTests {
    /// Hostile style dictionaries: each gives an error code or a diagnostic that
    /// names the file, style and field, never a crash, a hang or a silently skipped entry.
    @Suite struct HostileDictionaryTests {
        typealias Problem = StyleDictionaryFinding.Problem

        /// One diagnostic the library must give: style key, field, problem, severity.
        struct Finding: Sendable, Hashable, CustomStringConvertible {
            let style: String?
            let field: String?
            let problem: Problem
            let severity: StyleDictionaryFinding.Severity

            init(
                _ style: String?, _ field: String?, _ problem: Problem,
                _ severity: StyleDictionaryFinding.Severity = .error
            ) {
                self.style = style
                self.field = field
                self.problem = problem
                self.severity = severity
            }

            init(_ diagnostic: StyleDictionaryFinding) {
                self.init(
                    diagnostic.styleKey, diagnostic.field, diagnostic.problem, diagnostic.severity)
            }

            var description: String {
                "\(style ?? "-") \(field ?? "-") \(problem.rawValue) \(severity.rawValue)"
            }
        }

        /// What loading a file must give.
        enum Expected: Sendable {
            /// `.dictionaryMalformed`, with these words in the message or cause.
            case malformed(String)
            /// A dictionary with exactly these diagnostics, in file order.
            case diagnostics([Finding])
            /// A dictionary without diagnostics whose entries for these styles name fonts
            /// that are not installed.
            case notInstalled([TextStyle])
        }

        struct Case: Sendable, CustomTestStringConvertible {
            let file: String
            let expected: Expected

            init(_ file: String, _ expected: Expected) {
                self.file = file
                self.expected = expected
            }

            var testDescription: String { file }
        }

        static func body(_ field: String?, _ problem: Problem) -> Expected {
            .diagnostics([Finding("body", field, problem)])
        }

        /// Every file of the corpus and its answer (TestData/Hostile/README.md).
        static let cases: [Case] = [
            Case("Empty.plist", .malformed("not a property list")),
            Case("RandomBytes.plist", .malformed("not a property list")),
            Case("NullBytes.plist", .malformed("not a property list")),
            Case("TruncatedXML.plist", .malformed("unexpected EOF")),
            Case("TruncatedBinary.plist", .malformed("not a property list")),
            Case("RootArray.plist", .malformed("must be a dictionary, not an array")),
            Case("RootString.plist", .malformed("must be a dictionary, not a string")),
            Case("RootInteger.plist", .malformed("must be a dictionary, not a number")),
            Case("RootDate.plist", .malformed("must be a dictionary, not a date")),
            Case("BinaryRootArray.plist", .malformed("must be a dictionary, not an array")),
            Case("IntegerOverflow.plist", .malformed("integer overflow")),
            Case("MisformattedReal.plist", .malformed("misformatted real")),
            Case("UnknownElement.plist", .malformed("unknown tag")),
            Case("NonUTF8.plist", .malformed("not a property list")),
            Case("EntityExpansion.plist", .malformed("DTD")),
            Case("ExternalEntity.plist", .malformed("DTD")),
            Case("DeepNestingXML.plist", .malformed("too many nested")),
            Case("BinaryCorruptOffsets.plist", .malformed("outside the object area")),
            Case("BinaryCorruptTrailer.plist", .malformed("invalid integer sizes")),
            Case("BinaryTableOutsideFile.plist", .malformed("does not fit in the file")),
            Case("BinaryCycle.plist", .malformed("contains itself")),
            Case("BinaryDeepNesting.plist", .malformed("nesting deeper than 64")),
            Case("BinarySharedReferences.plist", .malformed("more than 100000 objects")),
            Case("BinarySet.plist", .malformed("sets and UIDs")),
            Case("BinaryUID.plist", .malformed("sets and UIDs")),
            Case("BinaryDuplicateKey.plist", .malformed("the key 'body' twice")),
            Case("BinaryNonStringKey.plist", .malformed("key is not a string")),
            Case("BinaryHugeLength.plist", .malformed("larger than the file")),
            Case("Truncated.json", .malformed("not valid JSON")),
            Case("DeepNesting.json", .malformed("too many nested")),
            Case("NaN.json", .malformed("not valid JSON")),
            Case("UTF16WithoutByteOrderMark.plist", .malformed("without a byte order mark")),
            Case("EncodingLatin1.plist", .malformed("encoding 'ISO-8859-1' is not supported")),

            Case("EntryString.plist", body(nil, .entryNotADictionary)),
            Case("EntryArray.plist", body(nil, .entryNotADictionary)),
            Case("EntryBoolean.plist", body(nil, .entryNotADictionary)),
            Case("FontSizeString.plist", body("fontSize", .wrongType)),
            Case("FontSizeArray.plist", body("fontSize", .wrongType)),
            Case("FontSizeDictionary.plist", body("fontSize", .wrongType)),
            Case("FontSizeBoolean.plist", body("fontSize", .wrongType)),
            Case("FontSizeDate.plist", body("fontSize", .wrongType)),
            Case("FontSizeData.plist", body("fontSize", .wrongType)),
            Case("FontSizeDeeplyNested.plist", body("fontSize", .wrongType)),
            Case("FontSizeZero.plist", body("fontSize", .notPositive)),
            Case("FontSizeNegative.plist", body("fontSize", .notPositive)),
            Case("FontSizeNegativeZero.plist", body("fontSize", .notPositive)),
            Case("FontSizeNaN.plist", body("fontSize", .notFinite)),
            Case("FontSizeInfinity.plist", body("fontSize", .notFinite)),
            Case("FontSizeNegativeInfinity.plist", body("fontSize", .notFinite)),
            Case("FontSizeOverflowsToInfinity.plist", body("fontSize", .notFinite)),
            Case("FontSize1e308.plist", body("fontSize", .tooLarge)),
            Case("FontSizeMissing.plist", body("fontSize", .missingField)),
            Case("MaximumPointSizeString.plist", body("maximumPointSize", .wrongType)),
            Case("MinimumAboveMaximum.plist", body("minimumPointSize", .minimumAboveMaximum)),
            Case("FontNameEmpty.plist", body("fontName", .emptyFontName)),
            Case("FontNameWhitespace.plist", body("fontName", .emptyFontName)),
            Case("FontNameInteger.plist", body("fontName", .wrongType)),
            Case("FontNameArray.plist", body("fontName", .wrongType)),
            Case("FontNameDictionary.plist", body("fontName", .wrongType)),
            Case("FontNameMissing.plist", body("fontName", .missingField)),
            Case(
                "UnknownStyleKeys.plist",
                .diagnostics(
                    ["headlne", "Body", "title4", ""].map { Finding($0, nil, .unknownStyle) })),
            Case("DuplicateStyleKey.plist", body(nil, .duplicateKey)),
            Case("DuplicateStyleKeyEncoded.plist", body(nil, .duplicateKey)),
            Case("DuplicateField.plist", body("fontSize", .duplicateKey)),
            Case("DuplicateKey.json", body(nil, .duplicateKey)),
            Case("DuplicateKeyAfterDoctype.plist", body(nil, .duplicateKey)),
            Case("DuplicateKeyAfterComment.plist", body(nil, .duplicateKey)),
            Case("DuplicateKeyAfterWhitespace.plist", body(nil, .duplicateKey)),
            Case("DuplicateKeyUTF16.plist", body(nil, .duplicateKey)),
            Case("DuplicateKeyCDATA.plist", body(nil, .duplicateKey)),
            Case("DuplicateKeyUTF16.json", body(nil, .duplicateKey)),
            Case("DeepNestingRepeated.json", body(nil, .entryNotADictionary)),
            Case("DeepNestingRepeated.plist", body(nil, .entryNotADictionary)),
            Case(
                "UnknownField.plist",
                .diagnostics([Finding("body", "fontWeight", .unknownField, .warning)])),

            Case(
                "FontNameFontconfigSyntax.plist",
                .notInstalled([
                    .largeTitle, .title2, .title3, .headline, .subheadline, .body, .callout,
                ])),
            Case(
                "FontNameGenericFamily.plist",
                .notInstalled([.largeTitle, .title2, .title3, .headline, .subheadline])),
            Case("FontNameNUL.plist", .notInstalled([.body])),
            Case("FontNameControlCharacters.plist", .notInstalled([.body])),
            Case("FontSize10000.plist", .notInstalled([])),
            Case("CommentedKey.plist", .notInstalled([])),
        ]

        @Test("Every file of the hostile corpus has an expectation and a README entry")
        func corpusIsCovered() throws {
            let files = try HostileCorpus.files()
            expectTrue(files.count >= 40)
            expectEqual(files, Set(Self.cases.map(\.file)))
            expectEqual(Self.cases.count, Set(Self.cases.map(\.file)).count)
            let readme = try String(
                contentsOfFile: HostileCorpus.path("README.md"), encoding: .utf8)
            for file in files { expectTrue(readme.contains("`\(file)`"), "\(file) not in README") }
        }

        @Test("A hostile dictionary gives its error code or diagnostics", arguments: cases)
        func hostileDictionary(_ hostile: Case) throws {
            let path = HostileCorpus.path(hostile.file)
            let loaded = try unwrap(
                HangGuard.run("loading \(hostile.file)") {
                    Result { () throws(ScaledFontError) in try StyleDictionary.load(path: path) }
                })
            switch (hostile.expected, loaded) {
            case (.malformed(let words), .failure(let error)):
                expectEqual(error.code, .dictionaryMalformed)
                expectEqual(error.file, path)
                expectTrue(error.message.hasPrefix(path + ": "), "\(error)")
                expectTrue(error.description.contains(words), "\(error)")
            case (.diagnostics(let findings), .success(let dictionary)):
                expectEqual(dictionary.diagnostics.map(Finding.init), findings)
                for diagnostic in dictionary.diagnostics {
                    expectEqual(diagnostic.file, path)
                    let location = diagnostic.line.map { "\(path):\($0): " } ?? "\(path): "
                    let named = [diagnostic.styleKey, diagnostic.field].compactMap { $0 }
                    let prefix = location + named.map { $0 + ": " }.joined()
                    expectTrue(diagnostic.description.hasPrefix(prefix), "\(diagnostic)")
                    if diagnostic.severity == .error, let key = diagnostic.styleKey,
                        let style = TextStyle(rawValue: key)
                    {
                        expectEqual(dictionary.state(of: style), .invalid(diagnostic))
                    }
                }
                // One bad entry never discards the others.
                expectEqual(
                    dictionary.entries[.title], StyleEntry(fontName: "NotoSerif", fontSize: 28))
            case (.notInstalled, .success(let dictionary)):
                expectTrue(dictionary.diagnostics.isEmpty)
                expectEqual(
                    dictionary.entries[.title], StyleEntry(fontName: "NotoSerif", fontSize: 28))
            default:
                Issue.record("\(hostile.file): expected \(hostile.expected), got \(loaded)")
            }
        }

        @Test(
            "A scaled font from a hostile dictionary falls back per style, with reasons",
            arguments: cases)
        func hostileScaledFont(_ hostile: Case) throws {
            let catalog = try SharedCatalogs.notoSerif.get()
            let path = HostileCorpus.path(hostile.file)
            let built = try unwrap(
                HangGuard.run("ScaledFont for \(hostile.file)") {
                    Result { () throws(ScaledFontError) in
                        try ScaledFont(contentsOf: path, catalog: catalog)
                    }
                })
            let font = try built.get()
            for style in TextStyle.allCases {
                let answer = font.font(forTextStyle: style, category: .accessibilityLarge)
                // Every style gets a readable face at a finite, positive size.
                expectTrue(answer.pointSize.isFinite && answer.pointSize > 0)
                expectTrue(answer.metrics.lineHeight.isFinite)
                if answer.status == .fallback {
                    expectEqual(answer.message?.contains(path), true, "\(style): \(answer)")
                }
            }
            let reason = { (style: TextStyle) in font.font(forTextStyle: style).fallbackReason }
            switch hostile.expected {
            case .malformed:
                expectNil(font.dictionary)
                expectEqual(font.dictionaryError?.code, .dictionaryMalformed)
                expectTrue(TextStyle.allCases.allSatisfy { reason($0) == .dictionaryUnreadable })
            case .diagnostics(let findings):
                expectNil(reason(.title))
                for finding in findings where finding.severity == .error {
                    guard let style = finding.style.flatMap(TextStyle.init(rawValue:)) else {
                        continue
                    }
                    expectEqual(reason(style), .invalidEntry, "\(style)")
                }
            case .notInstalled(let styles):
                expectNil(reason(.title))
                for style in styles {
                    expectEqual(reason(style), .fontNotInstalled, "\(style)")
                    let name = try unwrap(font.font(forTextStyle: style).requestedName)
                    expectEqual(font.font(forTextStyle: style).message?.contains(name), true)
                }
            }
        }

        @Test("A name with a NUL is not cut at the NUL (cut, it would be an installed family)")
        func nulInName() throws {
            let dictionary = try StyleDictionary.load(path: HostileCorpus.path("FontNameNUL.plist"))
            expectEqual(dictionary.entries[.body]?.fontName, "NotoSerif\u{0}Bold")
            let catalog = try SharedCatalogs.notoSerif.get()
            expectNotNil(catalog.resolve("NotoSerif"))
            expectNil(catalog.resolve("NotoSerif\u{0}Bold"))
        }

        @Test("Unknown style keys come with the nearest key where there is one")
        func unknownKeySuggestions() throws {
            let dictionary = try StyleDictionary.load(
                path: HostileCorpus.path("UnknownStyleKeys.plist"))
            expectEqual(dictionary.errors.map(\.suggestion), ["headline", "body", "title", nil])
        }

        @Test("A duplicate names every line it is written on")
        func duplicateLines() throws {
            let path = HostileCorpus.path("DuplicateStyleKey.plist")
            let diagnostic = try unwrap(StyleDictionary.load(path: path).errors.first)
            // The README's layout: body's keys are on lines 12 and 19.
            expectEqual(diagnostic.line, 12)
            expectTrue(diagnostic.detail.contains("lines 12 and 19"))
        }

        // MARK: Cases made at run time

        /// A file, folder, pipe or link the test makes (shared with the CLI tests).
        typealias MadeCase = UnreadableFile

        /// A valid dictionary of exactly `size` bytes: a title entry, then spaces.
        static func padded(to size: Int) -> Data {
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict><key>title</key><dict><key>fontName</key><string>NotoSerif</string>\
                <key>fontSize</key><integer>28</integer></dict></dict>
                </plist>

                """
            return Data(text.utf8) + Data(repeating: 0x20, count: size - text.utf8.count)
        }

        @Test(
            "A file that cannot be read is .dictionaryUnreadable, named, without a hang",
            arguments: MadeCase.allCases)
        func unreadable(_ made: MadeCase) throws {
            let folder = try TemporaryDirectory()
            let path = try made.make(in: folder, contents: Self.padded(to: 1000))
            let load = { @Sendable in
                Result { () throws(ScaledFontError) in try StyleDictionary.load(path: path) }
            }
            let loaded: Result<StyleDictionary, ScaledFontError>?
            if made == .noPermission {
                loaded = try FileAccess.withoutReadOverride {
                    // The premise: this thread really cannot open the file.
                    let descriptor = open(path, O_RDONLY)
                    if descriptor >= 0 { close(descriptor) }
                    try requireTrue(descriptor < 0 && errno == EACCES, "the file is still readable")
                    return load()
                }
            } else {
                // A pipe left blocking is released by opening its other end.
                let release = { () -> Void in
                    let writer = open(path, O_WRONLY | O_NONBLOCK)
                    if writer >= 0 { close(writer) }
                }
                loaded = HangGuard.run("loading \(made)", release: release, load)
            }
            guard case .failure(let error) = try unwrap(loaded) else {
                Issue.record("\(made) loaded")
                return
            }
            expectEqual(error.code, .dictionaryUnreadable)
            expectEqual(error.file, path)
            expectTrue(error.message.hasPrefix(path + ": "))
            expectTrue(error.description.contains(made.words), "\(error)")
        }

        @Test("The shared size limit is the library's")
        func sizeLimit() {
            expectEqual(UnreadableFile.sizeLimit, StyleDictionary.maximumFileSize)
        }

        @Test("A dictionary of exactly the size limit is read")
        func exactlyAtLimit() throws {
            let folder = try TemporaryDirectory()
            let path = try folder.write(
                Self.padded(to: StyleDictionary.maximumFileSize), to: "Styles.plist")
            let dictionary = try StyleDictionary.load(path: path)
            expectEqual(dictionary.entries[.title], StyleEntry(fontName: "NotoSerif", fontSize: 28))
        }

        @Test("An unreadable dictionary still gives every style the system font, with the reason")
        func unreadableScaledFont() throws {
            let folder = try TemporaryDirectory()
            let path = try MadeCase.namedPipe.make(in: folder, contents: Self.padded(to: 1000))
            let catalog = try SharedCatalogs.notoSerif.get()
            let font = try unwrap(
                HangGuard.run("ScaledFont for a pipe") {
                    Result { () throws(ScaledFontError) in
                        try ScaledFont(contentsOf: path, catalog: catalog)
                    }
                }
            ).get()
            expectEqual(font.dictionaryError?.code, .dictionaryUnreadable)
            for style in TextStyle.allCases {
                let answer = font.font(forTextStyle: style)
                expectEqual(answer.fallbackReason, .dictionaryUnreadable)
                expectEqual(answer.message?.hasPrefix(path + ": "), true)
                // The system size for the style at Large (HIG).
                expectEqual(answer.pointSize, HIGRamp.size(style, .large))
            }
        }

        /// A dictionary whose body entry has a fontName of a million characters.
        static func longName() -> (name: String, text: String) {
            let name = String(repeating: "N", count: 1_000_000)
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                <key>body</key>
                <dict><key>fontName</key><string>\(name)</string>\
                <key>fontSize</key><integer>17</integer></dict>
                </dict>
                </plist>

                """
            return (name, text)
        }

        @Test("A one-megabyte fontName is read whole and is not installed")
        func megabyteName() throws {
            let folder = try TemporaryDirectory()
            let (name, text) = Self.longName()
            let path = try folder.write(text, to: "Styles.plist")
            let catalog = try SharedCatalogs.notoSerif.get()
            let font = try unwrap(
                HangGuard.run("a 1 MB fontName") {
                    Result { () throws(ScaledFontError) in
                        try ScaledFont(contentsOf: path, catalog: catalog)
                    }
                }
            ).get()
            let body = font.font(forTextStyle: .body)
            expectEqual(body.requestedName, name)
            expectEqual(body.fallbackReason, .fontNotInstalled)
            expectEqual(body.message?.hasPrefix("\(path):4: body: font '"), true)
        }

        @Test("A one-megabyte style key is an unknown style, with no suggestion")
        func megabyteKey() throws {
            let folder = try TemporaryDirectory()
            let key = String(repeating: "k", count: 1_000_000)
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                <key>\(key)</key>
                <dict><key>fontName</key><string>NotoSerif</string>\
                <key>fontSize</key><integer>17</integer></dict>
                </dict>
                </plist>

                """
            let path = try folder.write(text, to: "Styles.plist")
            let dictionary = try unwrap(
                HangGuard.run("a 1 MB style key") {
                    Result { () throws(ScaledFontError) in try StyleDictionary.load(path: path) }
                }
            ).get()
            let diagnostic = try unwrap(dictionary.errors.first)
            expectEqual(dictionary.errors.count, 1)
            expectEqual(diagnostic.problem, .unknownStyle)
            expectEqual(diagnostic.styleKey, key)
            expectEqual(diagnostic.line, 4)
            expectNil(diagnostic.suggestion)
        }
    }
}

extension UnreadableFile {
    /// The words of the library's unreadable error for the case.
    var words: String {
        switch self {
        case .hundredMegabytes: "104857600 bytes, more than the 1048576-byte limit"
        case .oneByteOverLimit: "1048577 bytes, more than the 1048576-byte limit"
        case .directory: "is a directory"
        case .noPermission: "permission denied"
        case .namedPipe: "named pipe"
        case .symbolicLinkLoop: "Too many levels of symbolic links"
        case .kernelRefusesRead: "read failed (Input/output error)"
        case .device: "is a device or socket"
        case .missing: "no such file"
        }
    }
}
