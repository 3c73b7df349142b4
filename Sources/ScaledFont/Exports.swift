// The core (catalog, faces, metrics, errors) is part of this library's API: a layout engine
// that imports ScaledFont passes a FontCatalog and reads LineMetrics without a second import.
@_exported import ScaledFontCore
