// FreeType, from Debian's libfreetype-dev on Linux: the labels of `tincture image grid`.
#include <ft2build.h>
#include FT_FREETYPE_H
