/// Turns the bytes of a text file (XML or JSON) into UTF-8, by its byte order mark.
///
/// UTF-8 is validated; UTF-16 and UTF-32 are accepted only with a byte order mark, and text
/// that looks like either without one (a NUL in its first two bytes) is refused with a
/// message saying so, rather than read as garbage.
package enum TextDecoding {
    /// The encoding a file was read in.
    package enum Encoding: Sendable, Equatable {
        case utf8
        case utf8WithByteOrderMark
        case utf16
        case utf32
    }

    /// A file's text as UTF-8 (without the byte order mark), and the encoding it was in.
    package struct Decoded {
        package var text: [UInt8]
        package var encoding: Encoding
    }

    private static let utf8Mark: [UInt8] = [0xEF, 0xBB, 0xBF]
    private static let utf32BigEndianMark: [UInt8] = [0x00, 0x00, 0xFE, 0xFF]
    private static let utf32LittleEndianMark: [UInt8] = [0xFF, 0xFE, 0x00, 0x00]
    private static let utf16BigEndianMark: [UInt8] = [0xFE, 0xFF]
    private static let utf16LittleEndianMark: [UInt8] = [0xFF, 0xFE]

    /// Decodes a whole file.
    ///
    /// - Throws: ``PropertyListReader/Failure`` naming the line of the first byte that is not
    ///   valid in the encoding, or the missing byte order mark.
    package static func decode(_ bytes: [UInt8]) throws(PropertyListReader.Failure) -> Decoded {
        if bytes.starts(with: utf8Mark) {
            let text = Array(bytes.dropFirst(3))
            try validateUTF8(text)
            return Decoded(text: text, encoding: .utf8WithByteOrderMark)
        }
        if bytes.starts(with: utf32BigEndianMark) || bytes.starts(with: utf32LittleEndianMark) {
            let text = try transcodeUTF32(
                bytes.dropFirst(4), bigEndian: bytes.starts(with: utf32BigEndianMark))
            return Decoded(text: text, encoding: .utf32)
        }
        if bytes.starts(with: utf16BigEndianMark) || bytes.starts(with: utf16LittleEndianMark) {
            let text = try transcodeUTF16(
                bytes.dropFirst(2), bigEndian: bytes.starts(with: utf16BigEndianMark))
            return Decoded(text: text, encoding: .utf16)
        }
        if bytes.count >= 2, bytes[0] == 0 || bytes[1] == 0, bytes.contains(where: { $0 != 0 }) {
            throw PropertyListReader.Failure(
                line: nil,
                "the text looks like UTF-16 or UTF-32 without a byte order mark; save it as "
                    + "UTF-8, or with a byte order mark")
        }
        try validateUTF8(bytes)
        return Decoded(text: bytes, encoding: .utf8)
    }

    /// Big-endian UTF-16 code units (a binary property list's strings, a font's `name`
    /// records) as a string: a trailing odd byte is ignored, an unpaired surrogate is U+FFFD.
    package static func bigEndianUTF16(_ bytes: [UInt8]) -> String {
        String(decoding: utf16Units(bytes[...], bigEndian: true), as: UTF16.self)
    }

    /// The UTF-16 code units of `bytes`, two bytes each in the byte order given; a trailing
    /// odd byte is ignored.
    private static func utf16Units(
        _ bytes: ArraySlice<UInt8>, bigEndian: Bool
    ) -> LazyMapCollection<Range<Int>, UInt16> {
        let base = bytes.startIndex
        return (0..<bytes.count / 2).lazy.map { (i: Int) -> UInt16 in
            let (first, second) = (UInt16(bytes[base + 2 * i]), UInt16(bytes[base + 2 * i + 1]))
            return bigEndian ? first << 8 | second : second << 8 | first
        }
    }

    /// The value of an ASCII hexadecimal digit (`0`–`9`, `a`–`f`, `A`–`F`), or nil.
    package static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The first character after white space (and any byte order mark), if it is ASCII,
    /// without decoding the rest: enough to tell JSON from XML.
    package static func firstCharacter(_ bytes: [UInt8]) -> UInt8? {
        var (start, width, bigEndian) = (0, 1, false)
        if bytes.starts(with: utf8Mark) {
            start = 3
        } else if bytes.starts(with: utf32BigEndianMark)
            || bytes.starts(with: utf32LittleEndianMark)
        {
            (start, width, bigEndian) = (4, 4, bytes[0] == 0)
        } else if bytes.starts(with: utf16BigEndianMark)
            || bytes.starts(with: utf16LittleEndianMark)
        {
            (start, width, bigEndian) = (2, 2, bytes[0] == 0xFE)
        }
        var i = start
        while i + width <= bytes.count {
            var unit: UInt32 = 0
            for k in 0..<width {
                let byte = UInt32(bytes[bigEndian ? i + k : i + width - 1 - k])
                unit = unit << 8 | byte
            }
            guard unit < 0x80 else { return nil }
            if !isWhiteSpace(UInt8(unit)) { return UInt8(unit) }
            i += width
        }
        return nil
    }

    /// Space, tab, line feed and carriage return: white space in both XML and JSON.
    package static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Throws naming the line of the first byte sequence that is not well-formed UTF-8.
    private static func validateUTF8(_ bytes: [UInt8]) throws(PropertyListReader.Failure) {
        // The standard library's validation, compiled optimized, answers for valid text; the
        // scalar-by-scalar pass below, which finds the offending byte's line, runs only for
        // invalid text (an unoptimized build takes about a second a megabyte through it).
        if String(validating: bytes, as: UTF8.self) != nil { return }
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return
            case .error:
                var lines = LineCounter(bytes)
                throw PropertyListReader.Failure(
                    line: lines.line(at: offset),
                    "byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) is not valid "
                        + "UTF-8 (the encoding of the file)")
            }
        }
    }

    private static func transcodeUTF16(
        _ bytes: ArraySlice<UInt8>, bigEndian: Bool
    )
        throws(PropertyListReader.Failure) -> [UInt8]
    {
        guard bytes.count % 2 == 0 else {
            throw PropertyListReader.Failure(line: nil, "UTF-16 text with an odd number of bytes")
        }
        // A UTF-16 unit makes at most 3 bytes of UTF-8.
        return try transcode(
            utf16Units(bytes, bigEndian: bigEndian).makeIterator(), from: UTF16.self,
            name: "UTF-16", capacity: bytes.count / 2 * 3)
    }

    private static func transcodeUTF32(
        _ bytes: ArraySlice<UInt8>, bigEndian: Bool
    )
        throws(PropertyListReader.Failure) -> [UInt8]
    {
        guard bytes.count % 4 == 0 else {
            throw PropertyListReader.Failure(
                line: nil, "UTF-32 text whose length is not a multiple of 4 bytes")
        }
        let base = bytes.startIndex
        let units = (0..<bytes.count / 4).lazy.map { i -> UInt32 in
            var unit: UInt32 = 0
            for k in 0..<4 {
                unit = unit << 8 | UInt32(bytes[base + 4 * i + (bigEndian ? k : 3 - k)])
            }
            return unit
        }
        return try transcode(
            units.makeIterator(), from: UTF32.self, name: "UTF-32", capacity: bytes.count)
    }

    /// Transcodes to UTF-8 in an array of `capacity` bytes, the most the input can make:
    /// reserved at once, its pages unused are never touched, where growing by doubling held
    /// the old and the new array together (a 32 MiB file of CJK text in UTF-16 peaked at
    /// 115 MiB).
    private static func transcode<Input: IteratorProtocol, Codec: UnicodeCodec>(
        _ input: Input, from codec: Codec.Type, name: String, capacity: Int
    ) throws(PropertyListReader.Failure) -> [UInt8] where Input.Element == Codec.CodeUnit {
        var output: [UInt8] = []
        output.reserveCapacity(capacity)
        let failed = Swift.transcode(
            input, from: codec, to: UTF8.self, stoppingOnError: true
        ) { output.append($0) }
        if failed {
            var lines = LineCounter(output)
            throw PropertyListReader.Failure(
                line: lines.line(at: output.count),
                "not valid \(name) (an unpaired surrogate or a value beyond U+10FFFF)")
        }
        return output
    }
}
