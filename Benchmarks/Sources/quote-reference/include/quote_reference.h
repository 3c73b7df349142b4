#ifndef SCALEDFONT_BENCH_QUOTE_REFERENCE_H
#define SCALEDFONT_BENCH_QUOTE_REFERENCE_H

#include <stddef.h>
#include <stdint.h>

// The C reference for lexing Swift: the least a C program does to find the string literals
// in source bytes, one pass looking at every byte for `"`, a backslash skipping the byte after
// it inside a literal. Returns the number of literals opened.
size_t quote_reference_scan(const uint8_t *bytes, size_t count);

#endif
