/// One font name an app's code uses, checked for that app as a style's `fontName` is (the
/// resolution rungs, the declared and registered files, every version of the deployment
/// range, the system-UI-font rule, did-you-mean): where it stands, which call uses it, and
/// what the device makes of it.
///
/// A use through a constant names the constant's value and where it is defined
/// (``definedAt``); its problem is one finding at the definition, while each call keeps its
/// own value here (JSON `fontUses`, one item per call).
public struct CheckedFontUse: Sendable, Hashable {
    /// What the check makes of the name.
    public enum Status: String, Sendable, Hashable, Codable {
        /// The app gets the font: bundled and declared, registered, or built into every
        /// version of the range.
        case ok
        /// The device has no such font for the app: the call gets `nil`, or the system font.
        case error
        /// Probably a mistake that does not fail the check: a name of the hidden system UI
        /// font, or a face whose file is not in the checkout yet.
        case warning
        /// The name is built at run time (interpolation, a parameter), or a constant that is
        /// not found: never guessed.
        case unchecked
    }

    /// Where the name stands at the call (for a constant, the start of the expression).
    public let location: CodeLocation
    /// The call or Interface Builder element that uses the name (`UIFont(name:size:)`,
    /// `fontWithName:size:`, `fontDescription`).
    public let call: String
    /// The font name, `nil` when it is unchecked.
    public let name: String?
    /// The verdict.
    public let status: Status
    /// The face's PostScript name (or, for a built-in family, its name) the name resolves
    /// to, `nil` when it resolves nowhere.
    public let resolvedTo: String?
    /// Where the font comes from (`bundled`, `registered`, `platform`), `nil` when it
    /// resolves nowhere.
    public let source: FontSource?
    /// Why it is an error or a warning, `nil` otherwise.
    public let reason: Finding.Reason?
    /// The problem in words (with did-you-mean), or why the name is unchecked; `nil` when ok.
    public let message: FindingText?
    /// For a use through a constant or an enum case, where its value is written.
    public let definedAt: CodeLocation?
    /// The font file of the face the name resolves to (bundled, registered or installed),
    /// `nil` for a font built into the platform and for a name that resolves nowhere.
    public let resolvedFile: String?

    /// A checked use.
    public init(
        location: CodeLocation, call: String, name: String?, status: Status,
        resolvedTo: String?, source: FontSource?, reason: Finding.Reason?,
        message: FindingText?, definedAt: CodeLocation?, resolvedFile: String? = nil
    ) {
        self.location = location
        self.call = call
        self.name = name
        self.status = status
        self.resolvedTo = resolvedTo
        self.source = source
        self.reason = reason
        self.message = message
        self.definedAt = definedAt
        self.resolvedFile = resolvedFile
    }
}
