#include "lines_reference.h"

#include <hb-ot.h>
#include <hb.h>
#include <stdlib.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>

struct lines_reference {
    hb_font_t *font;
    hb_buffer_t *buffer;
    UBreakIterator *lines;
    double upem;
};

lines_reference *lines_reference_create(const char *file) {
    hb_blob_t *blob = hb_blob_create_from_file_or_fail(file);
    if (!blob) return NULL;
    hb_face_t *face = hb_face_create(blob, 0);
    hb_blob_destroy(blob);
    hb_font_t *font = hb_font_create(face);
    unsigned int upem = hb_face_get_upem(face);
    hb_face_destroy(face);
    hb_ot_font_set_funcs(font);
    hb_font_set_scale(font, (int)upem, (int)upem);
    hb_font_make_immutable(font);
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *lines = ubrk_open(UBRK_LINE, "", NULL, 0, &status);
    lines_reference *reference = malloc(sizeof *reference);
    if (!reference || U_FAILURE(status)) {
        hb_font_destroy(font);
        free(reference);
        return NULL;
    }
    reference->font = font;
    reference->buffer = hb_buffer_create();
    reference->lines = lines;
    reference->upem = upem;
    return reference;
}

void lines_reference_destroy(lines_reference *reference) {
    if (!reference) return;
    ubrk_close(reference->lines);
    hb_buffer_destroy(reference->buffer);
    hb_font_destroy(reference->font);
    free(reference);
}

static double width_of(lines_reference *reference, const uint16_t *text, int start, int end,
                       double size) {
    while (end > start && u_isUWhiteSpace(text[end - 1])) end--;
    hb_buffer_t *buffer = reference->buffer;
    hb_buffer_clear_contents(buffer);
    hb_buffer_add_utf16(buffer, text + start, end - start, 0, end - start);
    hb_buffer_guess_segment_properties(buffer);
    hb_shape(reference->font, buffer, NULL, 0);
    unsigned int count = 0;
    hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &count);
    int64_t units = 0;
    for (unsigned int i = 0; i < count; i++) units += positions[i].x_advance;
    return (double)units * size / reference->upem;
}

int lines_reference_break(lines_reference *reference, const uint16_t *text, size_t length,
                          double size, double width, size_t calls) {
    int lines = 0;
    int32_t opportunities[1024];
    for (size_t call = 0; call < calls; call++) {
        UErrorCode status = U_ZERO_ERROR;
        ubrk_setText(reference->lines, text, (int32_t)length, &status);
        int count = 0;
        for (int32_t b = ubrk_next(reference->lines); b != UBRK_DONE && count < 1024;
             b = ubrk_next(reference->lines))
            opportunities[count++] = b;
        lines = 0;
        int start = 0;
        int next = 0;
        while (next < count) {
            int best = -1;
            for (int k = next; k < count; k++) {
                if (width_of(reference, text, start, opportunities[k], size) > width) break;
                best = k;
            }
            // A word wider than the line is not broken inside in this benchmark's text.
            if (best < 0) best = next;
            start = opportunities[best];
            next = best + 1;
            lines++;
        }
    }
    return lines;
}
