#ifndef SCALEDFONT_CHARFBUZZ_H
#define SCALEDFONT_CHARFBUZZ_H

// HarfBuzz's types and constants, from its own headers (Debian's libharfbuzz-dev installs them
// under harfbuzz/). The functions are not linked: they are looked up in libharfbuzz.so.0 the
// first time text is shaped (sf_harfbuzz), so that a program that never shapes text neither
// loads HarfBuzz nor what HarfBuzz loads (GLib, PCRE2, Graphite).
#include <stddef.h>
#include <harfbuzz/hb.h>
// hb_ot_font_set_funcs: OpenType advances read from the font's own tables (hmtx, HVAR).
#include <harfbuzz/hb-ot.h>

/// The HarfBuzz functions the library calls, each as HarfBuzz declares it.
typedef struct sf_harfbuzz_functions {
    __typeof__(hb_blob_create) *_Nonnull blob_create;
    __typeof__(hb_blob_destroy) *_Nonnull blob_destroy;
    __typeof__(hb_face_create) *_Nonnull face_create;
    __typeof__(hb_face_destroy) *_Nonnull face_destroy;
    __typeof__(hb_face_get_glyph_count) *_Nonnull face_get_glyph_count;
    __typeof__(hb_face_get_upem) *_Nonnull face_get_upem;
    __typeof__(hb_font_create) *_Nonnull font_create;
    __typeof__(hb_font_destroy) *_Nonnull font_destroy;
    __typeof__(hb_font_set_scale) *_Nonnull font_set_scale;
    __typeof__(hb_font_set_var_named_instance) *_Nonnull font_set_var_named_instance;
    __typeof__(hb_font_make_immutable) *_Nonnull font_make_immutable;
    __typeof__(hb_font_get_nominal_glyph) *_Nonnull font_get_nominal_glyph;
    __typeof__(hb_ot_font_set_funcs) *_Nonnull ot_font_set_funcs;
    __typeof__(hb_buffer_create) *_Nonnull buffer_create;
    __typeof__(hb_buffer_destroy) *_Nonnull buffer_destroy;
    __typeof__(hb_buffer_reset) *_Nonnull buffer_reset;
    __typeof__(hb_buffer_add_codepoints) *_Nonnull buffer_add_codepoints;
    __typeof__(hb_buffer_guess_segment_properties) *_Nonnull buffer_guess_segment_properties;
    __typeof__(hb_buffer_get_glyph_infos) *_Nonnull buffer_get_glyph_infos;
    __typeof__(hb_buffer_get_glyph_positions) *_Nonnull buffer_get_glyph_positions;
    __typeof__(hb_shape) *_Nonnull shape;
    __typeof__(hb_face_reference_table) *_Nonnull face_reference_table;
    __typeof__(hb_blob_get_length) *_Nonnull blob_get_length;
    __typeof__(hb_font_set_ptem) *_Nonnull font_set_ptem;
    __typeof__(hb_ot_var_find_axis_info) *_Nonnull ot_var_find_axis_info;
    __typeof__(hb_ot_var_get_axis_infos) *_Nonnull ot_var_get_axis_infos;
    __typeof__(hb_ot_var_named_instance_get_design_coords) *_Nonnull
        ot_var_named_instance_get_design_coords;
    __typeof__(hb_font_set_var_coords_design) *_Nonnull font_set_var_coords_design;
    __typeof__(hb_buffer_set_direction) *_Nonnull buffer_set_direction;
    __typeof__(hb_buffer_set_script) *_Nonnull buffer_set_script;
    __typeof__(hb_buffer_set_language) *_Nonnull buffer_set_language;
    __typeof__(hb_language_get_default) *_Nonnull language_get_default;
    __typeof__(hb_language_from_string) *_Nonnull language_from_string;
    __typeof__(hb_unicode_funcs_get_default) *_Nonnull unicode_funcs_get_default;
    __typeof__(hb_unicode_script) *_Nonnull unicode_script;
} sf_harfbuzz_functions;

/// Opens a HarfBuzz library (dlopen, RTLD_NOW | RTLD_LOCAL; "libharfbuzz.so.0" is Debian's)
/// and looks up every function (dlsym). The library is never closed: fonts made with it may
/// live as long as the process. Safe to call from any thread (the caller keeps the result, so
/// that a process opens the library once).
///
/// Returns the functions when every one was found, in memory the caller frees (free); else
/// NULL, with the reason in problem (at most size bytes, terminated).
const sf_harfbuzz_functions *_Nullable sf_harfbuzz_load(const char *_Nonnull library,
                                                        char *_Nonnull problem, size_t size);

#endif
