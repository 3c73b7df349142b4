/// How an Apple device sets the characters an app's face lacks, as far as this machine can
/// stand in for it: ``LineSetter`` measures with it when the app runs on an Apple platform.
///
/// - The ``faces`` (the user's own copies of the device's fonts) are searched first.
/// - A CJK ideograph or kana (``isFullWidth(_:)``) that no such face has is 1 em wide, as
///   the device's CJK system fonts (PingFang, Hiragino) set them, whatever face of this
///   machine stands in for it.
/// - Any other character goes to the cascade of this machine (an installed Noto face).
/// - A character no face has is 1 em wide, never the width of `.notdef`, and is listed in
///   ``LineSetter/unplaced``.
package struct DeviceFallback: Sendable, Hashable {
    /// Copies of the device's fonts, tried before the cascade.
    package var faces: [FontFace]

    package init(faces: [FontFace] = []) {
        self.faces = faces
    }

    /// Whether the device's CJK system fonts set the character 1 em wide: the CJK unified
    /// and compatibility ideographs (every extension plane), the iteration and closing marks
    /// U+3005 to U+3007, hiragana and katakana (not the halfwidth forms).
    package static func isFullWidth(_ value: UInt32) -> Bool {
        switch value {
        case 0x3005...0x3007, 0x3040...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x323AF:
            true
        default: false
        }
    }
}
