internal import ScaledFontCore

/// What a target's build settings say about the app, for one build configuration.
public struct TargetSettings: Sendable {
    /// The build configuration's name (`Release`).
    public let configuration: String
    /// `INFOPLIST_FILE`, expanded and resolved against the project's source root (relative to
    /// the current folder when the project's path was relative); `nil` when unset.
    public let infoPlistFile: String?
    /// Whether `GENERATE_INFOPLIST_FILE = YES`: Xcode writes the Info.plist from
    /// `INFOPLIST_KEY_` settings, none of which declares fonts.
    public let generatesInfoPlist: Bool
    /// The SDK the target builds for (`iphoneos`, `appletvos`, `watchos`, `macosx`, `xros`),
    /// after the `auto` rule; `nil` when nothing says.
    public let sdk: String?
    /// The deployment target: `("ios", 17.0)` from `IPHONEOS_DEPLOYMENT_TARGET`
    /// (`TVOS_…`, `WATCHOS_…`, `XROS_…`, `MACOSX_…` for the other SDKs); `nil` when unset.
    public let deploymentTarget: (platform: String, version: OSVersion)?
    /// The line in `project.pbxproj` of the `INFOPLIST_FILE` setting, of the build
    /// configuration whose `.xcconfig` set it, or of the target when it is unset.
    public let line: Int
    /// The `.xcconfig` files the target's or the project's build configuration names that do
    /// not exist: Xcode warns and builds without them (they are often left out of the
    /// repository, holding secrets), and so are these settings read.
    public let missingConfigurationFiles: [String]
    /// The `.xcconfig` files named (by the project or an `#include`) whose real path is
    /// outside the repository: skipped, never read.
    public let skippedConfigurationFiles: [SkippedPath]

    /// Creates settings (``XcodeProject/settings(of:configuration:)`` reads them from a
    /// project).
    public init(
        configuration: String, infoPlistFile: String?, generatesInfoPlist: Bool, sdk: String?,
        deploymentTarget: (platform: String, version: OSVersion)?, line: Int,
        missingConfigurationFiles: [String] = [], skippedConfigurationFiles: [SkippedPath] = []
    ) {
        self.configuration = configuration
        self.infoPlistFile = infoPlistFile
        self.generatesInfoPlist = generatesInfoPlist
        self.sdk = sdk
        self.deploymentTarget = deploymentTarget
        self.line = line
        self.missingConfigurationFiles = missingConfigurationFiles
        self.skippedConfigurationFiles = skippedConfigurationFiles
    }
}

extension XcodeProject {
    /// The build configuration names of a target, in the project's order.
    public func configurationNames(of target: Target) -> [String] {
        configurations(of: targetObjects[target]).map { $0.string("name") ?? "" }
    }

    /// A target's settings for a build configuration.
    ///
    /// Settings come from the target's build configuration, its `.xcconfig`
    /// (`baseConfigurationReference`, with `#include`), the project's build configuration of
    /// the same name and the project's `.xcconfig`, in that order; `$(inherited)` is the value
    /// from the ones after. `$(SRCROOT)`, `$(PROJECT_DIR)`, `$(SOURCE_ROOT)`, `$(TARGET_NAME)`,
    /// `$(PROJECT_NAME)`, `$(CONFIGURATION)` and any setting are expanded, in the `$(…)` and
    /// `${…}` forms. Conditional settings (`KEY[sdk=iphoneos*]`) are not read.
    ///
    /// - Parameters:
    ///   - target: one of ``targets``.
    ///   - configuration: the build configuration's name.
    /// - Throws: ``ScaledFontError`` `.unknownConfiguration` (naming the configurations there
    ///   are), `.projectUnreadable` for an `.xcconfig` that cannot be read, `.projectMalformed`
    ///   for an `INFOPLIST_FILE` that keeps a `$(…)` no setting gives, or a reference outside
    ///   the repository.
    public func settings(
        of target: Target, configuration: String = "Release"
    ) throws(ScaledFontError) -> TargetSettings {
        var folders: [String: String?] = [:]
        return try settings(of: target, configuration: configuration, folders: &folders)
    }

    /// ``settings(of:configuration:)`` with the real path of each folder met kept in
    /// `folders`, which several targets of the project share
    /// (``place(_:folders:)``).
    func settings(
        of target: Target, configuration: String, folders: inout [String: String?]
    ) throws(ScaledFontError) -> TargetSettings {
        let targetObject = targetObjects[target]
        guard
            let targetConfiguration = configurations(of: targetObject).first(where: {
                $0.string("name") == configuration
            })
        else {
            throw error(
                .unknownConfiguration, line: target.line,
                "the target \(target.name) has no build configuration '\(configuration)'; it has "
                    + configurationNames(of: target).joined(separator: ", "))
        }
        var missing: [String] = []
        var skipped: [SkippedPath] = []
        var assignments = try self.assignments(
            of: targetConfiguration, missing: &missing, skipped: &skipped)
        if let projectConfiguration = configurations(of: project).first(where: {
            $0.string("name") == configuration
        }) {
            assignments += try self.assignments(
                of: projectConfiguration, missing: &missing, skipped: &skipped)
        }
        // Xcode's SRCROOT is absolute; a path made from it is given back relative to the
        // current folder when the project's path was relative, as every other path is.
        let absoluteRoot = absoluteSourceRoot
        let settings = BuildSettings(
            assignments: assignments,
            builtIn: [
                "SRCROOT": absoluteRoot, "PROJECT_DIR": absoluteRoot, "SOURCE_ROOT": absoluteRoot,
                "TARGET_NAME": target.name, "CONFIGURATION": configuration,
                "PROJECT_NAME": String(
                    FileSystem.lastComponent(of: path).dropLast(
                        path.hasSuffix(".xcodeproj") ? ".xcodeproj".count : 0)),
            ])

        var infoPlistFile: String?
        var line = target.line
        if let (value, assignment) = settings.value(of: "INFOPLIST_FILE"), !value.isEmpty {
            line = assignment.line
            // Named only in an error.
            var setting: String {
                "INFOPLIST_FILE = \(Self.excerpt(assignment.value)) (\(assignment.origin ?? "\(self.file), line \(assignment.line)"))"
            }
            if let start = Self.firstReference(in: value) {
                throw error(
                    .projectMalformed, line: assignment.line,
                    "\(setting) keeps \(Self.excerpt(String(value[start...]))) after "
                        + "expansion: no setting gives it")
            }
            var file = value.hasPrefix("/") ? value : sourceRoot + "/" + value
            let absolute = FileSystem.absoluteStandardPath(file)
            if absolute.hasPrefix(absoluteRoot + "/") {
                file = sourceRoot + Substring(absolute.utf8.dropFirst(absoluteRoot.utf8.count))
            }
            guard file.utf8.count <= Self.maximumPathBytes else {
                throw error(
                    .projectMalformed, line: assignment.line,
                    "\(setting) is longer than any path (\(Self.maximumPathBytes) bytes)")
            }
            // An Info.plist outside the repository (`/proc/self/environ`, `../../etc/passwd`,
            // a link planted in the checkout) is never opened: its bytes would land in a log.
            let place = place(file, folders: &folders)
            guard !place.isOutside else {
                throw outsideError(
                    place.path, line: assignment.line, "\(setting) names the Info.plist")
            }
            infoPlistFile = place.path
        }
        let generates = settings.value(of: "GENERATE_INFOPLIST_FILE")?.value.uppercased() == "YES"

        let deploymentKeys = [
            ("iphoneos", "ios", "IPHONEOS_DEPLOYMENT_TARGET"),
            ("appletvos", "tvos", "TVOS_DEPLOYMENT_TARGET"),
            ("watchos", "watchos", "WATCHOS_DEPLOYMENT_TARGET"),
            ("xros", "visionos", "XROS_DEPLOYMENT_TARGET"),
            ("macosx", "macos", "MACOSX_DEPLOYMENT_TARGET"),
        ]
        var sdk = settings.value(of: "SDKROOT")?.value.lowercased()
        if let named = sdk {
            // `iphoneos17.0` names a version of the SDK; the simulator builds the same app.
            let base = String(named.prefix { $0.isLetter })
            sdk = base == "iphonesimulator" ? "iphoneos" : base.isEmpty ? nil : base
        }
        if sdk == nil || sdk == "auto" {
            sdk = deploymentKeys.first { settings.value(of: $0.2) != nil }?.0
        }
        var deploymentTarget: (platform: String, version: OSVersion)?
        if let (_, platform, key) = deploymentKeys.first(where: { $0.0 == sdk }),
            let text = settings.value(of: key)?.value, let version = OSVersion(parsing: text)
        {
            deploymentTarget = (platform, version)
        }
        return TargetSettings(
            configuration: configuration, infoPlistFile: infoPlistFile,
            generatesInfoPlist: generates, sdk: sdk, deploymentTarget: deploymentTarget,
            line: line, missingConfigurationFiles: missing, skippedConfigurationFiles: skipped)
    }

    /// Where the first `$(` of `value` starts, else its first `${`: a reference that no
    /// setting expanded. Searched as bytes (`$`, `(` and `{` are ASCII).
    private static func firstReference(in value: String) -> String.Index? {
        let bytes = Array(value.utf8)
        func first(_ opening: UInt8) -> Int? {
            bytes.indices.dropLast().first {
                bytes[$0] == UInt8(ascii: "$") && bytes[$0 + 1] == opening
            }
        }
        guard let offset = first(UInt8(ascii: "(")) ?? first(UInt8(ascii: "{")) else {
            return nil
        }
        return value.utf8.index(value.utf8.startIndex, offsetBy: offset)
    }

    /// The `XCBuildConfiguration` objects of a target or of the project.
    func configurations(of object: ProjectObject?) -> [ProjectObject] {
        guard let listID = object?.string("buildConfigurationList"),
            let list = objects[listID]
        else { return [] }
        return list.identifiers("buildConfigurations").compactMap { objects[$0] }
    }

    /// A build configuration's settings, then those of its `.xcconfig`, highest first; an
    /// `.xcconfig` that does not exist is added to `missing`, one that leads outside the
    /// repository to `skipped` (and not read).
    private func assignments(
        of configuration: ProjectObject, missing: inout [String], skipped: inout [SkippedPath]
    ) throws(ScaledFontError) -> [BuildSettings.Assignment] {
        var result: [BuildSettings.Assignment] = []
        if let settings = configuration.node("buildSettings")?.entries {
            result.reserveCapacity(settings.count)
            for entry in settings.reversed() where !entry.key.utf8.contains(UInt8(ascii: "[")) {
                let value: String
                switch entry.value.value {
                case .string(let text): value = text
                case .array(let elements):
                    value = elements.compactMap { element -> String? in
                        if case .string(let text) = element.value { return text }
                        return nil
                    }.joined(separator: " ")
                default: continue
                }
                result.append(
                    .init(key: entry.key, value: value, line: entry.keyLine, origin: nil))
            }
        }
        var configurationFile: Place?
        if let reference = configuration.string("baseConfigurationReference") {
            configurationFile = try place(of: reference, line: configuration.line)
        } else if let anchor = configuration.string("baseConfigurationReferenceAnchor"),
            let relative = configuration.string("baseConfigurationReferenceRelativePath"),
            let folder = try place(of: anchor, line: configuration.line)
        {
            configurationFile = place(folder.path + "/" + relative)
        }
        guard let configurationFile else { return result }
        if configurationFile.isOutside {
            skipped.append(
                SkippedPath(path: configurationFile.path, projectLine: configuration.line))
        } else if !FileSystem.exists(configurationFile.path) {
            missing.append(configurationFile.path)
        } else {
            var reader = ConfigurationFileReader(project: self, line: configuration.line)
            try reader.read(configurationFile.path, optional: false, includedFrom: nil)
            result += reader.assignments.reversed()
            skipped += reader.skipped
        }
        return result
    }

    /// At most 40 characters of a value for a message, as the property list readers quote
    /// input (``PropertyListReader/quoted(_:limit:)``), with the value's length when cut.
    static func excerpt(_ value: String) -> String {
        let count = value.unicodeScalars.count
        return PropertyListReader.quoted(value.utf8) + (count > 40 ? " (\(count) characters)" : "")
    }
}

/// Build settings as layers of assignments, highest first, and their expansion.
struct BuildSettings {
    /// One `KEY = value`: its line in `project.pbxproj` (the setting's, or that of the build
    /// configuration whose `.xcconfig` holds it) and where it is written, for messages.
    struct Assignment {
        var key: String
        var value: String
        var line: Int
        /// The `.xcconfig` file and line it is written at; `nil` for `project.pbxproj` at
        /// ``line`` (made for a message only, not for each of many settings).
        var origin: String?
    }

    /// The most nested references expanded in one value.
    static let maximumExpansionDepth = 16
    /// The most references expanded for one value, and the longest value made: beyond them
    /// references are kept as written, so a hostile project (`A = $(A)$(A)$(A)`) costs
    /// bounded time.
    static let maximumExpansions = 10_000
    static let maximumValueBytes = 64 << 10

    let assignments: [Assignment]
    let builtIn: [String: String]
    /// The position of each key's first assignment, and after each assignment the position
    /// of the next one of its key (`$(inherited)`): a lookup costs one step, not a pass over
    /// every assignment.
    private let first: [String: Int]
    private let next: [Int?]

    init(assignments: [Assignment], builtIn: [String: String]) {
        self.assignments = assignments
        self.builtIn = builtIn
        var first: [String: Int] = [:]
        first.reserveCapacity(assignments.count)
        var next = [Int?](repeating: nil, count: assignments.count)
        for index in assignments.indices.reversed() {
            next[index] = first.updateValue(index, forKey: assignments[index].key)
        }
        self.first = first
        self.next = next
    }

    /// The expanded value of `key` and the assignment that gave it (`nil` for a built-in
    /// value or an unset key).
    func value(of key: String) -> (value: String, assignment: Assignment)? {
        guard let index = first[key] else { return nil }
        var budget = Self.maximumExpansions
        return (expand(index: index, depth: 0, budget: &budget), assignments[index])
    }

    /// The value of the assignment at `index` expanded, else the built-in value of `key`:
    /// `nil` when neither is.
    private func value(
        at index: Int?, of key: String, depth: Int, budget: inout Int
    ) -> String? {
        guard let index else {
            if let value = builtIn[key] { return value }
            return key == "PRODUCT_NAME" ? builtIn["TARGET_NAME"] : nil
        }
        return expand(index: index, depth: depth, budget: &budget)
    }

    /// The value of the assignment at `index` with its references expanded; a reference no
    /// setting gives, or nested too deep, is kept as written.
    private func expand(index: Int, depth: Int, budget: inout Int) -> String {
        let text = Array(assignments[index].value.utf8)
        var result: [UInt8] = []
        var i = 0
        while i < text.count {
            guard text[i] == UInt8(ascii: "$"), i + 1 < text.count,
                text[i + 1] == UInt8(ascii: "(") || text[i + 1] == UInt8(ascii: "{")
            else {
                result.append(text[i])
                i += 1
                continue
            }
            let close = UInt8(ascii: text[i + 1] == UInt8(ascii: "(") ? ")" : "}")
            guard let end = text[(i + 2)...].firstIndex(of: close) else {
                result += text[i...]
                break
            }
            let name = String(decoding: text[(i + 2)..<end], as: UTF8.self)
            budget -= 1
            let replacement: String? =
                depth >= Self.maximumExpansionDepth || budget < 0
                ? nil
                : name == "inherited"
                    ? value(
                        at: next[index], of: assignments[index].key, depth: depth + 1,
                        budget: &budget) ?? ""
                    : value(at: first[name], of: name, depth: depth + 1, budget: &budget)
            if let replacement, result.count + replacement.utf8.count <= Self.maximumValueBytes {
                result += replacement.utf8
            } else {
                result += text[i...end]
            }
            i = end + 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
