#ifndef SCALEDFONT_BENCH_LINES_REFERENCE_H
#define SCALEDFONT_BENCH_LINES_REFERENCE_H

#include <stddef.h>
#include <stdint.h>

// The C reference for line breaking: what a hand-written C program does to break a text into
// lines of a width with ICU and HarfBuzz once its hb_font_t exists.
typedef struct lines_reference lines_reference;

// Reads face 0 of a font file and makes its hb_font_t as the library does (OpenType font
// functions, scale = units per em), a reused hb_buffer_t and a UBRK_LINE iterator; NULL when
// the file cannot be read.
lines_reference *lines_reference_create(const char *file);

void lines_reference_destroy(lines_reference *reference);

// Breaks `length` UTF-16 units (no surrogates, no tabs, no line breaks) `calls` times at
// `size` points in `width` points: ubrk_setText and ubrk_next for the opportunities, then
// greedily, each candidate line (trailing spaces dropped) shaped on its own with hb_shape.
// Returns the number of lines of the last call.
int lines_reference_break(lines_reference *reference, const uint16_t *text, size_t length,
                          double size, double width, size_t calls);

#endif
