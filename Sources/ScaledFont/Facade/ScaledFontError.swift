/// The one error type of the ScaledFont library: a stable code, a message that names the
/// file, style and font involved, and the underlying cause when there is one.
public struct ScaledFontError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable, machine-readable error code.
    public enum Code: String, Sendable, Hashable, Codable {
        /// The style dictionary file cannot be read (missing, a folder, no permission, too big).
        case dictionaryUnreadable
        /// The file was read but is not a property list whose root is a dictionary.
        case dictionaryMalformed
        /// A content size category was spelt in a way no spelling matches.
        case unknownCategory
        /// A text-scaling factor is not a finite number greater than 0 (or is beyond the
        /// limit of ``ScaledFont/maximumScale``).
        case invalidScale
        /// A font folder to register does not exist or cannot be read.
        case fontsDirectoryUnreadable
        /// Fontconfig could not be initialised or refused a request.
        case fontconfigFailed
        /// FreeType could not open or read a face.
        case faceUnreadable
        /// A style falls back but Fontconfig offers no system face at all.
        case noSystemFont
        /// A family asked for by name (to generate a dictionary) has no installed or bundled
        /// face.
        case familyNotInstalled
        /// A specimen image cannot be rendered at the requested size or written to its file.
        case imageUnwritable
        /// A platform (`--platform`) is spelt in a way no platform matches, or names a version
        /// the platform font data does not cover.
        case unknownPlatform
        /// A list of platform font names (`--platform-fonts`) cannot be read.
        case platformFontsUnreadable
        /// An app's Info.plist cannot be read (missing, a folder, no permission, too big).
        case infoPlistUnreadable
        /// An app's Info.plist was read but is not a property list with a usable `UIAppFonts`.
        case infoPlistMalformed
    }

    /// The stable code.
    public let code: Code
    /// A message for a person, naming the file, style and font involved.
    public let message: String
    /// The path of the file involved, if any.
    public let file: String?
    /// The underlying cause (an errno text, a FreeType error name), if any.
    public let cause: String?

    /// Creates an error.
    public init(_ code: Code, _ message: String, file: String? = nil, cause: String? = nil) {
        self.code = code
        self.message = message
        self.file = file
        self.cause = cause
    }

    /// The message followed by the cause, if any.
    public var description: String {
        guard let cause else { return message }
        return "\(message) (\(cause))"
    }
}
