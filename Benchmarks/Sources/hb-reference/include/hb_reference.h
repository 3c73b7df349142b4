#ifndef SCALEDFONT_BENCH_HB_REFERENCE_H
#define SCALEDFONT_BENCH_HB_REFERENCE_H

#include <stddef.h>
#include <stdint.h>

// The C reference for text measurement: what a hand-written C program does to measure a text
// with HarfBuzz once its hb_font_t exists.
typedef struct hb_reference hb_reference;

// Maps face 0 of a font file and makes its hb_font_t as the library does (OpenType font
// functions, scale = units per em); NULL when the file cannot be read.
hb_reference *hb_reference_create(const char *file);

void hb_reference_destroy(hb_reference *reference);

// Shapes `length` Unicode scalars `calls` times on the already created font, reusing one
// buffer (hb_buffer_clear_contents, hb_buffer_add_codepoints,
// hb_buffer_guess_segment_properties, hb_shape, the advances summed).
// Returns the sum of the advances in font units of the last call.
int64_t hb_reference_shape(
    hb_reference *reference, const uint32_t *text, size_t length, size_t calls);

#endif
