import ScaledFontCheck

extension FontFace {
    /// `"namedInstance": {"number", "styleName", "postscriptName", "coordinates": {"wght":
    /// 600}}` for a face that is a named instance of a variable font; nothing for a static
    /// face, so the reports of static faces keep the documented fields.
    var namedInstanceFields: [(String, JSONValue)] {
        guard let instance = namedInstance else { return [] }
        let coordinates = instance.coordinates.map { ($0.axis, JSONValue.number($0.value)) }
        let fields: [(String, JSONValue)] = [
            ("number", .integer(instance.number)),
            ("styleName", .string(instance.styleName)),
            ("postscriptName", .string(instance.postscriptName)),
            ("coordinates", .object(coordinates)),
        ]
        return [("namedInstance", .object(fields))]
    }
}
