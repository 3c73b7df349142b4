/// libFuzzer target: reads arbitrary bytes as a `fit` layout file with
/// `FitLayout(contents:path:)` and checks the reader's promises, then fills each element's
/// format specifiers with its arguments as `fit` does.
///
/// Built by SwiftPM with the library compiled for testing (see run.sh).

@testable import ScaledFontCheck

/// The entry point libFuzzer calls with each input: `size` bytes at `data`; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = "Layout.json"
    let layout: FitLayout
    do {
        layout = try FitLayout(contents: bytes, path: file)
    } catch {
        require(error.code == .layoutMalformed, "unexpected error code: \(error)")
        require(error.message.hasPrefix(file + ":"), "error does not name the file: \(error)")
        require(
            error.description.utf8.count <= 600,
            "unbounded message: \(error.description.utf8.count) bytes")
        return 0
    }
    check(layout, file: file)
    return 0
}

/// Every element has a unique non-empty id, a line of at least 1 (in file order), a width and
/// a height within the limits, a whole number of lines, one text or key, a text within the
/// length limit and a language code that is not empty; filling its format specifiers ends.
private func check(_ layout: FitLayout, file: String) {
    require(layout.path == file, "a layout of another file")
    var ids: Set<String> = []
    var previousLine = 0
    for element in layout.elements {
        require(!element.id.isEmpty, "an empty id")
        require(ids.insert(element.id).inserted, "the id '\(element.id)' twice")
        require(element.line >= max(1, previousLine), "line \(element.line) after \(previousLine)")
        previousLine = element.line
        require(
            element.width.isFinite && element.width > 0
                && element.width <= FitLayout.maximumLength, "width \(element.width)")
        require(
            element.maxLines >= 0 && element.maxLines <= 1_000_000, "maxLines \(element.maxLines)")
        if let height = element.maxHeight {
            require(
                height.isFinite && height > 0 && height <= FitLayout.maximumLength,
                "maxHeight \(height)")
        }
        if let language = element.language {
            require(!language.isEmpty && language.unicodeScalars.count <= 35, "language")
        }
        switch element.content {
        case .text(let text):
            require(
                text.unicodeScalars.count <= FitLayout.maximumTextLength,
                "a text of \(text.unicodeScalars.count) scalars")
            _ = FormatSpecifiers.apply(element.arguments, to: text)
        case .key(let key):
            _ = FormatSpecifiers.apply(element.arguments, to: key)
        }
    }
}

/// Traps with the broken promise, so the crash report explains itself.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("invariant broken: \(message())") }
}
