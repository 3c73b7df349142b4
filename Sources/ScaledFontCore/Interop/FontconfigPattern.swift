internal import CFontconfig

/// Owns one `FcPattern` and reads its properties as Swift values.
///
/// Object names are passed to Fontconfig with `withCString`: passing a `String` where C wants
/// `const char *` copies it into a new heap array on every call, which cost more than the
/// Fontconfig calls themselves when the catalog reads every installed face.
///
/// Patterns it creates are destroyed in `deinit` (`FcPatternDestroy`); patterns borrowed from
/// a font set (`borrowing:`) are not, and must not outlive their set.
package final class FontconfigPattern {
    package let handle: OpaquePointer
    private let owned: Bool

    /// Creates an empty pattern (`FcPatternCreate`).
    package init() {
        handle = FcPatternCreate()
        owned = true
    }

    /// Takes ownership of a pattern Fontconfig returned (`FcFontMatch`).
    package init(adopting handle: OpaquePointer) {
        self.handle = handle
        owned = true
    }

    /// Wraps a pattern owned by a font set, without taking ownership.
    package init(borrowing handle: OpaquePointer) {
        self.handle = handle
        owned = false
    }

    deinit {
        if owned { FcPatternDestroy(handle) }
    }

    /// Adds a string value (`FcPatternAddString`); the string is copied, never parsed.
    package func add(_ object: String, string value: String) {
        _ = FcPatternAddString(handle, object, value)
    }

    /// Adds an integer value (`FcPatternAddInteger`).
    package func add(_ object: String, integer value: Int32) {
        _ = FcPatternAddInteger(handle, object, value)
    }

    /// All string values of `object`, in order (`FcPatternGetString` for n = 0, 1, ...).
    package func strings(_ object: String) -> [String] {
        var values: [String] = []
        forEachString(object) { values.append(String(cString: $0)) }
        return values
    }

    /// Calls `body` with each string value of `object`, in order, as the pattern holds it
    /// (valid only during the call): no `String` is made.
    func forEachString(_ object: String, _ body: (UnsafePointer<FcChar8>) -> Void) {
        var value: UnsafeMutablePointer<FcChar8>?
        var n: Int32 = 0
        object.withCString { object in
            while FcPatternGetString(handle, object, n, &value) == FcResultMatch, let value {
                body(value)
                n += 1
            }
        }
    }

    /// The first string value of `object`, if any.
    package func string(_ object: String) -> String? {
        cString(object).map { String(cString: $0) }
    }

    /// The first string value of `object` as the pattern holds it, if any: valid as long as
    /// the pattern.
    func cString(_ object: String) -> UnsafePointer<FcChar8>? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard object.withCString({ FcPatternGetString(handle, $0, 0, &value) }) == FcResultMatch
        else { return nil }
        return value.map { UnsafePointer($0) }
    }

    /// The first integer value of `object`, if any (`FcPatternGetInteger`).
    package func integer(_ object: String) -> Int? {
        var value: Int32 = 0
        guard object.withCString({ FcPatternGetInteger(handle, $0, 0, &value) }) == FcResultMatch
        else { return nil }
        return Int(value)
    }

    /// The first boolean value of `object`, if any (`FcPatternGetBool`).
    package func bool(_ object: String) -> Bool? {
        var value: FcBool = 0
        guard object.withCString({ FcPatternGetBool(handle, $0, 0, &value) }) == FcResultMatch
        else { return nil }
        return value != 0
    }

    /// The first numeric value of `object` as a double: an integer, a double, or the value of
    /// a range nearest to `preferring` (variable fonts list their weight as a range).
    package func number(_ object: String, preferring: Double) -> Double? {
        var value = FcValue()
        guard object.withCString({ FcPatternGet(handle, $0, 0, &value) }) == FcResultMatch else {
            return nil
        }
        switch value.type {
        case FcTypeInteger: return Double(value.u.i)
        case FcTypeDouble: return value.u.d
        case FcTypeRange:
            var low = 0.0
            var high = 0.0
            guard FcRangeGetDouble(value.u.r, &low, &high) != 0 else { return nil }
            return Swift.min(Swift.max(preferring, low), high)
        default: return nil
        }
    }
}
