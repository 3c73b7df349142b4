internal import CICU
internal import Glibc
import Synchronization

/// Where a line may end in a text, by Unicode's line breaking algorithm (UAX #14), as ICU's
/// line-break iterator finds it.
package struct LineBreakOpportunity: Sendable, Hashable {
    /// The offset, in Unicode scalars, where the next line would start.
    package let offset: Int
    /// Whether the line must end there: after a character of UAX #14's classes BK, CR, LF or
    /// NL (LF, CR, CR LF, VT, FF, NEL, U+2028, U+2029).
    package let isMandatory: Bool
}

/// ICU's line-break iterator (`ubrk_open` with `UBRK_LINE`), opened on first use from
/// ICU's library and kept in a pool, so a warm break opens nothing.
package enum LineBreakIterator {
    /// Iterators no call is using.
    private static let idle = Mutex<[ICUBreakIterator]>([])
    /// The most idle iterators kept.
    private static let kept = 8

    /// The opportunities to break a text into lines, in order; the last is at the end of the
    /// text (none for an empty text).
    ///
    /// Calls `ubrk_setText` on a pooled iterator (root locale rules) with the text as UTF-16,
    /// then `ubrk_next` and `ubrk_getRuleStatus` for each boundary (a status of at least
    /// `UBRK_LINE_HARD` is a mandatory break); offsets are turned into Unicode scalars.
    ///
    /// - Throws: ``ScaledFontError`` `.lineBreakingUnavailable` naming the library when ICU
    ///   cannot be loaded or refuses the text.
    package static func opportunities(
        in scalars: [Unicode.Scalar]
    ) throws(ScaledFontError) -> [LineBreakOpportunity] {
        guard !scalars.isEmpty else { return [] }
        let icu = try ICULibrary.loaded.get()
        var units: [UInt16] = []
        units.reserveCapacity(scalars.count)
        // scalarAt[u]: the scalar offset of the UTF-16 unit offset u (a boundary never falls
        // inside a surrogate pair).
        var scalarAt: [Int32] = []
        scalarAt.reserveCapacity(scalars.count + 1)
        for (offset, scalar) in scalars.enumerated() {
            for unit in UTF16.encode(scalar)! {
                units.append(unit)
                scalarAt.append(Int32(offset))
            }
        }
        scalarAt.append(Int32(scalars.count))
        guard units.count <= Int(Int32.max) else {
            throw ScaledFontError(
                .lineBreakingUnavailable, "cannot break a text of \(units.count) UTF-16 units")
        }
        let pooled = idle.withLock { $0.popLast() }
        let iterator: ICUBreakIterator
        if let pooled { iterator = pooled } else { iterator = try ICUBreakIterator(icu) }
        defer { idle.withLock { if $0.count < kept { $0.append(iterator) } } }
        let result = units.withUnsafeBufferPointer {
            buffer -> Result<[LineBreakOpportunity], ScaledFontError> in
            var status: Int32 = 0
            icu.set_text(iterator.handle, buffer.baseAddress, Int32(buffer.count), &status)
            guard status <= 0 else {
                return .failure(
                    ScaledFontError(
                        .lineBreakingUnavailable,
                        "ICU's line-break iterator refuses the text (error \(status))"))
            }
            var found: [LineBreakOpportunity] = []
            while true {
                let boundary = icu.next(iterator.handle)
                guard boundary != SF_ICU_DONE, boundary >= 0, Int(boundary) < scalarAt.count
                else { break }
                let hard = icu.rule_status(iterator.handle) >= SF_ICU_LINE_HARD
                found.append(
                    LineBreakOpportunity(
                        offset: Int(scalarAt[Int(boundary)]), isMandatory: hard))
            }
            return .success(found)
        }
        return try result.get()
    }
}

/// The embedding levels of Unicode's bidirectional algorithm (UAX #9), as ICU's `ubidi`
/// resolves them.
package enum BidiLevels {
    /// Whether `scalar` lies in a block whose characters (assigned or not) may have the bidi
    /// class R, AL or AN, or is an explicit directional mark, embedding, override or isolate
    /// (Unicode's DerivedBidiClass.txt: every R and AL range, and the default R and AL blocks,
    /// lie in these): U+0590–U+08FF, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069,
    /// U+FB1D–U+FDFF, U+FE70–U+FEFF, U+10800–U+10FFF and U+1E800–U+1EFFF.
    static func mayBeRightToLeft(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0590...0x08FF, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069,
            0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            true
        default: false
        }
    }

    /// Each scalar's embedding level (even left to right, odd right to left), each paragraph's
    /// level taken from its first strong character, else left to right
    /// (`ubidi_setPara` with `UBIDI_DEFAULT_LTR`, then `ubidi_getLevels`).
    ///
    /// A text with no character of ``mayBeRightToLeft(_:)`` has no right-to-left character,
    /// Arabic digit nor directional control: its levels are all 0, found without ICU (a
    /// Chinese or Japanese text loads no ICU for this).
    ///
    /// - Throws: ``ScaledFontError`` `.lineBreakingUnavailable` when ICU is needed and cannot
    ///   be loaded or refuses the text.
    package static func levels(of scalars: [UInt32]) throws(ScaledFontError) -> [UInt8] {
        guard scalars.contains(where: mayBeRightToLeft) else {
            return [UInt8](repeating: 0, count: scalars.count)
        }
        let icu = try ICULibrary.loaded.get()
        var units: [UInt16] = []
        units.reserveCapacity(scalars.count)
        var firstUnit: [Int] = []
        firstUnit.reserveCapacity(scalars.count)
        for value in scalars {
            firstUnit.append(units.count)
            for unit in UTF16.encode(Unicode.Scalar(value) ?? "\u{FFFD}")! { units.append(unit) }
        }
        guard units.count <= Int(Int32.max), let bidi = icu.bidi_open() else {
            throw ScaledFontError(
                .lineBreakingUnavailable, "ICU cannot resolve the text's directions")
        }
        defer { icu.bidi_close(bidi) }
        var status: Int32 = 0
        let levels = units.withUnsafeBufferPointer { buffer -> [UInt8]? in
            icu.bidi_set_para(
                bidi, buffer.baseAddress!, Int32(buffer.count), UInt8(SF_ICU_DEFAULT_LTR), nil,
                &status)
            guard status <= 0, let levels = icu.bidi_get_levels(bidi, &status), status <= 0
            else { return nil }
            return firstUnit.map { levels[$0] }
        }
        guard let levels else {
            throw ScaledFontError(
                .lineBreakingUnavailable,
                "ICU cannot resolve the text's directions (error \(status))")
        }
        return levels
    }
}

/// Where ICU's functions come from: the common library of the newest ICU version this
/// machine has, opened the first time text is broken into lines.
package enum ICULibrary {
    /// The newest and oldest major versions tried (`libicuuc.so.80` down to `.60`).
    package static let versions = (newest: 80, oldest: 60)

    /// ICU's functions, or why they cannot be had: set once, by whichever thread asks first.
    static let loaded = load(versions.newest, versions.oldest)

    /// Why no ICU of the major versions `newest` down to `oldest` can be loaded, or `nil` when
    /// one can (it stays loaded).
    package static func problem(newest: Int, oldest: Int) -> ScaledFontError? {
        if case .failure(let error) = load(newest, oldest) { error } else { nil }
    }

    /// The major version loaded, or why none can be.
    package static var version: Result<Int, ScaledFontError> {
        loaded.map { Int($0.version) }
    }

    /// Opens ICU's library and looks up its functions (`sf_icu_load`).
    private static func load(
        _ newest: Int, _ oldest: Int
    ) -> Result<
        sf_icu_functions, ScaledFontError
    > {
        var problem = [CChar](repeating: 0, count: 512)
        guard
            let functions = sf_icu_load(Int32(newest), Int32(oldest), &problem, problem.count)
        else {
            let reason = String(
                decoding: problem.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(
                ScaledFontError(
                    .lineBreakingUnavailable,
                    "ICU, which breaking text into lines needs: \(reason) (Debian: apt-get "
                        + "install libicu72, or the libicu package of the release)"))
        }
        defer { free(UnsafeMutableRawPointer(mutating: functions)) }
        return .success(functions.pointee)
    }
}

/// Owns one `UBreakIterator` for line breaks, closed in `deinit` (`ubrk_close`).
///
/// `@unchecked Sendable`: an iterator is used by one call at a time; it is taken out of
/// ``LineBreakIterator``'s pool (behind its `Mutex`) before use and put back after.
private final class ICUBreakIterator: @unchecked Sendable {
    private let icu: sf_icu_functions
    let handle: OpaquePointer

    /// Opens a line-break iterator with the root locale's rules (`ubrk_open(UBRK_LINE, "")`).
    init(_ icu: sf_icu_functions) throws(ScaledFontError) {
        self.icu = icu
        var status: Int32 = 0
        guard let handle = icu.open(SF_ICU_LINE, "", nil, 0, &status), status <= 0 else {
            throw ScaledFontError(
                .lineBreakingUnavailable,
                "ICU cannot open a line-break iterator (error \(status)): its data "
                    + "(libicudata) may be missing")
        }
        self.handle = handle
    }

    deinit {
        icu.close(handle)
    }
}
