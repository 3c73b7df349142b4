#ifndef SCALEDFONT_CFREETYPE_SHIM_H
#define SCALEDFONT_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_OUTLINE_H
// Variable fonts: named instances (FT_Get_MM_Var) and their names (FT_Get_Sfnt_Name).
#include FT_MULTIPLE_MASTERS_H
#include FT_SFNT_NAMES_H

#endif
