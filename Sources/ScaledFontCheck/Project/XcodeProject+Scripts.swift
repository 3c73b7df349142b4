internal import ScaledFontCore

/// A Run Script phase of a target that copies resources into its bundle: CocoaPods'
/// `[CP] Copy Pods Resources` (which runs `Pods-App-resources.sh`), React Native's vector
/// icons, or any script whose input or output paths name a font.
public struct ScriptCopy: Sendable, Hashable {
    /// The phase's name (`[CP] Copy Pods Resources`; `Run Script` when it has none).
    public let phase: String
    /// The line of the phase's object in `project.pbxproj`.
    public let projectLine: Int
    /// The file names of the fonts its input and output paths name.
    public let fontNames: [String]
    /// Whether it runs (or lists) a CocoaPods `Pods-*-resources.sh`, which copies every
    /// resource of the pods: the fonts it copies are known only after `pod install`.
    public let runsPodsResources: Bool

    /// Creates a script phase's copy.
    public init(phase: String, projectLine: Int, fontNames: [String], runsPodsResources: Bool) {
        self.phase = phase
        self.projectLine = projectLine
        self.fontNames = fontNames
        self.runsPodsResources = runsPodsResources
    }

    /// Whether the phase may copy a file of this name.
    public func copies(_ name: String) -> Bool {
        runsPodsResources || fontNames.contains(name)
    }
}

extension XcodeProject {
    /// The target's Run Script phases (`PBXShellScriptBuildPhase`) that copy fonts, and the
    /// font files their paths name that are in the checkout (`Pods/`, `node_modules/`), each
    /// landing at the bundle root by name as the scripts copy them.
    func scriptCopies(
        of phaseIDs: [String]
    ) -> (scripts: [ScriptCopy], files: [AppBundleLayout.File]) {
        var scripts: [ScriptCopy] = []
        var files: [AppBundleLayout.File] = []
        let root = absoluteSourceRoot
        for id in phaseIDs {
            guard let phase = objects[id], phase.isa == "PBXShellScriptBuildPhase" else {
                continue
            }
            let paths =
                phase.identifiers("inputPaths") + phase.identifiers("outputPaths")
                + phase.identifiers("inputFileListPaths")
            let script = phase.string("shellScript") ?? ""
            let runsPods =
                (paths + [script]).contains { text in
                    text.contains("/Pods-") && text.contains("-resources.sh")
                }
            var names: [String] = []
            for path in paths where FontFolderScan.looksLikeFont(path) {
                let name = FileSystem.lastComponent(of: path)
                if !names.contains(name) { names.append(name) }
                let expanded = Self.expandScriptPath(path, sourceRoot: root)
                guard let expanded, FileSystem.exists(expanded) else { continue }
                let place = place(expanded)
                guard !place.isOutside else { continue }
                files.append(
                    AppBundleLayout.File(
                        bundlePath: name, sourcePath: place.path, projectLine: phase.line))
            }
            guard runsPods || !names.isEmpty else { continue }
            scripts.append(
                ScriptCopy(
                    phase: phase.string("name") ?? "Run Script", projectLine: phase.line,
                    fontNames: names, runsPodsResources: runsPods))
        }
        return (scripts, files)
    }

    /// A script phase's path with `$(SRCROOT)`, `$(PROJECT_DIR)`, `$(PODS_ROOT)` (the
    /// `Pods` folder beside the project) expanded; `nil` when another setting is left, as
    /// the build folder's paths are.
    static func expandScriptPath(_ path: String, sourceRoot: String) -> String? {
        var text = path
        for (name, value) in [
            ("PODS_ROOT", sourceRoot + "/Pods"), ("SRCROOT", sourceRoot),
            ("PROJECT_DIR", sourceRoot), ("SOURCE_ROOT", sourceRoot),
        ] {
            text = text.replacing("$(\(name))", with: value).replacing("${\(name)}", with: value)
        }
        guard !text.contains("$") else { return nil }
        return text.hasPrefix("/") ? FileSystem.absoluteStandardPath(text) : nil
    }
}
