#include "CHarfBuzz.h"

#include <CSystemLibrary.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

// `library` is a soname (libharfbuzz.so.0), found in LD_LIBRARY_PATH, ld.so.cache and the
// system's library folders and opened by its absolute path (sf_open_system_library), never
// through the executable's RUNPATH: a plain `swift build` sets it to `$ORIGIN`, and dlopen
// given a bare soname would then load a libharfbuzz.so.0 planted beside the binary. The
// libraries the CLI links at start-up (libfontconfig.so.1, libfreetype.so.6) are found by
// ld.so itself, through that RUNPATH: only a build with `--disable-local-rpath` (as the
// README, .ci/run and Benchmarks/run.sh build) protects them.
const sf_harfbuzz_functions *sf_harfbuzz_load(const char *library, char *problem, size_t size) {
    void *handle = sf_open_system_library(library, problem, size);
    if (handle == NULL) return NULL;
    sf_harfbuzz_functions found;
    // Each field is set from the symbol of the same name; a missing one stops the load.
#define SF_LOOK_UP(field, symbol)                                                             \
    do {                                                                                     \
        void *address = dlsym(handle, #symbol);                                              \
        if (address == NULL) {                                                               \
            snprintf(problem, size, "%s has no function %s", library, #symbol);              \
            return NULL;                                                                     \
        }                                                                                    \
        *(void **)&found.field = address;                                                    \
    } while (0)
    SF_LOOK_UP(blob_create, hb_blob_create);
    SF_LOOK_UP(blob_destroy, hb_blob_destroy);
    SF_LOOK_UP(face_create, hb_face_create);
    SF_LOOK_UP(face_destroy, hb_face_destroy);
    SF_LOOK_UP(face_get_glyph_count, hb_face_get_glyph_count);
    SF_LOOK_UP(face_get_upem, hb_face_get_upem);
    SF_LOOK_UP(font_create, hb_font_create);
    SF_LOOK_UP(font_destroy, hb_font_destroy);
    SF_LOOK_UP(font_set_scale, hb_font_set_scale);
    SF_LOOK_UP(font_set_var_named_instance, hb_font_set_var_named_instance);
    SF_LOOK_UP(font_make_immutable, hb_font_make_immutable);
    SF_LOOK_UP(font_get_nominal_glyph, hb_font_get_nominal_glyph);
    SF_LOOK_UP(ot_font_set_funcs, hb_ot_font_set_funcs);
    SF_LOOK_UP(buffer_create, hb_buffer_create);
    SF_LOOK_UP(buffer_destroy, hb_buffer_destroy);
    SF_LOOK_UP(buffer_reset, hb_buffer_reset);
    SF_LOOK_UP(buffer_add_codepoints, hb_buffer_add_codepoints);
    SF_LOOK_UP(buffer_guess_segment_properties, hb_buffer_guess_segment_properties);
    SF_LOOK_UP(buffer_get_glyph_infos, hb_buffer_get_glyph_infos);
    SF_LOOK_UP(buffer_get_glyph_positions, hb_buffer_get_glyph_positions);
    SF_LOOK_UP(shape, hb_shape);
    SF_LOOK_UP(face_reference_table, hb_face_reference_table);
    SF_LOOK_UP(blob_get_length, hb_blob_get_length);
    SF_LOOK_UP(font_set_ptem, hb_font_set_ptem);
    SF_LOOK_UP(ot_var_find_axis_info, hb_ot_var_find_axis_info);
    SF_LOOK_UP(ot_var_get_axis_infos, hb_ot_var_get_axis_infos);
    SF_LOOK_UP(ot_var_named_instance_get_design_coords, hb_ot_var_named_instance_get_design_coords);
    SF_LOOK_UP(font_set_var_coords_design, hb_font_set_var_coords_design);
#undef SF_LOOK_UP
    sf_harfbuzz_functions *functions = malloc(sizeof *functions);
    if (functions == NULL) {
        snprintf(problem, size, "no memory for the functions of %s", library);
        return NULL;
    }
    *functions = found;
    return functions;
}
