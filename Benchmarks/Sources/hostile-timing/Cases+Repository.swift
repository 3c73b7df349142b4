import Foundation

/// Repositories `check` with no dictionary is pointed at, each made in the scratch as a git top
/// level of its own (a `.git` folder) and checked as found with `--root`: many projects, each
/// an app copying its own dictionary; only an XcodeGen manifest; a dictionary no target copies
/// beside links back to the root. Each is answered within its limit (200 projects are large
/// work: 2 s) and 200 MiB.
func repositoryCases(_ scratch: Scratch) throws -> [Case] {
    // 200 copies of TestData/Apps/BuiltInFonts (an app target copying a dictionary of
    // built-in fonts, iOS 16.0 on): 200 projects read, 200 apps checked, one catalog.
    let many = try scratch.folder("repository-many")
    try scratch.folder("repository-many/.git")
    let app = "Tests/ScaledFontCLITests/TestData/Apps/BuiltInFonts"
    for index in 0..<200 {
        try FileManager.default.copyItem(atPath: app, toPath: many + "/App\(index)")
    }
    // XcodeGen's manifest and no project: exit 2 at once, naming `xcodegen generate`.
    let generated = try scratch.folder("repository-xcodegen")
    try scratch.folder("repository-xcodegen/.git")
    try scratch.file(
        "repository-xcodegen/project.yml", Array("name: App\ntargets: {}\n".utf8))
    // One app, a dictionary beside it that no target copies (a note), and links back to the
    // root and to a parent folder that the walk enters once each.
    let linked = try scratch.folder("repository-linked")
    try scratch.folder("repository-linked/.git")
    try FileManager.default.copyItem(atPath: app, toPath: linked + "/App")
    try scratch.file(
        "repository-linked/Unused.plist", readFile(app + "/App/Styles.plist"))
    for index in 0..<50 {
        try scratch.link("repository-linked/App/up\(index)", to: linked)
    }
    func found(_ root: String) -> [String] { ["check", "--root", root] }
    return [
        Case(
            "repository", "200 projects, each an app copying its dictionary", found(many),
            .largeWork, memoryLimit: 200),
        Case("repository", "only an XcodeGen `project.yml`", found(generated), memoryLimit: 200),
        Case(
            "repository", "a dictionary no target copies, 50 links back to the root",
            found(linked), memoryLimit: 200),
    ]
}
