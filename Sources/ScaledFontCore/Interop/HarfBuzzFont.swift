internal import CHarfBuzz
internal import Glibc
import Synchronization

/// One glyph HarfBuzz placed, in font units (the font's scale is its units per em).
package struct ShapedGlyph: Sendable, Hashable {
    /// The glyph index in the face.
    package let id: UInt32
    /// The offset, in Unicode scalars of the whole text, of the first character the glyph
    /// comes from (HarfBuzz's cluster).
    package let cluster: Int
    /// How far the pen moves after the glyph.
    package let xAdvance: Int32
    /// How far the pen moves up after the glyph (0 in horizontal text).
    package let yAdvance: Int32
    /// The glyph's offset from the pen, right.
    package let xOffset: Int32
    /// The glyph's offset from the pen, up.
    package let yOffset: Int32
    /// Whether breaking the text at the start of the glyph's cluster and shaping each side on
    /// its own could give other glyphs (HarfBuzz's `HB_GLYPH_FLAG_UNSAFE_TO_BREAK`).
    package var unsafeToBreak = false
}

/// A text shaped for line breaking: each character's share of the advance and where the
/// shaping may be cut, so that the width of any part of it is a difference of prefix sums.
package struct ClusterAdvances: Sendable {
    /// The advance of the glyphs of the cluster that starts at each character, in font units
    /// (0 for a character inside a cluster).
    package var units: [Int32]
    /// For each offset from 0 to the text's length: whether the text may be cut there and
    /// each side's advance taken from this shaping (0 and the length always may; elsewhere a
    /// cluster starts there and HarfBuzz does not mark it unsafe to break).
    package var safe: [Bool]
    /// Whether HarfBuzz set some character as .notdef (glyph 0).
    package var notdef: Bool
}

/// Owns one face's `hb_font_t`, made once from its file and then used for every shaping.
///
/// The font reads OpenType advances from the face's own tables (`hb_ot_font_set_funcs`) at a
/// scale of one unit per font unit and without hinting, so positions are the design's
/// values; the caller scales them to a size. The file is read into memory once when the font
/// is made (at most ``maximumFileSize``) and closed at once: shaping opens no file, no file
/// stays open or mapped, and a font file changed or truncated later cannot fault a shaping.
///
/// `@unchecked Sendable`: the font is made immutable (`hb_font_make_immutable`) before `init`
/// returns and is never changed after; HarfBuzz documents immutable objects as safe to use
/// from many threads at once, and each ``shape(_:range:)`` uses a buffer of its own, taken
/// from a pool behind a `Mutex`.
package final class HarfBuzzFont: @unchecked Sendable {
    /// HarfBuzz's functions, loaded from its library the first time a font is made.
    private let hb: sf_harfbuzz_functions
    private let font: OpaquePointer
    /// The font file's bytes, which the font's blob points into; freed after the font.
    private let bytes: UnsafeMutableRawBufferPointer
    /// Buffers no shaping is using, so that a warm shaping allocates none.
    private let idleBuffers = Mutex<[HarfBuzzBuffer]>([])
    /// The most idle buffers kept (one per thread that shapes at once, within reason).
    private static let keptBuffers = 8
    /// The face's units per em (`hb_face_get_upem`).
    package let unitsPerEm: Double
    /// Whether the face's advances depend on the size beyond scaling: it has a `trak`
    /// (tracking) table or an `opsz` (optical size) axis. Such a face is shaped at each size
    /// with a font of that size (``init(file:index:pointSize:)``); any other face's unhinted
    /// advances scale with the size.
    package let isSizeDependent: Bool
    /// The point size the font is made for, `nil` for a font of no particular size.
    package let pointSize: Double?

    /// The largest font file read for shaping (CJK collections are about 30 MiB).
    package static let maximumFileSize = 256 << 20

    /// Reads a font file and makes a font for face `index` of it (`hb_blob_create` over the
    /// bytes, `hb_face_create`, `hb_font_create`).
    ///
    /// The upper 16 bits of `index` (Fontconfig's named-instance number) select a variable
    /// font's named instance (`hb_font_set_var_named_instance`), as FreeType does.
    ///
    /// - Throws: ``ScaledFontError`` `.shapingUnavailable` when HarfBuzz's library cannot be
    ///   loaded; `.faceUnreadable` naming the file when it cannot be read, is not a regular
    ///   file, is larger than ``maximumFileSize``, or HarfBuzz finds no glyphs in the face.
    ///
    /// With a `pointSize`, the font is made for that size as CoreText sets a face: its point
    /// size (`hb_font_set_ptem`, which the `trak` table's tracking reads) and, on a variable
    /// face with an `opsz` axis, that axis at the size (clamped to the axis), the other axes
    /// at the named instance's or default values (`hb_font_set_var_coords_design`).
    package init(file: String, index: Int, pointSize: Double? = nil) throws(ScaledFontError) {
        let hb = try HarfBuzzLibrary.loaded.get()
        self.hb = hb
        let bytes = try Self.read(file)
        guard
            let blob = hb.blob_create(
                bytes.baseAddress?.assumingMemoryBound(to: CChar.self), UInt32(bytes.count),
                HB_MEMORY_MODE_READONLY, nil, nil)
        else {
            bytes.deallocate()
            throw ScaledFontError(.faceUnreadable, "HarfBuzz cannot read \(file)", file: file)
        }
        defer { hb.blob_destroy(blob) }
        let face = hb.face_create(blob, UInt32(index & 0xFFFF))
        defer { hb.face_destroy(face) }
        guard let face, hb.face_get_glyph_count(face) > 0 else {
            // The deferred destroys free the face and blob, which never read the bytes again.
            bytes.deallocate()
            throw ScaledFontError(
                .faceUnreadable, "HarfBuzz finds no glyphs in \(file) (face \(index & 0xFFFF))",
                file: file)
        }
        guard let font = hb.font_create(face) else {
            bytes.deallocate()
            throw ScaledFontError(.faceUnreadable, "HarfBuzz cannot make a font of \(file)")
        }
        let upem = hb.face_get_upem(face)
        hb.ot_font_set_funcs(font)
        hb.font_set_scale(font, Int32(clamping: upem), Int32(clamping: upem))
        let instance = index >> 16
        if instance > 0 { hb.font_set_var_named_instance(font, UInt32(instance - 1)) }
        let tracking = hb.face_reference_table(face, Self.tag("trak"))
        let hasTracking = hb.blob_get_length(tracking) > 0
        hb.blob_destroy(tracking)
        var opticalSize = hb_ot_var_axis_info_t()
        let hasOpticalSize = hb.ot_var_find_axis_info(face, Self.tag("opsz"), &opticalSize) != 0
        isSizeDependent = hasTracking || hasOpticalSize
        self.pointSize = pointSize
        if let pointSize {
            hb.font_set_ptem(font, Float(pointSize))
            if hasOpticalSize {
                var count = hb.ot_var_get_axis_infos(face, 0, nil, nil)
                var axes = [hb_ot_var_axis_info_t](
                    repeating: hb_ot_var_axis_info_t(), count: Int(count))
                _ = hb.ot_var_get_axis_infos(face, 0, &count, &axes)
                var coordinates = axes.prefix(Int(count)).map(\.default_value)
                if instance > 0 {
                    var known = UInt32(coordinates.count)
                    _ = hb.ot_var_named_instance_get_design_coords(
                        face, UInt32(instance - 1), &known, &coordinates)
                }
                let axis = Int(opticalSize.axis_index)
                if axis < coordinates.count {
                    coordinates[axis] = min(
                        max(Float(pointSize), opticalSize.min_value), opticalSize.max_value)
                }
                hb.font_set_var_coords_design(font, coordinates, UInt32(coordinates.count))
            }
        }
        hb.font_make_immutable(font)
        self.font = font
        self.bytes = bytes
        unitsPerEm = Double(upem)
    }

    deinit {
        // The font holds the only references to its face and blob: destroying it frees them,
        // and then nothing points into the bytes.
        hb.font_destroy(font)
        bytes.deallocate()
    }

    /// The whole of a regular file, read with `open` (without blocking, so a named pipe put
    /// in a font's place cannot hang), `fstat` and `read`, and closed before returning.
    private static func read(
        _ file: String
    ) throws(ScaledFontError) -> UnsafeMutableRawBufferPointer {
        func failure(_ cause: String) -> ScaledFontError {
            ScaledFontError(
                .faceUnreadable, "HarfBuzz cannot read \(file)", file: file,
                cause: ReadProblem(description: cause))
        }
        let descriptor = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure(String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw failure("not a regular file") }
        let size = Int(info.st_size)
        guard size > 0 else { throw failure("the file is empty") }
        guard size <= maximumFileSize else {
            throw failure("the file is larger than \(maximumFileSize >> 20) MiB")
        }
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        var done = 0
        while done < size {
            let count = Glibc.read(descriptor, bytes.baseAddress! + done, size - done)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                bytes.deallocate()
                throw failure(
                    count < 0 ? String(cString: strerror(errno)) : "the file shrank while read")
            }
            done += count
        }
        return bytes
    }

    /// A table tag as HarfBuzz takes it (`HB_TAG`).
    private static func tag(_ text: StaticString) -> hb_tag_t {
        text.withUTF8Buffer { bytes in bytes.reduce(0) { $0 << 8 | hb_tag_t($1) } }
    }

    /// Whether the face's character map has a glyph for a character
    /// (`hb_font_get_nominal_glyph`).
    package func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb.font_get_nominal_glyph(font, scalar.value, &glyph) != 0
    }

    /// The advance of a text shaped on its own, in font units, and whether HarfBuzz set some
    /// character as .notdef (glyph 0): ``shape(_:range:)`` without building the glyphs, for
    /// line breaking, which only needs the width of each candidate line.
    package func advance(of scalars: UnsafeBufferPointer<UInt32>) -> (units: Int, notdef: Bool) {
        let buffer = idleBuffers.withLock { $0.popLast() } ?? HarfBuzzBuffer(hb)
        defer {
            hb.buffer_reset(buffer.handle)
            idleBuffers.withLock { if $0.count < Self.keptBuffers { $0.append(buffer) } }
        }
        let count = Int32(clamping: scalars.count)
        hb.buffer_add_codepoints(buffer.handle, scalars.baseAddress, count, 0, count)
        hb.buffer_guess_segment_properties(buffer.handle)
        hb.shape(font, buffer.handle, nil, 0)
        var glyphs: UInt32 = 0
        guard let infos = hb.buffer_get_glyph_infos(buffer.handle, &glyphs),
            let positions = hb.buffer_get_glyph_positions(buffer.handle, &glyphs)
        else { return (0, false) }
        var units = 0
        var notdef = false
        for index in 0..<Int(glyphs) {
            units += Int(positions[index].x_advance)
            if infos[index].codepoint == 0 { notdef = true }
        }
        return (units, notdef)
    }

    /// Shapes a text on its own as ``advance(of:)`` does, with its properties given rather
    /// than guessed: the script `script` (an ISO 15924 tag as HarfBuzz takes it), the
    /// direction and the language (a BCP 47 tag; HarfBuzz's default language when `nil`).
    ///
    /// - Returns: each cluster's advance at its first character and where the shaping may be
    ///   cut (``ClusterAdvances``).
    package func clusterAdvances(
        of scalars: UnsafeBufferPointer<UInt32>, script: UInt32, rightToLeft: Bool,
        language: String?
    ) -> ClusterAdvances {
        let buffer = idleBuffers.withLock { $0.popLast() } ?? HarfBuzzBuffer(hb)
        defer {
            hb.buffer_reset(buffer.handle)
            idleBuffers.withLock { if $0.count < Self.keptBuffers { $0.append(buffer) } }
        }
        let count = scalars.count
        var result = ClusterAdvances(
            units: [Int32](repeating: 0, count: count),
            safe: [Bool](repeating: false, count: count + 1), notdef: false)
        result.safe[0] = true
        result.safe[count] = true
        guard count > 0 else { return result }
        hb.buffer_add_codepoints(
            buffer.handle, scalars.baseAddress, Int32(clamping: count), 0,
            Int32(clamping: count))
        HarfBuzzLibrary.setProperties(
            hb, buffer.handle, script: script, rightToLeft: rightToLeft, language: language)
        hb.shape(font, buffer.handle, nil, 0)
        var glyphs: UInt32 = 0
        guard let infos = hb.buffer_get_glyph_infos(buffer.handle, &glyphs),
            let positions = hb.buffer_get_glyph_positions(buffer.handle, &glyphs)
        else { return result }
        // A cluster is safe to cut at when none of its glyphs is marked unsafe to break.
        var unsafe = [Bool](repeating: false, count: count)
        for index in 0..<Int(glyphs) {
            let cluster = Int(infos[index].cluster)
            guard cluster < count else { continue }
            result.units[cluster] &+= positions[index].x_advance
            if infos[index].codepoint == 0 { result.notdef = true }
            if infos[index].mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0 {
                unsafe[cluster] = true
            }
            if cluster > 0, !unsafe[cluster] { result.safe[cluster] = true }
        }
        for cluster in 1..<count where unsafe[cluster] { result.safe[cluster] = false }
        return result
    }

    /// Shapes part of a text (`hb_buffer_add_codepoints` with the whole text as context,
    /// `hb_buffer_guess_segment_properties` for script, direction and language, `hb_shape`
    /// with the font's default features: kerning, ligatures, marks).
    ///
    /// - Parameters:
    ///   - scalars: the whole text, as Unicode scalar values.
    ///   - range: the scalars to shape; the others are context only.
    /// - Returns: the glyphs in visual order, positions in font units.
    package func shape(_ scalars: [UInt32], range: Range<Int>) -> [ShapedGlyph] {
        let buffer = idleBuffers.withLock { $0.popLast() } ?? HarfBuzzBuffer(hb)
        defer {
            hb.buffer_reset(buffer.handle)
            idleBuffers.withLock { if $0.count < Self.keptBuffers { $0.append(buffer) } }
        }
        scalars.withUnsafeBufferPointer {
            hb.buffer_add_codepoints(
                buffer.handle, $0.baseAddress, Int32(clamping: $0.count),
                UInt32(clamping: range.lowerBound), Int32(clamping: range.count))
        }
        hb.buffer_guess_segment_properties(buffer.handle)
        hb.shape(font, buffer.handle, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb.buffer_get_glyph_infos(buffer.handle, &count),
            let positions = hb.buffer_get_glyph_positions(buffer.handle, &count)
        else { return [] }
        return (0..<Int(count)).map { i in
            ShapedGlyph(
                id: infos[i].codepoint, cluster: Int(infos[i].cluster),
                xAdvance: positions[i].x_advance, yAdvance: positions[i].y_advance,
                xOffset: positions[i].x_offset, yOffset: positions[i].y_offset,
                unsafeToBreak: infos[i].mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0)
        }
    }
}

/// Where HarfBuzz's functions come from: ``library`` is opened the first time a font is made,
/// not linked, so that the commands that never shape text do not load it, nor GLib, PCRE2 and
/// Graphite, which it loads.
package enum HarfBuzzLibrary {
    /// The soname Debian's libharfbuzz0b installs (HarfBuzz has kept major version 0 since
    /// 2012).
    package static let library = "libharfbuzz.so.0"

    /// HarfBuzz's functions, or why they cannot be had: set once, by whichever thread asks
    /// first (a `static let`).
    static let loaded = load(library)

    /// The ISO 15924 tag HarfBuzz gives a character's script (`hb_unicode_script` with
    /// HarfBuzz's default Unicode functions): `Zyyy` for Common, `Zinh` for Inherited.
    ///
    /// - Throws: ``ScaledFontError`` `.shapingUnavailable` when HarfBuzz cannot be loaded.
    package static func scripts(of scalars: [UInt32]) throws(ScaledFontError) -> [UInt32] {
        let hb = try loaded.get()
        let functions = hb.unicode_funcs_get_default()
        let latin = hb.unicode_script(functions, 0x61).rawValue
        let common = hb.unicode_script(functions, 0x20).rawValue
        return scalars.map { value in
            if value < 0x80 {
                let letter = (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
                return letter ? latin : common
            }
            return hb.unicode_script(functions, value).rawValue
        }
    }

    /// Hangul's script tag (`Hang`).
    package static let hangul = HB_SCRIPT_HANGUL.rawValue
    /// Common's script tag (`Zyyy`): a run with no character of a script of its own.
    package static let common = HB_SCRIPT_COMMON.rawValue

    /// Whether a script tag is a script of its own: not Common, Inherited or Unknown (the
    /// characters `hb_buffer_guess_segment_properties` passes over).
    package static func isStrong(_ script: UInt32) -> Bool {
        script != HB_SCRIPT_COMMON.rawValue && script != HB_SCRIPT_INHERITED.rawValue
            && script != HB_SCRIPT_UNKNOWN.rawValue && script != 0
    }

    /// Sets a buffer's script (none when 0), direction and language (a BCP 47 tag, else
    /// HarfBuzz's default language).
    static func setProperties(
        _ hb: sf_harfbuzz_functions, _ buffer: OpaquePointer, script: UInt32, rightToLeft: Bool,
        language: String?
    ) {
        if script != 0 { hb.buffer_set_script(buffer, hb_script_t(rawValue: script)) }
        hb.buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        if let language {
            hb.buffer_set_language(buffer, hb.language_from_string(language, -1))
        } else {
            hb.buffer_set_language(buffer, hb.language_get_default())
        }
    }

    /// Why a library cannot serve as HarfBuzz, or `nil` when it can (it stays loaded).
    package static func problem(loading library: String) -> ScaledFontError? {
        if case .failure(let error) = load(library) { error } else { nil }
    }

    /// Opens a HarfBuzz library and looks up its functions (`sf_harfbuzz_load`).
    ///
    /// - Returns: the functions, or ``ScaledFontError`` `.shapingUnavailable` naming the
    ///   library and why it cannot be used.
    private static func load(_ library: String) -> Result<sf_harfbuzz_functions, ScaledFontError> {
        var problem = [CChar](repeating: 0, count: 512)
        guard let functions = sf_harfbuzz_load(library, &problem, problem.count) else {
            let reason = String(
                decoding: problem.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(
                ScaledFontError(
                    .shapingUnavailable,
                    "HarfBuzz, which measuring text needs: \(reason) (Debian: apt-get install "
                        + "libharfbuzz0b)"))
        }
        defer { free(UnsafeMutableRawPointer(mutating: functions)) }
        return .success(functions.pointee)
    }
}

/// Owns one `hb_buffer_t`, freed in `deinit`.
///
/// `@unchecked Sendable`: a buffer is used by one shaping at a time; it is taken out of
/// ``HarfBuzzFont``'s pool (behind its `Mutex`) before use and put back after.
private final class HarfBuzzBuffer: @unchecked Sendable {
    private let hb: sf_harfbuzz_functions
    package let handle: OpaquePointer

    package init(_ hb: sf_harfbuzz_functions) {
        self.hb = hb
        // hb_buffer_create never returns NULL: on allocation failure it returns HarfBuzz's
        // inert empty buffer, which shapes to no glyphs (the function pointer's type does not
        // say so, hence the unwrap).
        handle = hb.buffer_create()!
    }

    deinit {
        hb.buffer_destroy(handle)
    }
}

/// Why a font file could not be read into memory for HarfBuzz, as the cause of its error.
private struct ReadProblem: Error, CustomStringConvertible {
    package let description: String
}
