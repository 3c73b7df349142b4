import Foundation

/// Xcode projects whose reading was once superlinear: each must be read in time and memory
/// in proportion to its objects (under 1 s and 200 MiB). Each project is its own repository
/// (`GITHUB_WORKSPACE`), so that nothing it names is outside the root.
func projectCases(_ scratch: Scratch) throws -> [Case] {
    let count = 1_000
    var synchronized = ProjectText()
    for index in 0..<count {
        synchronized.objects.append(
            "S\(index) = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E\(index)); "
                + "path = Sync\(index); sourceTree = \"<group>\"; };")
        synchronized.objects.append(
            "E\(index) = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; "
                + "membershipExceptions = (Excluded.json); target = T1; };")
        synchronized.synchronized.append("S\(index)")
        synchronized.files.append(("Sync\(index)/Resource\(index).json", "{}"))
        synchronized.files.append(("Sync\(index)/Excluded.json", "{}"))
    }

    // 200 folder references to one folder of 2,000 files.
    var folders = ProjectText()
    for index in 0..<200 {
        folders.addCopiedReference(index, "lastKnownFileType = folder; path = Shared;")
        folders.mainChildren.append("F\(index)")
    }
    for index in 0..<2_000 { folders.files.append(("App/Shared/File\(index).json", "{}")) }

    // One synchronized folder of 5,000 files and 100,000 exceptions for the target.
    var exceptions = ProjectText()
    exceptions.objects.append(
        "S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1); path = Sync; "
            + "sourceTree = \"<group>\"; };")
    exceptions.objects.append(
        "E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("
            + (0..<100_000).map { "Missing/File\($0).json" }.joined(separator: ", ")
            + "); target = T1; };")
    exceptions.synchronized.append("S1")
    for index in 0..<5_000 { exceptions.files.append(("Sync/File\(index).json", "{}")) }

    // Groups 3,000 deep (each with only a name, as Xcode's virtual groups), a copied file in
    // each.
    var chain = ProjectText()
    for index in 0..<3_000 {
        let child = index + 1 < 3_000 ? "G\(index + 1), " : ""
        chain.objects.append(
            "G\(index) = {isa = PBXGroup; children = (\(child)F\(index)); name = G\(index); "
                + "sourceTree = \"<group>\"; };")
        chain.addCopiedReference(index, "path = Resource\(index).json;")
    }
    chain.mainChildren.append("G0")

    // A group that contains itself, with 10,000 copied files in it.
    var loop = ProjectText()
    var members = ["L1"]
    for index in 0..<10_000 {
        loop.addCopiedReference(index, "path = Resource\(index).json;")
        members.append("F\(index)")
    }
    loop.objects.append(
        "L1 = {isa = PBXGroup; children = (\(members.joined(separator: ", "))); path = Loop; "
            + "sourceTree = \"<group>\"; };")
    loop.mainChildren.append("L1")

    // 400,000 build settings, each naming the next.
    var settings = ProjectText()
    settings.settings =
        "INFOPLIST_FILE = \"App/$(S0).plist\"; "
        + (0..<400_000).map { "S\($0) = \"$(S\($0 + 1))\";" }.joined(separator: " ")

    let made: [(String, ProjectText)] = [
        ("1,000 synchronized groups, each with an exception set", synchronized),
        ("200 folder references to one folder of 2,000 files", folders),
        ("100,000 synchronized-folder exceptions, 5,000 files", exceptions),
        ("a group chain 3,000 deep, a copied file in each group", chain),
        ("a group that contains itself, 10,000 copied files in it", loop),
        ("400,000 build settings, each naming the next", settings),
    ]
    return try made.enumerated().map { index, item in
        let repository = try item.1.write(in: scratch, folder: "project-\(index)")
        return Case(
            "project", item.0,
            [
                "check", repository + "/Styles.plist", "--project",
                repository + "/App.xcodeproj", "--platform", "ios@17",
            ], .project, memoryLimit: 200, environment: ["GITHUB_WORKSPACE": repository])
    }
}

/// A project of one application target `T1` whose Release configuration has `settings`,
/// whose Resources phase copies `buildFiles`, with `synchronized` folders, `mainChildren` in
/// its main group and `objects`; and the repository's `files`.
private struct ProjectText {
    var settings = "INFOPLIST_FILE = App/Info.plist;"
    var buildFiles: [String] = []
    var synchronized: [String] = []
    var mainChildren: [String] = []
    var objects: [String] = []
    var files: [(path: String, text: String)] = []

    /// Adds the file reference `F<index>` with `fields`, in its group's folder, and the build
    /// file `B<index>` that copies it.
    mutating func addCopiedReference(_ index: Int, _ fields: String) {
        objects.append(
            "F\(index) = {isa = PBXFileReference; \(fields) sourceTree = \"<group>\"; };")
        objects.append("B\(index) = {isa = PBXBuildFile; fileRef = F\(index); };")
        buildFiles.append("B\(index)")
    }

    var text: String {
        """
        // !$*UTF8*$!
        {
        archiveVersion = 1;
        objects = {
        G = {isa = PBXGroup; children = (\(mainChildren.joined(separator: ", "))); sourceTree = "<group>"; path = App; };
        R = {isa = PBXResourcesBuildPhase; files = (\(buildFiles.joined(separator: ", "))); };
        T1 = {isa = PBXNativeTarget; buildConfigurationList = L; buildPhases = (R); fileSystemSynchronizedGroups = (\(synchronized.joined(separator: ", "))); name = App; productType = "com.apple.product-type.application"; };
        L = {isa = XCConfigurationList; buildConfigurations = (C); };
        C = {isa = XCBuildConfiguration; buildSettings = { \(settings) }; name = Release; };
        P = {isa = PBXProject; mainGroup = G; targets = (T1); };
        \(objects.joined(separator: "\n"))
        };
        rootObject = P;
        }

        """
    }

    /// Writes the project, an Info.plist declaring no fonts, a style dictionary and the files
    /// into a new folder of `scratch`; returns that folder.
    func write(in scratch: Scratch, folder: String) throws -> String {
        let root = try scratch.folder(folder)
        try scratch.folder(folder + "/App.xcodeproj")
        try scratch.file(folder + "/App.xcodeproj/project.pbxproj", Array(text.utf8))
        try scratch.file(folder + "/Styles.plist", readFile("Examples/App/Styles.plist"))
        let info =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            + "<key>UIAppFonts</key><array/>\n</dict>\n</plist>\n"
        try scratch.folder(folder + "/App")
        try scratch.file(folder + "/App/Info.plist", Array(info.utf8))
        for (path, text) in files {
            try scratch.folder(folder + "/" + (path as NSString).deletingLastPathComponent)
            try scratch.file(folder + "/" + path, Array(text.utf8))
        }
        return root
    }
}
