internal import ScaledFontCore

extension FontCheck {
    /// What one run reads, each once however many targets share it: every dictionary's and
    /// Info.plist's contents, and the fonts of each distinct platform and set of font folders
    /// (a catalog is what its folders and the platform make it, so two targets that copy the
    /// same fonts and run on the same versions share one). Used by one run on one thread.
    final class Inputs {
        /// The loader of a platform's fonts for its folders.
        typealias Load = (Platform, _ folders: [String]) throws(ScaledFontError) -> AvailableFonts

        /// What determines a platform's fonts.
        private struct Key: Hashable {
            let platform: Platform
            let folders: [String]
        }

        private var dictionaries: [String: Result<StyleDictionary, ScaledFontError>] = [:]
        private var platforms: [Key: AvailableFonts] = [:]
        private var infoPlists: [String: Result<AppFontDeclarations, ScaledFontError>] = [:]
        /// Each code file scanned, by path (``codeFile(_:)``).
        var codeFiles: [String: CodeFile] = [:]
        /// How many times a dictionary or Info.plist was read, and a catalog built, in this run.
        var counts = FontCheckReport.InputReads(
            dictionaries: 0, infoPlists: 0, catalogs: 0)

        /// The dictionary at `path`, read the first time it is asked for.
        func dictionary(_ path: String) -> Result<StyleDictionary, ScaledFontError> {
            Self.once(path, in: &dictionaries, counting: &counts.dictionaries) {
                path throws(ScaledFontError) in try StyleDictionary.load(path: path)
            }
        }

        /// The declared fonts of the Info.plist at `path`, read the first time it is asked
        /// for (targets often share one).
        func declarations(_ path: String) -> Result<AppFontDeclarations, ScaledFontError> {
            Self.once(path, in: &infoPlists, counting: &counts.infoPlists) {
                path throws(ScaledFontError) in try AppFontDeclarations.load(path: path)
            }
        }

        /// The value `read` gives for `path` (or its error), read and counted the first time.
        private static func once<Value>(
            _ path: String, in known: inout [String: Result<Value, ScaledFontError>],
            counting count: inout Int, _ read: (String) throws(ScaledFontError) -> Value
        ) -> Result<Value, ScaledFontError> {
            if let value = known[path] { return value }
            count += 1
            let value: Result<Value, ScaledFontError>
            do {
                value = .success(try read(path))
            } catch {
                value = .failure(error)
            }
            known[path] = value
            return value
        }

        /// The fonts of a platform with `folders` registered, loaded by `load` the first time
        /// that platform and those folders (compared as absolute paths) are asked for.
        func fonts(
            _ platform: Platform, folders: [String], loading load: Load
        ) throws(ScaledFontError) -> AvailableFonts {
            let key = Key(
                platform: platform, folders: folders.map { FileSystem.absoluteStandardPath($0) })
            if let known = platforms[key] { return known }
            counts.catalogs += 1
            let fonts = try load(platform, folders)
            platforms[key] = fonts
            return fonts
        }
    }
}

extension FontCheckReport {
    /// How often a run read its inputs: each dictionary file and each distinct catalog once,
    /// however many targets it checks.
    package struct InputReads: Sendable, Hashable {
        /// Dictionary files read.
        package var dictionaries: Int
        /// Info.plist files read.
        package var infoPlists: Int
        /// Catalogs built (platforms loaded with their folders).
        package var catalogs: Int
        /// Code files read (Swift, Objective-C, Interface Builder).
        package var codeFiles = 0
    }
}
