#ifndef SCALEDFONT_CPNG_SHIM_H
#define SCALEDFONT_CPNG_SHIM_H

// Only libpng's simplified API (png_image_*) is used: it reports errors through return
// values instead of longjmp, which Swift code cannot survive.
#include <png.h>

#endif
