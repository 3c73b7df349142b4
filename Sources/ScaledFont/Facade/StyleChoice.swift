/// The face chosen for one text style, before sizes: the dictionary's font or the fallback,
/// decided once and then sized for each category.
package struct StyleChoice {
    package let style: TextStyle
    package let entry: StyleEntry?
    package let fallback: Fallback?
    /// The entry's `cascade`, resolved.
    package let cascade: StyleCascade
    /// What the style's answers share at every size, without and with Bold Text: the face,
    /// how it was found, its metrics and the Bold Text face, kept only there (one scaled font
    /// per dictionary of thousands checked at once).
    private let shared: (regular: ResolvedFont.Shared, bold: ResolvedFont.Shared)

    /// The face.
    package var face: FontFace { shared.regular.face }
    /// How the face was found.
    package var matchedBy: MatchedBy { shared.regular.matchedBy }
    /// The face's size-independent metrics.
    package var faceMetrics: FaceMetrics { shared.regular.faceMetrics }

    /// Why the style falls back, in words with and without the file and style.
    package struct Fallback {
        package let reason: FallbackReason
        package let message: String
        package let detail: String
    }

    /// The face for Bold Text and how it was found.
    package struct Bold {
        package let face: FontFace
        package let faceMetrics: FaceMetrics
        package let mapping: BoldTextMapping
    }

    /// Resolves the style's entry, or chooses the fallback face with its reason.
    init(
        style: TextStyle, dictionary: StyleDictionary?, dictionaryError: ScaledFontError?,
        catalog: FontCatalog, fallbackFamily: String
    ) throws(ScaledFontError) {
        self.style = style
        let face: FontFace
        let faceMetrics: FaceMetrics
        let matchedBy: MatchedBy
        let bold: Bold
        cascade = StyleCascade(
            names: dictionary?.entries[style]?.cascade ?? [], catalog: catalog)
        let reason: FallbackReason
        let detail: String
        switch dictionary?.state(of: style) {
        case nil:
            entry = nil
            reason = .dictionaryUnreadable
            detail = dictionaryError?.description ?? "the style dictionary cannot be read"
        case .missing:
            entry = nil
            reason = .styleMissing
            detail = "no entry for this style"
        case .invalid(let diagnostic):
            entry = nil
            reason = .invalidEntry
            detail = diagnostic.summary
        case .valid(let validEntry):
            entry = validEntry
            reason = .fontNotInstalled
            guard let match = catalog.resolve(validEntry.fontName) else {
                detail =
                    "font '\(validEntry.fontName)' is not installed or bundled"
                    + (catalog.fileNameHint(for: validEntry.fontName).map { "; " + $0 } ?? "")
                break
            }
            do {
                faceMetrics = try catalog.metrics(of: match.face)
                face = match.face
                matchedBy = match.matchedBy
                fallback = nil
                bold = Self.bold(for: face, faceMetrics, entry: validEntry, catalog: catalog)
                shared = Self.shared(
                    entry: entry, face: face, matchedBy: matchedBy, faceMetrics: faceMetrics,
                    fallback: fallback, bold: bold)
                return
            } catch {
                detail =
                    "font '\(validEntry.fontName)' resolves to a face that cannot be read: "
                    + error.description
            }
        }
        face = try catalog.systemFont(weight: style.systemWeight, family: fallbackFamily)
        faceMetrics = try catalog.metrics(of: face)
        matchedBy = .fallback
        let message =
            if let dictionary {
                "\(dictionary.file)\(dictionary.keyLines[style.rawValue].map { ":\($0)" } ?? ""): "
                    + "\(style.rawValue): \(detail)"
            } else {
                detail
            }
        fallback = Fallback(reason: reason, message: message, detail: detail)
        bold = Self.bold(for: face, faceMetrics, entry: nil, catalog: catalog)
        shared = Self.shared(
            entry: entry, face: face, matchedBy: matchedBy, faceMetrics: faceMetrics,
            fallback: fallback, bold: bold)
    }

    /// The parts of the style's answers that do not depend on the size, without and with
    /// Bold Text.
    private static func shared(
        entry: StyleEntry?, face: FontFace, matchedBy: MatchedBy, faceMetrics: FaceMetrics,
        fallback: Fallback?, bold: Bold
    ) -> (regular: ResolvedFont.Shared, bold: ResolvedFont.Shared) {
        func parts(boldText: Bool) -> ResolvedFont.Shared {
            ResolvedFont.Shared(
                status: fallback == nil ? .resolved : .fallback,
                fallbackReason: fallback?.reason, message: fallback?.message,
                fallbackDetail: fallback?.detail, requestedName: entry?.fontName,
                requestedSize: entry?.fontSize, face: boldText ? bold.face : face,
                matchedBy: matchedBy, faceMetrics: boldText ? bold.faceMetrics : faceMetrics,
                boldText: boldText ? bold.mapping : nil)
        }
        return (parts(boldText: false), parts(boldText: true))
    }

    /// Chooses the Bold Text face: the entry's `boldFontName` when it names one, else the
    /// next heavier face of the family; the face itself, `unavailable`, when neither exists
    /// or can be read.
    private static func bold(
        for face: FontFace, _ faceMetrics: FaceMetrics, entry: StyleEntry?, catalog: FontCatalog
    ) -> Bold {
        let boldName = entry?.boldFontName
        let candidate: FontFace?
        let problem: String
        if let boldName {
            candidate = catalog.resolve(boldName)?.face
            problem = "boldFontName '\(boldName)' is not installed or bundled"
        } else {
            candidate = catalog.nextHeavierFace(than: face)
            problem =
                "\(face.family) has no face heavier than \(face.postscriptName) "
                + "(weight \(face.weight.rawValue)) at its slant and width"
        }
        func unavailable(_ detail: String) -> Bold {
            Bold(
                face: face, faceMetrics: faceMetrics,
                mapping: BoldTextMapping(
                    source: .unavailable, regularFace: face, boldFontName: boldName,
                    detail: detail))
        }
        guard let candidate else { return unavailable(problem) }
        do {
            let metrics = try catalog.metrics(of: candidate)
            return Bold(
                face: candidate, faceMetrics: metrics,
                mapping: BoldTextMapping(
                    source: boldName == nil ? .nextHeavierFace : .boldFontName, regularFace: face,
                    boldFontName: boldName, detail: nil))
        } catch {
            return unavailable(
                "the Bold Text face \(candidate.postscriptName) cannot be read: \(error)")
        }
    }

    /// The answer at one category: the entry's scaled size, or the system size on fallback;
    /// with `boldText`, in the Bold Text face.
    package func answer(
        category: ContentSizeCategory, policy: MetricsPolicy, boldText: Bool
    )
        -> ResolvedFont
    {
        let pointSize =
            fallback == nil
            ? entry!.scaledSize(for: style, category: category)
            : DynamicTypeRamp.pointSize(style, category)
        return answer(
            pointSize: pointSize, category: category, scale: nil, policy: policy,
            boldText: boldText)
    }

    /// The answer at a continuous scale: the entry's size times `scale`, clamped, or the
    /// system size at Large times `scale` on fallback.
    package func answer(scale: Double, policy: MetricsPolicy, boldText: Bool) -> ResolvedFont {
        let pointSize =
            fallback == nil
            ? entry!.scaledSize(scale: scale)
            : DynamicTypeRamp.scaledSize(DynamicTypeRamp.pointSize(style, .large), scale: scale)
        return answer(
            pointSize: pointSize, category: .large, scale: scale, policy: policy,
            boldText: boldText)
    }

    private func answer(
        pointSize: Double, category: ContentSizeCategory, scale: Double?, policy: MetricsPolicy,
        boldText: Bool
    ) -> ResolvedFont {
        let parts = boldText ? shared.bold : shared.regular
        return ResolvedFont(
            style: style, category: category, scale: scale,
            metrics: parts.faceMetrics.lineMetrics(pointSize: pointSize, policy: policy),
            shared: parts)
    }
}
