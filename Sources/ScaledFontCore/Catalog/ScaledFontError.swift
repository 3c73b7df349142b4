#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

/// The one error type of the ScaledFont library: a stable code, a message that names the
/// file, style and font involved, and the underlying cause when there is one.
public struct ScaledFontError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable, machine-readable error code, one per kind of failure.
    ///
    /// A struct with a static member per code rather than an enum (as swift-system's `Errno`),
    /// so that a new code in a later version does not break a client's `switch`: compare with
    /// `==` or match in a `switch` with a `default` case.
    public struct Code: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
        /// The code's name, as the static member is spelt (`dictionaryUnreadable`).
        public let rawValue: String

        /// A code by its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The code's name (``rawValue``).
        public var description: String { rawValue }

        /// The style dictionary file cannot be read (missing, a folder, no permission, too big).
        public static let dictionaryUnreadable = Code(rawValue: "dictionaryUnreadable")
        /// The file was read but is not a property list whose root is a dictionary.
        public static let dictionaryMalformed = Code(rawValue: "dictionaryMalformed")
        /// A content size category was spelt in a way no spelling matches.
        public static let unknownCategory = Code(rawValue: "unknownCategory")
        /// A text-scaling factor is not a finite number greater than 0 (or is beyond the
        /// limit of ``ScaledFont/maximumScale``).
        public static let invalidScale = Code(rawValue: "invalidScale")
        /// A point size to measure text at is not a finite number greater than 0.
        public static let invalidPointSize = Code(rawValue: "invalidPointSize")
        /// A font folder to register does not exist or cannot be read.
        public static let fontsDirectoryUnreadable = Code(rawValue: "fontsDirectoryUnreadable")
        /// Fontconfig could not be initialised or refused a request.
        public static let fontconfigFailed = Code(rawValue: "fontconfigFailed")
        /// FreeType could not open or read a face.
        public static let faceUnreadable = Code(rawValue: "faceUnreadable")
        /// Text cannot be shaped: HarfBuzz's library (`libharfbuzz.so.0`), which is loaded
        /// the first time text is measured, cannot be loaded.
        public static let shapingUnavailable = Code(rawValue: "shapingUnavailable")
        /// Text cannot be broken into lines: ICU's library (`libicuuc.so.N`), which is loaded
        /// the first time text is broken into lines, cannot be loaded.
        public static let lineBreakingUnavailable = Code(rawValue: "lineBreakingUnavailable")
        /// A text to lay out holds a control character other than a tab or a line break.
        public static let controlCharacter = Code(rawValue: "controlCharacter")
        /// A `fit` layout file cannot be read (missing, a folder, no permission, too big).
        public static let layoutUnreadable = Code(rawValue: "layoutUnreadable")
        /// A `fit` layout file is not valid JSON, or an element is not what the layout
        /// format asks for; the message names the file and line.
        public static let layoutMalformed = Code(rawValue: "layoutMalformed")
        /// A text to measure has more than ``TextMeasurement/maximumCombiningRun`` combining
        /// marks or default-ignorable characters in a row, which HarfBuzz would shape in time
        /// growing with the square of their number.
        public static let textTooComplex = Code(rawValue: "textTooComplex")
        /// A style falls back but Fontconfig offers no system face at all.
        public static let noSystemFont = Code(rawValue: "noSystemFont")
        /// A family asked for by name (to generate a dictionary) has no installed or bundled
        /// face.
        public static let familyNotInstalled = Code(rawValue: "familyNotInstalled")
        /// A face has no PostScript name, which a generated dictionary's `fontName` needs.
        public static let faceWithoutPostScriptName = Code(rawValue: "faceWithoutPostScriptName")
        /// A specimen (module ScaledFontSpecimen) was asked for with a scale outside
        /// `Specimen.scales`, no categories, or a size beyond `Specimen.maximumPixels`.
        public static let invalidSpecimenOptions = Code(rawValue: "invalidSpecimenOptions")
        /// A specimen image cannot be encoded as PNG or written to its file.
        public static let imageUnwritable = Code(rawValue: "imageUnwritable")
        /// A platform (`--platform`) is spelt in a way no platform matches, or names a version
        /// the platform font data does not cover.
        public static let unknownPlatform = Code(rawValue: "unknownPlatform")
        /// A list of platform font names (`--platform-fonts`) cannot be read.
        public static let platformFontsUnreadable = Code(rawValue: "platformFontsUnreadable")
        /// An app's Info.plist cannot be read (missing, a folder, no permission, too big).
        public static let infoPlistUnreadable = Code(rawValue: "infoPlistUnreadable")
        /// An app's Info.plist was read but is not a property list with a usable `UIAppFonts`.
        public static let infoPlistMalformed = Code(rawValue: "infoPlistMalformed")
        /// An Xcode project's `project.pbxproj`, or an `.xcconfig` file it names, cannot be
        /// read (missing, a folder, no permission, too big).
        public static let projectUnreadable = Code(rawValue: "projectUnreadable")
        /// An Xcode project was read but cannot be used: not a property list, an object it
        /// needs missing or of the wrong kind, a file reference outside the repository, or a
        /// setting the tool cannot expand.
        public static let projectMalformed = Code(rawValue: "projectMalformed")
        /// An Xcode project has no application target: it builds no app.
        public static let projectNotAnApp = Code(rawValue: "projectNotAnApp")
        /// A target named to check is not in the project, or no target was named and the
        /// project has several application targets.
        public static let unknownTarget = Code(rawValue: "unknownTarget")
        /// A build configuration named to check is not one of the target's.
        public static let unknownConfiguration = Code(rawValue: "unknownConfiguration")
        /// The folder or file a repository is looked for from, or the root named to override
        /// it, does not exist or is not a folder.
        public static let repositoryUnreadable = Code(rawValue: "repositoryUnreadable")
        /// A localized strings file (`.xcstrings`, `.strings`, `.stringsdict`) cannot be read
        /// (missing, a folder, no permission, too big, another kind of file).
        public static let stringsUnreadable = Code(rawValue: "stringsUnreadable")
        /// A localized strings file was read but is not valid in its format; the cause names
        /// the line.
        public static let stringsMalformed = Code(rawValue: "stringsMalformed")
        /// The sources of a check yield no app to check (nothing found, or a source that
        /// yields none).
        public static let nothingToCheck = Code(rawValue: "nothingToCheck")
    }

    /// The stable code.
    public let code: Code
    /// A message for a person, naming the file, style and font involved.
    public let message: String
    /// The path of the file involved, if any.
    public let file: String?
    /// The underlying error, if any: a ``SystemError`` (a failed system call),
    /// a ``LibraryError`` (FreeType's or libpng's report), or the parser's own error for a
    /// dictionary that does not parse.
    public let cause: (any Error)?

    /// Creates an error.
    public init(
        _ code: Code, _ message: String, file: String? = nil, cause: (any Error)? = nil
    ) {
        self.code = code
        self.message = message
        self.file = file
        self.cause = cause
    }

    /// The cause as ``description`` shows it, `nil` when there is none. Foundation's parser
    /// errors give their debug description (which names the problem and where), others their
    /// own description.
    public var causeDescription: String? {
        guard let cause else { return nil }
        if let decoding = cause as? DecodingError {
            switch decoding {
            case .dataCorrupted(let context), .keyNotFound(_, let context),
                .typeMismatch(_, let context), .valueNotFound(_, let context):
                return context.debugDescription
            @unknown default: return "\(decoding)"
            }
        }
        return "\(cause)"
    }

    /// The message followed by the cause, if any.
    public var description: String {
        guard let causeDescription else { return message }
        return "\(message) (\(causeDescription))"
    }

    /// Equal when code, message, file and the cause's description are.
    public static func == (lhs: ScaledFontError, rhs: ScaledFontError) -> Bool {
        lhs.code == rhs.code && lhs.message == rhs.message && lhs.file == rhs.file
            && lhs.causeDescription == rhs.causeDescription
    }

    /// Hashes what `==` compares: code, message, file and the cause's description.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(message)
        hasher.combine(file)
        hasher.combine(causeDescription)
    }
}

extension ScaledFontError {
    /// A failed system call: its `errno`, described as `strerror(3)` does.
    public struct SystemError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The `errno` value.
        public let errno: Int32

        /// The error of a system call that set `errno` to `code`.
        public init(errno code: Int32) { errno = code }

        /// `strerror(errno)`, e.g. "Permission denied".
        public var description: String { String(cString: strerror(errno)) }
    }

    /// An error a C library reported: FreeType's error code and its name, or libpng's message.
    public struct LibraryError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The library: `FreeType` or `libpng`.
        public let library: String
        /// The library's error code, when it gives one (FreeType's `FT_Error`).
        public let code: Int32?
        /// What the library says, e.g. "unknown file format".
        public let description: String

        /// An error `library` reported with `code` (if any) and `description`.
        public init(library: String, code: Int32? = nil, description: String) {
            self.library = library
            self.code = code
            self.description = description
        }
    }
}
