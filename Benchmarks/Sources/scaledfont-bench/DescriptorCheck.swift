import Foundation
import ScaledFont

/// descriptors: no FreeType face or font file stays open after a face has been measured.
///
/// Resolves and measures every registered face of a folder, 10,000 times in all, in a fresh
/// catalog every 500 lookups (each opens every face with FreeType again), and compares this
/// process's open descriptors (`/proc/self/fd`) and mapped font files (`/proc/self/maps`;
/// FreeType maps a font file and closes its descriptor at once) before and after.
struct DescriptorCheck {
    struct Result {
        var lookups: Int
        var descriptorsBefore: Int
        var descriptorsAfter: Int
        var mappedFontFiles: Int
        var leaked: Bool { descriptorsAfter != descriptorsBefore || mappedFontFiles != 0 }
    }

    static func run(fontDirectory: String) throws -> Result {
        let warmUp = try FontCatalog(fontDirectories: [fontDirectory], includeSystemFonts: false)
        for face in warmUp.registeredFaces { _ = try warmUp.metrics(of: face) }
        let before = openDescriptors()
        var lookups = 0
        var mapped = 0
        while lookups < 10_000 {
            let catalog = try FontCatalog(
                fontDirectories: [fontDirectory], includeSystemFonts: false)
            let end = lookups + 500
            while lookups < end {
                for face in catalog.registeredFaces where lookups < end {
                    if let match = catalog.resolve(face.postscriptName) {
                        _ = try catalog.metrics(of: match.face)
                    }
                    lookups += 1
                }
            }
            mapped = max(mapped, mappedFontFiles())
        }
        return Result(
            lookups: lookups, descriptorsBefore: before, descriptorsAfter: openDescriptors(),
            mappedFontFiles: mapped)
    }

    /// The number of entries in `/proc/self/fd` (the listing's own descriptor excluded).
    private static func openDescriptors() -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []).count - 1
    }

    /// Mappings of font files in `/proc/self/maps`.
    private static func mappedFontFiles() -> Int {
        let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
        return maps.split(separator: "\n").filter { line in
            [".ttf", ".otf", ".ttc"].contains { line.hasSuffix($0) }
        }.count
    }
}
