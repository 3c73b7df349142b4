/// Reads GNOME's `text-scaling-factor` with the `gsettings` command.
package enum GNOMETextScaling {
    /// The factor `gsettings get org.gnome.desktop.interface text-scaling-factor` prints, or
    /// `nil` when `gsettings` is not on the `PATH`, fails, takes more than five seconds, or
    /// prints something other than a positive number.
    package static func factor(environment: [String: String]) -> Double? {
        guard let executable = find("gsettings", path: environment["PATH"]) else { return nil }
        // The value is one short line; a hung `gsettings` is ended after five seconds.
        guard
            let result = ChildProcess.run(
                executable,
                arguments: ["get", "org.gnome.desktop.interface", "text-scaling-factor"],
                environment: environment, timeLimit: 5),
            result.exitStatus == 0
        else { return nil }
        let words = String(decoding: result.output, as: UTF8.self).split(
            whereSeparator: \.isWhitespace)
        guard words.count == 1, let factor = Double(words[0]), factor.isFinite, factor > 0 else {
            return nil
        }
        return factor
    }

    /// The first executable called `name` in the folders of `path`.
    private static func find(_ name: String, path: String?) -> String? {
        for folder in (path ?? "").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileSystem.isExecutableFile(candidate) { return candidate }
        }
        return nil
    }
}
