import ScaledFontCheck

extension JSONValue {
    /// The value as a text report shows it: as ``csvField``, but numbers to 3 decimals
    /// (``TextNumber``).
    var textField: String {
        guard case .number(let value) = self else { return csvField }
        return TextNumber.format(value)
    }
}
