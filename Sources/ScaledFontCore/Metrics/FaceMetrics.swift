/// The size-independent vertical metrics of one face, read once from its tables.
///
/// All values are in font units, as stored in the font. Line metrics at any point size are
/// arithmetic on these values (``lineMetrics(pointSize:policy:)``); no FreeType call is made.
public struct FaceMetrics: Sendable, Hashable, Codable {
    /// Ascender, descender and line gap from one table, in font units (descender negative).
    public struct VerticalMetrics: Sendable, Hashable, Codable {
        /// The height above the baseline, in font units (positive).
        public var ascender: Double
        /// The depth below the baseline, in font units (negative, as the tables store it).
        public var descender: Double
        /// The extra space between lines, in font units.
        public var lineGap: Double

        /// Metrics with these values, in font units.
        public init(ascender: Double, descender: Double, lineGap: Double) {
            self.ascender = ascender
            self.descender = descender
            self.lineGap = lineGap
        }

        /// Whether ascender and descender are both zero (the table gives no line metrics).
        package var isEmpty: Bool { ascender == 0 && descender == 0 }
    }

    /// Where a cap height or x-height came from.
    public enum HeightSource: String, Sendable, Hashable, Codable {
        /// OS/2 `sCapHeight` / `sxHeight` (OS/2 version 2 or later).
        case os2
        /// The top of the outline of 'H' / 'x'.
        case outline
    }

    /// The em square, in font units (head `unitsPerEm`).
    public var unitsPerEm: Double
    /// hhea ascender, descender, lineGap; `nil` if the face has no hhea table.
    public var hhea: VerticalMetrics?
    /// OS/2 sTypoAscender, sTypoDescender, sTypoLineGap; `nil` without an OS/2 table.
    public var typo: VerticalMetrics?
    /// OS/2 usWinAscent, -usWinDescent, gap 0; `nil` without an OS/2 table.
    public var win: VerticalMetrics?
    /// FreeType's own choice (`FT_Face` ascender, descender, height - ascender + descender).
    public var freetype: VerticalMetrics
    /// OS/2 fsSelection bit 7, USE_TYPO_METRICS.
    public var useTypoMetrics: Bool
    /// The OS/2 table version, `nil` without an OS/2 table.
    public var os2Version: Int?
    /// Cap height in font units, if known.
    public var capHeight: Double?
    /// Where ``capHeight`` came from.
    public var capHeightSource: HeightSource?
    /// x-height in font units, if known.
    public var xHeight: Double?
    /// Where ``xHeight`` came from.
    public var xHeightSource: HeightSource?

    /// Metrics with these values, in font units, as read from a face's tables (each
    /// parameter is the property of the same name).
    public init(
        unitsPerEm: Double, hhea: VerticalMetrics?, typo: VerticalMetrics?,
        win: VerticalMetrics?, freetype: VerticalMetrics, useTypoMetrics: Bool,
        os2Version: Int?, capHeight: Double?, capHeightSource: HeightSource?,
        xHeight: Double?, xHeightSource: HeightSource?
    ) {
        self.unitsPerEm = unitsPerEm
        self.hhea = hhea
        self.typo = typo
        self.win = win
        self.freetype = freetype
        self.useTypoMetrics = useTypoMetrics
        self.os2Version = os2Version
        self.capHeight = capHeight
        self.capHeightSource = capHeightSource
        self.xHeight = xHeight
        self.xHeightSource = xHeightSource
    }

    /// The table a policy takes its values from, and those values: the policy's preferred
    /// table, else the next in its order when the table is absent or its ascender and
    /// descender are both zero.
    public func verticalMetrics(policy: MetricsPolicy) -> (MetricsTable, VerticalMetrics) {
        for table in policy.tableOrder {
            if let values = values(of: table), !values.isEmpty { return (table, values) }
        }
        return (.freetype, freetype)
    }

    /// The values of one table, if the face has it.
    public func values(of table: MetricsTable) -> VerticalMetrics? {
        switch table {
        case .hhea: hhea
        case .typo: typo
        case .win: win
        case .freetype: freetype
        }
    }

    /// Line metrics at a point size: `value * pointSize / unitsPerEm` for each value,
    /// unrounded, and `lineHeight = (ascender - descender + lineGap) *
    /// pointSize / unitsPerEm` as one expression.
    ///
    /// Each value is the `Double` nearest to the exact decimal result when there is one
    /// (1069 × 34 / 1000 is 36.346, not 36.346000000000004; a line height of 46.308, not the
    /// sum of three rounded terms, 46.30799999999999).
    ///
    /// - Parameters:
    ///   - pointSize: the size in points.
    ///   - policy: which table to read; `.hhea` (the default) is what CoreText and so `UIFont`
    ///     report.
    public func lineMetrics(pointSize: Double, policy: MetricsPolicy = .hhea) -> LineMetrics {
        let (table, values) = verticalMetrics(policy: policy)
        let scaled = DecimalArithmetic.Scaling(pointSize, dividedBy: unitsPerEm).scaled
        // Font units are integers, so the sum in font units is exact.
        let height = values.ascender - values.descender + values.lineGap
        return LineMetrics(
            pointSize: pointSize,
            unitsPerEm: unitsPerEm,
            table: table,
            ascender: scaled(values.ascender),
            descender: scaled(values.descender),
            leading: scaled(values.lineGap),
            lineHeight: scaled(height),
            capHeight: capHeight.map(scaled),
            xHeight: xHeight.map(scaled))
    }
}

/// The font table line metrics are taken from.
public enum MetricsTable: String, Sendable, Hashable, Codable, CaseIterable {
    /// The hhea table (CoreText, `UIFont`).
    case hhea
    /// OS/2 typographic values.
    case typo
    /// OS/2 Windows clipping values (line gap 0).
    case win
    /// FreeType's `FT_Face` values (typo when USE_TYPO_METRICS is set, else hhea).
    case freetype
}

/// Which table a caller wants line metrics from.
public enum MetricsPolicy: String, Sendable, Hashable, Codable, CaseIterable {
    /// hhea, else typo, else win when a table is missing or zero: what `UIFont` reports.
    case hhea
    /// OS/2 typo, else hhea, else win.
    case typo
    /// OS/2 win, else hhea, else typo.
    case win
    /// FreeType's own choice, as `FT_Face` reports it in font units.
    case freetype

    /// The tables tried, in order.
    package var tableOrder: [MetricsTable] {
        switch self {
        case .hhea: [.hhea, .typo, .win]
        case .typo: [.typo, .hhea, .win]
        case .win: [.win, .hhea, .typo]
        case .freetype: [.freetype]
        }
    }
}
