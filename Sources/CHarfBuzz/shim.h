#ifndef SCALEDFONT_CHARFBUZZ_SHIM_H
#define SCALEDFONT_CHARFBUZZ_SHIM_H

#include <hb.h>
// hb_ot_font_set_funcs: OpenType advances read from the font's own tables (hmtx, HVAR).
#include <hb-ot.h>

#endif
