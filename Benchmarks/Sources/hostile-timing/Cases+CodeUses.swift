import Foundation

/// Apps whose code names fonts many times: `check --project` reads each compiled file once
/// per run, resolves its constants once per set of files and looks each name up once per
/// target; each target still gives each use its own verdict, so time grows with uses times
/// targets (about 40 ms a target for 10,000 uses in a release build). Ten targets, more than
/// apps have, are held to 1 s and 200 MiB. Each app is its own repository
/// (`GITHUB_WORKSPACE`).
func codeUsesCases(_ scratch: Scratch) throws -> [Case] {
    let uses = 10_000
    let georgia = (0..<uses).map { "let f\($0) = UIFont(name: \"Georgia\", size: 17)" }
    let misspelt =
        (0..<uses).map { "let f\($0) = UIFont(name: FontName.title, size: 17)" }
        + ["enum FontName {", "    static let title = \"Gerogia-Bold\"", "}"]
    let made: [(String, [String], Int)] = [
        ("one Swift file of 10,000 uses compiled by 10 targets", georgia, 10),
        ("10,000 calls through one misspelt constant, 10 targets", misspelt, 10),
    ]
    let repositories = try made.enumerated().map { index, item in
        try codeApp(
            item.1.joined(separator: "\n") + "\n", targets: item.2, in: scratch,
            folder: "code-\(index)")
    }
    let targets = (0..<10).flatMap { ["--target", "T\($0)"] }
    let checks = zip(made, repositories).map { item, repository in
        Case(
            "code-uses", item.0,
            [
                "check", repository + "/Styles.plist", "--project",
                repository + "/App.xcodeproj", "--platform", "ios@17",
            ] + (0..<item.2).flatMap { ["--target", "T\($0)"] }, .project, memoryLimit: 200,
            environment: ["GITHUB_WORKSPACE": repository])
    }
    // fonts --used runs the same check, then lists each target's 10,000 uses and its files.
    let listing = Case(
        "code-uses", "fonts --used over 10,000 uses compiled by 10 targets",
        ["fonts", "--used", "--root", repositories[0], "--platform", "ios@17"] + targets,
        .project, memoryLimit: 200, environment: ["GITHUB_WORKSPACE": repositories[0]])
    return checks + [listing]
}

/// A repository whose project has `targets` application targets, each compiling
/// `App/Fonts.swift` (`swift`), with an Info.plist declaring no fonts and a dictionary.
private func codeApp(
    _ swift: String, targets: Int, in scratch: Scratch, folder: String
) throws -> String {
    let root = try scratch.folder(folder)
    try scratch.folder(folder + "/App.xcodeproj")
    try scratch.folder(folder + "/App")
    let ids = (0..<targets).map { "T\($0)" }
    let targetObjects = ids.map { id in
        "\(id) = {isa = PBXNativeTarget; buildConfigurationList = L; buildPhases = (S); "
            + "name = \(id); productType = \"com.apple.product-type.application\"; };"
    }
    let project = """
        // !$*UTF8*$!
        {
        archiveVersion = 1;
        objects = {
        F = {isa = PBXFileReference; path = Fonts.swift; sourceTree = "<group>"; };
        B = {isa = PBXBuildFile; fileRef = F; };
        G = {isa = PBXGroup; children = (F); sourceTree = "<group>"; path = App; };
        S = {isa = PBXSourcesBuildPhase; files = (B); };
        \(targetObjects.joined(separator: "\n"))
        L = {isa = XCConfigurationList; buildConfigurations = (C); };
        C = {isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = App/Info.plist; }; name = Release; };
        P = {isa = PBXProject; mainGroup = G; targets = (\(ids.joined(separator: ", "))); };
        };
        rootObject = P;
        }

        """
    try scratch.file(folder + "/App.xcodeproj/project.pbxproj", Array(project.utf8))
    try scratch.file(folder + "/Styles.plist", readFile("Examples/App/Styles.plist"))
    let info =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        + "<key>UIAppFonts</key><array/>\n</dict>\n</plist>\n"
    try scratch.file(folder + "/App/Info.plist", Array(info.utf8))
    try scratch.file(folder + "/App/Fonts.swift", Array(swift.utf8))
    return root
}
