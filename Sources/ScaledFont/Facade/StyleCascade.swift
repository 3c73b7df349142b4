/// A style's own `cascade` list, resolved: the faces to try, in order, for characters the
/// style's face lacks, before Fontconfig's fallback.
public struct StyleCascade: Sendable, Hashable {
    /// The faces the names resolved to, in the dictionary's order.
    public let faces: [FontMatch]
    /// The names that are neither installed nor bundled (a `check` error).
    public let unresolvedNames: [String]

    /// Resolves each name with the exact rules of ``FontCatalog/resolve(_:)``.
    package init(names: [String], catalog: FontCatalog) {
        var faces: [FontMatch] = []
        var unresolved: [String] = []
        for name in names {
            if let match = catalog.resolve(name) {
                faces.append(match)
            } else {
                unresolved.append(name)
            }
        }
        self.faces = faces
        unresolvedNames = unresolved
    }
}
