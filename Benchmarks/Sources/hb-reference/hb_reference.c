#include "hb_reference.h"

#include <hb.h>
#include <hb-ot.h>
#include <stdlib.h>

struct hb_reference {
    hb_font_t *font;
    hb_buffer_t *buffer;
};

hb_reference *hb_reference_create(const char *file) {
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
    hb_reference *reference = malloc(sizeof *reference);
    if (!reference) {
        hb_font_destroy(font);
        return NULL;
    }
    reference->font = font;
    reference->buffer = hb_buffer_create();
    return reference;
}

void hb_reference_destroy(hb_reference *reference) {
    if (!reference) return;
    hb_buffer_destroy(reference->buffer);
    hb_font_destroy(reference->font);
    free(reference);
}

int64_t hb_reference_shape(
    hb_reference *reference, const uint32_t *text, size_t length, size_t calls) {
    int64_t total = 0;
    for (size_t call = 0; call < calls; call++) {
        hb_buffer_t *buffer = reference->buffer;
        hb_buffer_clear_contents(buffer);
        hb_buffer_add_codepoints(buffer, text, (int)length, 0, (int)length);
        hb_buffer_guess_segment_properties(buffer);
        hb_shape(reference->font, buffer, NULL, 0);
        unsigned int count = 0;
        hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &count);
        total = 0;
        for (unsigned int i = 0; i < count; i++) total += positions[i].x_advance;
    }
    return total;
}
