/// The face chosen for one text style, before sizes: the dictionary's font or the fallback,
/// decided once and then sized for each category.
struct StyleChoice {
    let style: TextStyle
    let entry: StyleEntry?
    let face: FontFace
    let matchedBy: MatchedBy
    let faceMetrics: FaceMetrics
    let fallback: (reason: FallbackReason, message: String)?

    /// Resolves the style's entry, or chooses the fallback face with its reason.
    init(
        style: TextStyle, dictionary: StyleDictionary?, dictionaryError: ScaledFontError?,
        catalog: FontCatalog, fallbackFamily: String
    ) throws(ScaledFontError) {
        self.style = style
        let reason: FallbackReason
        let message: String
        switch dictionary?.state(of: style) {
        case nil:
            entry = nil
            reason = .dictionaryUnreadable
            message = dictionaryError?.description ?? "the style dictionary cannot be read"
        case .missing:
            entry = nil
            reason = .styleMissing
            message = "\(dictionary!.file): \(style.rawValue): no entry for this style"
        case .invalid(let diagnostic):
            entry = nil
            reason = .invalidEntry
            message = diagnostic.description
        case .valid(let validEntry):
            entry = validEntry
            let file = dictionary!.file
            if let match = catalog.resolve(validEntry.fontName) {
                do {
                    faceMetrics = try catalog.metrics(of: match.face)
                    face = match.face
                    matchedBy = match.matchedBy
                    fallback = nil
                    return
                } catch {
                    reason = .fontNotInstalled
                    message = "\(file): \(style.rawValue): font '\(validEntry.fontName)' "
                        + "resolves to a face that cannot be read: \(error)"
                }
            } else {
                reason = .fontNotInstalled
                message = "\(file): \(style.rawValue): font '\(validEntry.fontName)' is not "
                    + "installed or bundled"
            }
        }
        face = try catalog.systemFont(weight: style.systemWeight, family: fallbackFamily)
        faceMetrics = try catalog.metrics(of: face)
        matchedBy = .fallback
        fallback = (reason, message)
    }

    /// The answer at one category: the entry's scaled size, or the system size on fallback.
    func answer(category: ContentSizeCategory, policy: MetricsPolicy) -> ResolvedFont {
        let pointSize =
            fallback == nil
            ? entry!.scaledSize(for: style, category: category)
            : DynamicTypeRamp.pointSize(style, category)
        return ResolvedFont(
            style: style,
            category: category,
            status: fallback == nil ? .resolved : .fallback,
            fallbackReason: fallback?.reason,
            message: fallback?.message,
            requestedName: entry?.fontName,
            requestedSize: entry?.fontSize,
            face: face,
            matchedBy: matchedBy,
            faceMetrics: faceMetrics,
            metrics: faceMetrics.lineMetrics(pointSize: pointSize, policy: policy))
    }
}
