// The check is used with the Dynamic Type model and the catalog: one import gives all three.
@_exported import ScaledFont
