#include "quote_reference.h"

size_t quote_reference_scan(const uint8_t *bytes, size_t count) {
    size_t literals = 0;
    int inside = 0;
    for (size_t index = 0; index < count; index++) {
        uint8_t byte = bytes[index];
        if (byte == '"') {
            literals += !inside;
            inside = !inside;
        } else if (byte == '\\' && inside) {
            index++;
        }
    }
    return literals;
}
